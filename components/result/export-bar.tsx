import { sendToBackground } from '@/lib/browser/send-message';
import { toCsv, toTsv, UTF8_BOM } from '@/lib/export/delimited';
import { copyText, downloadText } from '@/lib/export/deliver';
import { exportFileName, exportRows } from '@/lib/export/export-data';
import { pageToMarkdown, type MarkdownScope } from '@/lib/export/page-to-markdown';
import { useActionStatus } from '@/lib/ui/use-action-status';
import type { Job } from '@/lib/jobs/job';
import type { FlatRow } from '@/lib/export/flatten';
import { useExportPrefs } from '@/lib/ui/export-prefs';

interface ExportBarProps {
  job: Job;
  listPath: string;
  /** The rows and columns a table shows (results page): CSV and TSV hold exactly those. */
  shownRows?: FlatRow[];
}

/** Copy and download a result; the spreadsheet formats use the list shown in the table. */
export function ExportBar({ job, listPath, shownRows }: ExportBarProps): React.JSX.Element {
  const [status, act] = useActionStatus();
  const prefs = useExportPrefs();
  const json = (): string => JSON.stringify(job.result, null, 2);
  const rows = (): unknown => shownRows ?? exportRows(job.result, listPath);
  const name = (ext: string): string => exportFileName(job.website_url, job.createdAt, ext);

  async function copyPageMarkdown(scope: MarkdownScope): Promise<void> {
    const reply = await sendToBackground({ type: 'pageMarkdown', tabId: null });
    if (!reply.ok) throw new Error(reply.error);
    const markdown = await pageToMarkdown(reply.value, scope);
    if (markdown.trim() === '') throw new Error('the page gave no text to copy.');
    await copyText(markdown);
  }

  return (
    <div className="export-bar" role="group" aria-label="Export">
      <button type="button" onClick={() => void act('Copied JSON.', () => copyText(json()))}>
        Copy JSON
      </button>
      <button
        type="button"
        onClick={() => void act('Copied as TSV: paste into a spreadsheet.', async () => copyText(await toTsv(rows())))}
      >
        Copy TSV
      </button>
      <button
        type="button"
        onClick={() => void act('Downloaded JSON.', () => downloadText(json(), name('json'), 'application/json'))}
      >
        Download JSON
      </button>
      <button
        type="button"
        onClick={() =>
          void act('Downloaded CSV.', async () =>
            downloadText((prefs.csvBom ? UTF8_BOM : '') + (await toCsv(rows())), name('csv'), 'text/csv'),
          )
        }
      >
        Download CSV
      </button>
      <button type="button" onClick={() => void act('Copied the page as Markdown.', () => copyPageMarkdown('page'))}>
        Copy page as Markdown
      </button>
      <button
        type="button"
        onClick={() => void act('Copied the article as Markdown.', () => copyPageMarkdown('article'))}
      >
        Copy article as Markdown
      </button>
      <p className="muted export-status" role="status">
        {status}
      </p>
    </div>
  );
}
