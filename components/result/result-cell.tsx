import type { FlatRow } from '@/lib/export/flatten';
import { cellPointer, useGroundingMarks } from '@/lib/ui/grounding-marks';
import { LocateButton } from './locate-button';
import { MisplacedMark } from './misplaced-mark';
import { NotFoundMark } from './not-found-mark';
import { ValueText } from './value-text';

interface ResultCellProps {
  listPath: string;
  /** The row's index in the list (not its place after sorting or filtering). */
  index: number;
  column: string;
  row: FlatRow;
  /** A width the user set by resizing the column. */
  width?: number | undefined;
}

/** One table cell of a result, as text, marked when its value was not found on the page. */
export function ResultCell({ listPath, index, column, row, width }: ResultCellProps): React.JSX.Element {
  const style = width ? { width, minWidth: width, maxWidth: width } : undefined;
  const marks = useGroundingMarks();
  const pointer = cellPointer(listPath, index, column);
  const value = column in row ? <ValueText value={row[column]} /> : '';
  const where = marks.misplaced?.get(pointer);
  return marks.notFound.has(pointer) ? (
    <td className="cell-not-found" style={style}>
      <NotFoundMark /> {value}
    </td>
  ) : (
    <td className={where !== undefined ? 'cell-misplaced' : undefined} style={style}>
      {value}
      {where !== undefined && <MisplacedMark where={where} />}
      <LocateButton pointer={pointer} value={row[column]} />
    </td>
  );
}
