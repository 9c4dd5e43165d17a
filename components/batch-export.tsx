import { useState } from 'react';
import { toCsv, toTsv } from '@/lib/export/delimited';
import { copyText, downloadText } from '@/lib/export/deliver';
import { exportFileName } from '@/lib/export/export-data';
import { errorText } from '@/lib/errors';

/** Exports every row of a batch's merged table, each with its source URL. */
export function BatchExport({ rows, createdAt }: { rows: unknown[]; createdAt: number }): React.JSX.Element {
  const [status, setStatus] = useState('');
  const name = (ext: string): string => exportFileName('', createdAt, ext).replace('-result-', '-batch-');
  async function act(label: string, action: () => Promise<void> | void): Promise<void> {
    try {
      await action();
      setStatus(label);
    } catch (error) {
      setStatus(`Could not finish: ${errorText(error)}`);
    }
  }
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
          void act('Downloaded CSV.', async () => downloadText(await toCsv(rows), name('csv'), 'text/csv'))
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
