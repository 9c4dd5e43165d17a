import type { Worker } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nameAndPriceList } from '../support/name-and-price-list';
import { runRecipeRequest, useFakeModel, useSiteAndModel } from './recipes-support';
import { expect, test } from './support/fixtures';

// Recipes that keep to what the model returned, end to end: the built extension in Chromium, a
// made-up garden shop served from 127.0.0.1, the fake OpenAI server playing the model (it
// answers from the plant codes in the page text it is sent, and never returns a sponsored card).
// - Category pages show a sponsored card styled like the shop's own cards; a served list must
//   never hold it, whether the learning pages showed one or not. Under /plain/ and /bare/ its badge
//   says "Garden pick" (no ad label: a kind the learning pages never showed goes to the model);
//   under /bare/ it also has no class of its own: only its badge and its link to another host tell
//   it apart. Under /labelled/ it says "Sponsored", which marks a paid card on any page.
// - Plant pages say "In stock" or "Sold out"; the schema asks for a boolean.

interface Plant {
  code: string;
  name: string;
  price: number;
  stocked: boolean;
}

const KINDS = ['fern', 'sedge', 'thyme', 'aster', 'hosta', 'yarrow'];
const plants: Plant[] = Array.from({ length: 40 }, (_, i) => ({
  code: `GP-${7300 + i * 11}`,
  name: `Garden ${KINDS[i % KINDS.length]} no. ${i + 1}`,
  price: 3 + i * 1.5 + 0.4,
  stocked: i % 3 !== 1,
}));
const ads: Plant[] = Array.from({ length: 6 }, (_, i) => ({
  code: `AD-${9100 + i}`,
  name: `Promoted hose reel ${i + 1}`,
  price: 19.9 + i,
  stocked: true,
}));

const card = (p: Plant, sponsored = false, bare = false, badge = 'Sponsored'): string =>
  `<li class="plant-card${sponsored && !bare ? ' plant-card--boost' : ''}"><a href="${sponsored && bare ? `https://hose-makers.example/r/${p.code}` : `/plant/${p.code}.html`}">${p.name}</a> <span class="plant-cost">$${p.price.toFixed(2)}</span> <small>Code ${p.code}</small>${sponsored ? ` <em>${badge}</em>` : ''}</li>`;

/** A category page: the shop's cards, with a sponsored card after the second when `ad` is given. */
const categoryPage = (
  some: Plant[],
  ad?: Plant,
  bare = false,
  badge = 'Sponsored',
): string => `<!DOCTYPE html><html><head><title>Plants</title></head>
<body><header><a href="/">Garden shop</a></header><h1>Plants</h1><ul class="plant-grid">${some
  .map((p, i) => card(p) + (ad && i === 1 ? card(ad, true, bare, badge) : ''))
  .join('')}</ul><footer>Garden shop</footer></body></html>`;

const plantPage = (p: Plant): string => `<!DOCTYPE html><html><head><title>${p.name}</title></head><body>
<header><a href="/">Garden shop</a></header><main><h1 class="plant-name">${p.name}</h1>
<p class="plant-cost">$${p.price.toFixed(2)}</p><p class="plant-stock">${p.stocked ? 'In stock' : 'Sold out'}</p>
<p>Code ${p.code}. Stock changes daily; order early in spring.</p></main><footer>Garden shop</footer></body></html>`;

const LIST_SCHEMA = nameAndPriceList('plants');
const LIST_PROMPT = 'every plant in this category with its price';
const PLANT_SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, in_stock: { type: 'boolean' } },
};
const PLANT_PROMPT = 'the plant: name, price, and whether it is in stock';
const listAnswer = (some: Plant[]) => ({ plants: some.map((p) => ({ name: p.name, price: p.price })) });
const plantAnswer = (p: Plant) => ({ name: p.name, price: p.price, in_stock: p.stocked });

test.describe.configure({ timeout: 240_000 });

/** Category pages: which plants each shows, and which show a sponsored card. */
const categories = Array.from({ length: 6 }, (_, c) => plants.slice(c * 6, c * 6 + 3 + (c % 4)));

/** The garden shop: a page per plant, and each category page under /ads/, /plain/, /bare/ and /labelled/. */
function writeGardenShop(root: string): void {
  mkdirSync(join(root, 'plant'));
  mkdirSync(join(root, 'ads'));
  mkdirSync(join(root, 'plain'));
  mkdirSync(join(root, 'bare'));
  mkdirSync(join(root, 'labelled'));
  for (const p of plants) writeFileSync(join(root, 'plant', `${p.code}.html`), plantPage(p));
  for (const [c, some] of categories.entries()) {
    // /ads/: a sponsored card from the first page on. /plain/: none on pages 1–2, one from page 3.
    writeFileSync(join(root, 'ads', `c${c}.html`), categoryPage(some, c % 2 === 0 ? ads[c] : undefined));
    writeFileSync(
      join(root, 'plain', `c${c}.html`),
      categoryPage(some, c >= 2 ? ads[c] : undefined, false, 'Garden pick'),
    );
    // /bare/: from page 3, a sponsored card with the shop's own classes.
    writeFileSync(
      join(root, 'bare', `c${c}.html`),
      categoryPage(some, c >= 2 ? ads[c] : undefined, true, 'Garden pick'),
    );
    // /labelled/: from page 3, a card with the shop's own classes labelled "Sponsored".
    writeFileSync(join(root, 'labelled', `c${c}.html`), categoryPage(some, c >= 2 ? ads[c] : undefined, true));
  }
}

const { server, site } = useSiteAndModel('quarry-recipes-kinds-', writeGardenShop, (model) => {
  model.script((request) => {
    const text = JSON.stringify(request.body?.messages ?? '');
    const found = plants.filter((p) => text.includes(p.code));
    if (text.includes('every plant in this category')) return { content: listAnswer(found), delayMs: 100 };
    return { content: found[0] ? plantAnswer(found[0]) : {}, delayMs: 100 };
  });
});

const configure = (worker: Worker): Promise<void> => useFakeModel(worker, server());
const run = (worker: Worker, url: string, schema: object, prompt: string): Promise<any> =>
  runRecipeRequest(worker, url, schema, prompt);
const names = (response: any): string[] => (response.result?.plants ?? []).map((p: any) => p.name);

test('a sponsored card on the learning pages is never served as a record', async ({ worker }) => {
  await configure(worker);
  for (const [c, some] of categories.entries()) {
    const response = await run(worker, `${site().origin}/ads/c${c}.html`, LIST_SCHEMA, LIST_PROMPT);
    expect(response.status, response.error).toBe('completed');
    expect(names(response).some((n) => n.startsWith('Promoted'))).toBe(false);
    expect(response.result).toEqual(listAnswer(some));
    if (c >= 2)
      expect(response.recipe, `page ${c + 1}: ${JSON.stringify(response.recipe)}`).toMatchObject({ used: true });
  }
  expect(server().chatRequests).toHaveLength(2);
});

test('a sponsored card the learning pages never showed sends the page to the model, then is shut out', async ({
  worker,
}) => {
  await configure(worker);
  const responses = [];
  for (const c of categories.keys())
    responses.push(await run(worker, `${site().origin}/plain/c${c}.html`, LIST_SCHEMA, LIST_PROMPT));
  expect(responses.map((r) => r.result)).toEqual(categories.map(listAnswer));
  // Page 3 is the first with a sponsored card: not served, the model answers, the recipe heals.
  expect(responses[2].recipe).toMatchObject({ used: false });
  expect(responses[2].recipe.reason).toMatch(/unlike the records learned/);
  expect(responses.slice(3).every((r) => r.recipe?.used)).toBe(true);
  expect(server().chatRequests).toHaveLength(3);
  const [recipe] = await worker.evaluate(() => (globalThis as any).quarry.recipes.list());
  expect(recipe.lists[0].container).toContain(':not(.plant-card--boost)');
});

test('a sponsored card with no class of its own is never served: its page goes to the model, then it is left out', async ({
  worker,
}) => {
  await configure(worker);
  const responses = [];
  for (const c of categories.keys())
    responses.push(await run(worker, `${site().origin}/bare/c${c}.html`, LIST_SCHEMA, LIST_PROMPT));
  expect(responses.map((r) => r.result)).toEqual(categories.map(listAnswer));
  expect(responses.some((r) => names(r).some((n) => n.startsWith('Promoted')))).toBe(false);
  // Page 3 is the first with the card: not served; from the model's answer the recipe learns what
  // told the card apart, and pages 4–6 are served without it.
  expect(responses[2].recipe).toMatchObject({ used: false });
  expect(responses.slice(3).every((r) => r.recipe?.used)).toBe(true);
  expect(server().chatRequests).toHaveLength(3);
  const [recipe] = await worker.evaluate(() => (globalThis as any).quarry.recipes.list());
  expect(recipe.lists[0].container).not.toContain(':not(');
  // A skip entry is every new mark the left-out card showed, joined by a line break.
  const entries: string[][] = recipe.lists[0].kinds.skip.map((entry: string) => entry.split('\n'));
  expect(
    entries.some((marks) => marks.includes('link:away')),
    JSON.stringify(entries),
  ).toBe(true);
});

test('a card labelled "Sponsored" is left out of a served list though the learning pages never showed one', async ({
  worker,
}) => {
  await configure(worker);
  const responses = [];
  for (const c of categories.keys())
    responses.push(await run(worker, `${site().origin}/labelled/c${c}.html`, LIST_SCHEMA, LIST_PROMPT));
  expect(responses.map((r) => r.result)).toEqual(categories.map(listAnswer));
  expect(responses.some((r) => names(r).some((n) => n.startsWith('Promoted')))).toBe(false);
  expect(responses.slice(2).every((r) => r.recipe?.used)).toBe(true);
  expect(server().chatRequests).toHaveLength(2);
});

test('"In stock" and "Sold out" are learned as a boolean and served on later pages', async ({ worker }) => {
  await configure(worker);
  const some = plants.slice(0, 8);
  const responses = [];
  for (const p of some)
    responses.push(await run(worker, `${site().origin}/plant/${p.code}.html`, PLANT_SCHEMA, PLANT_PROMPT));
  expect(responses.map((r) => r.result)).toEqual(some.map(plantAnswer));
  // Page 1 is in stock and page 2 sold out: both states are learned from the model's answers.
  expect(responses.slice(2).every((r) => r.recipe?.used)).toBe(true);
  expect(server().chatRequests).toHaveLength(2);
  expect(responses.slice(2).some((r) => r.result.in_stock === false)).toBe(true);
});
