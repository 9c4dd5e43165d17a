import { useEffect } from 'react';
import type { Draft } from './draft';

/**
 * "Use mock mode" was a way to try Quarry before a model existed: once one is set up, runs
 * extract for real again (and the user is told, so the switch does not surprise them).
 */
export function useMockOffOnceModelReady(
  loaded: boolean,
  modelReady: boolean,
  draft: Draft,
  updateDraft: (patch: Partial<Draft>) => void,
): void {
  const fromFirstRun = draft.mockFromFirstRun;
  useEffect(() => {
    if (!loaded || !modelReady || !fromFirstRun) return;
    updateDraft({ mock: false, mockFromFirstRun: false, mockTurnedOff: true });
  }, [loaded, modelReady, fromFirstRun, updateDraft]);
}
