import { z } from '../contract/zod-setup';
import { extractionRequestSchema } from '../contract/request';
import { extractionResponseSchema } from '../contract/response';
import type { RelayTool } from './protocol';

/**
 * The five tools' arguments and values, shared by the MCP process (which publishes them as the
 * tools' input and output schemas and checks them first) and the extension (which checks the
 * `call` frame's `args` again and answers `result.value` in the output shape). Requests and
 * responses reuse the contract's shapes: each is defined once, in lib/contract.
 */

/** A tab: `"current"` (the user's active tab) or an id from `list_tabs`. */
export const tabRefSchema = z.union([z.literal('current'), z.int().nonnegative()]);
export type TabRef = z.infer<typeof tabRefSchema>;

/** At most this many addresses in one `batch` call. */
export const BATCH_MAX_URLS = 100;

/**
 * `extract`: the contract's request, plus `tab` as the alternative to website_url /
 * website_html / website_markdown (exactly one source: checked with the contract's sentences).
 */
export const extractArgsSchema = extractionRequestSchema.extend({
  tab: tabRefSchema
    .optional()
    .describe('Read an open tab instead of a website_url: "current" (the active tab) or an id from list_tabs.'),
});
export type ExtractArgs = z.output<typeof extractArgsSchema>;

/** `extract`'s value: the contract's response, with grounding, completeness, recipe and usage. */
export const extractValueSchema = extractionResponseSchema;
export type ExtractValue = z.output<typeof extractValueSchema>;

/** `markdownify`: one page, a tab or an address. */
export const markdownifyArgsSchema = z.strictObject({
  tab: tabRefSchema.optional().describe('"current" or an id from list_tabs.'),
  website_url: z.string().optional().describe('An absolute http(s) URL, instead of a tab.'),
  mock: z.boolean().default(false).describe("Answer with Quarry's built-in mock Markdown; no page is read."),
});
export type MarkdownifyArgs = z.output<typeof markdownifyArgsSchema>;

export const markdownifyValueSchema = z.object({
  website_url: z.string(),
  title: z.string().optional(),
  markdown: z.string(),
  request_id: z.string().optional(),
});
export type MarkdownifyValue = z.output<typeof markdownifyValueSchema>;

/** `list_tabs`: no arguments. */
export const listTabsArgsSchema = z.strictObject({});

export const tabInfoSchema = z.object({
  id: z.int().nonnegative(),
  title: z.string(),
  url: z.string(),
  active: z.boolean(),
});
export const listTabsValueSchema = z.object({ tabs: z.array(tabInfoSchema) });
export type ListTabsValue = z.output<typeof listTabsValueSchema>;

/**
 * `batch`: many addresses with one request. The request fields apply to every address;
 * `website_url` and the other single sources are replaced by `urls`.
 */
export const batchArgsSchema = extractionRequestSchema
  .omit({ website_url: true, website_html: true, website_markdown: true })
  .extend({
    urls: z
      .array(z.string())
      .min(1)
      .max(BATCH_MAX_URLS)
      .describe(`Absolute http(s) URLs, 1 to ${BATCH_MAX_URLS}; each is extracted with the same prompt and schema.`),
  });
export type BatchArgs = z.output<typeof batchArgsSchema>;

/** One address of a batch: its response, or why it has none. */
export const batchItemSchema = z.object({
  website_url: z.string(),
  ok: z.boolean(),
  response: extractionResponseSchema.optional(),
  error: z.string().optional(),
});
export type BatchItem = z.output<typeof batchItemSchema>;

/** `batch`'s value: one item per address, in the order given, and the counts. */
export const batchValueSchema = z.object({
  items: z.array(batchItemSchema),
  completed: z.int().nonnegative(),
  failed: z.int().nonnegative(),
});
export type BatchValue = z.output<typeof batchValueSchema>;

/** `list_recipes`: no arguments. */
export const listRecipesArgsSchema = z.strictObject({});

/** A learned site: requests for pages it matches are read without the model (0 tokens). */
export const recipeInfoSchema = z.looseObject({
  id: z.string(),
  /** The origin (and path pattern when there is one) the recipe serves. */
  site: z.string(),
  /** The fields (or list name) it reads. */
  fields: z.array(z.string()).default([]),
  /** How many times it has served a request, when counted. */
  uses: z.int().nonnegative().optional(),
});
export const listRecipesValueSchema = z.object({ recipes: z.array(recipeInfoSchema) });
export type ListRecipesValue = z.output<typeof listRecipesValueSchema>;

/** Each tool's arguments and value, by name (the names of `relayToolSchema`). */
export const relayToolShapes = {
  extract: { args: extractArgsSchema, value: extractValueSchema },
  markdownify: { args: markdownifyArgsSchema, value: markdownifyValueSchema },
  list_tabs: { args: listTabsArgsSchema, value: listTabsValueSchema },
  batch: { args: batchArgsSchema, value: batchValueSchema },
  list_recipes: { args: listRecipesArgsSchema, value: listRecipesValueSchema },
} as const satisfies Record<RelayTool, { args: z.ZodType; value: z.ZodType }>;
