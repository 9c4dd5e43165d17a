import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { learnRecipe, replayRecipe, viewPage, type Recipe } from '../../lib/recipes';
import { coincidencePenalty } from '../../lib/recipes/learn-field';
import type { ValuePick } from '../../lib/recipes/recipe';

/**
 * Readings that hold by coincidence on the one page they were learned from: a label made of the
 * value's own first words, and prose around a value. Made-up pages of a small press whose
 * blocks have no classes, so only positions, lines and labels can find a value.
 */
const schema = { type: 'object', properties: { title: { type: 'string' }, binding: { type: 'string' } } };

function page(p: { title: string; binding: string; note: string }): string {
  return `<!DOCTYPE html><html><body><div><div><p>${p.note}</p><div>${p.title}</div></div>
    <p>Printed on recycled paper in small runs.</p><div>${p.binding}</div></div></body></html>`;
}

function learnOne(p: { title: string; binding: string; note: string }): Recipe {
  const outcome = learnRecipe(
    [
      {
        doc: parseHtmlDocument(page(p)),
        url: 'https://press.test/book/1',
        result: { title: p.title, binding: p.binding },
      },
    ],
    schema,
    { id: 'press', now: 0 },
  );
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.recipe;
}

function read(recipe: Recipe, p: { title: string; binding: string; note: string }) {
  return replayRecipe(viewPage(parseHtmlDocument(page(p)), 'https://press.test/book/2'), recipe, schema);
}

describe('recipes: readings that hold by coincidence cost more', () => {
  it('does not take the value’s own first words for its label', () => {
    const recipe = learnOne({ title: 'Lantern: Tales from the Fen', binding: 'Paperback', note: 'New this week' });
    const title = recipe.fields.find((f) => f.name === 'title');
    expect(title?.picks[0]?.locator).not.toMatchObject({ by: 'label', label: 'Lantern:' });
    const got = read(recipe, { title: 'Orchard Songs: Poems', binding: 'Cloth', note: 'New this week' });
    expect(got.ok && got.result).toEqual({ title: 'Orchard Songs: Poems', binding: 'Cloth' });
  });

  it('backs a reading anchored on prose with one that holds when the prose changes', () => {
    const recipe = learnOne({
      title: 'Salt and Ember',
      binding: 'Paperback',
      note: 'Staff pick, read it twice.',
    });
    const got = read(recipe, { title: 'The Tin Heron', binding: 'Cloth', note: 'A quiet book for loud days.' });
    expect(got.ok && got.result).toEqual({ title: 'The Tin Heron', binding: 'Cloth' });
  });

  it('keeps a label kept with its value when a number follows it', () => {
    const pick = (before: string): ValuePick => ({
      locator: { by: 'label', tag: 'li', label: before },
      read: 'text',
      before,
      after: '',
      keep: true,
      many: false,
    });
    expect(coincidencePenalty(pick('Weight:'), ['Weight: 614 g'])).toBe(0);
    expect(coincidencePenalty(pick('Lantern:'), ['Lantern: Tales from the Fen'])).toBeGreaterThan(0);
    const prose: ValuePick = {
      ...pick(''),
      keep: false,
      locator: { by: 'after-line', tag: 'div', text: 'Read it twice, then lend it.' },
    };
    expect(coincidencePenalty(prose, ['Salt and Ember'])).toBeGreaterThan(0);
    const label: ValuePick = { ...prose, locator: { by: 'after-line', tag: 'div', text: 'Binding' } };
    expect(coincidencePenalty(label, ['Cloth'])).toBe(0);
  });
});
