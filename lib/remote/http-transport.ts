import { authHeaders, endpointUrl, type RemoteEndpoint } from './endpoint';
import { RemoteError } from './remote-error';
import type { Transport, TransportReply } from './transport';

export interface HttpTransportOptions {
  endpoint: RemoteEndpoint;
  fetch?: typeof fetch;
  /** Longest wait for one answer; the poller handles long extractions. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 120_000;

const encoder = new TextEncoder();

/**
 * Talks to the service over HTTP. Redirects are refused rather than followed: a redirect
 * to another host would carry the API key (the SVC-APIKEY header survives redirects) to
 * an address the user never entered.
 */
export function createHttpTransport(options: HttpTransportOptions): Transport {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return async ({ method, path, body, signal }): Promise<TransportReply> => {
    const url = endpointUrl(options.endpoint, path);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...authHeaders(options.endpoint),
        },
        body: payload,
        redirect: 'manual',
        credentials: 'omit',
        signal: AbortSignal.any([signal, timeout]),
      });
    } catch (error) {
      if (signal.aborted) throw error;
      if (timeout.aborted) {
        throw new RemoteError(
          `${new URL(url).origin} did not answer within ${Math.round(timeoutMs / 1000)} s. The service may be overloaded: try again later.`,
          { kind: 'timeout' },
        );
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new RemoteError(
        `Could not reach ${new URL(url).origin} (${reason}). Check the endpoint address in Quarry’s settings, that the service is running, and that Quarry was allowed to connect to it.`,
        { kind: 'network' },
      );
    }
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw new RemoteError(
        `${url} redirected elsewhere. Quarry does not follow redirects, so your API key goes only to the address you entered: put the service’s final address in the endpoint setting.`,
        { kind: 'redirect', status: response.status },
      );
    }
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: parseJson(text),
      text: text.slice(0, 200),
      sentBytes: payload === undefined ? 0 : encoder.encode(payload).length,
    };
  };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
