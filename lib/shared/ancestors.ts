/**
 * The nearest of an element and its ancestors that passes `test`, or null: `closest` without a
 * selector. The DOM used on captured pages (linkedom) compiles a selector on every `closest`
 * call, which costs more than the walk on a page of thousands of elements asked one by one.
 */
export function closestWhere(el: Element, test: (at: Element) => boolean): Element | null {
  for (let at: Element | null = el; at; at = at.parentElement) if (test(at)) return at;
  return null;
}

/** Whether an element or an ancestor has one of `tags` (upper case: "A", "H1"). */
export function withinTags(el: Element, tags: ReadonlySet<string>): boolean {
  return closestWhere(el, (at) => tags.has(at.tagName.toUpperCase())) !== null;
}
