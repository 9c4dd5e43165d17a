import { numberRole, numberRuns } from '../grounding';
import { foldWords } from '../grounding/fold-text';
import type { Recipe } from './recipe';

/**
 * New labels on a page whose every field the recipe reads. The structure check sends a page
 * with a label the learning pages never showed to the model, because that label may hold a
 * field no learning page had. When the recipe reads every field of the schema on the page
 * there is no such field: a new row of a spec table ("Touchscreen:", "Aperture range:") only
 * matters when it may name what the user asked for — another price beside the price, a second
 * author — so a label sharing a word with the schema, the prompt or a label the recipe reads
 * by still goes to the model, and so does one beside a money figure ("Deal: $12", whatever its
 * word for a price); any other is no reason to ask it.
 */
export function harmlessNewLabel(
  recipe: Recipe,
  schema: unknown,
  prompt: string,
): (label: string, el: Element) => boolean {
  const asked = askedWords(recipe, schema, prompt);
  return (label, el) =>
    !wordsOf(label).some((w) => asked.some((a) => sameWord(w, a))) &&
    !showsMoney(`${el.textContent ?? ''} ${el.nextElementSibling?.textContent ?? ''}`);
}

/** A figure the page writes as money ("$12", "12,99 €", "EUR 40"), as grounding reads a number's role. */
function showsMoney(text: string): boolean {
  return numberRuns(text).some((run) => numberRole(text, run.start, run.end) === 'money');
}

/** Every top-level field of the schema has a value in the served result (no list, nothing absent). */
export function readsEveryField(result: unknown, schema: unknown): boolean {
  const properties = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : null;
  if (!properties || !isObject(result)) return false;
  return Object.keys(properties).every((key) => hasValue(result[key]));
}

function askedWords(recipe: Recipe, schema: unknown, prompt: string): string[] {
  const texts: string[] = [prompt];
  const visit = (node: unknown): void => {
    if (!isObject(node)) return;
    for (const key of ['title', 'description']) if (typeof node[key] === 'string') texts.push(node[key]);
    if (isObject(node['properties']))
      for (const [name, child] of Object.entries(node['properties'])) {
        // price_list, listPrice, list-price: each word of the name.
        texts.push(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' '));
        visit(child);
      }
    visit(node['items']);
  };
  visit(schema);
  for (const field of recipe.fields)
    for (const pick of [...field.picks, ...(field.slots ?? [])]) {
      const { locator } = pick;
      if (locator.by === 'label') texts.push(locator.label);
      if (locator.by === 'after-line') texts.push(locator.text);
      texts.push(pick.before, pick.after);
    }
  return [...new Set(texts.flatMap(wordsOf))];
}

function wordsOf(text: string): string[] {
  return foldWords(text)
    .split(' ')
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w));
}

/** One word, or one inside the other when both are long enough to mean something ("preis" in "angebotspreis"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 4 && b.length >= 4 && (a.includes(b) || b.includes(a));
}

/** A value that says something: not null, not blank, not an empty list or object. */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasValue);
  if (isObject(value)) return Object.values(value).some(hasValue);
  return true;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
