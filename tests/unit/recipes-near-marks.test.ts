import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { learnStored, replayOn } from './support/recipe-learning';

// A shop template of utility classes: every block is built from the same few classes, so a list
// price is one more phrase in the price's block, not a block of its own. Made-up pages.

interface Mug {
  name: string;
  price: number;
  was?: number;
  /** Other items shown under the item, each with its own former price. */
  also?: Array<{ name: string; price: number; was: number }>;
}

const euros = (cents: number): string => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

const mugPage = (m: Mug): string =>
  `<!DOCTYPE html><html lang="de"><body><main class="mx-auto px-4"><div class="flex flex-col gap-2">` +
  `<h1 class="text-2xl font-bold">${m.name}</h1>` +
  `<div class="flex gap-2"><div class="flex flex-col">${m.was ? `<span class="text-sm text-gray-500">Vorher ${euros(m.was)}</span>` : ''}<span class="text-3xl font-bold">${euros(m.price)}</span><span class="text-sm text-gray-500">inkl. MwSt.</span></div></div>` +
  `<p class="text-sm text-gray-500">Versand in 2 Tagen</p></div>` +
  (m.also
    ? `<section class="mt-8"><h2 class="text-lg">Auch angesehen</h2><div class="flex gap-4">${m.also
        .map(
          (a) =>
            `<div class="w-40 p-2"><a href="/p/${a.name.toLowerCase()}" class="block text-sm">${a.name}</a><div class="flex flex-col"><s class="text-xs">Vorher ${euros(a.was)}</s><span class="text-lg">${euros(a.price)}</span></div></div>`,
        )
        .join('')}</div></section>`
    : '') +
  `</main></body></html>`;

const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, list_price: { type: 'number' } },
};
const truth = (m: Mug) => ({ name: m.name, price: m.price / 100, ...(m.was ? { list_price: m.was / 100 } : {}) });

const names = [
  'Tasse Morgen',
  'Becher Ufer',
  'Tasse Kiesel',
  'Becher Moos',
  'Tasse Nebel',
  'Becher Dune',
  'Tasse Ried',
  'Becher Fels',
];

describe('recipes: a field no learning page had', () => {
  it('go to the model when a new phrase with a figure stands beside a value read, and learn the field then', async () => {
    const mugs: Mug[] = names.map((name, i) => ({
      name,
      price: 1290 + i * 310,
      ...(i >= 3 && i % 2 === 1 ? { was: 2490 + i * 100 } : {}),
    }));
    const pages: SequencePage[] = mugs.map((m, i) => ({
      url: `https://tassen.test/p/${i + 1}`,
      html: mugPage(m),
      truth: truth(m),
    }));
    const figures = await runSequence('tassen', pages, { prompt: 'The mug: name, price, list price.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it('look beside each of the few places a value is read, its copy in a sticky bar too', async () => {
    // The price shown twice (the buy box and a bar at the foot of the screen): the former price
    // stands beside the first.
    const sticky = (m: Mug): string =>
      mugPage(m).replace(
        '</main>',
        `<div class="fixed bottom-0"><span class="text-3xl font-bold">${euros(m.price)}</span></div></main>`,
      );
    const mugs: Mug[] = names.map((name, i) => ({ name, price: 1290 + i * 310, ...(i === 4 ? { was: 2990 } : {}) }));
    const pages: SequencePage[] = mugs.map((m, i) => ({
      url: `https://tassen.test/s/${i + 1}`,
      html: sticky(m),
      truth: truth(m),
    }));
    const figures = await runSequence('tassen', pages, { prompt: 'The mug: name, price, list price.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.served).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it('serve a learned field as absent though another item’s card shows a value framed like it', () => {
    const at = 'https://tassen.test/q/';
    const also = [
      { name: 'Kanne', price: 3990, was: 4990 },
      { name: 'Krug', price: 2490, was: 2990 },
    ];
    const recipe = learnStored(
      [
        {
          html: mugPage({ name: 'Tasse Morgen', price: 1290, was: 1990 }),
          answer: truth({ name: 'Tasse Morgen', price: 1290, was: 1990 }),
        },
        { html: mugPage({ name: 'Becher Ufer', price: 1490 }), answer: truth({ name: 'Becher Ufer', price: 1490 }) },
      ],
      schema,
      at,
    );
    const got = replayOn(recipe, mugPage({ name: 'Tasse Kiesel', price: 1690, also }), schema, at);
    if (!got.ok) throw new Error(got.reason);
    expect(got).toMatchObject({ ok: true, result: { name: 'Tasse Kiesel', price: 16.9 } });
    expect(got.ok && 'list_price' in got.result).toBe(false);
  });
});
