import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import {
  generateTravelSite,
  TRAVEL_DEV_SEEDS,
  TRAVEL_HELD_OUT_SEEDS,
  TRAVEL_STRESS_SEEDS,
  travelPagePlans,
  type TravelSite,
} from '@/bench/templates/travel';
import { TRAVEL_LABELS } from '@/bench/templates/travel-labels';

const spaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

interface Shown {
  text: string;
  html: string;
  doc: Document;
}

/** The page's text (scripts, styles, the title and `hidden` elements out; folded chips stay in). */
function visible(html: string): Shown {
  const doc = parseHtmlDocument(html);
  for (const el of [...doc.querySelectorAll('script, style, title, [hidden]')]) el.remove();
  return { text: spaces(doc.body?.textContent ?? ''), html, doc };
}

/** Digits with the separators between them gone: "1.234,50" → "123450", "4,5" → "45". */
const compact = (text: string): string => text.replace(/(\d)[\s.,]+(?=\d)/g, '$1');

type Schema = { type?: string; items?: Schema; properties?: Record<string, Schema>; required?: string[] };

/** A number is on the page as its digits; stars also as an icon label or a run of ★ glyphs. */
function numberShown(name: string, value: number, page: Shown, site: TravelSite): boolean {
  const labels = TRAVEL_LABELS[site.lang];
  if ((name === 'stops' || name === 'changes') && value === 0)
    return page.text.includes(name === 'stops' ? labels.stops(0) : labels.changes(0));
  if (name === 'stars' && (page.html.includes(`aria-label="${value} `) || page.text.includes('★'.repeat(value))))
    return true;
  return compact(page.text).includes(String(value).replace('.', ''));
}

function booleanShown(name: string, value: boolean, page: Shown, site: TravelSite): boolean {
  const labels = TRAVEL_LABELS[site.lang];
  if (name === 'free_cancellation') return page.text.includes(value ? labels.freeCancellation : labels.nonRefundable);
  if (name === 'breakfast_included') return value && page.text.includes(labels.breakfast);
  return false;
}

function checkRecord(where: string, record: Record<string, unknown>, page: Shown, site: TravelSite): void {
  for (const [name, value] of Object.entries(record)) {
    const at = `${where} ${name} ${JSON.stringify(value)}`;
    if (typeof value === 'number') expect(numberShown(name, value, page, site), at).toBe(true);
    else if (typeof value === 'boolean') expect(booleanShown(name, value, page, site), at).toBe(true);
    else if (Array.isArray(value)) {
      expect(value.length, at).toBeGreaterThan(0);
      for (const item of value) expect(page.text, at).toContain(spaces(String(item)));
    } else {
      expect(typeof value, at).toBe('string');
      expect(String(value), at).toBe(String(value).trim());
      expect(page.text, at).toContain(spaces(String(value)));
    }
  }
}

/** The truth fits the schema: its fields only, their JSON types, the required ones there. */
function checkSchema(where: string, value: unknown, schema: Schema): void {
  if (schema.type === 'object') {
    expect(typeof value, where).toBe('object');
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) expect(Object.keys(schema.properties ?? {}), where).toContain(key);
    for (const key of schema.required ?? []) expect(record, `${where} needs ${key}`).toHaveProperty(key);
    for (const [key, inner] of Object.entries(record))
      checkSchema(`${where}.${key}`, inner, schema.properties?.[key] ?? {});
  } else if (schema.type === 'array') {
    expect(Array.isArray(value), where).toBe(true);
    for (const item of value as unknown[]) checkSchema(where, item, schema.items ?? {});
  } else if (schema.type === 'integer') expect(Number.isInteger(value), where).toBe(true);
  else expect(typeof value, where).toBe(schema.type);
}

const arrayField = (site: TravelSite): string | undefined =>
  site.kind === 'list' ? Object.keys(site.schema.properties as object)[0] : undefined;

/** An error page says 404; a bot check carries its challenge widget. */
const isErrorPage = (html: string): boolean => html.includes('404') || html.includes('data-challenge');

describe('bench travel and hospitality templates', () => {
  it('give the same site for the same seed, and another for another seed', () => {
    expect(generateTravelSite(7)).toEqual(generateTravelSite(7));
    expect(travelPagePlans(7)).toEqual(travelPagePlans(7));
    expect(generateTravelSite(8).pages[0]?.html).not.toBe(generateTravelSite(7).pages[0]?.html);
    const firsts = new Set(TRAVEL_DEV_SEEDS.map((seed) => generateTravelSite(seed).pages[0]?.html));
    expect(firsts.size).toBe(TRAVEL_DEV_SEEDS.length);
  });

  it('keep the three seed sets apart', () => {
    const dev = new Set(TRAVEL_DEV_SEEDS);
    const held = new Set(TRAVEL_HELD_OUT_SEEDS);
    expect(TRAVEL_DEV_SEEDS).toHaveLength(30);
    expect(TRAVEL_HELD_OUT_SEEDS).toHaveLength(30);
    expect(TRAVEL_STRESS_SEEDS).toHaveLength(60);
    expect(TRAVEL_HELD_OUT_SEEDS.some((seed) => dev.has(seed))).toBe(false);
    expect(TRAVEL_STRESS_SEEDS.some((seed) => dev.has(seed) || held.has(seed))).toBe(false);
  });

  it('show every truth value of the dev seeds on its page; error pages {}, empty lists []', () => {
    for (const seed of TRAVEL_DEV_SEEDS) {
      const site = generateTravelSite(seed);
      const list = arrayField(site);
      for (const [index, page] of site.pages.entries()) {
        const where = `${site.name} page ${index + 1}`;
        const shown = visible(page.html);
        if (page.odd && Object.keys(page.truth).length === 0) {
          expect(isErrorPage(page.html), where).toBe(true);
          continue;
        }
        checkSchema(where, page.truth, site.schema as Schema);
        if (!list) {
          expect(page.odd, where).toBe(false);
          checkRecord(where, page.truth, shown, site);
          continue;
        }
        expect(Object.keys(page.truth), where).toEqual([list]);
        const records = page.truth[list] as Array<Record<string, unknown>>;
        expect(records.length === 0, where).toBe(page.odd);
        if (page.odd) expect(shown.text, where).toContain(TRAVEL_LABELS[site.lang].noResults);
        for (const [i, record] of records.entries()) checkRecord(`${where} record ${i + 1}`, record, shown, site);
      }
    }
  }, 60_000);

  it("count the dev seeds' records as the page shows them, sponsored and carousel items apart", () => {
    for (const seed of TRAVEL_DEV_SEEDS) {
      const site = generateTravelSite(seed);
      const plans = travelPagePlans(seed);
      const list = arrayField(site);
      expect(plans).toHaveLength(site.pages.length);
      for (const [index, page] of site.pages.entries()) {
        const where = `${site.name} page ${index + 1}`;
        const plan = plans[index] ?? [];
        const shown = visible(page.html);
        for (const item of plan) expect(shown.text, `${where} ${item.role} ${item.key}`).toContain(spaces(item.key));
        const records = plan.filter((item) => item.role === 'record');
        const truths = list ? ((page.truth[list] ?? []) as Array<Record<string, unknown>>) : [page.truth];
        if (page.odd && !list) continue;
        if (Object.keys(page.truth).length === 0) continue;
        expect(truths.length, where).toBe(records.length);
        records.forEach((item, i) => expect(Object.values(truths[i] ?? {}), where).toContain(item.key));
        const trapKeys = new Set(plan.filter((item) => item.role !== 'record').map((item) => item.key));
        for (const record of truths)
          for (const value of Object.values(record)) expect(trapKeys.has(String(value)), where).toBe(false);
        if (plan.some((item) => item.role === 'sponsored')) {
          const words = TRAVEL_LABELS[site.lang].sponsored;
          expect(
            words.some((word) => shown.text.includes(word)),
            where,
          ).toBe(true);
        }
      }
    }
  }, 60_000);

  it('generate the held-out and stress seeds without error, every page a truth of the schema', () => {
    for (const seed of [...TRAVEL_HELD_OUT_SEEDS, ...TRAVEL_STRESS_SEEDS]) {
      const site = generateTravelSite(seed);
      expect([12, 20]).toContain(site.pages.length);
      const list = arrayField(site);
      for (const [index, page] of site.pages.entries()) {
        const where = `${site.name} page ${index + 1}`;
        if (Object.keys(page.truth).length > 0) checkSchema(where, page.truth, site.schema as Schema);
        if (list && !page.odd) expect((page.truth[list] as unknown[]).length, where).toBeGreaterThan(0);
        if (!list) expect(Object.keys(page.truth).length > 0, where).toBe(!page.odd);
      }
    }
  }, 60_000);

  it('draw what travel sites do: both kinds, the seven topics, six languages, class styles and traps', () => {
    const sites = TRAVEL_DEV_SEEDS.map(generateTravelSite);
    const plans = TRAVEL_DEV_SEEDS.flatMap(travelPagePlans).flat();
    expect(new Set(sites.map((s) => s.kind))).toEqual(new Set(['detail', 'list']));
    const lists = sites.filter((s) => s.kind === 'list').length;
    expect(lists / sites.length).toBeGreaterThan(0.35);
    expect(lists / sites.length).toBeLessThan(0.65);
    expect(new Set(sites.map((s) => s.topic)).size).toBe(7);
    expect(new Set(sites.map((s) => s.lang)).size).toBe(6);
    expect(new Set(sites.map((s) => s.style.split('/')[1])).size).toBe(3);
    expect(new Set(sites.map((s) => s.pages.length))).toEqual(new Set([12, 20]));
    expect(new Set(sites.map((s) => JSON.stringify(s.schema))).size).toBeGreaterThan(sites.length * 0.8);
    const withError = sites.filter((s) => s.pages.some((p) => p.odd && Object.keys(p.truth).length === 0));
    expect(withError.length).toBeGreaterThan(sites.length / 2);
    expect(sites.some((s) => s.pages.some((p) => p.odd && Object.keys(p.truth).length === 1))).toBe(true);
    for (const role of ['sponsored', 'carousel', 'similar'])
      expect(
        plans.some((item) => item.role === role),
        role,
      ).toBe(true);
    const html = sites.flatMap((s) => s.pages.map((p) => p.html)).join('\n');
    for (const mark of [
      'aria-hidden="true"',
      'md:hidden',
      'd-md-none',
      'is-collapsed',
      '<del',
      '<sup>',
      '>+1</sup>',
      'application/ld+json',
      'role="img" aria-label=',
      '★★★',
      'rel="next"',
      '/10<',
    ])
      expect(html, mark).toContain(mark);
    // A sold-out record is kept, without its price.
    const soldOut = sites.some((s) =>
      s.pages.some((p) => {
        const list = arrayField(s);
        return (
          list !== undefined &&
          (p.truth[list] as Array<Record<string, unknown>> | undefined)?.some((r) => !('price' in r))
        );
      }),
    );
    expect(soldOut).toBe(true);
  });

  it('write JSON-LD that disagrees with the visible price on some pages of some sites', () => {
    let stale = 0;
    for (const seed of [...TRAVEL_DEV_SEEDS, ...TRAVEL_HELD_OUT_SEEDS]) {
      const site = generateTravelSite(seed);
      if (site.kind !== 'detail') continue;
      for (const page of site.pages) {
        const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.html)?.[1];
        const price = page.truth.price_per_night ?? page.truth.price;
        if (!ld || typeof price !== 'number') continue;
        const offered = Number((JSON.parse(ld) as { offers?: { price?: string } }).offers?.price);
        if (Math.abs(offered - price) > 1) stale++;
      }
    }
    expect(stale).toBeGreaterThan(0);
  });
});
