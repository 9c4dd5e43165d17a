/** A short, safe description of a value for error messages ("the string \"abc\"", "an array"). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return value.length > 40 ? `a ${value.length}-character string` : `the string ${JSON.stringify(value)}`;
    case 'number':
      return Number.isFinite(value) ? String(value) : `the number ${String(value)}`;
    case 'boolean':
      return String(value);
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}
