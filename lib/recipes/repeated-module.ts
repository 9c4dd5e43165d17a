/**
 * Whether an element sits in a repeated module: one card of several alike (a "you may also
 * like" row, a carousel). A module is an ancestor with a class that a sibling shares, both built
 * alike (the same tags and classes of children); layout rows holding different things are not
 * modules.
 */
function builtAs(el: Element): string {
  const children = Array.from(el.children).map((c) => `${c.tagName}.${c.getAttribute('class') ?? ''}`);
  return `${el.tagName}.${el.getAttribute('class') ?? ''}(${children.join(',')})`;
}

export function inRepeatedModule(start: Element | null, body: Element | null): boolean {
  return repeatedModuleOf(start, body) !== null;
}

/** The card of a repeated module an element sits in (the innermost), or null. */
export function repeatedModuleOf(start: Element | null, body: Element | null): Element | null {
  for (let el = start; el && el !== body; el = el.parentElement) {
    if (!el.getAttribute('class')?.trim() || !el.parentElement) continue;
    const built = builtAs(el);
    if (Array.from(el.parentElement.children).some((sib) => sib !== el && builtAs(sib) === built)) return el;
  }
  return null;
}
