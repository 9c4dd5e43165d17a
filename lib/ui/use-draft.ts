import { useCallback, useEffect, useState } from 'react';
import { localStorageArea } from '../browser/storage';
import { defaultsToDraft, parseRunDefaults, RUN_DEFAULTS_KEY } from './defaults';
import { DRAFT_KEY, draftSchema, EMPTY_DRAFT, type Draft } from './draft';

/** `user:password@` in typed or pasted addresses: the saved draft never keeps it (docs/security.md). */
const USERINFO = /\b(https?:\/\/)[^\s/?#@"',]*@/gi;

function withoutSecrets(draft: Draft): Draft {
  return {
    ...draft,
    url: draft.url.replace(USERINFO, '$1'),
    batchUrlsText: draft.batchUrlsText.replace(USERINFO, '$1'),
  };
}

/**
 * The popup form, saved on every change so nothing typed is lost when the popup closes.
 * A first draft starts from the option defaults set on the options page.
 */
export function useDraft(): [Draft, (patch: Partial<Draft>) => void, boolean] {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void localStorageArea()
      .get([DRAFT_KEY, RUN_DEFAULTS_KEY])
      .then((items) => {
        const stored = items[DRAFT_KEY];
        const fresh = { ...EMPTY_DRAFT, ...defaultsToDraft(parseRunDefaults(items[RUN_DEFAULTS_KEY])) };
        setDraft(stored === undefined ? fresh : (draftSchema.safeParse(stored).data ?? fresh));
        setLoaded(true);
      });
  }, []);
  const update = useCallback((patch: Partial<Draft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      void localStorageArea().set({ [DRAFT_KEY]: withoutSecrets(next) });
      return next;
    });
  }, []);
  return [draft, update, loaded];
}
