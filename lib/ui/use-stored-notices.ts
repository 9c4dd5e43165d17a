import { z } from '../contract/zod-setup';
import { localStorageArea } from '../browser/storage';
import { NOTICE_PREFIX } from '../settings/store';
import { useStored } from './use-stored';

const noticeSchema = z.object({ text: z.string(), at: z.number() });

export interface StoredNotice {
  key: string;
  text: string;
}

/**
 * Notices the background leaves for the user (settings repaired or migrated, damaged
 * history set aside), oldest first, and the function that dismisses one once read.
 */
export function useStoredNotices(): [StoredNotice[], (key: string) => void] {
  const notices = useStored(
    (key) => key.startsWith(NOTICE_PREFIX),
    (items) =>
      Object.entries(items)
        .filter(([key]) => key.startsWith(NOTICE_PREFIX))
        .flatMap(([key, value]) => {
          const parsed = noticeSchema.safeParse(value);
          return parsed.success ? [{ key, text: parsed.data.text, at: parsed.data.at }] : [];
        })
        .sort((a, b) => a.at - b.at)
        .map(({ key, text }) => ({ key, text })),
    [] as StoredNotice[],
  );
  return [notices, (key) => void localStorageArea().remove(key)];
}
