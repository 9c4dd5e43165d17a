import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '../settings/settings';
import { SETTINGS_KEY } from '../settings/store';
import { useStored } from './use-stored';

export function useSettings(): Settings {
  return useStored(
    (key) => key === SETTINGS_KEY,
    (items) => settingsSchema.safeParse(items[SETTINGS_KEY] ?? {}).data ?? DEFAULT_SETTINGS,
    DEFAULT_SETTINGS,
  );
}
