/** How an element is built, to compare it with its siblings: its tag, classes and children's. */
function builtAs(el: Element): string {
  const own = `${el.tagName}.${el.getAttribute('class') ?? ''}`;
  const children = Array.from(el.children);
  // A wrapper around one element, with no text of its own, is built as what it wraps: two layout
  // wrappers of one utility class ("flex flex-col") around different blocks are not two cards.
  const only = children.length === 1 ? children[0] : undefined;
  if (only && !Array.from(el.childNodes).some((n) => n.nodeType === 3 && /[\p{L}\p{N}]/u.test(n.nodeValue ?? '')))
    return `${own}>${builtAs(only)}`;
  return `${own}(${children.map((c) => `${c.tagName}.${c.getAttribute('class') ?? ''}`).join(',')})`;
}

/**
 * Whether an element sits in a repeated module: one card of several alike (a "you may also
 * like" row, a carousel). A module is an ancestor with a class that a sibling shares, both built
 * alike (the same tags and classes of children, looked through wrappers of one element); layout
 * rows holding different things are not modules.
 */
export function inRepeatedModule(start: Element | null, body: Element | null): boolean {
  return repeatedModuleOf(start, body) !== null;
}

/**
 * One finder a page: recipes read captured copies of pages, which nothing changes while they are
 * read, so each element's build and each parent's counts are worked out once however often a
 * learner asks (it asks for every candidate place of every field).
 */
const finders = new WeakMap<Element, (el: Element | null) => Element | null>();

/** The card of a repeated module an element sits in (the innermost), or null. */
export function repeatedModuleOf(start: Element | null, body: Element | null): Element | null {
  if (!body) return repeatedModuleFinder(body)(start);
  let find = finders.get(body);
  if (!find) finders.set(body, (find = repeatedModuleFinder(body)));
  return find(start);
}

/**
 * The card an element sits in, for many elements of one page: each element's build and each
 * parent's count of children built alike computed once (a page of thousands of elements is read
 * in one pass; `repeatedModuleOf` asks for one).
 */
export function repeatedModuleFinder(body: Element | null): (el: Element | null) => Element | null {
  const built = new Map<Element, string>();
  const buildOf = (el: Element): string => {
    let b = built.get(el);
    if (b === undefined) built.set(el, (b = builtAs(el)));
    return b;
  };
  const alike = new Map<Element, Map<string, number>>();
  const countsOf = (parent: Element): Map<string, number> => {
    let counts = alike.get(parent);
    if (!counts) {
      counts = new Map();
      for (const child of Array.from(parent.children))
        counts.set(buildOf(child), (counts.get(buildOf(child)) ?? 0) + 1);
      alike.set(parent, counts);
    }
    return counts;
  };
  const cards = new Map<Element, Element | null>();
  const find = (el: Element | null): Element | null => {
    if (!el || el === body) return null;
    const known = cards.get(el);
    if (known !== undefined) return known;
    const parent = el.parentElement;
    const card = !!el.getAttribute('class')?.trim() && parent !== null && (countsOf(parent).get(buildOf(el)) ?? 0) > 1;
    const out = card ? el : find(parent);
    cards.set(el, out);
    return out;
  };
  return find;
}

/** Whether another child of the element's parent is built like it (looked through one-element wrappers). */
export function builtLikeASibling(el: Element): boolean {
  const parent = el.parentElement;
  if (!parent) return false;
  const own = builtAs(el);
  return Array.from(parent.children).some((other) => other !== el && builtAs(other) === own);
}

/** `inRepeatedModule` for many elements of one page, in one pass (`repeatedModuleFinder`). */
export function repeatedModuleTest(body: Element | null): (el: Element | null) => boolean {
  const find = repeatedModuleFinder(body);
  return (el) => find(el) !== null;
}
