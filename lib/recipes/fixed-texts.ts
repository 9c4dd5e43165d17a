import { fold } from './page-text';
import { FIXED_TEXT_LENGTH, FIXED_TEXTS_MAX, type FieldRule } from './recipe';
import { valueStrings } from './schema-fields';

/**
 * The template's own words: short texts of controls (buttons, tabs, labels, options) that every
 * learning page showed ("In den Warenkorb", "Beschreibung") and that no field read there. A value the recipe reads that is one of
 * them is page furniture caught by a reading whose place is too wide (sizes read from
 * "button.block", on a variant whose cart button took that class), and the page goes to the
 * model. Values are compared folded.
 */
export function fixedTexts(docs: Document[], results: unknown[]): string[] {
  const read = new Set(results.flatMap((r) => valueStrings(leaves(r))).map(fold));
  const [first, ...rest] = docs.map(shortTexts);
  const common = [...(first ?? [])].filter((t) => rest.every((here) => here.has(t)));
  return common
    .filter((t) => !read.has(t))
    .sort()
    .slice(0, FIXED_TEXTS_MAX);
}

/**
 * Why a result is not served when a text value it holds (list records' too) is one of the
 * template's own words; null when none is.
 */
export function fixedTextRead(result: unknown, fixed: readonly string[] | undefined): string | null {
  if (!fixed?.length || !result || typeof result !== 'object') return null;
  const known = new Set(fixed);
  for (const [name, value] of Object.entries(result as Record<string, unknown>)) {
    const hit = leaves(value).find((v): v is string => typeof v === 'string' && known.has(fold(v)));
    if (hit !== undefined)
      return `${name} reads “${hit}”, a text every page learned from showed where no field read it`;
  }
  return null;
}

/** Fixed texts left once a page's answer holds some as values (the model says they are values there). */
export function withoutValues(fixed: readonly string[] | undefined, result: unknown): { fixedTexts?: string[] } {
  if (!fixed) return {};
  const values = new Set(valueStrings(leaves(result)).map(fold));
  return { fixedTexts: fixed.filter((t) => !values.has(t)) };
}

/** Every scalar of an answer, records' too. */
export function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value as Record<string, unknown>).flatMap(leaves);
  return [value];
}

/** Controls: what a page shows to act on, not to read (names, makers and prices stand in links and text). */
const CONTROLS = 'button, summary, label, legend, option, [role="button"], [role="tab"], [role="menuitem"]';

function shortTexts(doc: Document): Set<string> {
  const out = new Set<string>();
  for (const el of Array.from(doc.body?.querySelectorAll(CONTROLS) ?? [])) {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length > 0 && text.length <= FIXED_TEXT_LENGTH && /\p{L}/u.test(text)) out.add(fold(text));
  }
  return out;
}

/**
 * The template's own words on a page a recipe read: its fixed texts, and the phrases its yes/no
 * fields read there are written in ("Auf Lager", "Sold out"). A new wrapper around them alone
 * holds no field (lib/recipes/structure.ts `unreadMarks`).
 */
export function templateWords(
  recipe: { fixedTexts?: string[]; fields: Array<Pick<FieldRule, 'name' | 'states'>> },
  result: Record<string, unknown>,
): string[] {
  const phrases = recipe.fields.filter((f) => f.name in result).flatMap((f) => (f.states ?? []).map((s) => s.text));
  return [...(recipe.fixedTexts ?? []), ...phrases];
}
