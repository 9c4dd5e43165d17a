/**
 * Where a remote service lives and how Quarry proves who it is. The key travels only in
 * requests to this base URL (see http-transport.ts: redirects are not followed).
 */
export type AuthForm = 'svc-apikey' | 'bearer';

export interface RemoteEndpoint {
  /** The address before /v1, e.g. https://api.example.com (a trailing /v1 is tolerated). */
  baseURL: string;
  apiKey: string;
  /** The contract names the SVC-APIKEY header; its credits example uses Authorization: Bearer. */
  auth: AuthForm;
}

/** The base without a trailing slash or /v1, so `${base}/v1/...` is always right. */
export function normalizeBaseUrl(baseURL: string): string {
  return baseURL.trim().replace(/\/+$/, '').replace(/\/v1$/i, '');
}

export function endpointUrl(endpoint: Pick<RemoteEndpoint, 'baseURL'>, path: string): string {
  return `${normalizeBaseUrl(endpoint.baseURL)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The origin pattern to ask the browser for (optional host permission), e.g. https://api.example.com/*. */
export function originPattern(baseURL: string): string {
  return `${new URL(normalizeBaseUrl(baseURL)).origin}/*`;
}

export function authHeaders(endpoint: Pick<RemoteEndpoint, 'apiKey' | 'auth'>): Record<string, string> {
  if (!endpoint.apiKey) return {};
  return endpoint.auth === 'bearer'
    ? { Authorization: `Bearer ${endpoint.apiKey}` }
    : { 'SVC-APIKEY': endpoint.apiKey };
}
