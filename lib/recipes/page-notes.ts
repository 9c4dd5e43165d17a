import { foldWords } from '../grounding';
import { leaves } from './fixed-texts';
import { NONE } from './no-reviews';
import { fold, squash } from './page-text';
import { NOTES_MAX, NOTE_LENGTH, type Recipe } from './recipe';
import { valueStrings } from './schema-fields';

/** Page chrome and controls: what they say is no note about the item (controls: `fixedTexts`). */
const CHROME = 'header, nav, footer, aside, script, style, template, noscript, button, label, option, select';

/** Longest note, in words: longer texts are prose that happens to say "no". */
const NOTE_WORDS = 6;

/**
 * The short notes a page shows that something is not there: texts of elements without child
 * elements, outside the page's chrome, with no digit (a count changes from page to page), of at
 * most six words one of which says "none" ("No dependencies", "Sin dependencias", "Noch keine
 * Bewertungen"). Other texts that come and go (a stock phrase, another offer's seller) say
 * nothing of a field's place.
 */
function notesOn(doc: Document): Map<string, string> {
  const out = new Map<string, string>();
  for (const el of Array.from(doc.body?.querySelectorAll('*') ?? [])) {
    if (el.children.length > 0 || el.closest(CHROME)) continue;
    const text = squash(el.textContent ?? '');
    if (text.length < 3 || text.length > NOTE_LENGTH || /\p{Nd}/u.test(text)) continue;
    const words = foldWords(text).split(' ').filter(Boolean);
    if (words.length > NOTE_WORDS || !words.some((w) => NONE.includes(w))) continue;
    out.set(fold(text), text);
  }
  return out;
}

/**
 * The notes every learning page showed that no answer holds as a value, kept for a recipe that
 * has a field of the page's item it never read (every learning page lacked it): where such a note
 * is gone ("No dependencies" replaced by a list), that field may stand, and the page goes to the
 * model. Empty when no field was never read.
 */
export function learnNotes(recipe: Pick<Recipe, 'fields'>, docs: Document[], results: unknown[]): { notes?: string[] } {
  if (!recipe.fields.some((f) => f.picks.length === 0 && !f.slots?.length)) return {};
  const values = new Set(results.flatMap((r) => valueStrings(leaves(r))).map(fold));
  const [first, ...rest] = docs.map(notesOn);
  const common = [...(first ?? new Map<string, string>())]
    .filter(([key]) => !values.has(key) && rest.every((here) => here.has(key)))
    .map(([, text]) => text);
  return common.length > 0 ? { notes: common.slice(0, NOTES_MAX) } : {};
}

/** The notes a page also shows: a page the model agreed on, whose note was gone, keeps the others. */
export function keptNotes(notes: readonly string[] | undefined, doc: Document): { notes?: string[] } {
  if (!notes) return {};
  const here = notesOn(doc);
  return { notes: notes.filter((n) => here.has(fold(n))) };
}

/** The recipe's notes this page does not show. */
export function goneNotes(notes: readonly string[] | undefined, doc: Document): string[] {
  if (!notes?.length) return [];
  const here = notesOn(doc);
  return notes.filter((n) => !here.has(fold(n)));
}
