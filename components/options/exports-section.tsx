import { useId } from 'react';
import { localStorageArea } from '@/lib/browser/storage';
import { EXPORT_PREFS_KEY, useExportPrefs } from '@/lib/ui/export-prefs';

/** How downloads are written. */
export function ExportsSection(): React.JSX.Element {
  const id = useId();
  const prefs = useExportPrefs();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Exports</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={prefs.csvBom}
          onChange={(e) => void localStorageArea().set({ [EXPORT_PREFS_KEY]: { ...prefs, csvBom: e.target.checked } })}
        />
        Start CSV files with a byte-order mark (Excel then reads accents and symbols right)
      </label>
      <p className="muted small">
        Cells that would run as spreadsheet formulas (starting with = + - @) are exported as plain text.
      </p>
    </section>
  );
}
