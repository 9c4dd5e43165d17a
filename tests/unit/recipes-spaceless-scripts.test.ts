import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up Japanese product pages: the brand is shown only in a link that runs into the words
 * after it ("<brand>ストアを表示", "view the <brand> store"), as Japanese writes words without
 * spaces. The brand is found there, by the recipe learner and by grounding alike; a Latin word
 * inside a longer Latin word still is not.
 */
interface Item {
  name: string;
  brand: string;
  price: number;
}
const page = (i: Item): string => `<!DOCTYPE html>
<html lang="ja"><body><main><div class="tick"><h1 class="tile">${i.name}</h1><a href="/brand/${i.brand.length}" class="stlk">${i.brand}ストアを表示</a></div>
<div class="prbx"><span class="prce">${i.price.toLocaleString('en-US')}</span>円（税込）</div><button class="buy">カートに入れる</button></main></body></html>`;
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, brand: { type: 'string' }, price: { type: 'number' } },
  required: ['name'],
};
const AT = 'https://kanemori-ichiba.test/item/';
const items: Item[] = [
  { name: 'ヨロミ ワイヤレスイヤホン', brand: 'ハルカゼ', price: 27400 },
  { name: 'サクモ デスクライト', brand: 'ミナトヤ', price: 6290 },
  { name: 'ノギク 電気ケトル', brand: 'ハルカゼ', price: 4980 },
];

describe('values in a script written without spaces', () => {
  it('learns the brand that runs into the link’s words, and serves it on the next page', () => {
    const recipe = learnStored(
      items.slice(0, 2).map((i) => ({ html: page(i), answer: i })),
      schema,
      AT,
    );
    const got = replayOn(recipe, page(items[2] as Item), schema, AT);
    expect(got.ok && got.result).toEqual(items[2]);
  });

  it('grounds such a brand as found, and one the page does not show as not found', () => {
    const ground = (result: Item): string[] =>
      flaggedOnPage({ html: page(items[0] as Item), url: `${AT}1`, prompt: 'name, brand and price', schema, result });
    expect(ground(items[0] as Item)).toEqual([]);
    expect(ground({ ...(items[0] as Item), brand: 'ミナトヤ' })).toEqual(['/brand']);
  });

  it('still finds no Latin word inside a longer Latin word', () => {
    const latin = page({ name: 'Desk lamp', brand: 'Orra', price: 40 }).replace('Orraストアを表示', 'Orrastore');
    expect(
      flaggedOnPage({
        html: latin,
        url: `${AT}2`,
        prompt: 'name, brand and price',
        schema,
        result: { name: 'Desk lamp', brand: 'Orra', price: 40 },
      }),
    ).toEqual(['/brand']);
  });
});
