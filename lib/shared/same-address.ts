/** Whether two addresses show the same document: the #fragment aside, which does not change what the page serves. */
export function sameAddress(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    x.hash = '';
    y.hash = '';
    return x.href === y.href;
  } catch {
    return false;
  }
}
