import { DEFAULT_SETTINGS, SETTINGS_VERSION, settingsSchema, type Settings } from './settings';

/**
 * Reads stored settings whatever state they are in: current, from an older release, from a
 * newer one, partly broken or unreadable. What still parses is kept member by member;
 * what does not goes back to its default, and the notice says which, so a user never
 * silently loses a provider or key because one unrelated member was damaged.
 */
export interface RecoveredSettings {
  settings: Settings;
  /** A sentence for the user when anything was migrated or reset; null when all was fine. */
  notice: string | null;
  /** True when the stored form must be rewritten (migrated or repaired). */
  changed: boolean;
}

type Migration = (old: Record<string, unknown>) => Record<string, unknown>;

/**
 * MIGRATIONS[n] turns version n into version n + 1. Version 0 is the unversioned form of
 * the first builds, where global mock mode was called `mockMode`.
 */
export const MIGRATIONS: Record<number, Migration> = {
  0: ({ mockMode, ...rest }) => ({ ...rest, ...(typeof mockMode === 'boolean' ? { mock: mockMode } : {}), version: 1 }),
};

export function recoverSettings(raw: unknown): RecoveredSettings {
  if (raw === undefined || raw === null) return { settings: DEFAULT_SETTINGS, notice: null, changed: false };
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return resetAll();
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return resetAll();

  let record = value as Record<string, unknown>;
  const stored = typeof record.version === 'number' ? record.version : 0;
  let migrated = false;
  for (let version = stored; version < SETTINGS_VERSION; version++) {
    const migrate = MIGRATIONS[version];
    if (!migrate) break;
    record = migrate(record);
    migrated = true;
  }
  const whole = settingsSchema.safeParse({ ...record, version: SETTINGS_VERSION });
  if (whole.success) {
    const newer = stored > SETTINGS_VERSION;
    return {
      settings: whole.data,
      notice: newer ? `Settings were saved by a newer Quarry (version ${stored}); unknown options were ignored.` : null,
      changed: migrated || newer,
    };
  }

  const kept: Record<string, unknown> = {};
  const reset: string[] = [];
  for (const [key, member] of Object.entries(settingsSchema.shape)) {
    if (key === 'version' || !(key in record)) continue;
    const parsed = member.safeParse(record[key]);
    if (parsed.success) kept[key] = parsed.data;
    else reset.push(key);
  }
  return {
    settings: settingsSchema.parse({ ...kept, version: SETTINGS_VERSION }),
    notice: `Some stored settings could not be read and were reset to their defaults: ${reset.join(', ')}. Everything else was kept; the damaged copy is saved as a backup.`,
    changed: true,
  };
}

function resetAll(): RecoveredSettings {
  return {
    settings: DEFAULT_SETTINGS,
    notice:
      'Quarry’s stored settings could not be read and were reset to defaults; the damaged copy is saved as a backup.',
    changed: true,
  };
}
