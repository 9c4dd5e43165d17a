import { z } from '../contract/zod-setup';
import { mockFromSchema } from './mock-data';

const bodySchema = z.looseObject({
  user_prompt: z.string().optional(),
  website_url: z.string().optional(),
  output_schema: z.unknown().optional(),
  plain_text: z.boolean().optional(),
});

export const MOCK_MARKDOWN =
  '# Mock page\n\nMock Markdown: Quarry did not read the page or call a service.\n\n- Sample item 1\n- Sample item 2\n';

/**
 * Quarry's own mock answers, per path, in the contract's shapes. Deterministic apart
 * from ids. Undefined for a path mock mode does not know.
 */
export function builtinMockResponse(method: string, path: string, rawBody: unknown): unknown {
  const body = bodySchema.safeParse(rawBody ?? {}).data ?? {};
  const id = (): string => `mock-${crypto.randomUUID()}`;
  const extraction = (): unknown => {
    const data = mockFromSchema(body.output_schema);
    return body.plain_text ? `Mock data (no extraction was made): ${JSON.stringify(data)}` : data;
  };
  if (method === 'POST' && path === '/v1/smartscraper') {
    return {
      request_id: id(),
      status: 'completed',
      website_url: body.website_url ?? '',
      user_prompt: body.user_prompt ?? '',
      result: extraction(),
      error: '',
      mock: true,
    };
  }
  if (method === 'POST' && path === '/v1/searchscraper') {
    return {
      request_id: id(),
      status: 'completed',
      user_prompt: body.user_prompt ?? '',
      result: mockFromSchema(body.output_schema),
      reference_urls: ['https://example.com/mock-source'],
      error: '',
      mock: true,
    };
  }
  if (method === 'POST' && path === '/v1/markdownify') {
    return {
      request_id: id(),
      status: 'completed',
      website_url: body.website_url ?? '',
      result: MOCK_MARKDOWN,
      error: '',
      mock: true,
    };
  }
  if (method === 'GET' && path === '/v1/credits') return { remaining_credits: 1000, total_credits_used: 0, mock: true };
  const start = /^\/v1\/(smartscraper|markdownify)\/start$/.exec(path);
  if (method === 'POST' && start)
    return { job_id: `mock-job-${crypto.randomUUID()}`, status: 'processing', mock: true };
  const status = /^\/v1\/(smartscraper|markdownify)\/status\/([^/]+)$/.exec(path);
  if (method === 'GET' && status) {
    const result = status[1] === 'markdownify' ? MOCK_MARKDOWN : mockFromSchema(undefined);
    return { job_id: status[2], status: 'completed', result, mock: true };
  }
  const poll = /^\/v1\/(smartscraper|markdownify)\/([^/]+)$/.exec(path);
  if (method === 'GET' && poll) {
    return {
      request_id: poll[2],
      status: 'completed',
      website_url: '',
      user_prompt: '',
      result: poll[1] === 'markdownify' ? MOCK_MARKDOWN : mockFromSchema(undefined),
      error: '',
      mock: true,
    };
  }
  return undefined;
}
