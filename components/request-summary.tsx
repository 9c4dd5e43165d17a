import type { Draft } from '@/lib/ui/draft';
import { summariseRequest } from '@/lib/ui/request-summary';

interface RequestSummaryProps {
  draft: Draft;
  pageUrl: string;
  running: boolean;
  onEdit(): void;
  onCancel(): void;
}

/** The run form folded to one line after Run; "Edit request" opens it again. */
export function RequestSummary({ draft, pageUrl, running, onEdit, onCancel }: RequestSummaryProps): React.JSX.Element {
  const summary = summariseRequest(draft, pageUrl);
  return (
    <section className="request-summary" aria-label="Request">
      <p className="request-summary-text" title={`${summary.prompt} · ${summary.page} · ${summary.schema}`}>
        <span className="request-summary-prompt">{summary.prompt}</span>
        <span className="muted">
          {' · '}
          {summary.page}
          {' · '}
          {summary.schema}
        </span>
      </p>
      <span className="request-summary-actions">
        {running && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="button" onClick={onEdit} aria-expanded="false">
          Edit request
        </button>
      </span>
    </section>
  );
}
