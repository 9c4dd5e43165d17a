import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { DEV_SEEDS, SHOP_IDIOM_DEV_RANGE, listIdiomRolePage, rolePage, shopIdiomRolePage } from '@/bench/role-pages';
import {
  FRAMEWORK_DEV_RANGE,
  FRAMEWORK_HELD_OUT_RANGE,
  frameworkRolePage,
  type FrameworkPage,
} from '@/bench/role-pages-frameworks';

const range = ([from, to]: readonly [number, number]): number[] =>
  Array.from({ length: to - from }, (_, i) => from + i);
const ALL_SEEDS = [...range(FRAMEWORK_DEV_RANGE), ...range(FRAMEWORK_HELD_OUT_RANGE)];

/**
 * What a reader (or a screen reader) is shown: the body's text without scripts and styles, and
 * the accessible names written in attributes (aria-label, alt, title), each apart.
 */
function shown(html: string): string {
  const doc = parseHtmlDocument(html);
  for (const el of [...doc.querySelectorAll('script, style, title')]) el.remove();
  const labels = [...doc.querySelectorAll('[aria-label], [alt], [title]')].flatMap((el) =>
    ['aria-label', 'alt', 'title'].map((a) => el.getAttribute(a) ?? ''),
  );
  return [(doc.body?.textContent ?? '').replace(/\u00a0/g, ' '), ...labels].join('\n');
}

function valueAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const token of pointer.split('/').slice(1)) at = (at as Record<string, unknown> | undefined)?.[token];
  return at;
}

/** A leaf's value is on the page: text as written; money also with its parts split over elements. */
function visible(value: unknown, text: string): boolean {
  if (typeof value === 'number') {
    const forms = [String(value), String(value).replace('.', ',')];
    return forms.some((f) => new RegExp(`(^|[^\\d.,])${f.replace('.', '\\.')}(?![\\d]|[.,]\\d)`).test(text));
  }
  const written = String(value);
  if (text.includes(written)) return true;
  if (!/\d/.test(written)) return false;
  // "$12.99" shown as <span>$</span><span>12</span><sup>99</sup>: compare without spaces and separators.
  const squeeze = (s: string): string => s.replace(/[\s.,]/g, '');
  return squeeze(text).includes(squeeze(written));
}

describe('bench framework layouts (role-pages-frameworks)', () => {
  it('give the same page for the same seed, whatever was drawn between', () => {
    const first = frameworkRolePage(7);
    frameworkRolePage(8);
    frameworkRolePage(1003);
    expect(frameworkRolePage(7)).toEqual(first);
    expect(frameworkRolePage(1007).html).not.toBe(first.html);
  });

  it('show every true and role value on its page, outside scripts (split prices allowed)', () => {
    for (const seed of ALL_SEEDS) {
      const page: FrameworkPage = frameworkRolePage(seed);
      const text = shown(page.html);
      expect(page.leaves.length).toBeGreaterThan(0);
      for (const leaf of page.leaves) {
        expect(leaf.kind === 'true' || leaf.kind === 'role', `${seed} ${leaf.pointer}`).toBe(true);
        const value = valueAt(page.answer, leaf.pointer);
        expect(value, `${seed} ${leaf.pointer}`).not.toBeUndefined();
        expect(visible(value, text), `seed ${seed} ${leaf.pointer} ${leaf.kind} ${leaf.note}: ${String(value)}`).toBe(
          true,
        );
        // A true leaf is the careful answer's; a role leaf differs from it (or is a record it has not).
        const truth = valueAt(page.truth, leaf.pointer);
        if (leaf.kind === 'true') expect(value, `${seed} ${leaf.pointer}`).toEqual(truth);
        else {
          expect(leaf.note).not.toBe('');
          if (truth !== undefined) expect(String(value)).not.toBe(String(truth));
        }
      }
    }
  }, 60_000);

  it('draw seeds apart from the other families: held-out seeds outside every other range, dev pages of their own', () => {
    const [from, to] = FRAMEWORK_HELD_OUT_RANGE;
    const others: Array<readonly [number, number]> = [
      [0, DEV_SEEDS],
      [DEV_SEEDS, 250],
      SHOP_IDIOM_DEV_RANGE,
      FRAMEWORK_DEV_RANGE,
    ];
    for (const [a, b] of others) expect(to <= a || from >= b, `${from}–${to} against ${a}–${b}`).toBe(true);
    for (const seed of range(FRAMEWORK_DEV_RANGE)) {
      const html = frameworkRolePage(seed).html;
      for (const other of [rolePage(seed), shopIdiomRolePage(seed), listIdiomRolePage(seed)])
        expect(html).not.toBe(other.html);
    }
  });

  it('draw what the family is about on its dev seeds', () => {
    const pages = range(FRAMEWORK_DEV_RANGE).map(frameworkRolePage);
    expect(new Set(pages.map((p) => p.kind))).toEqual(new Set(['product', 'list']));
    expect(new Set(pages.map((p) => p.style.classes))).toEqual(new Set(['utility', 'emotion', 'styled']));
    expect(new Set(pages.map((p) => p.style.lang)).size).toBe(6);
    expect(pages.some((p) => !/<(header|nav|footer|aside)\b/.test(p.html))).toBe(true);
    expect(pages.some((p) => /<sup[^>]*>\d\d<\/sup>/.test(p.html))).toBe(true);
    expect(pages.some((p) => /__NEXT_DATA__/.test(p.html))).toBe(true);
    for (const p of pages) expect(p.html).not.toMatch(/class="[^"]*\b(related|recommend\w*|sidebar|similar|upsell)\b/i);
    const notes = new Set(
      pages.flatMap((p) => p.leaves.filter((l) => l.kind === 'role').map((l) => l.note.replace(/ \(.*\)$/, ''))),
    );
    for (const note of [
      'carousel item’s price',
      'bundle price as price',
      'instalment as price',
      'shipping as price',
      'list price as price',
      'review count as rating',
      'neighbour price',
      'neighbour maker',
    ])
      expect(notes, note).toContain(note);
    expect([...notes].some((n) => n.endsWith('item as a record'))).toBe(true);
  });
});
