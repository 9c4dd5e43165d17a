import { exportFileName } from '@/lib/export/export-data';
import { useExportPrefs } from '@/lib/ui/export-prefs';
import { ExportButtons, tableExports } from '../shared/export-buttons';

/** Exports every row of a batch's merged table, each with its source URL. */
export function BatchExport({ rows, createdAt }: { rows: unknown[]; createdAt: number }): React.JSX.Element {
  const prefs = useExportPrefs();
  const table = tableExports({
    rows: () => rows,
    json: () => JSON.stringify(rows, null, 2),
    fileName: (ext) => exportFileName('', createdAt, ext).replace('-result-', '-batch-'),
    csvBom: prefs.csvBom,
    tsvDone: 'Copied as TSV.',
  });
  return <ExportButtons label="Export all pages" actions={[table.copyTsv, table.downloadJson, table.downloadCsv]} />;
}
