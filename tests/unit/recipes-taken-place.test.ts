import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { recipeSchema, replayRecipe, viewPage } from '../../lib/recipes';

/**
 * A field read two ways — by its label and by its row's position — on a page whose fact rows
 * moved: the position now holds another field's value. Made-up rug shop.
 */
const pick = (locator: Record<string, unknown>) => ({ locator, read: 'text' });
const recipe = recipeSchema.parse({
  version: 1,
  id: 'rugs',
  lists: [],
  fields: [
    {
      name: 'title',
      type: 'string',
      array: false,
      required: true,
      picks: [pick({ by: 'css', selector: 'h1' })],
      maxLength: 40,
    },
    {
      name: 'code',
      type: 'string',
      array: false,
      required: true,
      picks: [pick({ by: 'after-line', tag: 'dd', text: 'Code' })],
      maxLength: 20,
    },
    {
      name: 'weave',
      type: 'string',
      array: false,
      required: false,
      picks: [
        pick({ by: 'after-line', tag: 'dd', text: 'Weave' }),
        pick({ by: 'css', selector: 'dl.rug-facts > dd:nth-of-type(1)' }),
      ],
      maxLength: 20,
    },
  ],
});

const page = (rows: Array<[string, string]>) =>
  viewPage(
    parseHtmlDocument(
      `<!DOCTYPE html><html><body><main><h1>Harbour runner</h1><dl class="rug-facts">${rows
        .map(([l, v]) => `<dt>${l}</dt><dd>${v}</dd>`)
        .join('')}</dl></main></body></html>`,
    ),
    'https://rugs.test/r/1',
  );

describe('recipes: a reading whose place another field now holds', () => {
  // Each page still shows the weave somewhere the recipe can trust: all three fields are served.
  const served: Array<{ name: string; rows: Array<[string, string]> }> = [
    {
      name: 'reads the field by its other readings when the moved row holds another field’s value',
      rows: [
        ['Code', 'RG-204'],
        ['Weave', 'flat'],
      ],
    },
    {
      name: 'reads as before when both readings agree',
      rows: [
        ['Weave', 'flat'],
        ['Code', 'RG-204'],
      ],
    },
    {
      name: 'keeps a backup reading that stands alone and finds a value of its own',
      rows: [
        ['', 'flat'],
        ['Code', 'RG-204'],
      ],
    },
  ];
  for (const { name, rows } of served)
    it(name, () => {
      const got = replayRecipe(page(rows), recipe);
      expect(got.ok && got.result).toEqual({ title: 'Harbour runner', code: 'RG-204', weave: 'flat' });
    });

  it('serves the field as absent when its row is gone and the position now holds another field’s value', () => {
    const got = replayRecipe(page([['Code', 'RG-204']]), recipe);
    expect(got.ok && got.result).toEqual({ title: 'Harbour runner', code: 'RG-204' });
  });

  it('still refuses the page when the two readings disagree and neither holds another field’s value', () => {
    const got = replayRecipe(
      page([
        ['Pile', 'low'],
        ['Weave', 'flat'],
        ['Code', 'RG-204'],
      ]),
      recipe,
    );
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toContain('weave read two ways');
  });
});
