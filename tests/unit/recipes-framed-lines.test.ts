import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up car-hire results page: each card's price box gives the total, a daily rate on some
 * cars ("37 € per day"), and a deposit on some ("Deposit: 500 €"), framed by the same "€". A car
 * without a daily rate that shows a deposit is no car whose rate moved: the deposit line is
 * another quantity's, and the recipe learns so from the learning pages' own cards.
 */
interface Car {
  model: string;
  total: number;
  daily?: number;
  deposit?: number;
}
const page = (cars: Car[]): string => `<!DOCTYPE html>
<html><body><main><h1>Cars in Ostravel</h1><div class="results">${cars
  .map(
    (c) =>
      `<div class="car"><h3 class="model">${c.model}</h3><div class="box"><span class="total">${c.total} €</span> <span class="days">for 4 days</span>${
        c.daily ? ` · <span class="daily">${c.daily} €</span> per day` : ''
      }${c.deposit ? `<p class="deposit">Deposit: ${c.deposit} €</p>` : ''}</div></div>`,
  )
  .join('')}</div></main></body></html>`;
const answer = (cars: Car[]) => ({
  cars: cars.map((c) => ({ model: c.model, total: c.total, ...(c.daily ? { daily: c.daily } : {}) })),
});
const schema = {
  type: 'object',
  properties: {
    cars: {
      type: 'array',
      items: {
        type: 'object',
        properties: { model: { type: 'string' }, total: { type: 'number' }, daily: { type: 'number' } },
        required: ['model'],
      },
    },
  },
};
const AT = 'https://deposits.test/search?page=';

const first: Car[] = [
  { model: 'Tavor Lim', total: 148, daily: 37, deposit: 500 },
  { model: 'Quell Ost', total: 360, deposit: 900 },
  { model: 'Brisa Tem', total: 220, daily: 55 },
  { model: 'Corvo Lan', total: 280 },
];
const second: Car[] = [
  { model: 'Dalmo Ves', total: 720, daily: 180 },
  { model: 'Elsa Pran', total: 190, deposit: 700 },
  { model: 'Fenna Rot', total: 260, daily: 65, deposit: 1200 },
];

describe('recipes: a line of another quantity framed like a missing number', () => {
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('serves a car without a daily rate that shows a deposit, without a rate', () => {
    const later: Car[] = [
      { model: 'Gorra Min', total: 330, deposit: 1500 },
      { model: 'Halde Nor', total: 480, daily: 120 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still sends a car to the model whose daily rate shows in another place', () => {
    const later: Car[] = [{ model: 'Isel Dar', total: 400, daily: 100 }];
    const html = page(later).replace('<span class="daily">100 €</span>', '<span>100 €</span>');
    const got = replayOn(recipe, html, schema, AT);
    expect(got.ok).toBe(false);
  });
});
