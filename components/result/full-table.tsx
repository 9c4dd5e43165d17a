import { useId, useRef } from 'react';
import type { FlatRow } from '@/lib/export/flatten';
import type { NumberedRow, TableView } from '@/lib/ui/table-view';
import { moveColumn, nextSort, orderedColumns } from '@/lib/ui/table-view';
import { ResultCell } from './result-cell';

interface FullTableProps {
  label: string;
  listPath: string;
  columns: string[];
  visible: string[];
  rows: NumberedRow[];
  total: number;
  view: TableView;
  onView(patch: Partial<TableView>): void;
}

const MIN_WIDTH = 48;
const STEP = 24;

/** The results page's table: sort by a header, resize, hide and reorder columns, search. */
export function FullTable(props: FullTableProps): React.JSX.Element {
  const { label, listPath, columns, visible, rows, total, view, onView } = props;
  const searchId = useId();
  const drag = useRef<{ column: string; startX: number; startWidth: number } | null>(null);
  const setWidth = (column: string, width: number): void =>
    onView({ widths: { ...view.widths, [column]: Math.max(MIN_WIDTH, Math.round(width)) } });
  const count = rows.length === total ? `${total} ${total === 1 ? 'row' : 'rows'}` : `${rows.length} of ${total} rows`;
  return (
    <div className="full-table">
      <div className="table-tools">
        <label htmlFor={searchId} className="sr-only">
          Search rows
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search rows"
          value={view.query}
          onChange={(e) => onView({ query: e.target.value })}
        />
        <p className="muted row-count" role="status" data-testid="row-count">
          {count}
        </p>
        <details className="column-menu">
          <summary>
            Columns ({visible.length} of {columns.length})
          </summary>
          <ul>
            {orderedColumns(columns, view).map((column, place, all) => (
              <li key={column}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={!view.hidden.includes(column)}
                    onChange={(e) =>
                      onView({
                        hidden: e.target.checked ? view.hidden.filter((c) => c !== column) : [...view.hidden, column],
                      })
                    }
                  />
                  {column}
                </label>
                <span className="row-buttons">
                  <button
                    type="button"
                    className="icon"
                    aria-label={`Move ${column} left`}
                    disabled={place === 0}
                    onClick={() => onView({ order: moveColumn(columns, view, column, -1) })}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="icon"
                    aria-label={`Move ${column} right`}
                    disabled={place === all.length - 1}
                    onClick={() => onView({ order: moveColumn(columns, view, column, 1) })}
                  >
                    →
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </details>
      </div>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`Table of ${label}`}>
        <table>
          <caption className="sr-only">
            {label}: {count}
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              {visible.map((column) => {
                const sorted = view.sort?.column === column ? view.sort : null;
                const width = view.widths[column];
                return (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={sorted ? (sorted.descending ? 'descending' : 'ascending') : 'none'}
                    style={width ? { width, minWidth: width, maxWidth: width } : undefined}
                  >
                    <button type="button" className="sort" onClick={() => onView({ sort: nextSort(view, column) })}>
                      {column}
                      <span aria-hidden="true">{sorted ? (sorted.descending ? ' ▼' : ' ▲') : ''}</span>
                    </button>
                    <span
                      role="separator"
                      aria-orientation="vertical"
                      aria-label={`Resize ${column}`}
                      aria-valuenow={width ?? 0}
                      tabIndex={0}
                      className="col-resize"
                      onKeyDown={(e) => {
                        const by = e.key === 'ArrowRight' ? STEP : e.key === 'ArrowLeft' ? -STEP : 0;
                        if (!by) return;
                        e.preventDefault();
                        const current = width ?? e.currentTarget.parentElement?.getBoundingClientRect().width ?? 120;
                        setWidth(column, current + by);
                      }}
                      onPointerDown={(e) => {
                        const th = e.currentTarget.parentElement;
                        if (!th) return;
                        e.currentTarget.setPointerCapture(e.pointerId);
                        drag.current = { column, startX: e.clientX, startWidth: th.getBoundingClientRect().width };
                      }}
                      onPointerMove={(e) => {
                        const d = drag.current;
                        if (d && d.column === column) setWidth(column, d.startWidth + e.clientX - d.startX);
                      }}
                      onPointerUp={() => {
                        drag.current = null;
                      }}
                    />
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ row, index }) => (
              <tr key={index}>
                <td className="muted">{index + 1}</td>
                {visible.map((column) => (
                  <ResultCell
                    key={column}
                    listPath={listPath}
                    index={index}
                    column={column}
                    row={row as FlatRow}
                    width={view.widths[column]}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
