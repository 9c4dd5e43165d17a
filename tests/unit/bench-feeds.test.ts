import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import {
  FEEDS_DEV_SEEDS,
  FEEDS_HELD_OUT_SEEDS,
  FEEDS_STRESS_SEEDS,
  feedsPagePlans,
  generateFeedsSite,
  type FeedsSite,
} from '@/bench/templates/feeds';

const spaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

/** The page's visible text (scripts, styles and the title out) and its links. */
function visible(html: string): { text: string; main: string; hrefs: Set<string>; doc: Document } {
  const doc = parseHtmlDocument(html);
  const hrefs = new Set([...doc.querySelectorAll('a[href]')].map((el) => el.getAttribute('href') ?? ''));
  for (const el of [...doc.querySelectorAll('script, style, title')]) el.remove();
  return {
    text: spaces(doc.body?.textContent ?? ''),
    main: spaces(doc.querySelector('main')?.textContent ?? ''),
    hrefs,
    doc,
  };
}

/** Digits with the separators between them gone: "12.480" → "12480", "4,5" → "45". */
const compact = (text: string): string => text.replace(/(\d)[\s.,]+(?=\d)/g, '$1');

function checkRecord(where: string, record: Record<string, unknown>, page: ReturnType<typeof visible>): void {
  for (const [name, value] of Object.entries(record)) {
    const at = `${where} ${name} ${JSON.stringify(value)}`;
    if (typeof value === 'number') expect(compact(page.text), at).toContain(String(value).replace('.', ''));
    else if (Array.isArray(value)) {
      expect(value.length, at).toBeGreaterThan(0);
      for (const item of value) expect(page.text, at).toContain(spaces(String(item)));
    } else if (name === 'url') expect(page.hrefs.has(String(value)), at).toBe(true);
    else {
      expect(typeof value, at).toBe('string');
      expect(String(value), at).toBe(String(value).trim());
      expect(page.text, at).toContain(spaces(String(value)));
    }
  }
}

const arrayField = (site: FeedsSite): string | undefined =>
  site.kind === 'list' ? Object.keys(site.schema.properties as object)[0] : undefined;

function fieldNames(site: FeedsSite): string[] {
  const props = site.schema.properties as Record<string, { items?: { properties?: object } }>;
  const list = arrayField(site);
  return Object.keys(list ? (props[list]?.items?.properties ?? {}) : props);
}

describe('bench feeds-and-tables templates', () => {
  it('give the same site for the same seed, and another for another seed', () => {
    expect(generateFeedsSite(7)).toEqual(generateFeedsSite(7));
    expect(feedsPagePlans(7)).toEqual(feedsPagePlans(7));
    expect(generateFeedsSite(8).pages[0]?.html).not.toBe(generateFeedsSite(7).pages[0]?.html);
    const names = new Set(FEEDS_DEV_SEEDS.map((seed) => generateFeedsSite(seed).pages[0]?.html));
    expect(names.size).toBe(FEEDS_DEV_SEEDS.length);
  });

  it('keep the three seed sets apart', () => {
    const dev = new Set(FEEDS_DEV_SEEDS);
    const held = new Set(FEEDS_HELD_OUT_SEEDS);
    expect(FEEDS_DEV_SEEDS).toHaveLength(30);
    expect(FEEDS_HELD_OUT_SEEDS).toHaveLength(30);
    expect(FEEDS_STRESS_SEEDS).toHaveLength(60);
    expect(FEEDS_HELD_OUT_SEEDS.some((seed) => dev.has(seed))).toBe(false);
    expect(FEEDS_STRESS_SEEDS.some((seed) => dev.has(seed) || held.has(seed))).toBe(false);
  });

  it('show every truth value of the dev seeds on its page; error pages {}, empty lists []', () => {
    for (const seed of FEEDS_DEV_SEEDS) {
      const site = generateFeedsSite(seed);
      const names = fieldNames(site);
      const list = arrayField(site);
      for (const [index, page] of site.pages.entries()) {
        const where = `${site.name} page ${index + 1}`;
        const shown = visible(page.html);
        if (page.odd && Object.keys(page.truth).length === 0) {
          expect(page.html, where).toContain('404');
          continue;
        }
        if (!list) {
          expect(page.odd, where).toBe(false);
          for (const name of Object.keys(page.truth)) expect(names, where).toContain(name);
          checkRecord(where, page.truth, shown);
          continue;
        }
        expect(Object.keys(page.truth), where).toEqual([list]);
        const records = page.truth[list] as Array<Record<string, unknown>>;
        expect(records.length === 0, where).toBe(page.odd);
        for (const [i, record] of records.entries()) {
          for (const name of Object.keys(record)) expect(names, where).toContain(name);
          checkRecord(`${where} record ${i + 1}`, record, shown);
        }
      }
    }
  }, 60_000);

  it("count the dev seeds' list records as the page shows them, traps apart", () => {
    for (const seed of FEEDS_DEV_SEEDS) {
      const site = generateFeedsSite(seed);
      const plans = feedsPagePlans(seed);
      const list = arrayField(site);
      expect(plans).toHaveLength(site.pages.length);
      for (const [index, page] of site.pages.entries()) {
        const where = `${site.name} page ${index + 1}`;
        const plan = plans[index] ?? [];
        const shown = visible(page.html);
        for (const item of plan) expect(shown.text, `${where} ${item.role} ${item.key}`).toContain(spaces(item.key));
        const records = plan.filter((item) => item.role === 'record');
        if (!list) {
          expect(records.length, where).toBe(page.odd ? 0 : 1);
          continue;
        }
        const truth = (page.truth[list] ?? []) as Array<Record<string, unknown>>;
        expect(truth.length, where).toBe(records.length);
        // Each record named by its own value, in page order; no trap among them.
        records.forEach((item, i) => expect(Object.values(truth[i] ?? {}), where).toContain(item.key));
        const trapKeys = new Set(plan.filter((item) => item.role !== 'record').map((item) => item.key));
        for (const record of truth)
          for (const value of Object.values(record)) expect(trapKeys.has(String(value)), where).toBe(false);
        // Records as table rows: the main table's body rows, less its header row, are the records
        // and the traps between them.
        if (site.style.startsWith('table/') && !page.odd) {
          const rows = [...shown.doc.querySelectorAll('main table tbody tr')].filter((tr) => !tr.querySelector('th'));
          const inTable = plan.filter((item) => !['trending', 'box', 'reply', 'related'].includes(item.role));
          expect(rows.length, where).toBe(inTable.length);
        }
      }
    }
  }, 60_000);

  it('generate the held-out and stress seeds without error, every page a truth of the schema', () => {
    for (const seed of [...FEEDS_HELD_OUT_SEEDS, ...FEEDS_STRESS_SEEDS]) {
      const site = generateFeedsSite(seed);
      expect([12, 20]).toContain(site.pages.length);
      const list = arrayField(site);
      for (const page of site.pages) {
        if (list && !page.odd) expect((page.truth[list] as unknown[]).length).toBeGreaterThan(0);
        if (!list) expect(Object.keys(page.truth).length > 0).toBe(!page.odd);
      }
    }
  }, 60_000);

  it('draw what feeds and tables do: both kinds, the topics, layouts, languages, class styles and traps', () => {
    const sites = FEEDS_DEV_SEEDS.map(generateFeedsSite);
    const plans = FEEDS_DEV_SEEDS.flatMap(feedsPagePlans).flat();
    expect(new Set(sites.map((s) => s.kind))).toEqual(new Set(['detail', 'list']));
    const lists = sites.filter((s) => s.kind === 'list').length;
    expect(lists / sites.length).toBeGreaterThan(0.6);
    expect(new Set(sites.map((s) => s.topic)).size).toBe(8);
    expect(new Set(sites.map((s) => s.style.split('/')[1])).size).toBe(3);
    expect(new Set(sites.map((s) => s.style.split('/')[2])).size).toBe(4);
    expect(new Set(sites.map((s) => s.pages.length))).toEqual(new Set([12, 20]));
    expect(sites.filter((s) => s.pages.some((p) => p.odd && Object.keys(p.truth).length === 0)).length).toBeGreaterThan(
      sites.length / 2,
    );
    expect(sites.some((s) => s.pages.some((p) => p.odd && Object.keys(p.truth).length === 1))).toBe(true);
    for (const role of ['pinned', 'featured', 'ad', 'trending', 'related', 'box'])
      expect(
        plans.some((item) => item.role === role),
        role,
      ).toBe(true);
    const html = sites.flatMap((s) => s.pages.map((p) => p.html)).join('\n');
    for (const mark of [
      'rowspan=',
      '<tfoot>',
      '<blockquote',
      '<dl',
      '<table',
      '<ol',
      '<article',
      'data-next=',
      'rel="next"',
    ])
      expect(html, mark).toContain(mark);
    expect(html).toMatch(/ ago<|vor \d+ Tag|il y a \d+|hace \d+/);
  });
});
