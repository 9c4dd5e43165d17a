/**
 * The one rule for the word a run or page gets, wherever it is shown (popup, side panel,
 * History, the pages of a batch, the results tab): a result that was cut off, is incomplete,
 * or has values Quarry could not find on the page (or found elsewhere than the model said) is
 * never a plain "Done". Takes only what the contract's response carries, so a batch page and
 * a kept run go through the same function.
 */

export type StatusTone = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled' | 'incomplete';

export interface StatusInput {
  status: 'queued' | 'processing' | 'completed' | 'failed';
  error?: string;
  cancelled?: boolean;
  grounding?: { notFound: readonly string[]; misplaced?: readonly string[] | undefined } | undefined;
  completeness?: { complete: boolean; cutOff?: boolean | undefined } | undefined;
}

export interface ResultStatus {
  /** The badge's word: Queued, Working, Done, Incomplete, Check values, Failed, Cancelled. */
  word: string;
  /** The badge's colour class (`badge-<tone>`). */
  tone: StatusTone;
  /** Why a finished result is not plain "Done", in words (empty for a plain Done). */
  reasons: string[];
}

export function resultStatus(input: StatusInput): ResultStatus {
  if (input.cancelled) return { word: 'Cancelled', tone: 'cancelled', reasons: [] };
  if (input.status === 'queued') return { word: 'Queued', tone: 'queued', reasons: [] };
  if (input.status === 'processing') return { word: 'Working', tone: 'processing', reasons: [] };
  if (input.status === 'failed') return { word: 'Failed', tone: 'failed', reasons: input.error ? [input.error] : [] };
  const reasons: string[] = [];
  const { completeness, grounding } = input;
  if (completeness?.cutOff) reasons.push('the answer was cut off');
  else if (completeness && !completeness.complete) reasons.push('not every record came back');
  const missing = grounding?.notFound.length ?? 0;
  if (missing > 0) reasons.push(`${missing} ${missing === 1 ? 'value' : 'values'} not found on the page`);
  const misplaced = grounding?.misplaced?.length ?? 0;
  if (misplaced > 0) reasons.push(`${misplaced} ${misplaced === 1 ? 'value' : 'values'} found elsewhere on the page`);
  if (completeness?.cutOff || (completeness && !completeness.complete))
    return { word: 'Incomplete', tone: 'incomplete', reasons };
  if (reasons.length > 0) return { word: 'Check values', tone: 'incomplete', reasons };
  return { word: 'Done', tone: 'completed', reasons };
}

/** "1 page", "3 pages": counts in the UI agree with their noun. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
