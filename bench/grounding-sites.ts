/**
 * bench:grounding's --sites rows (a DIAGNOSTIC, dev material): the TRUE values of many real
 * pages of a few sites (shared/corpus-sites: every page with ground truth), given as a careful
 * model would give them, checked exactly as a run's result is (lib/jobs/check-result.ts, the
 * model input and the page's HTML). What it counts is how many true values grounding flags
 * (`notFound` or `misplaced`): the cost of grounding in role on templates its rules were not
 * written for. It holds no role errors, so it says nothing of how many errors are caught.
 *
 * Every page of this folder is dev material: their flags were read while developing the role
 * rules (docs/benchmarks.md says so), unlike the shared corpus's held-out pages.
 *
 * Fields are asked under the keys a user would give them: a product's model or a person's,
 * place's or school's name as `name`, a maker as `brand`, a book's or job's title as `title`,
 * the rest under their own names. A truth value that carries its label ("MSRP: $12,345") is
 * answered as the value alone ("$12,345"), as a model answers it; values the plain search does
 * not find on the page, and truth values with no letter or digit ("-" for none), are left out
 * (counted).
 */
import { readFile } from 'node:fs/promises';
import type { CorpusPage } from './corpus';
import { checkOne } from './grounding-roles';
import { onPage, plainSearchText } from './plain-search';

export interface SitesTally {
  pages: number;
  truth: number;
  flagged: number;
  notFound: number;
  misplaced: number;
  /** Truth values the plain search does not find on the page: left out. */
  leftOut: number;
  byField: Record<string, { truth: number; flagged: number }>;
}

export interface SitesMiss {
  site: string;
  page: string;
  field: string;
  value: string;
  how: 'not found' | 'misplaced';
  where?: string;
}

export function emptySitesTally(): SitesTally {
  return { pages: 0, truth: 0, flagged: 0, notFound: 0, misplaced: 0, leftOut: 0, byField: {} };
}

/** The key a user would ask a ground-truth field under. */
const KEYS: Record<string, string> = { model: 'name', manufacturer: 'brand' };

/** A truth value as a model gives it: without a leading label ("MSRP: $12,345" → "$12,345"). */
function answerValue(field: string, truth: string): string {
  const text = truth.trim();
  if (field === 'price') {
    const money = /(?:\p{Sc}\s?)?\d[\d.,]*(?:\s?\p{Sc})?/u.exec(text);
    return money ? money[0].trim() : text;
  }
  return text;
}

/**
 * Values that share a word are spellings of one value ("ACME" and "Acme Corp"; a model's full
 * name and its short one), of which the truth lists several: asked as one value, the first.
 */
function spellings(values: string[]): boolean {
  const seen = new Set<string>();
  for (const value of values) {
    const words = new Set(value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    for (const word of words) if (seen.has(word)) return true;
    for (const word of words) seen.add(word);
  }
  return false;
}

/**
 * `several`: fields that hold several values on some page of the site are asked as arrays, every
 * value an item (the --sites rows, as bench:recipes asks the same pages); without it, a field is
 * asked for its first value only (the shared corpus's item-field rows, whose held-out figures
 * were first recorded that way).
 */
export async function benchSites(
  pages: CorpusPage[],
  tally: SitesTally,
  misses: SitesMiss[],
  options: { several?: boolean } = {},
): Promise<void> {
  const several = new Set(
    options.several
      ? pages.flatMap((p) => Object.entries(p.fields).flatMap(([f, v]) => (v.length > 1 && !spellings(v) ? [f] : [])))
      : [],
  );
  for (const page of pages) {
    const html = await readFile(page.file, 'utf8');
    const url = page.url || 'https://corpus.invalid/page';
    const searchable = plainSearchText(html);
    const answer: Record<string, string | string[]> = {};
    const fieldOf: Record<string, string> = {};
    const leaves: Array<{ key: string; pointer: string; value: string }> = [];
    for (const [field, values] of Object.entries(page.fields)) {
      const key = KEYS[field] ?? field;
      const asked = several.has(field) && !spellings(values) ? values : values.slice(0, 1);
      const kept: string[] = [];
      for (const truth of asked) {
        if (!truth?.trim()) continue;
        const value = answerValue(field, truth);
        // A dash or a blank for "none" is no value a model would give.
        if (!/[\p{L}\p{N}]/u.test(value) || !onPage(value, searchable)) {
          tally.leftOut++;
          continue;
        }
        kept.push(value);
      }
      if (kept.length === 0) continue;
      answer[key] = several.has(field) && asked.length > 1 ? kept : (kept[0] as string);
      fieldOf[key] = field;
      kept.forEach((value, i) =>
        leaves.push({ key, pointer: several.has(field) && asked.length > 1 ? `/${key}/${i}` : `/${key}`, value }),
      );
    }
    const keys = Object.keys(answer);
    if (keys.length === 0) continue;
    const schema = {
      type: 'object',
      properties: Object.fromEntries(
        keys.map((k) => [
          k,
          Array.isArray(answer[k]) ? { type: 'array', items: { type: 'string' } } : { type: 'string' },
        ]),
      ),
    };
    const prompt = `The item on this page: its ${keys.join(', ')}`;
    const { notFound, misplaced, where } = checkOne({ url, html, prompt, schema, answer, fields: keys });
    tally.pages++;
    for (const { key, pointer, value } of leaves) {
      const field = fieldOf[key] ?? key;
      const row = (tally.byField[`${page.corpus}:${key}`] ??= { truth: 0, flagged: 0 });
      row.truth++;
      tally.truth++;
      const how = notFound.has(pointer) ? 'not found' : misplaced.has(pointer) ? 'misplaced' : null;
      if (how === null) continue;
      row.flagged++;
      tally.flagged++;
      if (how === 'not found') tally.notFound++;
      else tally.misplaced++;
      misses.push({
        site: page.corpus,
        page: page.id,
        field: field === key ? key : `${key} (${field})`,
        value,
        how,
        ...(where[pointer] ? { where: where[pointer] } : {}),
      });
    }
  }
}
