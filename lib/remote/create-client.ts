import { createRemoteClient, type RemoteClient, type RemoteClientOptions } from './client';
import { normalizeBaseUrl, type AuthForm } from './endpoint';
import { createHttpTransport } from './http-transport';
import { createMockTransport, type MockHandler } from './mock-transport';
import type { MockOverrides } from '../settings/mock-overrides';

export interface RemoteClientConfig {
  baseURL?: string;
  apiKey?: string;
  auth?: AuthForm;
  /** Global mock mode: answers from handler → overrides → built-in data; no network at all. */
  mock?: boolean;
  mockOverrides?: MockOverrides;
  mockHandler?: MockHandler | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: RemoteClientOptions['retry'];
  poll?: RemoteClientOptions['poll'];
  sleep?: RemoteClientOptions['sleep'];
  now?: RemoteClientOptions['now'];
}

/** The client for a configuration: mock mode never builds an HTTP transport. */
export function createClientFor(config: RemoteClientConfig): RemoteClient {
  const common = { retry: config.retry, poll: config.poll, sleep: config.sleep, now: config.now };
  if (config.mock) {
    return createRemoteClient({
      ...common,
      origin: 'mock mode',
      transport: createMockTransport({ overrides: config.mockOverrides, handler: config.mockHandler }),
    });
  }
  if (!config.baseURL) throw new Error('No remote endpoint is configured: set its base URL in Quarry’s settings.');
  const endpoint = { baseURL: config.baseURL, apiKey: config.apiKey ?? '', auth: config.auth ?? 'svc-apikey' };
  return createRemoteClient({
    ...common,
    origin: new URL(normalizeBaseUrl(config.baseURL)).origin,
    transport: createHttpTransport({ endpoint, fetch: config.fetch, timeoutMs: config.timeoutMs }),
  });
}
