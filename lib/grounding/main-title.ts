import { foldWords } from './fold-text';

/**
 * The element that titles the page's main item. The first h1 is the usual answer, but some
 * templates give the h1 to the site (a logo, a greeting in the page header) and title the item
 * with an h2. The page also names its item elsewhere (`names`: the document's title, og:title).
 * A heading whose words those names hold is the item's title.
 *
 * Order: an h1 the names hold; else an h2 or h3 they hold (the h1 is then the site's); else the
 * first h1 that is not a link to another page (the site's home or a section); else the first h1
 * that is not a link home; else an h2 or h3 that opens with three words of the names; else the
 * first h1.
 */
export function mainTitle(doc: Document, names: ReadonlyArray<string>, url?: string): Element | null {
  const folded = names.map(foldWords).filter((n) => n.length > 0);
  const named = (el: Element): boolean => {
    const text = foldWords(el.textContent ?? '');
    // Too short to tell ("Shop", "Home"): any title holds it by chance.
    if (text.length < 6 || !/\s/.test(text)) return false;
    return folded.some((name) => name.includes(text) || (name.length >= 12 && text.includes(name)));
  };
  // Looser, for pages with no h1: the heading opens with three words the names hold in a row
  // (a product heading that also holds its code: "Pink watch set 924/9556").
  const opensNamed = (el: Element): boolean => {
    const words = foldWords(el.textContent ?? '').split(' ');
    const lead = words.slice(0, 3).join(' ');
    return words.length >= 3 && lead.length >= 10 && folded.some((name) => ` ${name} `.includes(` ${lead} `));
  };
  // ARIA headings count as their level's element (a framework's <div role="heading" aria-level="1">).
  const h1s = Array.from(doc.querySelectorAll('h1,[role="heading"][aria-level="1"]'));
  const subheads = Array.from(doc.querySelectorAll('h2,h3,[role="heading"]:not([aria-level="1"])'));
  // A logo heading is named by the document title too ("Kettle | Shop"): never the item's title.
  // So is a site's name linking to a section of the site.
  const byName = h1s.find((h) => named(h) && !isHomeLink(h, doc) && !linksAway(h, url)) ?? subheads.find(named);
  if (byName) return byName;
  // A heading that is only a link to another page (a site's name linking to a section) titles
  // that page, not this one: an h1 of plain text (or linking to this page) comes first.
  const plain = h1s.find((h) => !isHomeLink(h, doc) && !linksAway(h, url));
  return (
    plain ??
    h1s.find((h) => !isHomeLink(h, doc)) ??
    subheads.find(opensNamed) ??
    h1s[0] ??
    namedBlock(doc, named, url) ??
    null
  );
}

/** Levels above a named element searched for the control that sells its item. */
const SELL_DEPTH = 6;

/**
 * A page with no heading at all (a framework's title set in a styled <div>): the element whose
 * whole text the page's names hold, that stands in the block selling the item — the smallest
 * block around it with a button holds no other element of that name (a breadcrumb's last step
 * or a sticky bar repeating the name stand apart from the buy box, or after it). Not inside
 * navigation, the page's header or footer, nor a link to another page.
 */
function namedBlock(doc: Document, named: (el: Element) => boolean, url: string | undefined): Element | null {
  const body = doc.body;
  if (!body) return null;
  const candidates = Array.from(body.querySelectorAll('*')).filter(
    (el) =>
      el.children.length === 0 &&
      named(el) &&
      el.closest('nav,header,footer,[role="navigation"],[role="banner"],[role="contentinfo"],script,style') === null &&
      !linksAwayFrom(el, url),
  );
  for (const el of candidates) {
    let block: Element | null = el.parentElement;
    for (let depth = 0; block && block !== body && depth < SELL_DEPTH; depth++, block = block.parentElement)
      if (block.querySelector('button,input[type="submit"],[role="button"]')) break;
    if (!block || block === body) continue;
    const inside = block;
    if (candidates.every((other) => other === el || !inside.contains(other))) return el;
  }
  return null;
}

/** An element inside a link to another page than `url` ("#" and this page's address are this page). */
function linksAwayFrom(el: Element, url: string | undefined): boolean {
  const link = el.closest('a[href]');
  if (!link) return false;
  const href = (link.getAttribute('href') ?? '').trim();
  if (href === '' || href.startsWith('#')) return false;
  if (!url) return true;
  try {
    const to = new URL(href, url);
    const here = new URL(url);
    return to.origin !== here.origin || to.pathname.replace(/\/$/, '') !== here.pathname.replace(/\/$/, '');
  } catch {
    return true;
  }
}

/** A heading whose text is all one link to another page than `url` (this page's address, when known). */
function linksAway(heading: Element, url: string | undefined): boolean {
  const links = Array.from(heading.querySelectorAll('a[href]'));
  if (links.length !== 1) return false;
  const link = links[0] as Element;
  if (foldWords(link.textContent ?? '') !== foldWords(heading.textContent ?? '')) return false;
  if (!url) return true;
  try {
    const to = new URL(link.getAttribute('href') ?? '', url);
    const here = new URL(url);
    return to.origin !== here.origin || to.pathname.replace(/\/$/, '') !== here.pathname.replace(/\/$/, '');
  } catch {
    return true;
  }
}

/** A heading that is only a link to the site's root: the site's name or logo, not an item's. */
function isHomeLink(heading: Element, doc: Document): boolean {
  const links = Array.from(heading.querySelectorAll('a[href]'));
  if (links.length !== 1) return false;
  const link = links[0] as Element;
  if (foldWords(link.textContent ?? '') !== foldWords(heading.textContent ?? '')) return false;
  const href = (link.getAttribute('href') ?? '').trim();
  if (href === '/' || href === './' || href === '#') return true;
  try {
    const base = doc.location?.href ?? doc.baseURI;
    return new URL(href, base).pathname === '/' && !new URL(href, base).search;
  } catch {
    return false;
  }
}

/**
 * What the page calls itself apart from its headings: the document's title and the title its
 * meta give in any vocabulary (og:title, twitter:title, dc:title, DC.title, name="title", a
 * headline), under `name`, `property` or `itemprop`, several names in one attribute too.
 * (Not data-block names: a related product's name there could pick a related card's heading.)
 */
export function pageNames(doc: Document): string[] {
  const out = [doc.querySelector('title')?.textContent ?? ''];
  for (const meta of Array.from(doc.querySelectorAll('meta[content]'))) {
    const names = `${meta.getAttribute('name') ?? ''} ${meta.getAttribute('property') ?? ''} ${meta.getAttribute('itemprop') ?? ''}`;
    if (names.split(/\s+/).some((n) => TITLE_META.test(n))) out.push(meta.getAttribute('content') ?? '');
  }
  return out.filter((n) => n.trim().length > 0);
}

/** Meta names of a page's title: "title", "og:title", "dc:title", "DC.title", "headline". */
const TITLE_META = /^(?:[\w-]+[:.])?(?:title|headline)$/i;
