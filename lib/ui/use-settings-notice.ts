import { z } from '../contract/zod-setup';
import { localStorageArea } from '../browser/storage';
import { NOTICE_KEY } from '../settings-store';
import { useStored } from './use-stored';

const noticeSchema = z.object({ text: z.string(), at: z.number() });

/**
 * The notice the background leaves when stored settings had to be migrated or repaired,
 * and the function that dismisses it once the user has read it.
 */
export function useSettingsNotice(): [string | null, () => void] {
  const text = useStored(
    (key) => key === NOTICE_KEY,
    (items) => noticeSchema.safeParse(items[NOTICE_KEY]).data?.text ?? null,
    null,
  );
  return [text, () => void localStorageArea().remove(NOTICE_KEY)];
}
