import { z } from '../lib/contract/zod-setup';
import { MAX_SOURCE_BYTES, utf8Bytes } from '../lib/contract/limits';
import { isHttpUrl } from '../lib/contract/validate-request';

/** POST /v1/markdownify: one page, by address or as HTML (the contract names website_url and mock). */
export const markdownifyRequestSchema = z
  .strictObject({
    website_url: z.string().optional(),
    website_html: z.string().optional(),
    mock: z.boolean().default(false),
  })
  .check((ctx) => {
    const { website_url, website_html } = ctx.value;
    if ((website_url === undefined) === (website_html === undefined))
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: 'Give exactly one of website_url or website_html.',
      });
    if (website_url !== undefined && !isHttpUrl(website_url))
      ctx.issues.push({
        code: 'custom',
        input: website_url,
        path: ['website_url'],
        message: 'website_url must be an absolute http(s) URL.',
      });
    if (website_html !== undefined && utf8Bytes(website_html) > MAX_SOURCE_BYTES)
      ctx.issues.push({
        code: 'custom',
        input: '',
        path: ['website_html'],
        message: 'website_html is over the 2 MB limit (2,000,000 bytes of UTF-8).',
      });
  });
export type MarkdownifyRequest = z.output<typeof markdownifyRequestSchema>;

/** One sentence for the 400 answer. */
export function markdownifyProblems(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join(' ');
}
