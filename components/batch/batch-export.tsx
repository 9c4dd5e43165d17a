import { toCsv, toTsv, UTF8_BOM } from '@/lib/export/delimited';
import { copyText, downloadText } from '@/lib/export/deliver';
import { exportFileName } from '@/lib/export/export-data';
import { useActionStatus } from '@/lib/ui/use-action-status';
import { useExportPrefs } from '@/lib/ui/export-prefs';

/** Exports every row of a batch's merged table, each with its source URL. */
export function BatchExport({ rows, createdAt }: { rows: unknown[]; createdAt: number }): React.JSX.Element {
  const [status, act] = useActionStatus();
  const prefs = useExportPrefs();
  const name = (ext: string): string => exportFileName('', createdAt, ext).replace('-result-', '-batch-');
  return (
    <div className="export-bar" role="group" aria-label="Export all pages">
      <button type="button" onClick={() => void act('Copied as TSV.', async () => copyText(await toTsv(rows)))}>
        Copy TSV
      </button>
      <button
        type="button"
        onClick={() =>
          void act('Downloaded JSON.', () =>
            downloadText(JSON.stringify(rows, null, 2), name('json'), 'application/json'),
          )
        }
      >
        Download JSON
      </button>
      <button
        type="button"
        onClick={() =>
          void act('Downloaded CSV.', async () =>
            downloadText((prefs.csvBom ? UTF8_BOM : '') + (await toCsv(rows)), name('csv'), 'text/csv'),
          )
        }
      >
        Download CSV
      </button>
      <p className="muted export-status" role="status">
        {status}
      </p>
    </div>
  );
}
