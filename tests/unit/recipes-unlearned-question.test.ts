import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up hotel pages in French with one policy line: the learning pages said "Annulation
 * gratuite" there, which the schema does not ask about, and said nothing of breakfast, so the
 * recipe has no reading for `breakfast_included`. A page whose policy line says "Petit-déjeuner
 * compris" speaks of it: it must not be served without it.
 */
const hotel = (name: string, price: number, policy: string): string =>
  `<!DOCTYPE html><html lang="fr"><body><main><h1 class="nom">${name}</h1>` +
  `<p class="prix">${price} € / nuit</p><section class="regles"><div class="ligne"><span>Départ</span> <time>11h00</time></div>` +
  `<p class="bon">${policy}</p></section></main></body></html>`;
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price_per_night: { type: 'number' },
    breakfast_included: { type: 'boolean' },
  },
};
const AT = 'https://sejours.test/hotel/';

describe('recipes: a yes/no question no learning page spoke of', () => {
  const recipe = learnStored(
    [
      {
        html: hotel('Hôtel des Saules', 84, 'Annulation gratuite'),
        answer: { name: 'Hôtel des Saules', price_per_night: 84 },
      },
      {
        html: hotel('Hôtel du Gué', 112, 'Annulation gratuite'),
        answer: { name: 'Hôtel du Gué', price_per_night: 112 },
      },
    ],
    schema,
    AT,
  );

  it('sends a page that speaks of it to the model', () => {
    const got = replayOn(recipe, hotel('Hôtel de la Digue', 97, 'Petit-déjeuner compris'), schema, AT);
    if (got.ok)
      expect(got.result).toEqual({ name: 'Hôtel de la Digue', price_per_night: 97, breakfast_included: true });
    else
      expect(got.reason).toMatch(
        /^breakfast_included was never learned, though the page says “petit.d[eé]jeuner compris”$/i,
      );
  });

  it('serves a page that does not', () => {
    const got = replayOn(recipe, hotel('Hôtel des Ajoncs', 76, 'Annulation gratuite'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Hôtel des Ajoncs', price_per_night: 76 });
  });
});
