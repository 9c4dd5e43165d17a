import type { RecipeUse } from '../contract';
import { BUILT_DIFFERENTLY, ROUTINE_CHECK } from '../recipes/check-reasons';
import type { Job } from './job';

/**
 * Drift in history: a served page sometimes goes to the model as a check (lib/recipes/service.ts).
 * When the model's answer differs from what the recipe reads, the recipe heals, and the runs that
 * recipe served since its last check may hold wrong values. This finds them from the runs kept
 * in history: nothing extra is stored, so it also holds for runs kept before this was added.
 */

/** A model run that checked a recipe and found it reads something else than the model. */
export function failedCheck(use: RecipeUse | undefined): boolean {
  if (!use || use.used || use.healed === undefined) return false;
  const reason = use.reason ?? '';
  // A check sent a page the recipe could read to the model (routine, or a page built differently),
  // or "Run with the model instead" found a field that differs. A page the recipe could not read
  // at all was never served wrong, so its heal marks nothing.
  return (
    reason.startsWith(ROUTINE_CHECK) ||
    reason.startsWith(BUILT_DIFFERENTLY) ||
    /differs from the model's answer/.test(reason)
  );
}

export interface FailedCheckMark {
  /** The run whose check failed. */
  checkId: string;
  checkedAt: number;
}

/**
 * Served runs whose recipe later failed a check, with no model run of that recipe between
 * them and the failed check (a check that agreed vouches for the runs before it).
 */
export function servedBeforeFailedCheck(jobs: readonly Job[]): Map<string, FailedCheckMark> {
  const marks = new Map<string, FailedCheckMark>();
  const pending = new Map<string, string[]>();
  const inOrder = jobs
    .filter((job) => job.status === 'completed' && job.recipe?.id)
    .sort((a, b) => a.createdAt - b.createdAt);
  for (const job of inOrder) {
    const use = job.recipe as RecipeUse;
    if (use.used) {
      pending.set(use.id, [...(pending.get(use.id) ?? []), job.id]);
      continue;
    }
    if (failedCheck(use))
      for (const id of pending.get(use.id) ?? []) marks.set(id, { checkId: job.id, checkedAt: job.createdAt });
    pending.delete(use.id);
  }
  return marks;
}

export const FAILED_CHECK_NOTE = 'Served by a recipe version that later failed a check — re-run';
