import { z } from '../contract/zod-setup';
import { useStored } from './use-stored';

/** How exports are written, set in Settings → Exports. */
export const exportPrefsSchema = z.object({
  /** Start CSV files with a UTF-8 BOM, so Excel shows "ÖLMÜHLE" and "°C" rather than mojibake. */
  csvBom: z.boolean().default(true),
});
export type ExportPrefs = z.infer<typeof exportPrefsSchema>;
export const EXPORT_PREFS_KEY = 'ui:exports';
export const DEFAULT_EXPORT_PREFS: ExportPrefs = exportPrefsSchema.parse({});

export function parseExportPrefs(value: unknown): ExportPrefs {
  return exportPrefsSchema.safeParse(value ?? {}).data ?? DEFAULT_EXPORT_PREFS;
}

export function useExportPrefs(): ExportPrefs {
  return useStored(
    (key) => key === EXPORT_PREFS_KEY,
    (items) => parseExportPrefs(items[EXPORT_PREFS_KEY]),
    DEFAULT_EXPORT_PREFS,
  );
}
