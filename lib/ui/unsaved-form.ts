import type { Job } from '../jobs/job';
import type { Draft } from './draft';
import { requestToDraftFields } from './draft-request';

/**
 * Whether loading `chosen`'s request into the form would throw away work: the form holds a
 * prompt or schema that differs from the chosen run's and was never run (no run in history
 * has it), so it exists nowhere else.
 */
export function wouldLoseUnsavedFields(draft: Pick<Draft, 'prompt' | 'schemaText'>, jobs: Job[], chosen: Job): boolean {
  const mine = formKey(draft.prompt, draft.schemaText);
  if (mine === formKey('', '')) return false;
  const keyOf = (job: Job): string => {
    const fields = requestToDraftFields(job.request);
    return formKey(fields.prompt ?? '', fields.schemaText ?? '');
  };
  if (keyOf(chosen) === mine) return false;
  return !jobs.some((job) => keyOf(job) === mine);
}

/** Prompt and schema compared as the run would send them (schema layout does not matter). */
function formKey(prompt: string, schemaText: string): string {
  let schema = schemaText.trim();
  try {
    if (schema) schema = JSON.stringify(JSON.parse(schema));
  } catch {
    // not JSON: compared as typed
  }
  return JSON.stringify([prompt.trim(), schema]);
}
