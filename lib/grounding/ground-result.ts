import type { Evidence } from './evidence';
import { childPointer } from './pointer';
import { valueRole, type NumberRole } from './roles';

/** Where each leaf of a result stands against the page(s); pointers are RFC 6901. */
export interface GroundingCheck {
  /** Leaves compared with the page(s): found + notFound.length. */
  checked: number;
  found: number;
  notFound: string[];
  /** Leaves the model derived (a count, a boolean, an enum, a sum): not comparable with text. */
  unchecked: string[];
  /**
   * Leaves on the page only in another role: another record's, another item's, another
   * quantity's ("42 reviews" for a price). Counted in `checked`, not in `found`.
   */
  misplaced: string[];
  /** Where each misplaced leaf was found, in words ("in “Customers also bought”"). */
  where: Record<string, string>;
}

const ROLE_WORDS: Record<NumberRole, string> = {
  money: 'a price',
  count: 'a count (reviews, items sold…)',
  rating: 'a rating',
  percent: 'a percentage',
  unit: 'a measure',
  plain: 'another figure',
};

type Schema = Record<string, unknown>;

/** Keys that name a count the model made: "count", "item_count", "reviewCount", "num_pages". */
const COUNT_KEY = /(^|[_\W])(count|num|number_of|amount_of)([_\W]|$)|[a-z]Count$/i;
/** Keys that name a currency ("currency", "currency_code", "priceCurrency"). */
const CURRENCY_KEY = /currenc/i;
/** Keys that may name a sum or an average the model worked out ("total", "avg_rating"). */
const SUM_KEY = /(^|[_\W])(total|sum|avg|average|mean)([_\W]|$)|[a-z](Total|Sum)$/i;

/**
 * Checks every leaf of `result` against the page evidence. Empty values (null, "") claim
 * nothing and are skipped. Booleans, schema enums, counts (by their key) and zeros are derived
 * or said in words, so unchecked; a number not on the page is unchecked when it may be a sum or an average (by its
 * key, or equal to a list's length or a column's sum in the result).
 */
export function groundResult(
  result: unknown,
  evidence: Evidence,
  schema?: Schema | null,
  /**
   * The whole page, for a number the model input writes only in another role: found when the
   * page writes it in its own role elsewhere (a rating said only in an aria-label, "2 out of 5
   * stars", beside a review count "(2)"); a plain figure there does not rescue it.
   */
  inRole?: Evidence,
): GroundingCheck {
  const check: GroundingCheck = { checked: 0, found: 0, notFound: [], unchecked: [], misplaced: [], where: {} };
  if (typeof result === 'string') {
    // Plain-text answers are the model's own prose: nothing in them is a page value to check.
    if (result.trim()) check.unchecked.push('');
    return check;
  }
  const derived = derivedNumbers(result);
  const visit = (value: unknown, pointer: string, key: string, node: Schema | undefined): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, childPointer(pointer, i), key, itemsOf(node)));
      return;
    }
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, childPointer(pointer, k), k, propertyOf(node, k));
      return;
    }
    // A zero is how many of something there are not, which pages say in words as often as in a
    // figure ("Nonstop", "Direkt", "Free"): it is not looked for, and a "0" in a time or a
    // price elsewhere would prove nothing.
    if (
      typeof value === 'boolean' ||
      isEnum(node) ||
      (typeof value === 'number' && (value === 0 || COUNT_KEY.test(key)))
    ) {
      check.unchecked.push(pointer);
      return;
    }
    if (typeof value !== 'string' && typeof value !== 'number') return;
    if (typeof value === 'string' && !value.trim()) return;
    const role = valueRole(key, value);
    // A currency asked for as its sign or code is found where the page writes that currency.
    const currency = typeof value === 'string' && CURRENCY_KEY.test(key) ? evidence.matchCurrency(value) : null;
    if (currency !== null || evidence.match(value, role) !== null) {
      check.checked++;
      check.found++;
      return;
    }
    // On the page, but only written as another quantity: "$42" beside "42 reviews".
    const others = role ? evidence.rolesOf(value).filter((r) => r !== 'plain' && r !== role) : [];
    if (others.length > 0 && evidence.match(value) !== null) {
      check.checked++;
      if (role && inRole?.rolesOf(value).includes(role)) {
        check.found++;
        return;
      }
      check.misplaced.push(pointer);
      check.where[pointer] = `written as ${ROLE_WORDS[others[0] ?? 'plain']}`;
      return;
    }
    if (typeof value === 'number' && (SUM_KEY.test(key) || derived.has(value))) {
      check.unchecked.push(pointer);
      return;
    }
    check.checked++;
    check.notFound.push(pointer);
  };
  visit(result, '', '', schema ?? undefined);
  return check;
}

/** List lengths and per-key sums over lists of objects: numbers a model may have computed. */
function derivedNumbers(result: unknown): Set<number> {
  const out = new Set<number>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      out.add(value.length);
      const sums = new Map<string, number>();
      for (const item of value) {
        if (item && typeof item === 'object' && !Array.isArray(item))
          for (const [k, v] of Object.entries(item)) if (typeof v === 'number') sums.set(k, (sums.get(k) ?? 0) + v);
        walk(item);
      }
      for (const sum of sums.values()) out.add(Math.round(sum * 100) / 100);
    } else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) walk(v);
    }
  };
  walk(result);
  return out;
}

function asSchema(value: unknown): Schema | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : undefined;
}

/** The branch of anyOf/oneOf that is not just "null", so nullable fields keep their shape. */
function unwrap(node: Schema | undefined): Schema | undefined {
  if (!node) return undefined;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) {
      const real = branches.map(asSchema).find((b) => b && b['type'] !== 'null');
      if (real) return real;
    }
  }
  return node;
}

function propertyOf(node: Schema | undefined, key: string): Schema | undefined {
  return unwrap(asSchema(asSchema(unwrap(node)?.['properties'])?.[key]));
}

function itemsOf(node: Schema | undefined): Schema | undefined {
  return unwrap(asSchema(unwrap(node)?.['items']));
}

function isEnum(node: Schema | undefined): boolean {
  const n = unwrap(node);
  return Array.isArray(n?.['enum']) || (n !== undefined && 'const' in n);
}
