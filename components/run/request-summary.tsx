import type { Draft } from '@/lib/ui/draft';
import { summariseRequest } from '@/lib/ui/request-summary';

interface RequestSummaryProps {
  draft: Draft;
  pageUrl: string;
  running: boolean;
  onEdit(): void;
  onCancel(): void;
}

/**
 * The run form folded to one line after Run; "Edit request" opens it again. However narrow
 * (the side panel), the schema summary stays in view: the page address gives way first, then
 * the prompt (down to a few words), then the options, each cut with an ellipsis; the title
 * holds the whole line.
 */
export function RequestSummary({ draft, pageUrl, running, onEdit, onCancel }: RequestSummaryProps): React.JSX.Element {
  const summary = summariseRequest(draft, pageUrl);
  const parts = [summary.prompt, summary.page, summary.schema, summary.options].filter(Boolean);
  return (
    <section className="request-summary" aria-label="Request">
      <p className="request-summary-text" title={parts.join(' · ')}>
        <span className="request-summary-prompt">{summary.prompt}</span>
        <span className="request-summary-page muted">{` · ${summary.page}`}</span>
        <span className="request-summary-what muted">
          <span className="request-summary-schema">{` · ${summary.schema}`}</span>
          {summary.options && <span className="request-summary-options">{` · ${summary.options}`}</span>}
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
