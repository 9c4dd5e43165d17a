/**
 * CSS selectors that survive from one page of a template to the next: built from ids,
 * itemprop, data-*, aria-*, name/role/rel/property attributes and readable class names; a
 * short nth-of-type path from the nearest such anchor only as a last resort. Names that look
 * generated (hashes, long digit runs, CSS-in-JS prefixes) change per build or per page: they
 * cost more than any readable anchor, and one that holds a record's id is never used.
 */

const IDENT = /^-?[A-Za-z_][A-Za-z0-9_-]*$/;

/** True for names a build tool or a page's data generated: they will differ on the next page. */
export function looksGenerated(name: string): boolean {
  if (!IDENT.test(name) || name.length > 40) return true;
  if (/^(css|sc|jsx|emotion|svelte|styled|chakra|mui|tw)-/i.test(name)) return true;
  const digits = (name.match(/\d/g) ?? []).length;
  if (digits >= 3) return true;
  // Mixed-case runs with digits (aZ3kQ) are hashes; plain words with one digit (h2-title, col3) are not.
  if (digits > 0 && /[a-z][A-Z]|[A-Z][a-z][A-Z]/.test(name)) return true;
  if (/^_?[a-zA-Z0-9]{5,}$/.test(name) && digits > 0 && !/[-_]/.test(name)) return true;
  return false;
}

/**
 * Words of a class that say which way a figure went ("change-up", "is-negative", "text-red"): the
 * next page's figure may go the other way, and the class with it. Not a place.
 */
const SIGN_WORDS = new Set([
  'up',
  'down',
  'pos',
  'neg',
  'positive',
  'negative',
  'gain',
  'gains',
  'loss',
  'losses',
  'rise',
  'fall',
  'plus',
  'minus',
  'increase',
  'decrease',
  'higher',
  'lower',
  'bull',
  'bear',
  'bullish',
  'bearish',
  'green',
  'red',
]);

export function signClass(name: string): boolean {
  return name
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[-_]+/)
    .some((word) => SIGN_WORDS.has(word));
}

function quote(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;
}

const STABLE_ATTRIBUTES = ['itemprop', 'name', 'role', 'rel', 'property', 'type', 'for'];

/** Short attribute values that read like names (not sentences, not addresses, not ids of a record). */
function usableValue(value: string): boolean {
  return value.length > 0 && value.length <= 60 && !/\d{3,}/.test(value) && !/[\n]/.test(value);
}

/** The anchored simple selectors of one element, best first; empty when it has none. */
export function anchorSelectors(el: Element): Array<{ selector: string; cost: number }> {
  const tag = el.tagName.toLowerCase();
  const out: Array<{ selector: string; cost: number }> = [];
  const id = el.getAttribute('id');
  if (id && !looksGenerated(id)) out.push({ selector: `#${id}`, cost: 0 });
  for (const attr of Array.from(el.attributes)) {
    const name = attr.name.toLowerCase();
    // A link to a part of the page ("#reviews") names that part on every page of a template.
    const fragment = name === 'href' && /^#[A-Za-z][\w-]*$/.test(attr.value);
    const stable =
      STABLE_ATTRIBUTES.includes(name) ||
      fragment ||
      name.startsWith('data-') ||
      (name.startsWith('aria-') && name !== 'aria-hidden');
    if (!stable || !/^[a-z][a-z0-9_:-]*$/.test(name) || !usableValue(attr.value)) continue;
    if (name.startsWith('data-') && looksGenerated(attr.value.replace(/[\s.:/]+/g, '-'))) continue;
    out.push({ selector: `${tag}[${name}=${quote(attr.value)}]`, cost: name === 'itemprop' ? 0 : 1 });
  }
  const names = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
  const classes = names.filter((c) => !looksGenerated(c) && !signClass(c));
  const byClass = [
    ...classes.slice(0, 6).map((cls) => ({ cls, cost: 2 })),
    ...names
      .filter(buildClass)
      .slice(0, 3)
      .map((cls) => ({ cls, cost: BUILD_CLASS_COST })),
  ];
  // A modifier costs more than the class it modifies, however each was written: it may name the
  // state the page is in.
  const base = byClass.find((c) => c.cls === names[0]);
  for (const { cls, cost } of byClass)
    out.push({
      selector: `${tag}.${cls}`,
      cost: base && modifierClass(cls, names) ? Math.max(cost, base.cost) + MODIFIER_COST : cost,
    });
  return out;
}

/**
 * A class a CSS-in-JS build generated ("css-1q2w3e", "sc-bdVaJa"): the same on every page one
 * build renders, gone after the site's next deploy. On a site whose classes are all such, it is
 * the only anchor there is; learning checks it on two pages at least, and after a deploy it finds
 * nothing and the page goes to the model, which heals the recipe. A long digit run ending a part
 * of the name is a record's own id ("item-48213", "row-10442-card"), different on the next page;
 * one with letters after it is a hash's ("da-14321n"), the same on every page of the build.
 */
const BUILD_CLASS_COST = 3.5;
const MODIFIER_COST = 1;

/**
 * A class after the element's first that names the first's thing again ("stock stock--ok",
 * "Stock_stock__a1 Stock-ok_stockok__b2", "price price-sale"): a modifier, which may say the
 * state the page is in (in stock, on sale) and be another on the next page, where the first
 * class stays.
 */
export function modifierClass(name: string, names: string[]): boolean {
  const first = names[0];
  if (first === undefined || name === first) return false;
  // The base is its thing alone ("stock") or a module's name before its local part
  // ("Stock_stock__7QaLp"); the modifier goes on with a dash. Utility classes ("text-base
  // text-gray-600") share a prefix, but the first is no base: it goes on with a dash too.
  const base = /^([A-Za-z][A-Za-z0-9]{2,})(?:$|_)/.exec(first)?.[1];
  return base !== undefined && name.toLowerCase().startsWith(`${base.toLowerCase()}-`);
}

function buildClass(name: string): boolean {
  return IDENT.test(name) && name.length <= 40 && looksGenerated(name) && !/\d{4,}(?:$|[-_])/.test(name);
}

function nthOfType(el: Element): string {
  const tag = el.tagName.toLowerCase();
  let index = 1;
  let count = 0;
  const parent = el.parentElement;
  if (!parent) return tag;
  for (const sibling of Array.from(parent.children)) {
    if (sibling.tagName !== el.tagName) continue;
    count += 1;
    if (sibling === el) index = count;
  }
  return count > 1 ? `${tag}:nth-of-type(${index})` : tag;
}

/**
 * Candidate selectors for an element, cheapest (most stable) first: its own anchors, an
 * ancestor's anchor with the element's own anchor or tag, then a positional path from the
 * nearest anchored ancestor. `root` bounds the ancestors (a list record's container).
 */
export function candidateSelectors(el: Element, root: Element | null): Array<{ selector: string; cost: number }> {
  if (el === root) return [{ selector: ':scope', cost: 0 }];
  const tag = el.tagName.toLowerCase();
  const own = anchorSelectors(el);
  const out: Array<{ selector: string; cost: number }> = [...own];
  // A record's own child wearing a class its nested parts wear too (utility classes: the
  // duration's span beside the rating's, inside the rating's box): the child of the record.
  if (root && el.parentElement === root)
    for (const a of own.slice(0, 3)) out.push({ selector: `:scope > ${a.selector}`, cost: a.cost + 0.5 });
  // A record's child with no class among children with classes (a job's salary in a bare
  // <div> between its classed company and date lines): it is the bare one, wherever it stands,
  // and records without it have none. Its index would point at the date there.
  if (root && el.parentElement === root && !el.hasAttribute('class') && own.length === 0) {
    const alike = Array.from(root.children).filter((c) => c.tagName === el.tagName);
    if (alike.length > 1 && alike.filter((c) => !c.hasAttribute('class')).length === 1)
      out.push({ selector: `:scope > ${tag}:not([class])`, cost: 5.5 });
  }
  const endings = [...own.slice(0, 3), { selector: tag, cost: 3 }];
  const path: string[] = [nthOfType(el)];
  let depth = 0;
  let anchoredPathDone = false;
  for (let up = el.parentElement; up && up !== root && depth < 8; up = up.parentElement, depth += 1) {
    const anchors = anchorSelectors(up).slice(0, 3);
    for (const anchor of anchors) {
      for (const end of endings) {
        out.push({ selector: `${anchor.selector} ${end.selector}`, cost: 1 + anchor.cost + end.cost + depth * 0.1 });
      }
      if (!anchoredPathDone) out.push({ selector: `${anchor.selector} > ${path.join(' > ')}`, cost: 6 + depth * 0.3 });
    }
    if (anchors.length > 0) anchoredPathDone = true;
    path.unshift(nthOfType(up));
    if (up.tagName === 'BODY') break;
  }
  if (!anchoredPathDone && !root && path[0] === 'body') out.push({ selector: path.join(' > '), cost: 9 });
  if (!anchoredPathDone && root) out.push({ selector: `:scope > ${path.join(' > ')}`, cost: 6 });
  return out;
}

/**
 * Selectors for a list's record container, cheapest first. They must match every record, so
 * the record's own step is never positional: its anchors, its tag under an anchored ancestor,
 * or a path of tags from an anchored ancestor or from <body> (a shop whose products are bare
 * <li>s in a bare <ul> still differs from its menu's <li>s by where the list sits; records
 * split over two blocks share only the path from further up).
 */
export function containerSelectors(el: Element): Array<{ selector: string; cost: number }> {
  const tag = el.tagName.toLowerCase();
  const own = anchorSelectors(el);
  const out: Array<{ selector: string; cost: number }> = [...own];
  const endings = [...own.slice(0, 3), { selector: tag, cost: 3 }];
  const plain: string[] = [tag];
  const placed: string[] = [tag];
  let depth = 0;
  for (let up = el.parentElement; up && depth < 8; up = up.parentElement, depth += 1) {
    const anchors = up.tagName === 'BODY' ? [{ selector: 'body', cost: 4 }] : anchorSelectors(up).slice(0, 3);
    for (const anchor of anchors) {
      for (const end of endings)
        out.push({ selector: `${anchor.selector} ${end.selector}`, cost: 1 + anchor.cost + end.cost + depth * 0.1 });
      out.push({ selector: `${anchor.selector} > ${plain.join(' > ')}`, cost: 3 + anchor.cost + depth * 0.3 });
      if (placed.join() !== plain.join())
        out.push({ selector: `${anchor.selector} > ${placed.join(' > ')}`, cost: 4 + anchor.cost + depth * 0.3 });
    }
    if (up.tagName === 'BODY') break;
    plain.unshift(up.tagName.toLowerCase());
    placed.unshift(nthOfType(up));
  }
  return out;
}
