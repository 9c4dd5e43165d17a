import { useId } from 'react';
import { localStorageArea } from '@/lib/browser/storage';
import { EXPORT_PREFS_KEY, useExportPrefs } from '@/lib/ui/export-prefs';
import { useSavedChoice } from '@/lib/ui/use-saved-choice';
import { ErrorMessage } from '../shared/error-message';

/** How downloads are written. */
export function ExportsSection(): React.JSX.Element {
  const id = useId();
  const prefs = useExportPrefs();
  const bom = useSavedChoice(prefs.csvBom, (csvBom) =>
    localStorageArea().set({ [EXPORT_PREFS_KEY]: { ...prefs, csvBom } }),
  );
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Exports</h2>
      <label className="check">
        <input type="checkbox" checked={bom.value} onChange={(e) => void bom.choose(e.target.checked)} />
        Start CSV files with a byte-order mark (Excel then reads accents and symbols right)
      </label>
      {bom.error && <ErrorMessage text={`The setting was not saved: ${bom.error}`} />}
      <p className="muted small">
        Cells that would run as spreadsheet formulas (starting with = + - @) are exported as plain text.
      </p>
    </section>
  );
}
