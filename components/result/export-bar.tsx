import { sendToBackground } from '@/lib/browser/send-message';
import { copyText } from '@/lib/export/deliver';
import { exportFileName, exportRows } from '@/lib/export/export-data';
import { pageToMarkdown, type MarkdownScope } from '@/lib/export/page-to-markdown';
import type { Job } from '@/lib/jobs/job';
import type { FlatRow } from '@/lib/export/flatten';
import { withRequestedFields } from '@/lib/ui/requested-fields';
import { useExportPrefs } from '@/lib/ui/export-prefs';
import { ExportButtons, tableExports } from '../shared/export-buttons';

interface ExportBarProps {
  job: Job;
  listPath: string;
  /** The rows and columns a table shows (results page): CSV and TSV hold exactly those. */
  shownRows?: FlatRow[];
}

/** Copy and download a result; the spreadsheet formats use the list shown in the table. */
export function ExportBar({ job, listPath, shownRows }: ExportBarProps): React.JSX.Element {
  const prefs = useExportPrefs();
  // What the views show: a requested field the page lacks is kept as null (an empty column), so
  // a downloaded file has the same keys on every run of one schema, and never loses a field silently.
  const result = withRequestedFields(job.result, job.request.output_schema);
  const json = (): string => JSON.stringify(result, null, 2);
  const table = tableExports({
    rows: () => shownRows ?? exportRows(result, listPath),
    json,
    fileName: (ext) => exportFileName(job.website_url, job.createdAt, ext),
    csvBom: prefs.csvBom,
    tsvDone: 'Copied as TSV: paste into a spreadsheet.',
  });

  async function copyPageMarkdown(scope: MarkdownScope): Promise<void> {
    const reply = await sendToBackground({ type: 'pageMarkdown', tabId: null });
    if (!reply.ok) throw new Error(reply.error);
    const markdown = await pageToMarkdown(reply.value, scope);
    if (markdown.trim() === '') throw new Error('the page gave no text to copy.');
    await copyText(markdown);
  }

  return (
    <ExportButtons
      label="Export"
      actions={[
        { label: 'Copy JSON', done: 'Copied JSON.', run: () => copyText(json()) },
        table.copyTsv,
        table.downloadJson,
        table.downloadCsv,
        { label: 'Copy page as Markdown', done: 'Copied the page as Markdown.', run: () => copyPageMarkdown('page') },
        {
          label: 'Copy article as Markdown',
          done: 'Copied the article as Markdown.',
          run: () => copyPageMarkdown('article'),
        },
      ]}
    />
  );
}
