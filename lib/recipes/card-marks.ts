import { fold, shapeOf, squash } from './page-text';
import type { PageView } from './read';
import { readField } from './read-field';
import type { FieldRule } from './recipe';
import { inNestedAlike } from './element-signature';
import { throughChips } from './learn-boolean';
import { saysUnavailable } from './availability';

/**
 * What a list card shows besides its values, as marks that can be compared between cards: the
 * record kinds a list learns (lib/recipes/record-kinds.ts) are sets of these. Shops insert ads
 * and "featured" cards with exactly the records' markup; what tells them apart is one of:
 *
 * - `text:<slot>|<text>`  a short text that is none of the card's values ("Sponsored", "Anzeige"),
 *   with where it sits in the card (`em.badge`); a text with digits by its outline ("Code 9").
 *   An element's `aria-label` or `title` counts as a text of the slot `<slot>[said]`: a badge icon
 *   says what it is only there.
 * - `note:<slot>`  a longer text, none of the card's values, by where it sits ("Placed here by
 *   one of our partners" in a note the records do not have): its words vary, its place does not.
 * - `el:<slot>`  an element with no text at all (an icon drawn by a style sheet);
 * - `link:away`, `link:to:<host>`  a link to another host than the page's;
 * - `link:redirect`  a link whose query carries another address (a tracking redirect);
 * - `link:under:<folder>`  the folder of the card's first link on the page's own host, digits as
 *   9 (`/p`, `/out`): a tracking redirect by path (`/out/7f3a`) leaves the records' folder;
 * - `attr:<name>` and `attr:<name>=<word>`  a data-* attribute, or a `rel` word ("sponsored");
 * - `empty:<field>`  a field that reads nothing in the card (an ad with no price).
 */

/** Longest text that counts as a mark (a badge, a note), in words and characters. */
const MARK_WORDS = 4;
const MARK_CHARS = 40;
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG']);

function hostOf(url: string, base: string | undefined): string | null {
  try {
    return new URL(url, base).host.toLowerCase();
  } catch {
    return null;
  }
}

/** A query value that is itself an address: the link goes through a redirect to it. */
function redirects(url: string, base: string | undefined): boolean {
  try {
    for (const value of new URL(url, base).searchParams.values()) if (/^(?:https?:)?\/\/\w/i.test(value)) return true;
  } catch {
    return false;
  }
  return false;
}

/** An element as a step of a slot: its tag and first plain class ("em.badge"). */
function step(el: Element): string {
  const cls = (el.getAttribute('class') ?? '').split(/\s+/).find((c) => /^[A-Za-z][\w-]{0,39}$/.test(c));
  return cls ? `${el.tagName.toLowerCase()}.${cls}` : el.tagName.toLowerCase();
}

/** Where in the card an element sits: up to three steps from the card down to it ('' = the card itself). */
function slotOf(card: Element, el: Element): string {
  const steps: string[] = [];
  for (let at: Element | null = el; at && at !== card && steps.length < 3; at = at.parentElement)
    steps.unshift(step(at));
  return steps.join('>');
}

/** The card's text pieces (each text node, whitespace squashed) with their slots, in order. */
function textPieces(card: Element): Array<{ text: string; slot: string; quoted: boolean }> {
  const out: Array<{ text: string; slot: string; quoted: boolean }> = [];
  const visit = (node: Node): void => {
    if (node.nodeType === 3) {
      const text = squash(node.textContent ?? '');
      const el = node.parentElement;
      if (text && el) out.push({ text, slot: slotOf(card, el), quoted: el.closest('blockquote, q') !== null });
      return;
    }
    // A record nested in this one (a reply in its post) shows its own marks, not this one's.
    if (node.nodeType !== 1 || SKIPPED.has((node as Element).tagName) || inNestedAlike(card, node as Element)) return;
    for (const child of Array.from(node.childNodes)) visit(child);
  };
  visit(card);
  return out;
}

/** Attributes whose text a person (or a screen reader) is shown in place of an element's own text. */
const SAID = ['aria-label', 'title'];

/** The card's said texts (aria-label, title) with their slots. */
function saidPieces(card: Element): Array<{ text: string; slot: string }> {
  const out: Array<{ text: string; slot: string }> = [];
  for (const el of [card, ...Array.from(card.querySelectorAll('[aria-label],[title]'))]) {
    if (inNestedAlike(card, el)) continue;
    for (const name of SAID) {
      const text = squash(el.getAttribute(name) ?? '');
      if (text) out.push({ text, slot: `${slotOf(card, el)}[said]` });
    }
  }
  return out;
}

function textMarks(card: Element, values: string[]): string[] {
  const read = values.map(fold).filter((v) => v !== '');
  const out: string[] = [];
  for (const { text, slot, quoted } of [
    ...textPieces(card),
    ...saidPieces(card).map((p) => ({ ...p, quoted: false })),
  ]) {
    if (!/\p{L}/u.test(text)) continue;
    const folded = fold(text);
    // Part of a value as whole words ("Pro" of "Kettle Pro"), not as letters: "Ad" is no piece of "Amber ladle".
    if (read.some((v) => wordsWithin(folded, v) || wordsWithin(v, folded))) continue;
    // A quotation (another post's words, who wrote them): its place is its kind, not its words.
    // A note that the item is taken ("Fully booked for your dates") is told by its words: a
    // record's state (lib/recipes/record-kinds.ts), where another note of the slot is a kind.
    const long = text.length > MARK_CHARS || text.split(' ').length > MARK_WORDS;
    if (quoted || (long && !saysUnavailable(text))) {
      // Longer text (a description, a disclosure sentence): its place is its kind, not its words.
      out.push(`note:${slot}`);
      continue;
    }
    // A text with digits is a code or a count ("Code QX-1", "Only 3 left"): its outline is its kind.
    out.push(`text:${slot}|${/\p{Nd}/u.test(folded) ? shapeOf(folded) : folded}`);
  }
  return out;
}

/** Whether `part`'s words appear, in a row, among `whole`'s words (letters and digits; the rest separates). */
function wordsWithin(part: string, whole: string): boolean {
  const words = (text: string): string =>
    ` ${text
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ')} `;
  const inner = words(part);
  return inner.trim() !== '' && words(whole).includes(inner);
}

/** Elements with no text and no element inside (an icon, a dot drawn by a style sheet), by slot. */
function emptyMarks(card: Element): string[] {
  const out: string[] = [];
  for (const el of Array.from(card.querySelectorAll('*'))) {
    if (el.firstElementChild || SKIPPED.has(el.tagName) || NO_MARK.has(el.tagName) || inNestedAlike(card, el)) continue;
    if (squash(el.textContent ?? '') === '' && !SAID.some((name) => el.hasAttribute(name)))
      out.push(`el:${slotOf(card, el)}`);
  }
  return out;
}

/** Text-less elements that are no mark: line breaks and rules. */
const NO_MARK = new Set(['BR', 'WBR', 'HR']);

function linkMarks(view: PageView, card: Element): string[] {
  const here = view.baseUrl ? hostOf(view.baseUrl, undefined) : null;
  if (!here) return [];
  const out: string[] = [];
  const links = [card, ...Array.from(card.querySelectorAll('a[href]'))].filter((el) => el.hasAttribute('href'));
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    const host = hostOf(href, view.baseUrl);
    if (host && host !== here) out.push('link:away', `link:to:${host}`);
    if (redirects(href, view.baseUrl)) out.push('link:redirect');
  }
  const folder = links[0] ? folderOf(links[0].getAttribute('href') ?? '', view.baseUrl, here) : null;
  if (folder !== null) out.push(`link:under:${folder}`);
  return out;
}

/** The folder of a link on the page's own host, digit runs as 9 ("/s9/p"); null for another host. */
function folderOf(href: string, base: string | undefined, here: string): string | null {
  try {
    const url = new URL(href, base);
    if (url.host.toLowerCase() !== here || !/^https?:$/.test(url.protocol)) return null;
    const folder = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
    return folder.toLowerCase().replace(/\d+/g, '9').slice(0, 60);
  } catch {
    return null;
  }
}

function attributeMarks(card: Element): string[] {
  const out: string[] = [];
  for (const el of [card, ...Array.from(card.querySelectorAll('*'))]) {
    if (inNestedAlike(card, el)) continue;
    for (const { name, value } of Array.from(el.attributes)) {
      const words =
        name === 'rel' ? value.toLowerCase().split(/\s+/).filter(Boolean) : name.startsWith('data-') ? [value] : null;
      if (!words) continue;
      if (name !== 'rel') out.push(`attr:${name}`);
      for (const word of words) if (/^[a-z][a-z_-]{0,19}$/i.test(word)) out.push(`attr:${name}=${word.toLowerCase()}`);
    }
  }
  return out;
}

/** The marks of one card: its values read with the list's fields, and what it shows besides. */
export function cardMarks(view: PageView, card: Element, fields: FieldRule[]): string[] {
  const values: string[] = [];
  const marks: string[] = [];
  for (const field of fields) {
    if (field.picks.length === 0 && !field.slots?.length) continue;
    // A boolean read from a row of chips reads the chip it knows; the others ("Ad") are the card's.
    const got = throughChips(field, readField(view, field, card));
    if ('missing' in got) marks.push(`empty:${field.name}`);
    else if ('values' in got) values.push(...got.values);
  }
  marks.push(...textMarks(card, values), ...emptyMarks(card), ...linkMarks(view, card), ...attributeMarks(card));
  return [...new Set(marks)].sort();
}

/** A mark in words, for a reason a person reads. */
export function markInWords(mark: string): string {
  const [kind, ...rest] = mark.split(':');
  const what = rest.join(':');
  if (kind === 'text') return `it shows “${what.slice(what.indexOf('|') + 1)}”`;
  if (kind === 'note') return `it shows a note where records have none (${what})`;
  if (kind === 'el') return `it has an element records do not have (${what})`;
  if (kind === 'link' && what.startsWith('under:')) return `its link leads under ${what.slice(6)}`;
  if (mark === 'link:away') return 'its link leads to another site';
  if (kind === 'link' && what.startsWith('to:')) return `its link leads to ${what.slice(3)}`;
  if (mark === 'link:redirect') return 'its link goes through a redirect';
  if (kind === 'attr') return `it is marked ${what}`;
  if (kind === 'empty') return `it has no ${what}`;
  return `it shows ${mark}`;
}
