import { NUMBER_OF_SCROLLS, TOTAL_PAGES } from './limits';
import { z } from './zod-setup';

const stringMap = z.record(z.string(), z.string());

/**
 * The extraction request (body of POST /v1/smartscraper), all 14 fields with the
 * contract's defaults. Cross-field rules (exactly one source, sizes, URL form) live in
 * validate-request.ts so that every violation is reported together with a clear sentence.
 */
export const extractionRequestSchema = z.strictObject({
  user_prompt: z.string(),
  website_url: z.string().optional(),
  website_html: z.string().optional(),
  website_markdown: z.string().optional(),
  output_schema: z.record(z.string(), z.unknown()).nullable().optional(),
  headers: stringMap.optional(),
  cookies: stringMap.optional(),
  total_pages: z.int().min(TOTAL_PAGES.min).max(TOTAL_PAGES.max).default(TOTAL_PAGES.default),
  number_of_scrolls: z.int().min(NUMBER_OF_SCROLLS.min).max(NUMBER_OF_SCROLLS.max).default(NUMBER_OF_SCROLLS.default),
  render_heavy_js: z.boolean().default(false),
  stealth: z.boolean().default(false),
  mock: z.boolean().default(false),
  plain_text: z.boolean().default(false),
  steps: z.array(z.string()).optional(),
});

export type ExtractionRequest = z.output<typeof extractionRequestSchema>;
export type ExtractionRequestInput = z.input<typeof extractionRequestSchema>;

export const SOURCE_FIELDS = ['website_url', 'website_html', 'website_markdown'] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

export const REQUEST_FIELDS = Object.keys(extractionRequestSchema.shape) as ReadonlyArray<keyof ExtractionRequest>;

/** What each field must be, in words a user can act on. */
export const FIELD_EXPECTATIONS: Record<keyof ExtractionRequest, string> = {
  user_prompt: 'a non-empty string that says what to extract',
  website_url: 'an absolute http(s) URL string',
  website_html: 'a string of HTML',
  website_markdown: 'a string of Markdown',
  output_schema: 'a JSON Schema object (with "properties") or null',
  headers: 'an object mapping header names to string values',
  cookies: 'an object mapping cookie names to string values',
  total_pages: `a whole number from ${TOTAL_PAGES.min} to ${TOTAL_PAGES.max}`,
  number_of_scrolls: `a whole number from ${NUMBER_OF_SCROLLS.min} to ${NUMBER_OF_SCROLLS.max}`,
  render_heavy_js: 'true or false',
  stealth: 'true or false',
  mock: 'true or false',
  plain_text: 'true or false',
  steps: 'an array of strings, one action each (e.g. "click Load more")',
};
