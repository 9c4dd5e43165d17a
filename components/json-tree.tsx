import { ValueText } from './value-text';

const SHOWN_CHILDREN = 200;

/** A collapsible view of any JSON value; native <details> keeps it keyboard-operable. */
export function JsonTree({ value }: { value: unknown }): React.JSX.Element {
  return (
    <ul className="tree" aria-label="Result as a tree">
      <TreeNode name="result" value={value} depth={0} />
    </ul>
  );
}

function TreeNode({ name, value, depth }: { name: string; value: unknown; depth: number }): React.JSX.Element {
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        <span className="tree-key">{name}</span>: <ValueText value={value} />
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
            <TreeNode key={key} name={key} value={item} depth={depth + 1} />
          ))}
          {entries.length > SHOWN_CHILDREN && (
            <li className="muted">… {entries.length - SHOWN_CHILDREN} more (see Raw JSON or export)</li>
          )}
        </ul>
      </details>
    </li>
  );
}
