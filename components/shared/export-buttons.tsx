import { toCsv, toTsv, UTF8_BOM } from '@/lib/export/delimited';
import { copyText, downloadText } from '@/lib/export/deliver';
import { useActionStatus } from '@/lib/ui/use-action-status';

/** One export button: its label, the status line once it worked, and what it does. */
export interface ExportAction {
  label: string;
  done: string;
  run(): Promise<void> | void;
}

interface TableExports {
  /** The rows the spreadsheet formats hold (read at the click). */
  rows(): unknown;
  /** The JSON download's text (read at the click). */
  json(): string;
  /** The file name for an extension ("json", "csv"). */
  fileName(ext: string): string;
  /** Settings → Exports: a byte-order mark before CSV, for spreadsheets that need it. */
  csvBom: boolean;
  /** What Copy TSV says once done. */
  tsvDone: string;
}

/** Copy TSV, Download JSON and Download CSV: the same for one result and for a batch's table. */
export function tableExports(t: TableExports): {
  copyTsv: ExportAction;
  downloadJson: ExportAction;
  downloadCsv: ExportAction;
} {
  return {
    copyTsv: { label: 'Copy TSV', done: t.tsvDone, run: async () => copyText(await toTsv(t.rows())) },
    downloadJson: {
      label: 'Download JSON',
      done: 'Downloaded JSON.',
      run: () => downloadText(t.json(), t.fileName('json'), 'application/json'),
    },
    downloadCsv: {
      label: 'Download CSV',
      done: 'Downloaded CSV.',
      run: async () =>
        downloadText((t.csvBom ? UTF8_BOM : '') + (await toCsv(t.rows())), t.fileName('csv'), 'text/csv'),
    },
  };
}

/** A row of export buttons with one status line saying how the last one went. */
export function ExportButtons({ label, actions }: { label: string; actions: ExportAction[] }): React.JSX.Element {
  const [status, act] = useActionStatus();
  return (
    <div className="export-bar" role="group" aria-label={label}>
      {actions.map((action) => (
        <button key={action.label} type="button" onClick={() => void act(action.done, () => action.run())}>
          {action.label}
        </button>
      ))}
      <p className="muted export-status" role="status">
        {status}
      </p>
    </div>
  );
}
