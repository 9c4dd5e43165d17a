import { describe, expect, it } from 'vitest';
import { handRecipe } from './support/hand-recipe';
import { replayOn } from './support/recipe-learning';

/**
 * A field read by its row label first, with a backup by class learned on pages whose facts had
 * one row in metres: on a page with a second such row (a rise beside the height), the backup
 * matches both rows. One of them is what the label read, so the backup does not disagree. A
 * backup whose places hold nothing the first reading read still does. Made-up peaks.
 */
const schema = { type: 'object', properties: { name: { type: 'string' }, height_m: { type: 'integer' } } };

const recipe = handRecipe('peaks', [
  {
    name: 'height_m',
    type: 'integer',
    array: false,
    required: false,
    picks: [
      { locator: { by: 'after-line', tag: 'td', text: 'Height' }, read: 'text', before: '', after: 'm' },
      { locator: { by: 'css', selector: 'table.facts td' }, read: 'text', before: '', after: 'm' },
    ],
    maxLength: 5,
  },
]);

const peak = (rows: Array<[string, string]>) =>
  `<html><body><main><h1>Quill Top</h1><table class="facts">${rows
    .map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`)
    .join('')}</table></main></body></html>`;

describe('a backup reading that now matches several places', () => {
  it('agrees when one of them reads what the first reading read', () => {
    const got = replayOn(
      recipe,
      peak([
        ['Height', '2,140 m'],
        ['Rise', '512 m'],
        ['Range', 'Ossary'],
      ]),
      schema,
      'https://peaks.test/',
    );
    expect(got).toMatchObject({ ok: true, result: { name: 'Quill Top', height_m: 2140 } });
  });

  it('still refuses the page when none of them does', () => {
    const html = peak([['Height', '2,140 m']]).replace(
      '</table>',
      '</table><table class="facts"><tr><td>610 m</td></tr><tr><td>455 m</td></tr></table>',
    );
    const moved = html.replace('<th>Height</th><td>2,140 m</td>', '<th>Height</th><td>2,140 ft</td>');
    expect(replayOn(recipe, moved, schema, 'https://peaks.test/').ok).toBe(false);
  });
});

describe('a backup that reads more around what the first reading read', () => {
  // A date read as the second run of its byline's outline ("Von … 25.09.2024 Lesezeit: 7 Min."),
  // with its own <time> as the backup. A relative date ("vor 4 Tagen") gives the byline the same
  // outline by chance, so the first reading takes "4": the backup's text around it says so.
  const dated = handRecipe('news', [
    {
      name: 'date',
      type: 'string',
      array: false,
      required: false,
      picks: [
        {
          locator: { by: 'css', selector: 'div.byline' },
          read: 'text',
          before: '',
          after: '',
          lines: 'a 9 a: 9 a',
          part: 1,
        },
        { locator: { by: 'css', selector: 'div.byline time' }, read: 'text', before: '', after: '' },
      ],
      shape: '9',
      maxLength: 10,
    },
  ]);
  const dateSchema = { type: 'object', properties: { name: { type: 'string' }, date: { type: 'string' } } };
  const story = (when: string) =>
    `<html><body><main><h1>Market hall opens</h1><div class="byline">Von <a href="/a/ov">Orla Venn</a> <time>${when}</time> <span>Lesezeit:</span> 7 Min. Lesezeit</div></main></body></html>`;

  it('is served where both agree', () => {
    expect(replayOn(dated, story('25.09.2024'), dateSchema, 'https://news.test/')).toMatchObject({
      ok: true,
      result: { date: '25.09.2024' },
    });
  });

  it('is not outvoted by the learned outline', () => {
    expect(replayOn(dated, story('vor 4 Tagen'), dateSchema, 'https://news.test/').ok).toBe(false);
  });
});
