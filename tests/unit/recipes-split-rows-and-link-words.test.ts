import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * Made-up pages of two templates, in the product's sequence (pages 1–2 to the model, later pages
 * offered to the recipe).
 *
 * A match report whose scorers stand in two lists (home, away), each name in a span whose
 * generated class has a run of digits inside the hash ("qa-48213k"): a hash of the build, the
 * same on every page, not a record's id ("row-48213"), so the scorers are read by it across both
 * lists.
 *
 * A shop's item page whose breadcrumb names the item's category: a link's words change from item
 * to item and say nothing of the item, so a new category is no new line beside the name, though
 * the schema asks for a material no learning page showed. A size read ("42") is no part of the
 * price "€ 42,95" beside it. A button's words ("Add to bag" where the learning pages said "Notify
 * me") are an action, and a rating line without the count's word ("4.2/5" where "4.5/5 128
 * reviews" was learned) its head: neither is a new line.
 */
describe('recipes: values split over two lists, and the words of links beside a value', () => {
  it('reads an array whose values stand in two lists by the hashed class both share', async () => {
    const games: Array<{ home: string; away: string; homeScorers: string[]; awayScorers: string[] }> = [
      { home: 'Alder Town', away: 'Birch Rovers', homeScorers: ['K. Vann', 'L. Osei'], awayScorers: [] },
      { home: 'Cedar City', away: 'Dune United', homeScorers: ['M. Ruiz'], awayScorers: ['P. Hale', 'T. Moro'] },
      { home: 'Elm Athletic', away: 'Fern Wanderers', homeScorers: [], awayScorers: ['J. Kade'] },
      { home: 'Gorse FC', away: 'Heath Albion', homeScorers: ['S. Ivo', 'R. Lund'], awayScorers: ['B. Tarr'] },
      { home: 'Iris Town', away: 'Juniper FC', homeScorers: ['A. Nyx'], awayScorers: ['C. Dow', 'E. Fay', 'G. Holm'] },
      { home: 'Kelp Rovers', away: 'Larch City', homeScorers: ['O. Park'], awayScorers: ['Q. Rowe'] },
    ];
    const list = (names: string[]): string =>
      names
        .map((n, i) => `<li><span class="qa-48213k">${n}</span> <span class="qa-7bq2">${10 + i * 17}'</span></li>`)
        .join('');
    const pages: SequencePage[] = games.map((g, i) => ({
      url: `https://matches.test/m/${i + 1}`,
      html:
        `<!DOCTYPE html><html lang="en"><body><main><h1 class="qa-1hx9"><span class="qa-3kd">${g.home}</span> – ` +
        `<span class="qa-9wq">${g.away}</span></h1><h2>Goals</h2><div class="qa-2pz0">` +
        `<ul class="qa-5hn1">${list(g.homeScorers)}</ul><ul class="qa-6mm2">${list(g.awayScorers)}</ul></div>` +
        '<section class="qa-8rr"><h2>Lineups</h2><ol><li>Z. One</li><li>Y. Two</li></ol></section></main></body></html>',
      truth: { home: g.home, away: g.away, scorers: [...g.homeScorers, ...g.awayScorers] },
    }));
    const schema = {
      type: 'object',
      properties: {
        home: { type: 'string' },
        away: { type: 'string' },
        scorers: { type: 'array', items: { type: 'string' } },
      },
    };
    const figures = await runSequence('matches', pages, { prompt: 'The match: teams and scorers.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(4);
  }, 30_000);

  it('serves an item whose breadcrumb names another category, and a size equal to the price’s whole part', async () => {
    const items: Array<{ name: string; category: string; price: string; sizes: string[]; was?: string }> = [
      { name: 'Harbour Parka', category: 'Outerwear', price: '79,95', sizes: ['40', '41'] },
      { name: 'Dune Runner', category: 'Shoes', price: '64,50', sizes: ['43', '44'] },
      { name: 'Cove Beanie', category: 'Accessories', price: '19,00', sizes: ['38'] },
      { name: 'Quay Trousers', category: 'New in', price: '42,95', sizes: ['42'] },
      { name: 'Reef Jacket', category: 'Basics', price: '88,00', sizes: ['39', '40'] },
      { name: 'Tide Scarf', category: 'Sale', price: '24,95', sizes: ['41'], was: '29,95' },
    ];
    const pages: SequencePage[] = items.map((item, i) => ({
      url: `https://shop.test/p/${i + 1}`,
      html:
        '<!DOCTYPE html><html lang="en"><body><main><nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li>' +
        `<li><span aria-hidden="true">/</span><a href="/c/${i}">${item.category}</a></li>` +
        `<li aria-current="page"><span aria-hidden="true">/</span>${item.name}</li></ol></nav>` +
        `<div class="buy"><h1 class="name">${item.name}</h1><div class="price">€ ${item.price}</div>` +
        (item.was ? `<div class="price">Was € ${item.was}</div>` : '') +
        `<div class="sizes">${item.sizes.map((s) => `<button class="size">${s}</button>`).join('')}</div></div>` +
        '</main></body></html>',
      truth: {
        name: item.name,
        price: Number(item.price.replace(',', '.')),
        sizes: item.sizes,
        ...(item.was ? { list_price: Number(item.was.replace(',', '.')) } : {}),
      },
    }));
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        price: { type: 'number' },
        list_price: { type: 'number' },
        material: { type: 'string' },
        sizes: { type: 'array', items: { type: 'string' } },
      },
    };
    const figures = await runSequence('shop', pages, {
      prompt: 'The item: name, price, list price, material, sizes.',
      schema,
    });
    expect(figures.wrong).toEqual([]);
    // Only the page with a "Was" price beside the price goes to the model.
    expect(figures.misses).toEqual([expect.stringMatching(/^page 6: /)]);
    expect(figures.served).toBe(3);
  }, 30_000);
  it('knows a button’s words as no line beside a value, and a rating line without its count’s word', async () => {
    interface Lamp {
      name: string;
      rating: string;
      reviews?: number;
      cart: boolean;
    }
    const lamps: Lamp[] = [
      { name: 'Harbour Lamp', rating: '4.5', reviews: 128, cart: false },
      { name: 'Dune Lamp', rating: '3.9', reviews: 12, cart: false },
      { name: 'Quay Lamp', rating: '4.1', reviews: 40, cart: true },
      { name: 'Reef Lamp', rating: '4.2', cart: true },
      { name: 'Tide Lamp', rating: '3.5', reviews: 7, cart: false },
    ];
    const pages: SequencePage[] = lamps.map((l, i) => ({
      url: `https://lamps.test/p/${i + 1}`,
      html:
        `<!DOCTYPE html><html lang="en"><body><main><div class="item"><h1 class="name">${l.name}</h1>` +
        `<div class="score"><span class="rating">${l.rating}/5</span>${l.reviews ? ` <a href="#reviews" class="count">${l.reviews} reviews</a>` : ''}</div>` +
        (l.cart ? '<button class="cart">Add to bag</button>' : '<button class="cart" disabled>Notify me</button>') +
        '</div></main></body></html>',
      truth: { name: l.name, rating: Number(l.rating), ...(l.reviews ? { review_count: l.reviews } : {}) },
    }));
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        rating: { type: 'number' },
        review_count: { type: 'integer' },
        material: { type: 'string' },
      },
    };
    const figures = await runSequence('lamps', pages, { prompt: 'The lamp: name, rating, reviews, material.', schema });
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(3);
  }, 30_000);
});
