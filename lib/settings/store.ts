import type { StorageArea } from '../shared/storage-area';
import { settingsPatchSchema, settingsSchema, type Settings } from './settings';
import { recoverSettings } from './recovery';

export const SETTINGS_KEY = 'settings';
export const SETTINGS_BACKUP_KEY = 'settings:backup';
export const NOTICE_KEY = 'notice:settings';
/** Every notice for the user lives under this prefix as { text, at } until dismissed. */
export const NOTICE_PREFIX = 'notice:';

export interface SettingsStore {
  load(): Promise<Settings>;
  /** Validates and applies a patch; throws a readable error naming the bad fields. */
  update(patch: unknown): Promise<Settings>;
}

export function createSettingsStore(area: StorageArea, now: () => number = Date.now): SettingsStore {
  async function load(): Promise<Settings> {
    const items = await area.get(SETTINGS_KEY);
    const raw = items[SETTINGS_KEY];
    const recovered = recoverSettings(raw);
    if (recovered.changed) {
      // Keep the damaged or old copy: nothing the user stored is thrown away.
      await area.set({
        [SETTINGS_KEY]: recovered.settings,
        ...(recovered.notice
          ? { [SETTINGS_BACKUP_KEY]: raw, [NOTICE_KEY]: { text: recovered.notice, at: now() } }
          : {}),
      });
    }
    return recovered.settings;
  }
  return {
    load,
    async update(patch) {
      const checked = settingsPatchSchema.safeParse(patch);
      if (!checked.success) {
        const problems = checked.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`);
        throw new Error(`Settings not changed: ${problems.join('; ')}`);
      }
      // zod 4 fills defaults even in .partial(): keep only the members the patch names, or
      // configure({ mock: true }) would reset the provider and the mock overrides.
      const given = Object.fromEntries(
        Object.entries(checked.data).filter(([key]) => Object.hasOwn(patch as object, key)),
      );
      const next = settingsSchema.parse({ ...(await load()), ...given });
      await area.set({ [SETTINGS_KEY]: next });
      return next;
    },
  };
}
