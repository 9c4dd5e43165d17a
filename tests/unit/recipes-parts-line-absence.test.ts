import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up inn pages: the address line shows, on inns without a street address, the town and its
 * distance from the centre ("Brisk · 3,3 km from the centre"), and the answer then gives the town
 * and no address. That line, with another town and distance, is again no address; a line of
 * parts saying anything else may be an address written otherwise, and goes to the model.
 */
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, address: { type: 'string' }, town: { type: 'string' } },
  required: ['name'],
};
const inn = (name: string, line: string, town: string): string =>
  `<html><body><nav class="crumbs"><a href="/">Inns</a> › <a class="town" href="/t">${town}</a></nav>
<main><h1 class="inn-name">${name}</h1><p class="inn-where">${line}</p><p class="blurb">Quiet rooms, hot tea.</p></main></body></html>`;
const AT = 'https://inns.test/inn/';

describe('recipes: a line of parts in a field’s place, where answers left it out', () => {
  const recipe = learnStored(
    [
      {
        html: inn('Harrow Inn', '12 Elm Row, 4410 Tarn', 'Tarn'),
        answer: { name: 'Harrow Inn', address: '12 Elm Row, 4410 Tarn', town: 'Tarn' },
      },
      {
        html: inn('Dunmere Lodge', 'Brisk · 3,3 km from the centre', 'Brisk'),
        answer: { name: 'Dunmere Lodge', town: 'Brisk' },
      },
    ],
    schema,
    AT,
  );

  it('is absent where the place shows another town and distance that way', () => {
    const got = replayOn(recipe, inn('Fallow House', 'Ould · 1,2 km from the centre', 'Ould'), schema, AT);
    expect(got).toMatchObject({ ok: true, result: { name: 'Fallow House', town: 'Ould' } });
    if (got.ok) expect(got.result).not.toHaveProperty('address');
  });

  it('reads an address there, and sends any other line of parts to the model', () => {
    expect(replayOn(recipe, inn('Fallow House', '3 Mill Lane, 2201 Ould', 'Ould'), schema, AT)).toMatchObject({
      ok: true,
      result: { name: 'Fallow House', address: '3 Mill Lane, 2201 Ould', town: 'Ould' },
    });
    const other = replayOn(recipe, inn('Fallow House', 'Mill Lane 3 · Ould', 'Ould'), schema, AT);
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.reason).toContain('line of parts');
  });
});
