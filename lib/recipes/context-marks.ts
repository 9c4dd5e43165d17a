import { isDisclosureText } from '../grounding';
import { escapeRegExp } from '../shared/escape-reg-exp';
import { availabilityOf } from './availability';
import { fold } from './page-text';
import type { PageView } from './read';

/**
 * A text every card of a page shows, in no field, that the page also shows outside the cards:
 * the search it answers ("Ashby Central → Marrow Central" above train cards that each show
 * their origin "Ashby Central"). It says what the page is about, not what kind of card each is,
 * so a new one (the next search's origin) is no card "unlike the records learned". An ad's badge
 * is on some cards, not all, and a sold-out note is not written above the list.
 */

/** Fewest cards a page must show for a text on every one of them to be the page's, not a kind's. */
const MIN_CARDS = 2;

/**
 * The `text:` marks of `perCard` that are the page's context, among those `asked` (the marks the
 * learning pages never showed: the page's text is searched only for them).
 */
export function contextMarks(
  view: PageView,
  cards: Element[],
  perCard: string[][],
  asked: (mark: string) => boolean,
): Set<string> {
  const out = new Set<string>();
  if (cards.length < MIN_CARDS) return out;
  const [first, ...rest] = perCard;
  const everywhere = (first ?? []).filter(
    (m) => m.startsWith('text:') && asked(m) && rest.every((marks) => marks.includes(m)),
  );
  if (everywhere.length === 0) return out;
  const page = fold(view.text.text);
  const inCards = cards.map((card) => {
    const range = view.text.ranges.get(card);
    return range ? fold(view.text.text.slice(range.start, range.end)) : '';
  });
  for (const mark of everywhere) {
    const text = mark.slice(mark.indexOf('|') + 1);
    // A state of the cards ("Sold out", "Sponsored") stays a kind, written above them or not.
    if (!/\p{L}/u.test(text) || availabilityOf(text) !== null || isDisclosureText(text)) continue;
    const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, 'gu');
    const count = (s: string): number => [...s.matchAll(whole)].length;
    if (count(page) > inCards.reduce((n, s) => n + count(s), 0)) out.add(mark);
  }
  return out;
}
