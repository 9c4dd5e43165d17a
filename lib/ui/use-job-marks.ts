import { useMemo, useState } from 'react';
import type { Job } from '../jobs/job';
import { foundPointers, type GroundingMarks } from './grounding-marks';
import { useLocate } from './use-locate';

/**
 * A run's grounding marks for its table and tree, the "only not found" filter, and "show on
 * the page": the same for the popup's result and the results tab.
 */
export function useJobMarks(job: Job): {
  marks: GroundingMarks;
  onlyNotFound: boolean;
  setOnlyNotFound(on: boolean): void;
  locateStatus: string;
} {
  const [onlyNotFound, setOnlyNotFound] = useState(false);
  const notFound = job.grounding?.notFound;
  const misplaced = job.grounding?.misplaced;
  const where = job.grounding?.misplacedWhere;
  const { locate, status: locateStatus } = useLocate(job);
  const found = useMemo(() => foundPointers(job.result, job.grounding), [job.result, job.grounding]);
  const marks = useMemo(
    () => ({
      notFound: new Set(notFound ?? []),
      misplaced: new Map((misplaced ?? []).map((p) => [p, where?.[p] ?? ''])),
      onlyNotFound: onlyNotFound && (notFound?.length ?? 0) > 0,
      found,
      ...(locate ? { locate } : {}),
    }),
    [notFound, misplaced, where, onlyNotFound, found, locate],
  );
  return { marks, onlyNotFound, setOnlyNotFound, locateStatus };
}
