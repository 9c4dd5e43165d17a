import { describe, expect, it } from 'vitest';
import { validateJson } from '@/lib/contract/validate-json';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import {
  generateReferenceSite,
  REFERENCE_DEV_SEEDS,
  REFERENCE_HELD_OUT_SEEDS,
  REFERENCE_STRESS_SEEDS,
  type ReferenceSite,
} from '@/bench/templates/reference';

const spaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

/** The page's visible text: scripts, styles, the title and `hidden` elements out. */
function visible(html: string): string {
  const doc = parseHtmlDocument(html);
  for (const el of [...doc.querySelectorAll('script, style, title, [hidden]')]) el.remove();
  return spaces(doc.body?.textContent ?? '');
}

/** Digits with the separators between them gone: "12.480" → "12480", "4,5" → "45". */
const compact = (text: string): string => text.replace(/(\d)[\s.,]+(?=\d)/g, '$1');

/** A number is on the page as its digits, or as a `<data value>`, or in a star icon's label. */
function numberShown(value: number, text: string, html: string): boolean {
  const digits = String(Math.abs(value)).replace('.', '');
  return compact(text).includes(digits) || html.includes(`value="${value}"`) || html.includes(`aria-label="${value}`);
}

function checkValues(where: string, record: Record<string, unknown>, text: string, html: string): void {
  for (const [name, value] of Object.entries(record)) {
    const at = `${where} ${name} ${JSON.stringify(value)}`;
    if (typeof value === 'number') expect(numberShown(value, text, html), at).toBe(true);
    else if (typeof value === 'boolean') continue;
    else if (Array.isArray(value)) {
      expect(value.length, at).toBeGreaterThan(0);
      for (const item of value) expect(text, at).toContain(spaces(String(item)));
    } else {
      expect(typeof value, at).toBe('string');
      expect(String(value), at).toBe(String(value).trim());
      expect(text, at).toContain(spaces(String(value)));
    }
  }
}

const listField = (site: ReferenceSite): string | undefined =>
  site.kind === 'list' ? Object.keys(site.schema.properties as object)[0] : undefined;

describe('bench reference-data templates', () => {
  it('give the same site for the same seed, and another for another seed', () => {
    expect(generateReferenceSite(7)).toEqual(generateReferenceSite(7));
    expect(generateReferenceSite(8).pages[0]?.html).not.toBe(generateReferenceSite(7).pages[0]?.html);
    const firsts = new Set(REFERENCE_DEV_SEEDS.map((seed) => generateReferenceSite(seed).pages[0]?.html));
    expect(firsts.size).toBe(REFERENCE_DEV_SEEDS.length);
  });

  it('keep the three seed sets apart', () => {
    const dev = new Set(REFERENCE_DEV_SEEDS);
    const held = new Set(REFERENCE_HELD_OUT_SEEDS);
    expect(REFERENCE_DEV_SEEDS).toHaveLength(30);
    expect(REFERENCE_HELD_OUT_SEEDS).toHaveLength(30);
    expect(REFERENCE_STRESS_SEEDS).toHaveLength(60);
    expect(REFERENCE_HELD_OUT_SEEDS.some((seed) => dev.has(seed))).toBe(false);
    expect(REFERENCE_STRESS_SEEDS.some((seed) => dev.has(seed) || held.has(seed))).toBe(false);
  });

  it('give every page of every split a truth of its schema, odd pages {} or an empty list', () => {
    for (const seed of [...REFERENCE_DEV_SEEDS, ...REFERENCE_HELD_OUT_SEEDS, ...REFERENCE_STRESS_SEEDS]) {
      const site = generateReferenceSite(seed);
      expect([12, 20]).toContain(site.pages.length);
      expect(site.prompt.length).toBeGreaterThan(10);
      const list = listField(site);
      const props = site.schema.properties as Record<string, { items?: { properties?: object } }>;
      const names = Object.keys(list ? (props[list]?.items?.properties ?? {}) : props);
      for (const [index, page] of site.pages.entries()) {
        const where = `${site.name} page ${index + 1}`;
        expect(page.url, where).toMatch(/^https:\/\/[a-z.]+\.(example|test|invalid)\//);
        const checked = validateJson(site.schema, page.truth);
        if (!(page.odd && Object.keys(page.truth).length === 0))
          expect(
            checked.errors.map((e) => `${e.instanceLocation} ${e.error}`),
            where,
          ).toEqual([]);
        if (page.odd) {
          expect(index, where).toBeGreaterThanOrEqual(2);
          if (Object.keys(page.truth).length === 0) expect(page.html, where).toContain('404');
          else expect(page.truth, where).toEqual({ [list ?? '']: [] });
          continue;
        }
        const records = list ? (page.truth[list] as Array<Record<string, unknown>>) : [page.truth];
        expect(records.length, where).toBeGreaterThan(0);
        for (const record of records) for (const name of Object.keys(record)) expect(names, where).toContain(name);
      }
    }
  }, 120_000);

  it('show every truth value of the dev and stress seeds in its page, hidden panels and scripts apart', () => {
    for (const seed of [...REFERENCE_DEV_SEEDS, ...REFERENCE_STRESS_SEEDS]) {
      const site = generateReferenceSite(seed);
      const list = listField(site);
      for (const [index, page] of site.pages.entries()) {
        if (page.odd) continue;
        const where = `${site.name} page ${index + 1}`;
        const text = visible(page.html);
        const records = list ? (page.truth[list] as Array<Record<string, unknown>>) : [page.truth];
        records.forEach((record, i) => checkValues(`${where} record ${i + 1}`, record, text, page.html));
      }
    }
  }, 120_000);

  it('draw what reference sites are: both kinds, every topic, four languages, three class styles, the hostile markup', () => {
    const sites = REFERENCE_DEV_SEEDS.map(generateReferenceSite);
    const lists = sites.filter((s) => s.kind === 'list').length;
    expect(lists / sites.length).toBeGreaterThan(0.35);
    expect(lists / sites.length).toBeLessThan(0.65);
    expect(new Set(sites.map((s) => s.topic)).size).toBe(9);
    expect(new Set(sites.map((s) => s.style.split('/')[1])).size).toBe(3);
    expect(new Set(sites.map((s) => s.style.split('/')[2])).size).toBe(4);
    expect(new Set(sites.map((s) => s.pages.length))).toEqual(new Set([12, 20]));
    expect(sites.filter((s) => s.pages.some((p) => p.odd)).length).toBeGreaterThan(sites.length / 2);
    expect(sites.some((s) => s.pages.some((p) => p.odd && Object.keys(p.truth).length === 1))).toBe(true);
    expect(sites.some((s) => s.topic === 'grid' && s.style.startsWith('columns-'))).toBe(true);
    const html = sites.flatMap((s) => s.pages.map((p) => p.html)).join('\n');
    for (const mark of [
      '<sup',
      '<time class=',
      '<data class=',
      '<meter',
      '<progress',
      ' hidden>',
      'aria-expanded="false"',
      '<abbr title=',
      'itemprop=',
      'application/ld+json',
      'role="img" aria-label=',
      'data-variant="b"',
      'data-unit="f" hidden',
      'role="columnheader"',
      'scope="col"',
      '<dl',
    ])
      expect(html, mark).toContain(mark);
  });
});
