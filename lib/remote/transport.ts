/**
 * One exchange with a service, whoever answers it: the network (http-transport.ts) or
 * Quarry's mock mode (mock-transport.ts). The client above it does not know which.
 */
export type HttpMethod = 'GET' | 'POST';

export interface TransportRequest {
  method: HttpMethod;
  /** Always starts with /v1/. */
  path: string;
  body?: unknown;
  signal: AbortSignal;
}

export interface TransportReply {
  status: number;
  /** The Retry-After header, as sent. */
  retryAfter: string | null;
  /** Parsed JSON, or null when the answer was not JSON. */
  body: unknown;
  /** The start of a non-JSON answer, to say what came back instead. */
  text: string;
  /** Bytes of the request body as sent, for messages about size (413). */
  sentBytes: number;
}

export type Transport = (request: TransportRequest) => Promise<TransportReply>;
