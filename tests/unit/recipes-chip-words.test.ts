import { describe, expect, it } from 'vitest';
import { describeRecipe } from '@/lib/recipes';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up car-hire results page whose cards list their facts as bare chips in no fixed order:
 * the seats, the fuel on some cars, the gearbox when the supplier gives it, "Unlimited mileage"
 * when included. No place holds the gearbox (second on one card, third on the next, missing
 * with the mileage second on a third): it is told by which of a few words a chip says.
 */
interface Car {
  model: string;
  seats: number;
  fuel?: string;
  gearbox?: string;
  mileage?: boolean;
  price: number;
}
const page = (cars: Car[]): string => `<!DOCTYPE html>
<html><body><main><h1>Cars in Velmora</h1><div class="results">${cars
  .map(
    (c) =>
      `<article class="car"><h3 class="model">${c.model}</h3><ul class="facts"><li>${c.seats} seats</li>${
        c.fuel ? `<li>${c.fuel}</li>` : ''
      }${c.gearbox ? `<li>${c.gearbox}</li>` : ''}${c.mileage ? '<li>Unlimited mileage</li>' : ''}</ul><p class="cost">€ ${c.price}</p></article>`,
  )
  .join('')}</div></main></body></html>`;
const answer = (cars: Car[]) => ({
  cars: cars.map((c) => ({
    model: c.model,
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
        properties: { model: { type: 'string' }, transmission: { type: 'string' }, price: { type: 'number' } },
        required: ['model'],
      },
    },
  },
};
const AT = 'https://gearbox.test/search?page=';

const first: Car[] = [
  { model: 'Tavor Lim', seats: 5, gearbox: 'Manual', mileage: true, price: 310 },
  { model: 'Quell Ost', seats: 7, fuel: 'Diesel', gearbox: 'Automatic', price: 540 },
  { model: 'Brisa Tem', seats: 4, mileage: true, price: 220 },
  { model: 'Corvo Lan', seats: 5, gearbox: 'Manual', price: 280 },
];
const second: Car[] = [
  { model: 'Dalmo Ves', seats: 9, gearbox: 'Automatic', mileage: true, price: 720 },
  { model: 'Elsa Pran', seats: 4, fuel: 'Diesel', mileage: true, price: 190 },
  { model: 'Fenna Rot', seats: 5, fuel: 'Diesel', gearbox: 'Manual', price: 260 },
  { model: 'Garo Bel', seats: 2, gearbox: 'Automatic', price: 410 },
];

describe('recipes: a text said by which of a few words a row of chips shows', () => {
  const recipe = learnStored(
    [
      { html: page(first), answer: answer(first) },
      { html: page(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('reads each card’s gearbox wherever its chip stands, and none where no chip says one', () => {
    const later: Car[] = [
      { model: 'Gorra Min', seats: 5, fuel: 'Diesel', gearbox: 'Automatic', mileage: true, price: 330 },
      { model: 'Halde Nor', seats: 7, mileage: true, price: 480 },
      { model: 'Isel Dar', seats: 4, gearbox: 'Manual', price: 150 },
      { model: 'Jora Vel', seats: 5, price: 205 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('sends a page to the model where a chip says a word the pages learned from never showed', () => {
    const later: Car[] = [
      { model: 'Gorra Min', seats: 5, gearbox: 'Automatic', price: 330 },
      { model: 'Kemi Sar', seats: 5, gearbox: 'Semi-automatic', mileage: true, price: 390 },
    ];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toMatch(/transmission: its row shows “Semi-automatic”, a text the pages learned/);
  });

  it('sends a page to the model where one card’s chips say two of the words', () => {
    const later: Car[] = [{ model: 'Lumo Tar', seats: 5, fuel: 'Manual', gearbox: 'Automatic', price: 330 }];
    const got = replayOn(recipe, page(later), schema, AT);
    expect(got.ok).toBe(false);
  });

  it('says in words how the gearbox is read', () => {
    const reads =
      describeRecipe(recipe)
        .find((f) => f.name === 'cars[].transmission')
        ?.reads.join(' ') ?? '';
    expect(reads).toMatch(/whichever of them says one of these: “automatic”, “manual”/);
  });
});

/**
 * The same cards built with hashed class names only (a CSS-in-JS build), after a list of the
 * pick-up desk's services: nothing names the row of chips, which is the card's second bare <ul>.
 */
const hashedPage = (cars: Car[]): string => `<!DOCTYPE html>
<html><body><main class="css-q81xza"><h1>Cars in Velmora</h1><div class="css-w2m4k0">${cars
  .map(
    (c) =>
      `<div class="css-7hd0e3"><h3 class="css-a0p3nd">${c.model}</h3><ul><li>Desk in the terminal</li></ul><ul><li>${c.seats} seats</li>${
        c.fuel ? `<li>${c.fuel}</li>` : ''
      }${c.gearbox ? `<li>${c.gearbox}</li>` : ''}${c.mileage ? '<li>Unlimited mileage</li>' : ''}</ul><p class="css-z1r7ye">€ ${c.price}</p></div>`,
  )
  .join('')}</div></main></body></html>`;

describe('recipes: chip words in a row placed only by its rank', () => {
  const recipe = learnStored(
    [
      { html: hashedPage(first), answer: answer(first) },
      { html: hashedPage(second), answer: answer(second) },
    ],
    schema,
    AT,
  );

  it('learns the row by its rank and reads each card’s gearbox wherever its chip stands', () => {
    const later: Car[] = [
      { model: 'Gorra Min', seats: 5, fuel: 'Diesel', gearbox: 'Automatic', mileage: true, price: 330 },
      { model: 'Halde Nor', seats: 7, mileage: true, price: 480 },
      { model: 'Isel Dar', seats: 4, gearbox: 'Manual', price: 150 },
    ];
    const got = replayOn(recipe, hashedPage(later), schema, AT);
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still sends a card whose row shows a word never learned to the model', () => {
    const later: Car[] = [{ model: 'Kemi Sar', seats: 5, gearbox: 'Semi-automatic', price: 390 }];
    const got = replayOn(recipe, hashedPage(later), schema, AT);
    expect(got.ok).toBe(false);
  });
});
