import { safeHttpUrl } from '@/lib/ui/links';

/**
 * One value from a result, as text. Only absolute http(s) addresses become links, and they
 * open in a new tab with no opener or referrer. Everything else, HTML included, is text.
 */
export function ValueText({ value }: { value: unknown }): React.JSX.Element {
  if (value === null || value === undefined) return <span className="v-null">null</span>;
  if (typeof value === 'string') {
    const href = safeHttpUrl(value);
    if (href)
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" className="v-link">
          {value}
        </a>
      );
    return <span className="v-string">{value}</span>;
  }
  if (typeof value === 'number') return <span className="v-number">{String(value)}</span>;
  if (typeof value === 'boolean') return <span className="v-bool">{String(value)}</span>;
  return <span>{JSON.stringify(value)}</span>;
}
