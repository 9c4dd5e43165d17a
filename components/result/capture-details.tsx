import type { CaptureReport } from '@/lib/contract/capture-report';
import { ValueText } from './value-text';

/** What the capture did before extraction: steps, pages with their addresses, scrolls, what was left unread. */
export function CaptureDetails({ report }: { report: CaptureReport }): React.JSX.Element | null {
  const warnings = report.warnings ?? [];
  const fetched = report.pages.filter((p) => p.fetched).length;
  if (
    report.steps.length === 0 &&
    report.pages.length <= 1 &&
    !report.pages.some((p) => p.scrolls > 0) &&
    fetched === 0 &&
    warnings.length === 0
  )
    return null;
  const scrolls = report.pages.reduce((sum, page) => sum + page.scrolls, 0);
  return (
    <details className="capture-details">
      <summary className="small">
        What Quarry did: {report.steps.length > 0 && `${report.steps.length} steps, `}
        {report.pages.length} {report.pages.length === 1 ? 'page' : 'pages'}
        {scrolls > 0 && `, ${scrolls} scrolls`}
        {fetched > 0 && ', read without a tab'}
      </summary>
      {report.steps.length > 0 && (
        <ol className="small">
          {report.steps.map((step) => (
            <li key={step.number}>
              {step.text} — {step.did}
              {step.by === 'model' && ' (chosen by the model)'}
            </li>
          ))}
        </ol>
      )}
      <ol className="small">
        {report.pages.map((page, index) => (
          <li key={index}>
            <ValueText value={page.url} />
            {page.scrolls > 0 && ` · ${page.scrolls} scrolls`}
            {page.fetched && ' · read from its HTML without a tab: the recipe serves it, and nothing on it runs'}
          </li>
        ))}
      </ol>
      {report.stoppedBecause && <p className="muted small">{report.stoppedBecause}</p>}
      {warnings.map((warning, index) => (
        <p key={index} className="small capture-warning" role="note">
          {warning}
        </p>
      ))}
    </details>
  );
}
