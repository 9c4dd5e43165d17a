import { useId } from 'react';
import { findRecordLists } from '@/lib/export/find-lists';
import type { Draft } from '@/lib/ui/draft';
import { JsonTree } from './json-tree';
import { ResultTable } from './result-table';

type View = Draft['resultView'];

interface ResultViewProps {
  result: unknown;
  view: View;
  listPath: string;
  onChange(patch: Partial<Pick<Draft, 'resultView' | 'listPath'>>): void;
}

/** Table (when the result holds a list of records), tree and raw JSON of one result. */
export function ResultView({ result, view, listPath, onChange }: ResultViewProps): React.JSX.Element {
  const baseId = useId();
  const lists = findRecordLists(result);
  const selected = lists.find((list) => list.path === listPath) ?? lists[0];
  const views: Array<[View, string]> = [
    ...(selected ? [['table', 'Table'] as [View, string]] : []),
    ['tree', typeof result === 'string' ? 'Text' : 'Tree'],
    ['raw', 'Raw JSON'],
  ];
  const shown: View = view === 'table' && !selected ? 'tree' : view;
  const raw = typeof result === 'string' ? result : JSON.stringify(result, null, 2);

  return (
    <div className="result-view">
      <div role="tablist" aria-label="Result view" className="tabs">
        {views.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${baseId}-${id}`}
            aria-selected={shown === id}
            aria-controls={`${baseId}-${id}-panel`}
            tabIndex={shown === id ? 0 : -1}
            onClick={() => onChange({ resultView: id })}
            onKeyDown={(event) => {
              const index = views.findIndex(([v]) => v === id);
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = views[(index + step + views.length) % views.length];
              if (!next) return;
              onChange({ resultView: next[0] });
              document.getElementById(`${baseId}-${next[0]}`)?.focus();
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {shown === 'table' && selected && (
        <div role="tabpanel" id={`${baseId}-table-panel`} aria-labelledby={`${baseId}-table`}>
          <ResultTable lists={lists} selected={selected} onSelect={(path) => onChange({ listPath: path })} />
        </div>
      )}
      {shown === 'tree' && (
        <div role="tabpanel" id={`${baseId}-tree-panel`} aria-labelledby={`${baseId}-tree`}>
          {typeof result === 'string' ? <pre className="result">{result}</pre> : <JsonTree value={result} />}
        </div>
      )}
      {/* Raw JSON stays in the document when hidden, so scripts and tests can always read it. */}
      <div role="tabpanel" id={`${baseId}-raw-panel`} aria-labelledby={`${baseId}-raw`} hidden={shown !== 'raw'}>
        <pre className="result" data-testid="result" tabIndex={0}>
          {raw}
        </pre>
      </div>
    </div>
  );
}
