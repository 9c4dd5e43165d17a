import { describe, expect, it } from 'vitest';
import { recipeRuns } from './support/recipe-runs';

/**
 * Made-up guest-house pages whose address line shows, on pages without an address, the town and
 * its distance from the centre instead ("Nefen · 2.0 km from the centre"). Learned from such a
 * page, a later one showing another town and distance is served without an address.
 */
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, address: { type: 'string' }, price: { type: 'number' } },
};
const ask = { prompt: 'The guest house: name, address, price.', schema };
const AT = 'https://stays.test/h/';
const house = (n: number, line: string) => `<html><body><main>
  <h1 class="h-name">Gull house ${n}</h1><p class="h-where">${line}</p><p class="h-cost">€ ${n}0 a night</p></main></body></html>`;
const answer = (n: number, address?: string) => ({
  name: `Gull house ${n}`,
  ...(address ? { address } : {}),
  price: n * 10,
});

async function learned() {
  const runs = recipeRuns(ask);
  await runs.run(`${AT}1`, house(1, 'Quay Road 4, Nefen'), answer(1, 'Quay Road 4, Nefen'));
  await runs.run(`${AT}2`, house(2, 'Mill Lane 12, Tarn'), answer(2, 'Mill Lane 12, Tarn'));
  const first = await runs.run(`${AT}3`, house(3, 'Nefen · 2.0 km from the centre'), answer(3));
  return { ...runs, first };
}

describe('recipes: a line of the page’s context in a text field’s place', () => {
  it('goes to the model the first time, and later pages showing such a line are served without the field', async () => {
    const { run, first } = await learned();
    expect(first.served).toBe(false);
    const later = await run(`${AT}4`, house(4, 'Lotasol · 7.5 km from the centre'), answer(4));
    expect(later.served && later.result).toEqual(answer(4));
    const own = await run(`${AT}5`, house(5, 'Salt Row 9, Lotasol'), answer(5, 'Salt Row 9, Lotasol'));
    expect(own.served && own.result).toEqual(answer(5, 'Salt Row 9, Lotasol'));
  });

  it('still sends a line of other words there to the model', async () => {
    const { run } = await learned();
    const other = await run(`${AT}4`, house(4, 'Salt Row 9 · Lotasol harbour'), answer(4, 'Salt Row 9'));
    expect(other.served).toBe(false);
  });
});
