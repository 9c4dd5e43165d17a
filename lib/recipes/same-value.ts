import { otherBlock } from '../grounding';
import { squash } from './page-text';
import type { PageView } from './read';
import type { FieldRule } from './recipe';
import { repeatedModuleTest } from './repeated-module';

/**
 * A text kept as `same`: a sign, a currency code, a unit ("€", "EUR", "kr", "%"), at most four
 * characters in one word. A name two pages share (one seller behind both) is no constant of the
 * template: shown elsewhere on a page that lacks the field, it is another field's value there.
 */
const CONSTANT = /^[^\s]{1,4}$/u;

/**
 * The one short text every learning page gave for a field, when two or more gave it and none
 * gave another (a currency sign, a unit): kept so that a page where the field's place is gone but
 * that text is still shown is not served the field as absent (`same` in lib/recipes/recipe.ts).
 */
export function learnSame(rule: Pick<FieldRule, 'type' | 'array'>, values: string[][]): Pick<FieldRule, 'same'> {
  if (rule.type !== 'string' || rule.array || values.length < 2) return {};
  const texts = new Set(values.map((v) => (v.length === 1 ? squash(v[0] as string) : '')));
  const [only] = texts;
  return texts.size === 1 && only && CONSTANT.test(only) && !/\p{L}{4}/u.test(only) ? { same: only } : {};
}

/**
 * Whether the page shows `same` as an element's whole text outside other items' cards (a
 * "you may also like" row shows its own prices' signs): the value is there, its place moved.
 */
export function sameValueShown(view: PageView, same: string): boolean {
  const body = view.doc.body;
  if (!body) return false;
  const inCard = repeatedModuleTest(body);
  for (const el of Array.from(body.querySelectorAll('*'))) {
    if (el.childElementCount > 0 || squash(el.textContent ?? '') !== same) continue;
    if (!inCard(el) && !otherBlock(el, body)) return true;
  }
  return false;
}
