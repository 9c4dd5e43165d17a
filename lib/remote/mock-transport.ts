import { z } from '../contract/zod-setup';
import { builtinMockResponse } from './builtin-mock';
import type { MockOverrides } from '../settings/mock-overrides';
import { RemoteError } from './remote-error';
import type { Transport, TransportReply } from './transport';

/**
 * A custom mock handler (library API): gets each call and returns its JSON answer, or
 * undefined to fall through to the overrides and then to the built-in mock data.
 */
export type MockHandler = (method: string, path: string, body: unknown) => unknown;

export interface MockTransportOptions {
  overrides?: MockOverrides;
  handler?: MockHandler | null;
}

const requestEchoSchema = z.looseObject({ website_url: z.string().optional(), user_prompt: z.string().optional() });
const jobRecordLike = z.looseObject({
  job_id: z.string().optional(),
  status: z.string(),
  result: z.unknown().optional(),
});

/**
 * Mock mode without the network: answers come from the custom handler, else the per-path
 * override, else Quarry's built-in mock data. Nothing is fetched, whatever the path.
 */
export function createMockTransport(options: MockTransportOptions): Transport {
  const overrides = options.overrides ?? {};
  return async ({ method, path, body }): Promise<TransportReply> => {
    if (options.handler) {
      let answer: unknown;
      try {
        answer = await options.handler(method, path, body);
      } catch (error) {
        throw new RemoteError(
          `The custom mock handler failed for ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
          { kind: 'mock' },
        );
      }
      if (answer !== undefined) return reply(200, answer);
    }
    const overridden = fromOverrides(overrides, method, path, body);
    if (overridden !== undefined) return reply(200, overridden);
    const builtin = builtinMockResponse(method, path, body);
    if (builtin !== undefined) return reply(200, builtin);
    return reply(404, { error: `Mock mode has no answer for ${method} ${path}.` });
  };
}

function fromOverrides(overrides: MockOverrides, method: string, path: string, body: unknown): unknown {
  if (method === 'POST' && path === '/v1/smartscraper' && overrides[path] !== undefined) {
    const echo = requestEchoSchema.safeParse(body ?? {}).data ?? {};
    const given = overrides[path];
    return {
      request_id: `mock-${crypto.randomUUID()}`,
      status: 'completed',
      website_url: echo.website_url ?? '',
      user_prompt: echo.user_prompt ?? '',
      error: '',
      mock: true,
      ...(typeof given === 'object' && given !== null ? given : {}),
    };
  }
  if (overrides[path] !== undefined) return overrides[path];
  // Polling an extraction (GET /v1/smartscraper/{id}) reads the contract's status override.
  const poll = /^\/v1\/(smartscraper|markdownify)\/([^/]+)$/.exec(path);
  const record = poll ? overrides[`/v1/${poll[1]}/status/${poll[2]}`] : undefined;
  const job = jobRecordLike.safeParse(record);
  if (method === 'GET' && poll && job.success) {
    return {
      request_id: poll[2],
      status: job.data.status,
      website_url: '',
      user_prompt: '',
      result: job.data.result ?? null,
      error: '',
      mock: true,
    };
  }
  return undefined;
}

function reply(status: number, body: unknown): TransportReply {
  return { status, retryAfter: null, body: body ?? null, text: '', sentBytes: 0 };
}
