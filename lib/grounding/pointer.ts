/** JSON Pointers (RFC 6901): "/products/7/price" into a JSON value. */
export function childPointer(parent: string, key: string | number): string {
  return `${parent}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The reference tokens of a pointer, unescaped ("" → []). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value a pointer names in `root`, or undefined when it names nothing. */
export function valueAt(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const token of pointerTokens(pointer)) {
    if (Array.isArray(current)) current = /^\d+$/.test(token) ? current[Number(token)] : undefined;
    else if (current !== null && typeof current === 'object') current = (current as Record<string, unknown>)[token];
    else return undefined;
  }
  return current;
}
