import type { ModelClient } from '../extract/model-client';
import { isRecord } from '../export/find-lists';

/** Enough of the page for a model to see what data it holds, small enough for any model. */
const PAGE_CHARS = 12_000;

export const NEEDS_MODEL = 'Suggest fields needs a configured model: add one in settings (mock mode cannot suggest).';

const ANSWER_SCHEMA = {
  type: 'object',
  properties: { schema: { type: 'object' } },
  required: ['schema'],
};

/**
 * Asks the model for a JSON Schema that fits the prompt and the page. The answer is checked
 * to be an object schema with properties; the user reviews it in the builder before running.
 */
export async function suggestSchema(
  client: ModelClient,
  input: { prompt: string; pageText: string; pageUrl: string; signal: AbortSignal },
): Promise<Record<string, unknown>> {
  const answer = await client.completeJson({
    system:
      'You design JSON Schemas for data extraction. Answer with {"schema": <JSON Schema>} only. ' +
      'The schema is {"type":"object","properties":{...}} with short snake_case field names, ' +
      'types string, number, integer, boolean, object (with properties) or array (with items), ' +
      'a one-line description per field, and "required" for fields every page has. ' +
      'Put repeated items (products, rows, articles) in an array of objects.',
    user: `What the user wants: ${input.prompt || '(not said: propose the main data on the page)'}\nPage: ${input.pageUrl}\n\nPage content:\n${input.pageText.slice(0, PAGE_CHARS)}`,
    schema: ANSWER_SCHEMA,
    signal: input.signal,
  });
  const schema = isRecord(answer) && isRecord(answer.schema) ? answer.schema : answer;
  if (!isRecord(schema) || schema.type !== 'object' || !isRecord(schema.properties))
    throw new Error('The model did not propose a usable schema. Try again, or add the fields yourself.');
  return schema;
}
