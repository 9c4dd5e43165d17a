import { useCallback, useEffect, useState } from 'react';
import { localStorageArea } from '../browser/storage';
import { DRAFT_KEY, draftSchema, EMPTY_DRAFT, type Draft } from './draft';

/** The popup form, saved on every change so nothing typed is lost when the popup closes. */
export function useDraft(): [Draft, (patch: Partial<Draft>) => void, boolean] {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void localStorageArea()
      .get(DRAFT_KEY)
      .then((items) => {
        setDraft(draftSchema.safeParse(items[DRAFT_KEY] ?? {}).data ?? EMPTY_DRAFT);
        setLoaded(true);
      });
  }, []);
  const update = useCallback((patch: Partial<Draft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      void localStorageArea().set({ [DRAFT_KEY]: next });
      return next;
    });
  }, []);
  return [draft, update, loaded];
}
