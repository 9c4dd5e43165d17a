import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Colours written one a page on the pages learned from, then several on one line joined by the
 * comma of the page's script: Arabic "،", ideographic "、", full-width "，". Never served as one
 * colour. Made-up lamps.
 */
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, colours: { type: 'array', items: { type: 'string' } } },
  required: ['name'],
};

const page = (name: string, colours: string) =>
  `<html><body><main><h1 class="title">${name}</h1><p class="colours"><span class="label">Colour</span> <span class="list">${colours}</span></p></main></body></html>`;

describe('colours joined by the comma of another script', () => {
  const recipe = learnStored(
    [
      { html: page('Tarn lamp', 'Slate'), answer: { name: 'Tarn lamp', colours: ['Slate'] } },
      { html: page('Fenn lamp', 'Sand'), answer: { name: 'Fenn lamp', colours: ['Sand'] } },
    ],
    schema,
    'https://lamps.test/p/',
  );

  for (const joined of ['Slate\u060c Sand', 'Slate\u3001Sand', 'Slate\uff0cSand']) {
    it(`are not one colour: ${joined}`, () => {
      const got = replayOn(recipe, page('Ossary lamp', joined), schema, 'https://lamps.test/p/');
      if (got.ok) expect((got.result as { colours?: string[] }).colours).not.toEqual([joined]);
    });
  }
});
