import { useId } from 'react';
import type { RecordList } from '@/lib/export/find-lists';
import { toTable } from '@/lib/export/flatten';
import { cellPointer, useGroundingMarks } from '@/lib/ui/grounding-marks';
import { ResultCell } from './result-cell';

const SHOWN_ROWS = 300;

interface ResultTableProps {
  lists: RecordList[];
  selected: RecordList;
  onSelect(path: string): void;
}

/** A list of records as a table; nested values appear as dot-path columns, like the CSV. */
export function ResultTable({ lists, selected, onSelect }: ResultTableProps): React.JSX.Element {
  const { columns, rows } = toTable(selected.items);
  const marks = useGroundingMarks();
  const missing = (index: number, column: string): boolean =>
    marks.notFound.has(cellPointer(selected.path, index, column));
  const numbered = rows.map((row, index) => ({ row, index }));
  const shownRows = marks.onlyNotFound
    ? numbered.filter(({ index }) => columns.some((column) => missing(index, column)))
    : numbered;
  return (
    <div className="result-table">
      <ListPicker lists={lists} selected={selected} onSelect={onSelect} />
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`Table of ${selected.label}`}>
        <table>
          <caption className="sr-only">
            {selected.label}: {rows.length} rows
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRows.slice(0, SHOWN_ROWS).map(({ row, index }) => (
              <tr key={index}>
                <td className="muted">{index + 1}</td>
                {columns.map((column) => (
                  <ResultCell key={column} listPath={selected.path} index={index} column={column} row={row} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shownRows.length > SHOWN_ROWS && (
        <p className="muted">
          Showing {SHOWN_ROWS} of {shownRows.length} rows; exports hold them all.
        </p>
      )}
    </div>
  );
}

/** Which list of the result the table shows, when it holds more than one. */
export function ListPicker({ lists, selected, onSelect }: ResultTableProps): React.JSX.Element | null {
  const pickerId = useId();
  if (lists.length < 2) return null;
  return (
    <p className="list-picker">
      <label htmlFor={pickerId}>List </label>
      <select id={pickerId} value={selected.path} onChange={(e) => onSelect(e.target.value)}>
        {lists.map((list) => (
          <option key={list.path} value={list.path}>
            {list.label} ({list.items.length})
          </option>
        ))}
      </select>
    </p>
  );
}
