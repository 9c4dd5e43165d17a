import type { Completeness, ExtractionRequest, Grounding } from '../contract';
import {
  assessCompleteness,
  documentEvidence,
  dropNotFound,
  Evidence,
  groundResult,
  modelInputEvidence,
  type PageEvidence,
  findList,
  leavesOutPaid,
  type GroundingCheck,
  withPlacement,
} from '../grounding';
import type { ListEnd } from '../extract/provider';
import type { Page } from '../source/page';

/** What the check reads of a page: what the model read, and the page's HTML when captured. */
export type CheckedPage = Pick<Page, 'url' | 'modelInput' | 'html' | 'document'>;

export interface CheckedResult {
  result: unknown;
  grounding?: Grounding;
  completeness?: Completeness;
  modelInput: { text: string; truncated: boolean };
}

/** What the result view can show of the model input: storage is shared and finite. */
const KEPT_MODEL_INPUT_CHARS = 200_000;

/**
 * The check stage. After extraction, with the captured page(s): every value of the result is checked against
 * them (grounding; `drop` mode nulls what was not found), the list is counted (completeness),
 * and the model input is kept so the result view can show what the model read.
 */
export function checkResult(input: {
  result: unknown;
  request: ExtractionRequest;
  pages: ReadonlyArray<CheckedPage>;
  mode: 'mark' | 'drop';
  cutOff: boolean;
  /** How a list shorter than the page's count ended when asked for more (extract output). */
  listEnd?: ListEnd | undefined;
}): CheckedResult {
  const { request, pages } = input;
  const joined = pages.map((p) => (pages.length > 1 ? `<!-- ${p.url} -->\n` : '') + p.modelInput.text).join('\n\n');
  const modelInput = {
    text: joined.slice(0, KEPT_MODEL_INPUT_CHARS),
    truncated: joined.length > KEPT_MODEL_INPUT_CHARS,
  };
  // Nothing was read here (a remote service fetched website_url itself): nothing to check against.
  if (pages.every((p) => !p.modelInput.text.trim() && !p.html)) return { result: input.result, modelInput };
  const schema = request.output_schema ?? null;
  const fromInput: PageEvidence[] = pages.map((p) => modelInputEvidence(p.modelInput, p.url));
  let check = groundResult(input.result, new Evidence(fromInput), schema);
  // Values the model input did not show may still be on the page (pruned text, a srcset
  // image, a meta tag): look at the whole page before calling them not found.
  // A value written there only as another quantity may be written as its own elsewhere (an
  // aria-label): only that, not a plain figure, finds it.
  const withHtml = pages.filter((p) => p.html);
  if ((check.notFound.length > 0 || check.misplaced.length > 0) && withHtml.length > 0) {
    const whole = withHtml.map((p) => documentEvidence(p.document(), p.url));
    const inRole = new Evidence(whole);
    check =
      check.notFound.length > 0
        ? groundResult(input.result, new Evidence([...fromInput, ...whole]), schema, inRole)
        : groundResult(input.result, new Evidence(fromInput), schema, inRole);
  }
  // Found is not enough: each value must stand where it belongs (its own record, the page's
  // main item, beside a label of its own quantity).
  check = withPlacement(check, {
    result: input.result,
    list: findList(input.result, schema, request.user_prompt),
    leaveOutPaid: leavesOutPaid(request.user_prompt),
    pages: pages.map((p) => ({ ...p.modelInput, url: p.url, ...(p.html ? { document: () => p.document() } : {}) })),
  });
  let result = input.result;
  let grounding: Grounding = asGrounding(check, input.mode);
  if (input.mode === 'drop') {
    const dropped = dropNotFound(result, check);
    result = dropped.result;
    grounding = { ...asGrounding(dropped.check, 'drop'), dropped: dropped.dropped };
  }
  const completeness = assessCompleteness({
    result,
    schema,
    prompt: request.user_prompt,
    pages: pages.map((p) => ({ ...p.modelInput, url: p.url, ...(p.html ? { document: () => p.document() } : {}) })),
    cutOff: input.cutOff,
    confirmedEnd: input.listEnd === 'confirmed',
  });
  return { result, grounding, modelInput, ...(completeness ? { completeness } : {}) };
}

/** The response's `grounding` from a check: `misplaced` and where, always present. */
function asGrounding(check: GroundingCheck, mode: 'mark' | 'drop'): Grounding {
  const { where, ...rest } = check;
  return { ...rest, mode, misplacedWhere: where };
}
