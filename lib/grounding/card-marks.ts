import { inSidebar } from '../shared/sidebars';
import { isDisclosureAttribute, isDisclosureText } from './ad-disclosure';
import { foldText } from './fold-text';
import { urlKey } from './urls';

/**
 * What a list item's card says of itself only in the page's DOM, which the model input does not
 * show: an advertising attribute (`data-sponsored`, `data-ad-slot`, `rel="sponsored"`), a class
 * named for one ("card--sponsored"), an icon's accessible name ("Sponsored", or a word of the
 * site's own such as "Paid" on an icon with no text). Each mark is a string:
 *   - `paid:…` — a mark that says "paid placement" by convention (the disclosure attributes and
 *     words the recipes share, ad-disclosure.ts);
 *   - `attr:name=value` — another attribute of the card's elements (ids, links, styles aside);
 *   - `label:text` — the aria-label or title of an element with no text of its own (an icon);
 *   - `place:sidebar` — the card stands in a sidebar (`<aside>`, role "complementary"): a
 *     "Trending" block built like the list is another list where the records stand elsewhere.
 * The callers compare them across items: a mark the returned records never carry.
 */
export type CardMarks = ReadonlySet<string>;

/** The mark of a card that stands in a sidebar. */
export const IN_SIDEBAR = 'place:sidebar';

/** Levels a card may span above the link that names it. */
const MAX_CLIMB = 8;
/** Longest icon label read as a mark (a badge's word, not a sentence). */
const MAX_LABEL_CHARS = 40;
/** Attributes that name, place or style one element, not what kind of item it is. */
const OWN_ATTRIBUTES =
  /^(?:id|class|style|href|src|srcset|alt|title|aria-label|aria-labelledby|aria-describedby|tabindex|loading|width|height|sizes|for|name|value|content|datetime|lang|dir|target|data-id|data-index|data-pos|data-position|data-key)$/i;
/** Attribute values that say "no" ("data-sponsored=false" is not an ad). */
const NO = /^(?:false|0|no|none|off)$/i;

/**
 * Per link URL (one per list item, in page order; '' when an item has none), the marks of the
 * card around that link in `doc`, or null when the link is not found there. The card is the
 * largest element around the link that holds no other item's link. An item linking where another
 * links too takes the cards of those links in order.
 */
export function cardMarks(doc: Document, base: string, urls: ReadonlyArray<string>): Array<CardMarks | null> {
  const body = doc.body;
  if (!body) return urls.map(() => null);
  const keys = urls.map((u) => (u ? urlKey(u, base) : null));
  const wanted = new Set(keys.filter((k): k is string => k !== null));
  const anchorsOf = new Map<string, Element[]>();
  for (const a of Array.from(body.querySelectorAll('a[href]'))) {
    const key = urlKey(a.getAttribute('href') ?? '', base);
    if (key !== null && wanted.has(key)) anchorsOf.set(key, [...(anchorsOf.get(key) ?? []), a]);
  }
  const used = new Map<string, number>();
  const anchors = keys.map((key) => {
    if (key === null) return null;
    const all = anchorsOf.get(key) ?? [];
    const k = used.get(key) ?? 0;
    used.set(key, k + 1);
    return all[Math.min(k, all.length - 1)] ?? null;
  });
  const every = [...anchorsOf.values()].flat();
  return anchors.map((anchor) => {
    if (!anchor) return null;
    let card = anchor;
    for (let depth = 0; depth < MAX_CLIMB; depth++) {
      const parent = card.parentElement;
      if (!parent || parent === body || every.some((o) => o !== anchor && !anchor.contains(o) && parent.contains(o)))
        break;
      card = parent;
    }
    const marks = marksOf(card);
    if (inSidebar(card)) marks.add(IN_SIDEBAR);
    return marks;
  });
}

function marksOf(card: Element): Set<string> {
  const out = new Set<string>();
  for (const el of [card, ...Array.from(card.querySelectorAll('*'))]) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim();
      if (name === 'rel') {
        for (const word of value.toLowerCase().split(/\s+/))
          if (isDisclosureAttribute('rel', word)) out.add('paid:rel=sponsored');
        continue;
      }
      if (name === 'class') {
        for (const token of value.split(/\s+/)) if (isDisclosureClass(token)) out.add(`paid:class=${token}`);
        continue;
      }
      if (name === 'aria-label' || name === 'title') {
        const label = value.replace(/\s+/g, ' ');
        if (isDisclosureText(label)) out.add(`paid:label=${foldText(label)}`);
        else if (label && label.length <= MAX_LABEL_CHARS && !(el.textContent ?? '').trim())
          out.add(`label:${foldText(label)}`);
        continue;
      }
      if (OWN_ATTRIBUTES.test(name) || name.startsWith('on')) continue;
      if (isDisclosureAttribute(name) && !NO.test(value)) out.add(`paid:${name}`);
      else if (name.startsWith('data-') && value.length <= MAX_LABEL_CHARS && !/^\d+$/.test(value))
        out.add(`attr:${name}=${value.toLowerCase()}`);
    }
  }
  return out;
}

/**
 * A class token with a disclosure part: "card--sponsored", "is_promoted", "adSlot",
 * "Card_adSlot__k3PqZ". Words are told apart by case only in a part without digits, and a part
 * cased as no word is ("adEGW", "dF8wAd": a CSS module's or styled component's hash) is none:
 * a generated hash ends in "Ad" by chance.
 */
function isDisclosureClass(token: string): boolean {
  const parts = token.split(/[-_]+/).filter((part) => part !== '' && !HASH_CASED.test(part));
  const words = parts
    .map((part) => (/\p{Nd}/u.test(part) ? part : part.replace(/(\p{Ll})(\p{Lu})/gu, '$1-$2')))
    .join('-')
    .toLowerCase()
    .split(/[-_]+/)
    .filter(Boolean);
  return isDisclosureAttribute(`data-${words.join('-')}`);
}

/**
 * A part of a class cased as words never are: not lower case, capitals, or camel case
 * ("adSlot", "AdSlot"). "adEGW", "aDx3k" are generated.
 */
const HASH_CASED =
  /^(?!\p{Ll}+(?:\p{Lu}\p{Ll}+)*$)(?!\p{Lu}\p{Ll}*(?:\p{Lu}\p{Ll}+)*$)(?!\p{Lu}+$)(?=.*\p{Ll})(?=.*\p{Lu})/u;

/** Longest text of a badge read as a disclosure ("Sponsored", "Anzeige"). */
const MAX_BADGE_CHARS = 40;

/**
 * The paid-placement mark a record's card carries, or null: a disclosure attribute, class or
 * icon label (the `paid:` marks above), or a badge, an element of a few words of its own saying
 * "Sponsored" in one of the languages ad-disclosure.ts knows (an info button beside it counts
 * for nothing: "Sponsored ⓘ").
 */
export function paidMark(card: Element): string | null {
  const paid = [...marksOf(card)].find((m) => m.startsWith('paid:'));
  if (paid) return paid.slice('paid:'.length);
  for (const el of Array.from(card.querySelectorAll('*'))) {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text && text.length <= MAX_BADGE_CHARS && isDisclosureText(text)) return text;
  }
  return null;
}
