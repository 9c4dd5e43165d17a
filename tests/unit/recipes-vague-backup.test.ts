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
