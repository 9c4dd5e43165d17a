import { extractionRequestSchema } from '../../../lib/contract';
import { htmlToModelInput } from '../../../lib/convert/html-to-model-input';
import { checkResult } from '../../../lib/jobs/check-result';
import { createPage } from '../../../lib/source/page';

export interface GroundOnPage {
  html: string;
  url: string;
  prompt: string;
  schema: Record<string, unknown>;
  result: unknown;
  /** false: the page carries only its model input, as a run without the captured HTML has it. */
  keepHtml?: boolean;
}

/**
 * Checks `result` against one made-up page as a run does (lib/jobs/check-result, grounding
 * mode `mark`): the page converted the way a tab's capture converts it. Returns the grounding.
 */
export function groundOnPage({ html, url, prompt, schema, result, keepHtml = true }: GroundOnPage) {
  const modelInput = htmlToModelInput(html, { baseUrl: url });
  const request = extractionRequestSchema.parse({ user_prompt: prompt, output_schema: schema });
  return checkResult({
    result,
    request,
    pages: [createPage({ url, modelInput, ...(keepHtml ? { html } : {}) })],
    mode: 'mark',
    cutOff: false,
  }).grounding;
}

/** The pointers grounding flags on one made-up page (not found or misplaced), sorted. */
export function flaggedOnPage(input: GroundOnPage): string[] {
  const g = groundOnPage(input);
  return [...(g?.notFound ?? []), ...(g?.misplaced ?? [])].sort();
}
