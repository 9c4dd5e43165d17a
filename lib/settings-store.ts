import type { StorageArea } from './jobs/storage-area';
import { DEFAULT_SETTINGS, settingsPatchSchema, settingsSchema, type Settings } from './settings';

export const SETTINGS_KEY = 'settings';

export interface SettingsStore {
  load(): Promise<Settings>;
  /** Validates and applies a patch; throws a readable error naming the bad fields. */
  update(patch: unknown): Promise<Settings>;
}

export function createSettingsStore(area: StorageArea): SettingsStore {
  async function load(): Promise<Settings> {
    const items = await area.get(SETTINGS_KEY);
    const parsed = settingsSchema.safeParse(items[SETTINGS_KEY] ?? {});
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  }
  return {
    load,
    async update(patch) {
      const checked = settingsPatchSchema.safeParse(patch);
      if (!checked.success) {
        const problems = checked.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`);
        throw new Error(`Settings not changed: ${problems.join('; ')}`);
      }
      const next = settingsSchema.parse({ ...(await load()), ...checked.data });
      await area.set({ [SETTINGS_KEY]: next });
      return next;
    },
  };
}
