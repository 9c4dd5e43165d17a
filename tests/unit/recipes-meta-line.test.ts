import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up guest-house page: under the name, the address ("Talweg 3, 6020 Ortsee"); on pages of
 * the template's other variant, the same line shows the town and the distance to its centre
 * ("Ortsee · 3,0 km vom Zentrum"). That is no address, and no address learned was written as a
 * line of parts.
 */
const page = (name: string, line: string): string => `<!DOCTYPE html>
<html><body><main><h1 class="name">${name}</h1><p class="line">${line}</p>
<p class="rate">€ 120 a night</p><section><h2>About</h2><p>Rooms with a view of the lake.</p></section></main></body></html>`;
const schema = { type: 'object', properties: { name: { type: 'string' }, address: { type: 'string' } } };
const AT = 'https://stays.test/hotel/';

describe('recipes: a line of parts in a text field’s place', () => {
  const recipe = learnStored(
    [
      {
        html: page('Pension Almhof', 'Talweg 3, 6020 Ortsee'),
        answer: { name: 'Pension Almhof', address: 'Talweg 3, 6020 Ortsee' },
      },
      {
        html: page('Haus Lindner', 'Bergstraße 41, 6030 Ulmau'),
        answer: { name: 'Haus Lindner', address: 'Bergstraße 41, 6030 Ulmau' },
      },
    ],
    schema,
    AT,
  );

  it('is not served as the address', () => {
    const got = replayOn(recipe, page('Gasthof Brenner', 'Ortsee · 3,0 km vom Zentrum'), schema, AT);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.reason).toMatch(/address reads .*a line of parts no value learned was written as/);
  });

  it('still serves an address', () => {
    const got = replayOn(recipe, page('Gasthof Brenner', 'Seeufer 9, 6040 Brand'), schema, AT);
    expect(got.ok && got.result).toEqual({ name: 'Gasthof Brenner', address: 'Seeufer 9, 6040 Brand' });
  });
});
