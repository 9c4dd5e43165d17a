import type { BatchRecord } from '../batch/batch';
import { sharedSetupFailure } from '../batch/setup-failure';
import type { ExtractionResponse } from '../contract';
import { plural, resultStatus, type ResultStatus } from './result-status';

/** One page of a batch by the one status rule: waiting pages are "Queued", finished ones as a single run. */
export function pageStatus(record: BatchRecord, response: ExtractionResponse | null, index: number): ResultStatus {
  const state = record.states[index];
  if (state === 'pending' || !response) {
    return resultStatus({ status: record.status === 'running' ? 'processing' : 'queued' });
  }
  return resultStatus(response);
}

export interface BatchOutcome {
  /** The batch's badge: Working, Paused…, or for a finished batch Done / Check pages / Failed. */
  status: ResultStatus;
  /** What happened, in one line: "3 of 3 failed: the model server refused access (HTTP 403) — fix …". */
  summary: string;
  /** Values checked and found on their pages, over every finished page. */
  checked: number;
  found: number;
}

const BATCH_WORDS: Record<BatchRecord['status'], string> = {
  running: 'Working',
  paused: 'Paused',
  completed: 'Done',
  cancelled: 'Cancelled',
  interrupted: 'Interrupted',
};

/**
 * The batch as a whole, by the same rule as its pages: a batch whose pages failed, came back
 * incomplete or hold values not found is not a plain "Done", and a batch where every page
 * failed for one set-up reason says that reason once, with what to do.
 */
export function batchOutcome(record: BatchRecord, responses: ReadonlyArray<ExtractionResponse | null>): BatchOutcome {
  const statuses = record.states.map((_, i) => pageStatus(record, responses[i] ?? null, i));
  const failedErrors = statuses.flatMap((s, i) => (s.tone === 'failed' ? [responses[i]?.error ?? ''] : []));
  const failed = failedErrors.length;
  const incomplete = statuses.filter((s) => s.word === 'Incomplete').length;
  const toCheck = statuses.filter((s) => s.word === 'Check values').length;
  let checked = 0;
  let found = 0;
  for (const response of responses) {
    if (response?.status !== 'completed' || !response.grounding) continue;
    checked += response.grounding.checked;
    found += response.grounding.found;
  }
  const total = record.urls.length;
  // The pages a stopped batch never read fail with its own sentence, not a set-up one.
  const setup = sharedSetupFailure(failedErrors.filter((e) => !e.startsWith('Not run:')));
  const finished = statuses.filter((s) => s.tone !== 'queued' && s.tone !== 'processing').length;
  let summary: string;
  if (failed > 0 && failed === finished && setup) {
    const retry = record.status === 'running' ? '' : ', then Retry failed pages';
    summary = `${failed} of ${total} failed: ${setup.reason} — ${setup.fix}${retry}`;
  } else {
    summary = [
      failed ? `${failed} of ${total} failed` : '',
      incomplete ? `${plural(incomplete, 'page')} incomplete` : '',
      toCheck ? `${plural(toCheck, 'page')} with values not found` : '',
      checked ? `${found} of ${checked} values found on their pages` : '',
    ]
      .filter(Boolean)
      .join(' · ');
  }
  const problems = failed + incomplete + toCheck;
  let status: ResultStatus = { word: BATCH_WORDS[record.status], tone: 'processing', reasons: [] };
  if (record.status === 'cancelled') status = { ...status, tone: 'cancelled' };
  else if (record.status === 'paused' || record.status === 'interrupted') status = { ...status, tone: 'queued' };
  else if (record.status === 'completed') {
    if (failed === total) status = { word: 'Failed', tone: 'failed', reasons: [summary] };
    else if (problems > 0) status = { word: 'Check pages', tone: 'incomplete', reasons: [summary] };
    else status = { word: 'Done', tone: 'completed', reasons: [] };
  }
  return { status, summary, checked, found };
}
