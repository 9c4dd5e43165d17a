import { z } from '../contract/zod-setup';
import type { ExtractionResponse } from '../contract';
import { RemoteError } from './remote-error';

/**
 * An extraction answer as services really send it: the contract's members, read leniently
 * (a status we do not know yet means "still running"; `result` may be any JSON value, a
 * string for plain_text). Unknown members are kept.
 */
export const remoteReplySchema = z.looseObject({
  request_id: z.string().optional(),
  status: z.string(),
  website_url: z.string().nullable().optional(),
  user_prompt: z.string().nullable().optional(),
  result: z.unknown().optional(),
  error: z.string().nullable().optional(),
  mock: z.boolean().optional(),
});
export type RemoteReply = z.infer<typeof remoteReplySchema>;

export function isFinalStatus(status: string): boolean {
  return status === 'completed' || status === 'failed';
}

export function parseRemoteReply(body: unknown, where: string): RemoteReply {
  const parsed = remoteReplySchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const missing = parsed.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ');
  throw new RemoteError(
    `The answer from ${where} does not follow the extraction contract (problem with: ${missing}). Is the endpoint a service speaking /v1/smartscraper?`,
    { kind: 'invalid-response' },
  );
}

/** The contract's response from a final reply; `fallback` fills echoes a service left out. */
export function toContractResponse(
  reply: RemoteReply,
  fallback: { request_id: string; website_url: string; user_prompt: string },
): ExtractionResponse {
  const status = reply.status === 'completed' ? 'completed' : 'failed';
  return {
    request_id: reply.request_id || fallback.request_id,
    status,
    website_url: reply.website_url ?? fallback.website_url,
    user_prompt: reply.user_prompt ?? fallback.user_prompt,
    result: status === 'completed' ? (reply.result ?? null) : null,
    error: reply.error ?? '',
    ...(reply.mock === undefined ? {} : { mock: reply.mock }),
  };
}
