import { escapeRegExp } from '../shared/escape-reg-exp';
import { currencySymbols } from './currencies';
import { datesIn, dateValue, timesIn, timeValue } from './dates';
import { foldText, foldWords } from './fold-text';
import { holdsWords } from './spaceless';
import { numberKey, numberRuns, numericValue } from './numbers';
import { numberRole, rolesAgree, type NumberRole, type ValueRole } from './roles';
import { looksLikeUrl, urlKey } from './urls';

/** What one captured page offers as evidence. */
export interface PageEvidence {
  /** The page's address: relative URLs in model values resolve against it. */
  url: string;
  /** What the page says: visible text and the values of its data block (JSON-LD, meta). */
  texts: string[];
  /** Every link target and image source on the page (absolute, or relative to `url`). */
  urls: string[];
}

/** How a value was found: as text, as a number or a date in the page's own format, as a link. */
export type MatchKind = 'text' | 'number' | 'date' | 'url';

const PART_SEPARATOR = /\s*(?:[;|\n•·/]|\s(?:and|&|und|et|y|e|en)\s)\s*/iu;
/** A price level written in currency signs ("$", "€€€"): a value of its own, not a figure. */
const PRICE_LEVEL = /^\p{Sc}{1,5}$/u;
const MIN_SHINGLE_WORDS = 8;
const SHINGLE_COVERAGE = 0.85;

/** What a page says, indexed: built the first time a value is matched against it. */
interface Index {
  folded: string;
  words: string;
  /** Each number on the page, with the roles it is written in (money, a count, a rating…). */
  numbers: Map<string, Set<NumberRole>>;
  dates: Set<string>;
  times: Set<string>;
  urls: Set<string>;
  bases: string[];
}

function indexOf(pages: ReadonlyArray<PageEvidence>): Index {
  const texts = pages.flatMap((p) => p.texts);
  const index: Index = {
    folded: texts.map(foldText).join('\n'),
    words: ` ${texts.map(foldWords).join(' | ')} `,
    numbers: new Map(),
    dates: new Set(),
    times: new Set(),
    urls: new Set(),
    bases: pages.map((p) => p.url).filter(Boolean),
  };
  for (const text of texts) {
    for (const run of numberRuns(text)) {
      const role = numberRole(text, run.start, run.end);
      for (const n of run.values) {
        const key = numberKey(n);
        const roles = index.numbers.get(key) ?? new Set<NumberRole>();
        roles.add(role);
        index.numbers.set(key, roles);
      }
    }
    for (const d of datesIn(text)) index.dates.add(d);
    for (const t of timesIn(text)) index.times.add(t);
  }
  for (const page of pages) {
    for (const raw of [page.url, ...page.urls]) {
      const key = urlKey(raw, page.url);
      if (key) index.urls.add(key);
    }
  }
  return index;
}

/**
 * Everything the captured page(s) say, indexed for matching model values: folded text,
 * numbers in every reading the page's separators allow, dates, and link/image URLs. The index
 * is built on the first match: grounding makes one Evidence for every card and block of a
 * page, and asks most of them nothing.
 */
export class Evidence {
  private indexed: Index | null = null;
  private shingles: Set<string> | null = null;
  /** The role the value being matched claims (set per match call; parts inherit it). */
  private wanted: ValueRole = null;

  constructor(private readonly pages: ReadonlyArray<PageEvidence>) {}

  private get index(): Index {
    return (this.indexed ??= indexOf(this.pages));
  }

  /**
   * How `value` appears on the page(s), or null when it does not. A number that claims a role
   * (`wanted`: money, a rating, a count…) is found only where the page writes it in that role
   * or in none: "$42" is not the "42" of "42 reviews".
   */
  match(value: string | number, wanted: ValueRole = null): MatchKind | null {
    this.wanted = wanted;
    if (typeof value === 'number') return this.hasNumber([value]) ? 'number' : null;
    const text = value.trim();
    if (!text) return null;
    // A URL is one value: "https://shop/products/new-name" is not its parts found here and there.
    if (looksLikeUrl(text)) return this.matchWhole(text);
    return this.matchWhole(text) ?? this.matchParts(text) ?? (this.matchLong(text) ? 'text' : null);
  }

  private matchWhole(text: string): MatchKind | null {
    if (looksLikeUrl(text)) {
      const bases = this.index.bases.length ? this.index.bases : [''];
      if (bases.some((base) => this.index.urls.has(urlKey(text, base) ?? ''))) return 'url';
      return this.hasText(text) ? 'text' : null;
    }
    const dates = dateValue(text);
    if (dates?.some((d) => this.index.dates.has(d))) {
      // A date-time is found when its time of day is on the page too (a changed hour is invented).
      const time = timeValue(text);
      return !time || time.some((t) => this.index.times.has(t)) ? 'date' : null;
    }
    const numbers = numericValue(text);
    if (numbers && this.hasNumber(numbers)) return 'number';
    // A figure that claims a role is found as a figure in that role, not as a word ("$38" → "38").
    if (numbers && this.wanted) return null;
    if (PRICE_LEVEL.test(text)) return this.hasPriceLevel(text) ? 'text' : null;
    if (this.hasText(text)) return 'text';
    return currencySymbols(text).some((symbol) => this.hasSymbol(symbol)) ? 'text' : null;
  }

  /** "$$" as a price level: that run of signs standing alone, not a sign of a figure ("$12"). */
  private hasPriceLevel(text: string): boolean {
    const escaped = escapeRegExp(text);
    return new RegExp(`(?<![\\p{Sc}\\p{N}])${escaped}(?![\\p{Sc}\\p{N}]|\\s?\\p{N})`, 'u').test(this.index.folded);
  }

  /**
   * A value asked for as a currency ("£", "EUR"): found where the page writes that currency, a
   * sign against a figure included ("£302"), which a price level in signs ("$$") is not.
   */
  matchCurrency(value: string): MatchKind | null {
    const text = value.trim();
    const signs = /^\p{Sc}$/u.test(text) ? [text] : currencySymbols(text);
    return signs.some((symbol) => this.hasSymbol(symbol)) ? 'text' : null;
  }

  /** A sign on the page; one written in letters ("kr", "zł") only as a word of its own. */
  private hasSymbol(symbol: string): boolean {
    if (!/\p{L}/u.test(symbol)) return this.index.folded.includes(symbol);
    const escaped = escapeRegExp(symbol);
    return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(this.index.folded);
  }

  /**
   * "Red, Blue and Green" is grounded when each part is, wherever each one stands. A date
   * keeps its comma: "By Ann Lee, March 25, 2011" is "By Ann Lee" and "March 25, 2011".
   */
  private matchParts(text: string): MatchKind | null {
    const parts = text
      .split(PART_SEPARATOR)
      .flatMap((part) => splitCommas(part.trim()))
      .filter(Boolean);
    if (parts.length < 2) return null;
    return parts.every((p) => this.matchWhole(p) !== null) ? 'text' : null;
  }

  /**
   * A long passage (a description, a paragraph) counts when nearly all its three-word runs
   * appear on the page: models mend spacing and punctuation, or drop a word, in long copies.
   * Its figures are facts, though: each must stand on the page among its own neighbours, in a
   * three-word run found there (a changed figure is not a mended copy).
   */
  private matchLong(text: string): boolean {
    const words = foldWords(text).split(' ').filter(Boolean);
    if (words.length < MIN_SHINGLE_WORDS) return false;
    const page = (this.shingles ??= shinglesOf(this.index.words.split(' ').filter(Boolean)));
    const own = shinglesOf(words);
    let hits = 0;
    for (const s of own) if (page.has(s)) hits++;
    if (hits / own.size < SHINGLE_COVERAGE) return false;
    const covered = new Array<boolean>(words.length).fill(false);
    for (let i = 0; i + 2 < words.length; i++)
      if (page.has(`${words[i]} ${words[i + 1]} ${words[i + 2]}`)) covered[i] = covered[i + 1] = covered[i + 2] = true;
    return words.every((word, i) => covered[i] || !/\d/.test(word));
  }

  private hasText(text: string): boolean {
    const words = foldWords(text);
    if (holdsWords(this.index.words, words)) return true;
    // Values that are mostly punctuation ("C++", "★★★★☆") are compared as folded text.
    const folded = foldText(text);
    return (
      folded.length >= 2 && !words.includes(' ') && words.length < folded.length && this.index.folded.includes(folded)
    );
  }

  private hasNumber(numbers: number[]): boolean {
    const wanted = this.wanted;
    const agrees = (key: string): boolean =>
      [...(this.index.numbers.get(key) ?? [])].some((r) => rolesAgree(wanted, r));
    return numbers.some((n) => agrees(numberKey(n)) || agrees(numberKey(Math.abs(n))));
  }

  /** The roles the page writes a number value in (empty when it does not write it). */
  rolesOf(value: string | number): NumberRole[] {
    const numbers = numericValue(value) ?? [];
    const out = new Set<NumberRole>();
    for (const n of numbers)
      for (const key of [numberKey(n), numberKey(Math.abs(n))])
        for (const r of this.index.numbers.get(key) ?? []) out.add(r);
    return [...out];
  }
}

/** A part split at its commas, unless the whole part is a date ("March 25, 2011"). */
function splitCommas(part: string): string[] {
  if (!part.includes(',') || dateValue(part)) return [part];
  return part.split(/\s*,\s*/).filter(Boolean);
}

function shinglesOf(words: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}
