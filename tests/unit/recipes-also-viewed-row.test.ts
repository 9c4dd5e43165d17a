import { describe, expect, it } from 'vitest';
import { nameAndPriceList } from '../support/name-and-price-list';
import { recipeRuns } from './support/recipe-runs';

/**
 * A made-up plant nursery's category pages. Now and then, lazy loading adds a row of other
 * plants under the list, built with the records' very card markup. The model leaves such a row
 * out of its answer.
 */
interface Plant {
  name: string;
  price: string;
}

const slug = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');
const card = (p: Plant): string =>
  `<div class="pot"><a class="pot-link" href="/plant/${slug(p.name)}"><h3 class="pot-name">${p.name}</h3></a><span class="pot-cost">$${p.price}</span></div>`;

function page(plants: Plant[], row?: { heading: string; plants: Plant[] }): string {
  const extra = row
    ? `<section class="row"><h2 class="row-title">${row.heading}</h2><div class="track">${row.plants.map(card).join('')}</div></section>`
    : '';
  return `<!DOCTYPE html><html><body><header><a href="/">Green Yard</a></header><main><h1>Ferns</h1>
    <div class="grid">${plants.map(card).join('')}</div>${extra}</main><footer>Green Yard nursery</footer></body></html>`;
}

const schema = nameAndPriceList('plants');
const ask = { prompt: 'Every plant with its name and price.', schema };
const answer = (plants: Plant[]) => ({ plants: plants.map((p) => ({ name: p.name, price: Number(p.price) })) });

const pages: Plant[][] = [
  [
    { name: 'Lady Fern', price: '8.50' },
    { name: 'Deer Fern', price: '7.25' },
    { name: 'Sword Fern', price: '9.00' },
  ],
  [
    { name: 'Royal Fern', price: '12.40' },
    { name: 'Hart Tongue', price: '6.80' },
    { name: 'Maidenhair', price: '10.10' },
  ],
  [
    { name: 'Ostrich Fern', price: '11.30' },
    { name: 'Holly Fern', price: '8.95' },
    { name: 'Tree Fern', price: '45.00' },
  ],
];
const others: Plant[] = [
  { name: 'Garden Moss', price: '4.10' },
  { name: 'Hosta Blue', price: '9.60' },
  { name: 'Bleeding Heart', price: '7.70' },
];

async function third(heading: string) {
  const { run } = recipeRuns(ask);
  for (const [i, plants] of pages.slice(0, 2).entries())
    await run(`https://yard.test/c/ferns?page=${i + 1}`, page(plants), answer(plants));
  const html = page(pages[2] as Plant[], { heading, plants: others });
  return run('https://yard.test/c/ferns?page=3', html, answer(pages[2] as Plant[]));
}

describe('recipes: a row of other items built like the records', () => {
  it('is left out of a served list when its heading says it holds other items', async () => {
    const got = await third('Customers also viewed');
    expect(got.served).toBe(true);
    expect(got.served && got.result).toEqual(answer(pages[2] as Plant[]));
    expect(got.served && got.leftOut).toBe(3);
  });

  it('sends the page to the model when its heading does not say so (a group of the records?)', async () => {
    const got = await third('Shade lovers');
    expect(got.served).toBe(false);
  });
});
