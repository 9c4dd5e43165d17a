import { childPointer } from '@/lib/grounding/pointer';
import { useGroundingMarks } from '@/lib/ui/grounding-marks';
import { LocateButton } from './locate-button';
import { MisplacedMark } from './misplaced-mark';
import { NotFoundMark } from './not-found-mark';
import { ValueText } from './value-text';

const SHOWN_CHILDREN = 200;

/** A collapsible view of any JSON value; native <details> keeps it keyboard-operable. */
export function JsonTree({ value }: { value: unknown }): React.JSX.Element {
  return (
    <ul className="tree" aria-label="Result as a tree">
      <TreeNode name="result" value={value} depth={0} pointer="" />
    </ul>
  );
}

interface TreeNodeProps {
  name: string;
  value: unknown;
  depth: number;
  /** JSON Pointer of this value in the result, to match the grounding marks. */
  pointer: string;
}

function TreeNode({ name, value, depth, pointer }: TreeNodeProps): React.JSX.Element | null {
  const marks = useGroundingMarks();
  if (marks.onlyNotFound && !hasMarkAt(marks.notFound, pointer)) return null;
  if (value === null || typeof value !== 'object') {
    const missing = marks.notFound.has(pointer);
    const where = marks.misplaced?.get(pointer);
    return (
      <li className={missing ? 'leaf-not-found' : where !== undefined ? 'leaf-misplaced' : undefined}>
        <span className="tree-key">{name}</span>: {missing && <NotFoundMark />} <ValueText value={value} />
        {where !== undefined && <MisplacedMark where={where} />}
        <LocateButton pointer={pointer} value={value} />
      </li>
    );
  }
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  // A closed record shows its first text value, so a list reads like a list of names.
  const first = Array.isArray(value) ? undefined : entries.find(([, item]) => typeof item === 'string')?.[1];
  const preview = typeof first === 'string' ? (first.length > 40 ? `${first.slice(0, 40)}…` : first) : '';
  return (
    <li>
      <details open={depth < 2}>
        <summary>
          <span className="tree-key">{name}</span> <span className="muted">{summary}</span>
          {preview && <span className="tree-preview"> {preview}</span>}
        </summary>
        <ul>
          {entries.slice(0, SHOWN_CHILDREN).map(([key, item]) => (
            <TreeNode key={key} name={key} value={item} depth={depth + 1} pointer={childPointer(pointer, key)} />
          ))}
          {entries.length > SHOWN_CHILDREN && (
            <li className="muted">… {entries.length - SHOWN_CHILDREN} more (see Raw JSON or export)</li>
          )}
        </ul>
      </details>
    </li>
  );
}

function hasMarkAt(notFound: ReadonlySet<string>, pointer: string): boolean {
  if (notFound.has(pointer)) return true;
  for (const p of notFound) if (p.startsWith(`${pointer}/`)) return true;
  return false;
}
