import { ErrorMessage } from '../shared/error-message';
import { useId, useState } from 'react';
import { linkColumns } from '@/lib/batch/parse-urls';
import { isHttpUrl } from '@/lib/contract';
import { exportRows } from '@/lib/export/export-data';
import { isRecord } from '@/lib/export/find-lists';
import type { Job } from '@/lib/jobs/job';
import type { Draft } from '@/lib/ui/draft';
import { parseSchemaText } from '@/lib/ui/draft-request';
import { startBatch } from '@/lib/ui/start-batch';

interface OpenLinksProps {
  job: Job;
  draft: Draft;
  onChange(patch: Partial<Draft>): void;
}

/**
 * "Open each link…": on a result whose table has a column of links, runs a prompt (and
 * schema) on every linked page; the batch adds each page's fields to its row.
 */
export function OpenLinks({ job, draft, onChange }: OpenLinksProps): React.JSX.Element | null {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [schemaText, setSchemaText] = useState('');
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  const listed = exportRows(job.result, draft.listPath);
  const rows = Array.isArray(listed) ? listed.filter(isRecord) : [];
  const columns = linkColumns(rows);
  if (columns.length === 0) return null;
  const column = columns.includes(chosen) ? chosen : (columns[0] ?? '');
  const linked = rows.flatMap((row, index) => (isHttpUrl(row[column]) ? [{ url: row[column], index }] : []));

  async function run(): Promise<void> {
    setError('');
    if (!prompt.trim()) return setError('Say what to read on each linked page.');
    const schema = parseSchemaText(schemaText);
    if (!schema.ok) return setError(schema.error);
    const request: Record<string, unknown> = { user_prompt: prompt };
    if (schema.value !== undefined) request.output_schema = schema.value;
    if (draft.mock) request.mock = true;
    const started = await startBatch(request, {
      urls: linked.map((link) => link.url),
      concurrency: draft.batchConcurrency,
      origin: { jobId: job.id, listPath: draft.listPath, column, rows: linked.map((link) => link.index) },
    });
    if (!started.ok) return setError(started.error);
    onChange({ screen: 'batch', viewingBatchId: started.batchId });
  }

  if (!open) {
    return (
      <p>
        <button type="button" onClick={() => setOpen(true)}>
          Open each link…
        </button>
      </p>
    );
  }
  return (
    <form
      className="run-form open-links"
      aria-label="Open each link"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      {columns.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-column`}>Links in column</label>
          <select id={`${id}-column`} value={column} onChange={(e) => setChosen(e.target.value)}>
            {columns.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-prompt`}>What do you want from each linked page?</label>
        <textarea id={`${id}-prompt`} rows={2} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-schema`}>Schema for each page (JSON, optional)</label>
        <textarea id={`${id}-schema`} rows={3} value={schemaText} onChange={(e) => setSchemaText(e.target.value)} />
      </div>
      {error && <ErrorMessage text={error} />}
      <div className="actions">
        <button type="submit" className="primary">
          Open {linked.length} link{linked.length === 1 ? '' : 's'}
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </div>
    </form>
  );
}
