import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { createRecipeService } from '@/lib/recipes/service';
import { createRecipeStore } from '@/lib/recipes/store';
import { structureMarks, unreadMarks } from '@/lib/recipes/structure';
import { memoryArea } from './support/memory-area';

/**
 * Made-up lamp pages of one template where some pages carry a block the learning pages never had
 * (a delivery note, care advice): such a block matters only when it could hold a field the served
 * result lacks. A field the recipe served absent with its place gone, and the model agreed, is
 * learned as seen gone, so later pages lacking it are no reason to ask again.
 */
const schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    price: { type: 'number' },
    colour: { type: 'string' },
    was: { type: 'number' },
  },
};
const ask = { prompt: 'The lamp: title, price and colour.', schema };

interface Lamp {
  n: number;
  colour?: string;
  extra?: string;
  /** A struck list price beside the price. */
  was?: number;
}

const lampHtml = ({ n, colour, extra = '', cost = 'lamp-cost', was }: Lamp & { cost?: string }): string =>
  `<html><body><main class="lamp"><h1 class="lamp-title">Reed lamp ${n}</h1>
  <div class="${cost}">$${n}4.50${was ? `<s class="lamp-was">$${was}.00</s>` : ''}</div>
  ${colour ? `<p class="lamp-colour">Colour: <span class="lamp-pick">${colour}</span></p>` : ''}
  ${extra}</main><footer class="lamp-foot">Lamps since long ago.</footer></body></html>`;

const answer = ({ n, colour, was }: Lamp) => ({
  ...(was ? { was } : {}),
  title: `Reed lamp ${n}`,
  price: Number(`${n}4.5`),
  ...(colour ? { colour } : {}),
});

/** A recipe service over made-up lamp pages, and one run in the product's sequence (serve, else learn). */
function lampSequence(checkEvery: number, asked: { prompt: string; schema: unknown } = ask) {
  const store = createRecipeStore(memoryArea());
  const service = createRecipeService({ store, parse: parseHtmlDocument, now: () => 1, newId: () => 'r1', checkEvery });
  const run = async (lamp: Lamp & { cost?: string }) => {
    const page = { url: `https://lamps.test/l/${lamp.n}`, html: lampHtml(lamp) };
    const out = await service.serve(asked, page);
    if (!out.served) await service.learn(asked, page, answer(lamp), out.missed);
    return out;
  };
  return { store, run };
}

describe('a block the learning pages never had', () => {
  it('is no reason to ask when nothing it could hold is lacking', async () => {
    const { run } = lampSequence(0);
    await run({ n: 1, colour: 'Moss green' });
    await run({ n: 2, colour: 'Chalk white' });
    // Every field read: a new note holds nothing the result lacks.
    const full = await run({ n: 3, colour: 'Rust', extra: '<div class="lamp-ship">Ships within two days</div>' });
    expect(full).toMatchObject({ served: true, result: answer({ n: 3, colour: 'Rust' }) });
    // The colour gone for the first time, beside a new block of words: it could be there.
    const first = await run({ n: 4, extra: '<aside class="lamp-care">Wipe with a dry cloth</aside>' });
    expect(first.served).toBe(false);
    if (!first.served) expect(first.missed?.reason).toMatch(/built unlike/);
    // The model agreed (no colour): the colour is learned as seen gone, and the next such page is served.
    const next = await run({ n: 5, extra: '<section class="lamp-story">Made in a small shed</section>' });
    expect(next).toMatchObject({ served: true, result: answer({ n: 5 }) });
  });
});

describe('a new wrapper around blocks of known classes, on a served page', () => {
  const specs = '<div class="lamp-specs"><h2>Details</h2><p>Glass shade, brass foot</p></div>';
  // The same block in a wrapper no learning page had (a component nesting one level more).
  const wrapped = `<div class="lamp-slot">${specs}</div>`;

  // Title, price and colour: no field the pages never show.
  const { was: _was, ...shown } = schema.properties;
  const asked = { ...ask, schema: { ...schema, properties: shown } };

  it('is no reason to ask when every field the result lacks has its readings', async () => {
    const { run } = lampSequence(0, asked);
    await run({ n: 1, colour: 'Moss green', extra: specs });
    await run({ n: 2, colour: 'Chalk white', extra: specs });
    // The colour (read on both pages) is gone with its place.
    const page = await run({ n: 3, extra: wrapped });
    expect(page.served ? page.result : page.missed?.reason).toEqual(answer({ n: 3 }));
  });

  it('is one when the result lacks a field no page had yet, unless the block is built as the learning pages’ own', async () => {
    const { run } = lampSequence(0, asked);
    await run({ n: 1, extra: specs });
    await run({ n: 2, extra: specs });
    // No learning page had a colour. The specifications block, built as there, holds what it held.
    const same = await run({ n: 3, extra: wrapped });
    expect(same.served ? same.result : same.missed?.reason).toEqual(answer({ n: 3 }));
    // Known classes in an arrangement no learning page had may hold the colour.
    const moved = '<div class="lamp-slot"><div class="lamp-specs"><p>Sand</p><h2>Details</h2></div></div>';
    const page = await run({ n: 4, extra: moved });
    expect(page.served ? page.result : page.missed?.reason).toMatch(/built unlike/);
  });
});

describe('a recipe learned again', () => {
  it('keeps the builds and the absences its earlier pages showed, beyond the last few pages it learns from', async () => {
    // Every served page is checked with the model, so every page is an answered one.
    const { store, run } = lampSequence(1);
    await run({ n: 1, colour: 'Moss green' });
    await run({ n: 2, colour: 'Chalk white' });
    await run({ n: 3, extra: '<aside class="lamp-care">Wipe with a dry cloth</aside>' });
    for (const n of [4, 5, 6, 7]) await run({ n, colour: 'Rust' });
    // A redesign moves the price: learned again from the last pages, which all show a colour.
    await run({ n: 8, colour: 'Rust', cost: 'lamp-price' });
    const [recipe] = await store.list();
    expect(recipe?.healedAt).toBeDefined();
    expect(recipe?.fields.find((f) => f.name === 'colour')?.absence).toBe('seen-gone');
    expect(recipe?.structure).toContain('aside.lamp-care');
  });

  it('and the readings of a field its earlier pages showed and the last pages lack', async () => {
    const { store, run } = lampSequence(1);
    await run({ n: 1, colour: 'Moss green', was: 30 });
    await run({ n: 2, colour: 'Chalk white', was: 40 });
    for (const n of [3, 4, 5, 6]) await run({ n, colour: 'Rust' });
    // Learned again from the last pages, none with a list price: the old reading of it is kept,
    // absent where its place is gone, so the next list price shown there is read, not served as absent.
    await run({ n: 7, colour: 'Rust', cost: 'lamp-price' });
    const [recipe] = await store.list();
    expect(recipe?.healedAt).toBeDefined();
    expect(recipe?.fields.find((f) => f.name === 'was')).toMatchObject({ absence: 'seen-gone' });
    expect(recipe?.fields.find((f) => f.name === 'was')?.picks).not.toEqual([]);
  });
});

describe('a structured-data key the learning pages never had', () => {
  const scored = {
    type: 'object',
    properties: { title: { type: 'string' }, price: { type: 'number' }, score: { type: 'number' } },
  };
  const asked = { prompt: 'The lamp: title, price and score.', schema: scored };
  const page = (n: number, data: Record<string, unknown>, shown = '') =>
    `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: `Reed lamp ${n}`, ...data })}</script></head>
    <body><main class="lamp"><h1 class="lamp-title">Reed lamp ${n}</h1><div class="lamp-cost">$${n}4.50</div>${shown}</main></body></html>`;

  it('sends the page to the model when it may hold a field the recipe never read', async () => {
    const service = createRecipeService({
      store: createRecipeStore(memoryArea()),
      parse: parseHtmlDocument,
      now: () => 1,
      newId: () => 'r1',
      checkEvery: 0,
    });
    for (const n of [1, 2]) {
      const p = { url: `https://lamps.test/l/${n}`, html: page(n, { sku: `LW-${n}` }) };
      await service.serve(asked, p);
      await service.learn(asked, p, { title: `Reed lamp ${n}`, price: Number(`${n}4.5`) });
    }
    // The score shows in a block built like blocks the learning pages had; the data gains the key.
    const rated = page(3, { sku: 'LW-3', aggregateRating: { ratingValue: 4.2 } }, '<div class="lamp-cost">4.2</div>');
    const out = await service.serve(asked, { url: 'https://lamps.test/l/3', html: rated });
    expect(out.served).toBe(false);
    if (!out.served) expect(out.missed?.reason).toContain('structured-data key “Product.aggregateRating.ratingValue”');
    // A new key holding words only cannot hold the number never read.
    const noted = page(4, { sku: 'LW-4', material: 'Ash wood' });
    expect((await service.serve(asked, { url: 'https://lamps.test/l/4', html: noted })).served).toBe(true);
  });
});

describe('a new wrapper around blocks the learning pages had', () => {
  const specs = `<div class="lamp-specs"><h2>Details</h2><p>Glass shade, 40° warm light, item R-1188</p></div>`;
  const learned = structureMarks(parseHtmlDocument(lampHtml({ n: 1, extra: specs })));
  const holds = { knownBlocksHold: true };

  it('adds only what it shows outside them, unless a field never read is lacking', () => {
    const wrapped = lampHtml({ n: 2, extra: `<div class="lamp-slot">${specs}</div>` });
    expect(unreadMarks(parseHtmlDocument(wrapped), learned, ['Reed lamp 2'], undefined, holds)).toEqual([]);
    // A field never read may be anywhere something new is shown: the wrapper counts whole.
    expect(unreadMarks(parseHtmlDocument(wrapped), learned, ['Reed lamp 2'])).toContain('div.lamp-slot');
    const worded = lampHtml({ n: 2, extra: `<div class="lamp-slot">${specs}<p>Colour: moss</p></div>` });
    expect(unreadMarks(parseHtmlDocument(worded), learned, ['Reed lamp 2'], undefined, holds)).toContain(
      'div.lamp-slot',
    );
  });

  it('counts what a known class on a single element shows', () => {
    // "lamp-pick" is the colour's class on the learning page; alone it says nothing of its text.
    const learnedColour = structureMarks(parseHtmlDocument(lampHtml({ n: 1, colour: 'Sand' })));
    const wrapped = lampHtml({ n: 2, extra: `<div class="lamp-slot"><span class="lamp-pick">Was $90</span></div>` });
    expect(unreadMarks(parseHtmlDocument(wrapped), learnedColour, ['Reed lamp 2'], undefined, holds)).toContain(
      'div.lamp-slot',
    );
  });
});
