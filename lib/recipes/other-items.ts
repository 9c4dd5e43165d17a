import { otherBlock } from '../grounding';
import { repeatedModuleFinder } from './repeated-module';

/**
 * Other items' cards on a page of one item: a "customers also viewed" row, a carousel of
 * recommendations, which lazy loading shows on some pages of a template only. Each card is one
 * of several built alike, links to another page and shows a few texts of its own (a name, a
 * price). What such a card shows belongs to that other item, so a block of them, with its
 * heading, holds no field of the page's item. A size picker's buttons are built alike too, but
 * link nowhere else and show one text each.
 */
const MAX_HEADING_WORDS = 6;

function pathOf(href: string, base: string): string | null {
  try {
    return new URL(href, base).pathname;
  } catch {
    return null;
  }
}

function textPieces(el: Element): number {
  let n = 0;
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (/[\p{L}\p{N}]/u.test(node.nodeValue ?? '')) n++;
  return n;
}

/**
 * A row of the item's own facts, a term and its value ("Mayor" and a link to the mayor's page,
 * rows wrapped alike): built like a card, but the item's, not another item's.
 */
function factRow(card: Element): boolean {
  const kids = Array.from(card.children).map((k) => k.tagName.toUpperCase());
  return kids.includes('DT') || (card.tagName.toUpperCase() === 'TR' && kids.includes('TH'));
}

/** Whether an element sits in (or is) another item's card, or heads a block of them. */
export function otherItemsJudge(doc: Document, pageUrl: string): (el: Element) => boolean {
  const own = pathOf(pageUrl, pageUrl);
  const cards = new Map<Element, boolean>();
  const isCard = (card: Element): boolean => {
    let known = cards.get(card);
    if (known === undefined) {
      const links = Array.from(card.querySelectorAll('a[href]')).concat(card.matches('a[href]') ? [card] : []);
      known =
        !factRow(card) &&
        textPieces(card) >= 2 &&
        links.some((a) => {
          const path = pathOf(a.getAttribute('href') ?? '', pageUrl);
          return path !== null && path !== own;
        });
      cards.set(card, known);
    }
    return known;
  };
  const cardOf = repeatedModuleFinder(doc.body);
  const inCard = (el: Element): boolean => {
    const card = cardOf(el);
    return card !== null && isCard(card);
  };
  // A heading beside a block of cards (not the page's own title): "Customers also viewed".
  const heading = (el: Element): boolean => {
    if (!/^h[2-6]$/i.test(el.tagName) || /\p{Nd}/u.test(el.textContent ?? '')) return false;
    if ((el.textContent ?? '').trim().split(/\s+/).length > MAX_HEADING_WORDS) return false;
    return Array.from(el.parentElement?.children ?? []).some(
      (sib) => sib !== el && Array.from(sib.querySelectorAll('a[href]')).some((a) => inCard(a)),
    );
  };
  return (el) => inCard(el) || heading(el);
}

/**
 * For a recipe of lists: whether an element is, heads or stands in a block whose name or heading
 * says it holds other items ("Customers also viewed", "Zuletzt angesehen"), outside the records'
 * cards. The model leaves such a row out, so it holds nothing a served list lacks; inside the
 * records' own cards, the record checks judge what is new.
 */
export function otherItemsBlockJudge(doc: Document, records: Element[]): (el: Element) => boolean {
  const body = doc.body;
  const named = (el: Element): boolean => body !== null && otherBlock(el, body) !== null;
  // Cards matched in such a block are the other items', not records.
  const own = records.filter((card) => !named(card));
  return (el) => {
    if (own.some((card) => card.contains(el) || el.contains(card))) return false;
    if (named(el)) return true;
    // The block itself, or its heading: named by a heading beside the element's own children.
    const next = el.nextElementSibling;
    return (
      Array.from(el.children).some(named) ||
      (next !== null && el.parentElement?.firstElementChild === el && named(next))
    );
  };
}
