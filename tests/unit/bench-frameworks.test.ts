import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import {
  FRAMEWORK_DEV_SEEDS,
  FRAMEWORK_HELD_OUT_SEEDS,
  FRAMEWORK_STRESS_SEEDS,
  generateFrameworkSite,
  type FrameworkSite,
} from '@/bench/templates/frameworks';
import { WORDS } from '@/bench/templates/frameworks-kinds';
import { DEV_SEEDS, HELD_OUT_SEEDS, STRESS_SEEDS } from '@/bench/templates/generate';
import { VERTICAL_DEV_SEEDS, VERTICAL_HELD_OUT_SEEDS } from '@/bench/templates/verticals';

/** The page's visible text (scripts and styles out, no-break spaces as spaces) and its aria-labels. */
function visible(html: string): { text: string; labels: string; hrefs: Set<string> } {
  const doc = parseHtmlDocument(html);
  const labels = [...doc.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? '').join(' | ');
  const hrefs = new Set([...doc.querySelectorAll('a[href]')].map((el) => el.getAttribute('href') ?? ''));
  for (const el of [...doc.querySelectorAll('script, style, title')]) el.remove();
  const text = (doc.body?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
  return { text, labels, hrefs };
}

/** Digits with the separators and element boundaries between them gone: "$1,2<sup>99</sup>" → "1299". */
const compact = (text: string): string => text.replace(/(\d)[\s.,]+(?=\d)/g, '$1');

/** A number as a page may show it: its cents ("12.99" → "1299"), or a whole amount alone ("49"). */
function numberShown(value: number, text: string): boolean {
  const digits = compact(text);
  const cents = String(Math.round(value * 100));
  return digits.includes(cents) || (Number.isInteger(value) && digits.includes(String(value)));
}

function checkRecord(site: FrameworkSite, truth: Record<string, unknown>, page: ReturnType<typeof visible>): void {
  const words = WORDS[site.lang];
  for (const [name, value] of Object.entries(truth)) {
    const where = `${site.name} ${name} ${JSON.stringify(value)}`;
    if (name === 'rating') {
      const shown = String(value);
      expect(page.labels.includes(shown) || page.labels.includes(shown.replace('.', ',')), where).toBe(true);
    } else if (name === 'in_stock') {
      const phrases = value ? [...words.inStock, words.fewLeft(0).replace('0', '')] : words.soldOut;
      expect(
        phrases.some((phrase) => phrase.split(/\s+/).every((part) => !part || page.text.includes(part))),
        where,
      ).toBe(true);
    } else if (name === 'url') {
      const path = new URL(String(value)).pathname;
      expect(page.hrefs.has(path), where).toBe(true);
    } else if (typeof value === 'number') expect(numberShown(value, page.text), where).toBe(true);
    else if (Array.isArray(value)) for (const item of value) expect(page.text, where).toContain(String(item));
    else expect(page.text, where).toContain(String(value));
  }
}

describe('bench framework templates', () => {
  it('give the same site for the same seed, and another for another seed', () => {
    expect(generateFrameworkSite(7)).toEqual(generateFrameworkSite(7));
    expect(generateFrameworkSite(4007).pages[0]?.html).not.toBe(generateFrameworkSite(7).pages[0]?.html);
  });

  it('show every truth value on its page: text, split prices, star labels, availability phrases, links', () => {
    for (const seed of [...FRAMEWORK_DEV_SEEDS, ...FRAMEWORK_HELD_OUT_SEEDS]) {
      const site = generateFrameworkSite(seed);
      const names = Object.keys(site.schema.properties as object);
      for (const page of site.pages) {
        const shown = visible(page.html);
        for (const name of Object.keys(page.truth)) expect(names).toContain(name);
        if (site.kind === 'detail') checkRecord(site, page.truth, shown);
        else
          for (const record of (page.truth.products ?? []) as Array<Record<string, unknown>>)
            checkRecord(site, record, shown);
      }
    }
  }, 120_000);

  it('keep their split apart from each other and from the other families', () => {
    const held = new Set(FRAMEWORK_HELD_OUT_SEEDS);
    expect(FRAMEWORK_DEV_SEEDS.some((seed) => held.has(seed))).toBe(false);
    expect(FRAMEWORK_STRESS_SEEDS.some((seed) => held.has(seed) || FRAMEWORK_DEV_SEEDS.includes(seed))).toBe(false);
    for (const other of [DEV_SEEDS, HELD_OUT_SEEDS, STRESS_SEEDS, VERTICAL_DEV_SEEDS, VERTICAL_HELD_OUT_SEEDS])
      expect(other.some((seed) => held.has(seed))).toBe(false);
  });

  it('draw what framework sites do: both kinds and class styles, several languages, odd pages, optional fields', () => {
    const sites = FRAMEWORK_DEV_SEEDS.map(generateFrameworkSite);
    expect(new Set(sites.map((s) => s.kind))).toEqual(new Set(['detail', 'list']));
    expect(new Set(sites.map((s) => s.css))).toEqual(new Set(['utility', 'css-in-js']));
    expect(new Set(sites.map((s) => s.lang)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(sites.map((s) => s.pages.length))).toEqual(new Set([12, 20]));
    expect(sites.filter((s) => s.pages.some((p) => p.odd)).length).toBeGreaterThan(sites.length / 2);
    const details = sites.filter((s) => s.kind === 'detail');
    // An optional field missing on page 1 and shown on a later page.
    for (const field of ['list_price', 'rating', 'sizes', 'color'])
      expect(
        details.some((s) => !(field in (s.pages[0]?.truth ?? {})) && s.pages.some((p) => field in p.truth)),
        field,
      ).toBe(true);
    const html = sites.flatMap((s) => s.pages.map((p) => p.html)).join('\n');
    for (const mark of [
      '__NEXT_DATA__',
      '__INITIAL_STATE__',
      'application/ld+json',
      '<sup',
      '<small',
      'aria-pressed="true"',
      '<details',
    ])
      expect(html, mark).toContain(mark);
    const counts = new Set(
      sites
        .filter((s) => s.kind === 'list')
        .flatMap((s) => s.pages.map((p) => (p.truth.products as unknown[] | undefined)?.length ?? 0)),
    );
    expect(counts.size).toBeGreaterThan(5);
  });
});
