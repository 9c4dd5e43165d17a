import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { generateVerticalSite, VERTICAL_DEV_SEEDS, VERTICAL_HELD_OUT_SEEDS } from '@/bench/templates/verticals';

/** The page's visible text: scripts and styles out, no-break spaces as spaces, runs of space as one. */
function visibleText(html: string): string {
  const doc = parseHtmlDocument(html);
  for (const el of [...doc.querySelectorAll('script, style, title')]) el.remove();
  return (doc.body?.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

describe('bench vertical templates', () => {
  it('give the same site for the same seed, and another for another seed', () => {
    expect(generateVerticalSite(7)).toEqual(generateVerticalSite(7));
    expect(generateVerticalSite(2007).pages[0]?.html).not.toBe(generateVerticalSite(7).pages[0]?.html);
  });

  it('show every truth value verbatim in the page text, never a label with it', () => {
    for (const seed of [...VERTICAL_DEV_SEEDS, ...VERTICAL_HELD_OUT_SEEDS]) {
      const site = generateVerticalSite(seed);
      const names = Object.keys(site.schema.properties as object);
      for (const page of site.pages) {
        const text = visibleText(page.html);
        for (const [name, value] of Object.entries(page.truth)) {
          expect(names).toContain(name);
          for (const item of strings(value)) {
            expect(item.length).toBeGreaterThan(0);
            expect(item).not.toMatch(/:\s/);
            expect(text, `${site.name} ${page.url} ${name}`).toContain(item);
          }
        }
      }
    }
  }, 60_000);

  it('draw what the outside checks saw: list lengths 1–4, an optional field, both styles, 12- and 20-page sites, error pages', () => {
    const sites = VERTICAL_DEV_SEEDS.map(generateVerticalSite);
    const lengths = new Set<number>();
    for (const site of sites) {
      const list = Object.keys(site.schema.properties as object)[1];
      for (const page of site.pages) if (!page.odd) lengths.add((page.truth[list ?? ''] as string[]).length);
    }
    expect([...lengths].sort()).toEqual([1, 2, 3, 4]);
    const absent = sites.filter(
      (s) => !(Object.keys(s.schema.properties as object)[5]! in (s.pages[0]?.truth ?? {})),
    ).length;
    expect(absent).toBeGreaterThan(sites.length / 4);
    expect(absent).toBeLessThan((sites.length * 3) / 4);
    expect(new Set(sites.map((s) => s.style))).toEqual(new Set(['legacy', 'modern']));
    expect(new Set(sites.map((s) => s.pages.length))).toEqual(new Set([12, 20]));
    expect(new Set(sites.map((s) => s.kind)).size).toBe(8);
    expect(sites.some((s) => s.pages.some((p) => p.odd && Object.keys(p.truth).length === 0))).toBe(true);
  });
});
