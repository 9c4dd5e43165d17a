import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up car-hire results page: each card lists its facts as bare items — the seats, the
 * gearbox when the supplier gives it, "Unlimited mileage" when included. On the learning pages
 * every car without a gearbox had no mileage item either, so "the second item" read the gearbox
 * wherever there was one. A car shown without its gearbox but with unlimited mileage has
 * "Unlimited mileage" second.
 */
interface Car {
  model: string;
  seats: number;
  gearbox?: string;
  mileage?: boolean;
  price: number;
}
const page = (cars: Car[]): string => `<!DOCTYPE html>
<html><body><main><h1>Cars in Velmora</h1><div class="results">${cars
  .map(
    (c) =>
      `<article class="car"><h3 class="model">${c.model}</h3><ul class="facts"><li>${c.seats} seats</li>${
        c.gearbox ? `<li>${c.gearbox}</li>` : ''
      }${c.mileage ? '<li>Unlimited mileage</li>' : ''}</ul><p class="cost">€ ${c.price}</p></article>`,
  )
  .join('')}</div></main></body></html>`;
const answer = (cars: Car[]) => ({
  cars: cars.map((c) => ({
    model: c.model,
    seats: c.seats,
    ...(c.gearbox ? { transmission: c.gearbox } : {}),
    price: c.price,
  })),
});
const schema = {
  type: 'object',
  properties: {
    cars: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          model: { type: 'string' },
          seats: { type: 'integer' },
          transmission: { type: 'string' },
          price: { type: 'number' },
        },
        required: ['model'],
      },
    },
  },
};
const AT = 'https://carhire.test/search?page=';

const first: Car[] = [
  { model: 'Tavor Lim', seats: 5, gearbox: 'Manual', mileage: true, price: 310 },
  { model: 'Quell Ost', seats: 7, gearbox: 'Automatic', mileage: true, price: 540 },
  { model: 'Brisa Tem', seats: 4, price: 220 },
  { model: 'Corvo Lan', seats: 5, gearbox: 'Manual', price: 280 },
];
const second: Car[] = [
  { model: 'Dalmo Ves', seats: 9, gearbox: 'Automatic', mileage: true, price: 720 },
  { model: 'Elsa Pran', seats: 4, price: 190 },
  { model: 'Fenna Rot', seats: 5, gearbox: 'Manual', mileage: true, price: 260 },
];

describe('recipes: a reading by position does not serve the item that moved into its place', () => {
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('never serves “Unlimited mileage” as a car’s gearbox', () => {
    const later: Car[] = [
      { model: 'Gorra Min', seats: 5, gearbox: 'Automatic', mileage: true, price: 330 },
      { model: 'Halde Nor', seats: 7, mileage: true, price: 480 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    if (got.ok) expect(got.result).toEqual(answer(later));
    else
      expect(got.reason).toMatch(
        /transmission reads “Unlimited mileage”, a text the pages learned from showed beside its place/,
      );
  });

  it('still serves cards whose items stand where they stood', () => {
    const later: Car[] = [
      { model: 'Gorra Min', seats: 5, gearbox: 'Automatic', mileage: true, price: 330 },
      { model: 'Isel Dar', seats: 4, price: 150 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });
});
