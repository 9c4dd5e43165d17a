import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up tea shop's category pages: each card shows a name, a price and, when the tea has
 * reviews, a row of stars whose aria-label gives the rating. The learning pages happen to show
 * only rated teas; a later page shows one nobody has reviewed yet.
 */
interface Tea {
  name: string;
  price: string;
  rating?: number;
  /** Anything else the card shows, after the price. */
  extra?: string;
}

const slug = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

function shelf(teas: Tea[]): string {
  const card = (t: Tea): string =>
    `<article class="tin"><a class="tin-name" href="/tea/${slug(t.name)}">${t.name}</a>` +
    (t.rating === undefined
      ? ''
      : `<div class="tin-stars" role="img" aria-label="${t.rating} out of 5 stars"><i class="star"></i></div>`) +
    `<span class="tin-cost">${t.price}</span>${t.extra ?? ''}</article>`;
  return `<!DOCTYPE html><html><body><header><a href="/">Leaf and Kettle</a></header><main><h1>Green teas</h1>
    <section class="tins">${teas.map(card).join('')}</section></main></body></html>`;
}

const schema = (required: string[] = []) => ({
  type: 'object',
  properties: {
    teas: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, price: { type: 'number' }, rating: { type: 'number' } },
        ...(required.length ? { required } : {}),
      },
    },
  },
});

const answer = (teas: Tea[]) => ({
  teas: teas.map((t) => ({
    name: t.name,
    price: Number(t.price.replace(/[^\d.]/g, '')),
    ...(t.rating === undefined ? {} : { rating: t.rating }),
  })),
});

const AT = 'https://kettle.test/c/green-';
const first: Tea[] = [
  { name: 'Mist Sencha', price: '£6.50', rating: 4.5 },
  { name: 'River Bancha', price: '£4.20', rating: 3.8 },
  { name: 'Cloud Gyokuro', price: '£12.00', rating: 4.9 },
];
const second: Tea[] = [
  { name: 'Pine Kukicha', price: '£5.10', rating: 4.1 },
  { name: 'Jade Matcha', price: '£15.75', rating: 4.7, extra: '<s class="tin-was">Was £18.00</s>' },
  { name: 'Hill Genmaicha', price: '£3.90', rating: 3.5 },
];
const learn = (required?: string[]) =>
  learnStored(
    [first, second].map((teas) => ({ html: shelf(teas), answer: answer(teas) })),
    schema(required),
    AT,
    'kettle',
  );
const serve = (required: string[] | undefined, teas: Tea[]) =>
  replayOn(learn(required), shelf(teas), schema(required), AT);

const rated = { name: 'Dew Hojicha', price: '£7.40', rating: 4.2 };
const unrated = { name: 'Fog Shincha', price: '£9.30' };

describe('recipes: a list record without the rating every learned record had', () => {
  it('is served without it where its card has no stars row and nothing else new', () => {
    const teas = [rated, unrated, { name: 'Lake Tencha', price: '£8.00', rating: 3.9 }];
    const got = serve(undefined, teas);
    expect(got.ok && got.result).toEqual(answer(teas));
  });

  it('is served beside a figure of another kind that no field reads (a former price)', () => {
    const teas = [rated, { ...unrated, extra: '<s class="tin-was">Was £11.00</s>' }];
    const got = serve(undefined, teas);
    expect(got.ok && got.result).toEqual(answer(teas));
  });

  it('goes to the model when the card shows a figure that may be the rating, written in a new place', () => {
    const got = serve(undefined, [rated, { ...unrated, extra: '<span class="tin-score">4.4</span>' }]);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/teas record 2 of 2: rating not found, though the record shows a figure/);
  });

  it('goes to the model when the stars are there but read nothing (the rating written another way)', () => {
    const html = shelf([rated, unrated]).replace(
      '<a class="tin-name" href="/tea/fog-shincha">Fog Shincha</a>',
      '<a class="tin-name" href="/tea/fog-shincha">Fog Shincha</a><div class="tin-stars" role="img" aria-label="Rated highly"></div>',
    );
    const got = replayOn(learn(), html, schema(), AT);
    expect(got.ok).toBe(false);
  });

  it('goes to the model when the schema requires the rating', () => {
    const got = serve(['name', 'price', 'rating'], [rated, unrated]);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/rating not found on the page/);
  });

  it('goes to the model when the card lacks its price instead: another kind of card', () => {
    const html = shelf([rated, { name: 'Fog Shincha', price: '', rating: 4 }]).replace(
      '<span class="tin-cost"></span>',
      '',
    );
    const got = replayOn(learn(), html, schema(), AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/price not found/);
  });
});
