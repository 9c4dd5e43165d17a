import { numberRole, numberRuns, rolesAgree, sameNumber, valueRole } from '../grounding';
import { hasValue, isObject } from './new-labels';
import type { FieldRule } from './recipe';
import { schemaShape } from './schema-fields';

const DISCOUNT_WORDS = /discount|percent|saving|reduc|rabatt|remise|descuento|sconto|korting|desconto|off/i;

/**
 * New blocks on a page of one item: elements of a kind no learning page had (a reviews widget, a
 * delivery promise, a component an A/B variant wraps the title in). The structure check sends
 * such a page to the model because the block may hold a field the recipe would serve as absent.
 * A block can only hold what the served result lacks: nothing when the result has every field of
 * the schema, and a number only when a figure is left in the block once the values read are taken
 * out, the numbers too (a copy of the price in a new bar holds the price), and only a figure
 * written in a role a lacking field can take (a price in a currency is no rating). A field a learning page lacked with its place seen gone (`absence: 'seen-gone'`) lacks here
 * the way it was learned to, and is not counted; a field never seen absent or never read is. Any
 * other lack (a text, a yes/no, a list of sizes) keeps every new block a reason to ask.
 * Undefined: every block counts (a schema of lists, or one the recipe does not cover whole).
 * New labels are judged apart (lib/recipes/new-labels.ts).
 */
export function blockCouldHold(
  result: unknown,
  schema: unknown,
  rules: FieldRule[],
): ((rest: string) => boolean) | undefined {
  const shape = schemaShape(schema);
  if (typeof shape === 'string' || shape.lists.length > 0 || !isObject(result)) return undefined;
  const properties = isObject(schema) && isObject(schema['properties']) ? Object.keys(schema['properties']) : [];
  if (properties.length !== shape.fields.length) return undefined;
  // A field a learning page lacked with its place seen gone is absent the way it was learned.
  const seenGone = new Set(rules.filter((r) => r.absence === 'seen-gone' && r.picks.length > 0).map((r) => r.name));
  const lacking = shape.fields.filter((f) => !hasValue(result[f.name]) && !seenGone.has(f.name));
  if (lacking.length === 0) return () => false;
  // A figure the result holds (the price again, in a sticky bar) is that field's, not a lacking one.
  const amounts = shape.fields.map((f) => result[f.name]).filter((v): v is number => typeof v === 'number');
  if (!lacking.every((f) => !f.array && (f.type === 'number' || f.type === 'integer'))) return undefined;
  // A discount badge ("-30%") holds a discount, which only a field asking for one could be.
  const discountAsked = lacking.some((f) => DISCOUNT_WORDS.test(f.name));
  // A figure keeps its role: an amount in a currency ("Used from 125 zł") is no rating or count.
  const wanted = lacking.map((f) => valueRole(f.name, 0));
  return (rest) =>
    numberRuns(rest).some(
      (run) =>
        !run.values.some((n) => amounts.some((a) => sameNumber(n, a))) &&
        (discountAsked || !(/[-\u2212]\s?$/.test(rest.slice(0, run.start)) && /^\s?%/.test(rest.slice(run.end)))) &&
        wanted.some((role) => rolesAgree(role, numberRole(rest, run.start, run.end))),
    );
}

/**
 * Whether the result lacks a field the recipe never read (no reading learned: every learning page
 * lacked it). Such a field may be anywhere a page shows something new, inside blocks of a known
 * class too (a reviews widget built of the page's utility classes); a field with readings lacks
 * here only where its own place was seen gone.
 */
export function lacksUnreadField(result: unknown, schema: unknown, rules: FieldRule[]): boolean {
  const shape = schemaShape(schema);
  if (typeof shape === 'string' || !isObject(result)) return true;
  const read = new Set(rules.filter((r) => r.picks.length > 0 || (r.slots?.length ?? 0) > 0).map((r) => r.name));
  return shape.fields.some((f) => !hasValue(result[f.name]) && !read.has(f.name));
}
