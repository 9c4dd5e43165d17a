import { describe, expect, it } from 'vitest';
import { handRecipe } from './support/hand-recipe';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up match report: the goals are two lists built alike, the home side's and the away
 * side's. On both learning pages only the home side scored (the away list is there, empty), so a
 * reading of the home list alone read every scorer there; a page where the away side scored too
 * must not be served with half the scorers.
 */
const report = (n: number, home: string[], away: string[]): string => `<!DOCTYPE html><html><body>
  <nav><a href="/news">News</a> <a href="/tables">Tables</a></nav><main>
  <h1 class="fixture">Rovers ${n} – Athletic</h1>
  <section class="goals"><h2>Goals</h2>
    <ul class="side home">${home.map((name) => `<li><span class="scorer">${name}</span> <span class="minute">${n}2'</span></li>`).join('')}</ul>
    <ul class="side away">${away.map((name) => `<li><span class="scorer">${name}</span> <span class="minute">${n}7'</span></li>`).join('')}</ul>
  </section>
  <p class="venue">Played at Hill Park</p>
</main></body></html>`;

const schema = {
  type: 'object',
  properties: { fixture: { type: 'string' }, scorers: { type: 'array', items: { type: 'string' } } },
};
const AT = 'https://matches.test/m/';

const scorers = (closed: boolean) => ({
  name: 'scorers',
  type: 'string',
  array: true,
  required: false,
  picks: [
    {
      locator: { by: 'css', selector: 'ul.home span.scorer' },
      read: 'text',
      before: '',
      after: '',
      many: true,
    },
  ],
  maxLength: 20,
  ...(closed ? { closed } : {}),
});
const named = { type: 'object', properties: { name: { type: 'string' }, ...schema.properties } };

describe('recipes: an array read from every place made like its values', () => {
  it('is learned as such where the pages show no other place made alike', () => {
    const recipe = learnStored(
      [
        {
          html: report(1, ['A. Reed', 'B. Moss'], []),
          answer: { fixture: 'Rovers 1 – Athletic', scorers: ['A. Reed', 'B. Moss'] },
        },
        { html: report(2, ['C. Lane'], []), answer: { fixture: 'Rovers 2 – Athletic', scorers: ['C. Lane'] } },
      ],
      schema,
      AT,
    );
    expect(recipe.fields.find((f) => f.name === 'scorers')?.closed).toBe(true);
    const got = replayOn(recipe, report(3, ['D. Fern', 'E. Holt'], ['F. Wade']), schema, AT);
    if (got.ok)
      expect(got.result).toEqual({ fixture: 'Rovers 3 – Athletic', scorers: ['D. Fern', 'E. Holt', 'F. Wade'] });
  });

  it('is not served with part of its values where a second list made alike is filled', () => {
    const page = report(3, ['D. Fern', 'E. Holt'], ['F. Wade']);
    const open = replayOn(handRecipe('open', [scorers(false)]), page, named, AT);
    expect(open.ok && open.result['scorers']).toEqual(['D. Fern', 'E. Holt']);
    const got = replayOn(handRecipe('closed', [scorers(true)]), page, named, AT);
    expect(got.ok || got.reason).toBe('scorers: the page shows more places made like its values than the recipe reads');
  });

  it('is still served where only its own list holds values, however many', () => {
    const page = report(4, ['G. Dale', 'H. Pike', 'I. Rowe'], []);
    const got = replayOn(handRecipe('closed', [scorers(true)]), page, named, AT);
    expect(got.ok && got.result['scorers']).toEqual(['G. Dale', 'H. Pike', 'I. Rowe']);
  });
});
