import { z } from '../contract/zod-setup';

/** What the user is typing in the popup, kept in storage so closing the popup loses nothing. */
export const draftSchema = z.object({
  source: z.enum(['page', 'html', 'markdown']).default('page'),
  pasted: z.string().default(''),
  prompt: z.string().default(''),
  schemaText: z.string().default(''),
  mock: z.boolean().default(false),
});
export type Draft = z.infer<typeof draftSchema>;
export const DRAFT_KEY = 'ui:draft';
export const EMPTY_DRAFT: Draft = draftSchema.parse({});

export type DraftRequest = { ok: true; request: Record<string, unknown> } | { ok: false; error: string };

/** Turns the form into a contract request; the only check here is that the schema is JSON. */
export function draftToRequest(draft: Draft): DraftRequest {
  const request: Record<string, unknown> = { user_prompt: draft.prompt };
  if (draft.source === 'html') request.website_html = draft.pasted;
  if (draft.source === 'markdown') request.website_markdown = draft.pasted;
  if (draft.mock) request.mock = true;
  const schema = parseSchemaText(draft.schemaText);
  if (!schema.ok) return schema;
  if (schema.value !== undefined) request.output_schema = schema.value;
  return { ok: true, request };
}

export function parseSchemaText(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return {
      ok: false,
      error: `The schema is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
