import { fold, squash } from './page-text';
import { findElements, readElement, type PageView } from './read';
import type { Instance } from './learn-field';
import type { FieldRule, SpokenNumber, ValuePick } from './recipe';

/**
 * A number a template writes as a word at its place: a direct flight's stops are "Nonstop",
 * "Direkt" or "Direct" where other cards say "2 stops". The answers say which number each word
 * is; the reading learned from the cards that show a figure finds the word's element (its
 * marks, " stops", are not there, so it reads nothing), and the word is kept with its number.
 * A word no answer gave is not read: that card goes to the model.
 */

/** Texts longer than this are sentences, not a number said in a word. */
const SPOKEN_MAX = 30;
/** Words one field keeps at most (the recipe's limit). */
export const SPOKEN_WORDS_MAX = 5;

/** Words (folded) an element found by a reading says: short texts with a letter and no digit. */
function wordsAt(view: PageView, pick: ValuePick, root: Element | null): Array<{ text: string; el: Element }> {
  if (pick.locator.by === 'jsonld') return [];
  return findElements(view, pick.locator, root).flatMap((el) => {
    const text = squash(readElement(view, el, pick.read));
    return text && text.length <= SPOKEN_MAX && !/\p{N}/u.test(text) && /\p{L}/u.test(text)
      ? [{ text: fold(text), el }]
      : [];
  });
}

/**
 * The word at a reading's place, folded: a short text with a letter and no digit, said by one of
 * the elements the reading finds (a class the price's element also wears finds both, and the
 * price says a figure) and kept by `keep` (a currency's "USD" of that class is said on every
 * card, beside a figure or a word alike); null when none or several do.
 */
export function wordAt(
  view: PageView,
  pick: ValuePick,
  root: Element | null,
  keep: (text: string) => boolean = () => true,
): { text: string; el: Element } | null {
  const words = wordsAt(view, pick, root).filter((w) => keep(w.text));
  const [word] = words;
  return word && words.length === 1 ? word : null;
}

/** The number a field's first reading finds said in a word learned, with the element that says it; else null. */
export function spokenValue(
  view: PageView,
  rule: Pick<FieldRule, 'picks' | 'words'>,
  root: Element | null,
): { value: number; el: Element } | null {
  const pick = rule.picks[0];
  if (!pick || !rule.words?.length) return null;
  const learned = rule.words;
  const at = wordAt(view, pick, root, (text) => learned.some((w) => w.text === text));
  const known = at ? learned.find((w) => w.text === at.text) : undefined;
  return at && known ? { value: known.value, el: at.el } : null;
}

/**
 * The words `pick` finds on `worded` (each one's answer a number), or null when one shows no
 * word, a word that is another of its values, or a word meaning two numbers; and when a page of
 * `rest` (answered with a figure, or not at all) shows one of those words at the place, where it
 * would have been read as that number.
 */
export function learnWords(
  pick: ValuePick,
  worded: Array<Instance & { value: number }>,
  rest: Instance[],
): SpokenNumber[] | null {
  const words = new Map<string, number>();
  // Words the cards answered with a figure show at the place too say no number.
  const everywhere = new Set(rest.flatMap((inst) => wordsAt(inst.view, pick, inst.root).map((w) => w.text)));
  for (const inst of worded) {
    const at = wordAt(inst.view, pick, inst.root, (text) => !everywhere.has(text));
    if (!at || inst.others?.includes(at.text)) return null;
    const known = words.get(at.text);
    if (known !== undefined && known !== inst.value) return null;
    words.set(at.text, inst.value);
  }
  if (words.size === 0 || words.size > SPOKEN_WORDS_MAX) return null;
  for (const inst of rest) {
    const at = wordAt(inst.view, pick, inst.root);
    if (at && words.has(at.text)) return null;
  }
  return [...words].map(([text, value]) => ({ text, value }));
}
