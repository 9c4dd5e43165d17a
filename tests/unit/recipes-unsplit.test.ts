import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { learnRecipe, recipeSchema, replayRecipe, viewPage, type Recipe } from '../../lib/recipes';

/**
 * An array field every learning answer showed holding one value: a made-up tea shop whose
 * leaves carry notes written as one text ("Notes: malty, smoky") or as chips.
 */
interface Tea {
  name: string;
  notes: string[];
}

const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, notes: { type: 'array', items: { type: 'string' } } },
};

const asText = (t: Tea) => `<p class="tea-notes">Notes: ${t.notes.join(', ')}</p>`;
const asChips = (t: Tea) => `<ul class="tea-notes">${t.notes.map((n) => `<li>${n}</li>`).join('')}</ul>`;

function page(t: Tea, notes: (t: Tea) => string): Document {
  return parseHtmlDocument(
    `<!DOCTYPE html><html><body><main><h1 class="tea-name">${t.name}</h1>${notes(t)}<p>Brew at 90 degrees.</p></main></body></html>`,
  );
}

function learn(teas: Tea[], notes: (t: Tea) => string): Recipe {
  const outcome = learnRecipe(
    teas.map((t, i) => ({ doc: page(t, notes), url: `https://teas.test/t/${i}`, result: t })),
    schema,
    { id: 'teas', now: 0 },
  );
  if (!outcome.ok) throw new Error(outcome.reason);
  return recipeSchema.parse(JSON.parse(JSON.stringify(outcome.recipe)));
}

const replay = (recipe: Recipe, t: Tea, notes: (t: Tea) => string) =>
  replayRecipe(viewPage(page(t, notes), 'https://teas.test/t/9'), recipe, schema);

const singles: Tea[] = [
  { name: 'Misty Ridge', notes: ['malty'] },
  { name: 'River Stone', notes: ['floral'] },
];

describe('recipes: an array every learning page showed with one value', () => {
  it('sends a page whose one text may hold several values to the model, saying so', () => {
    const recipe = learn(singles, asText);
    expect(recipe.fields.find((f) => f.name === 'notes')?.unsplit).toContain(',');
    const got = replay(recipe, { name: 'Cedar Hollow', notes: ['smoky', 'sweet'] }, asText);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toContain('which may be several values');
  });

  it('serves a page that again shows one value', () => {
    const recipe = learn(singles, asText);
    const got = replay(recipe, { name: 'Cedar Hollow', notes: ['smoky'] }, asText);
    expect(got.ok && got.result).toEqual({ name: 'Cedar Hollow', notes: ['smoky'] });
  });

  it('learned from a value that holds a comma, a comma is no sign of several', () => {
    const recipe = learn(
      [
        { name: 'Misty Ridge', notes: ['honey, faintly'] },
        { name: 'River Stone', notes: ['floral'] },
      ],
      asText,
    );
    expect(recipe.fields.find((f) => f.name === 'notes')?.unsplit ?? []).not.toContain(',');
  });

  it('a slash or comma between two digits writes one value (a waist/length size, a decimal)', () => {
    const recipe = learn(singles, asText);
    expect(recipe.fields.find((f) => f.name === 'notes')?.unsplit).toContain('/');
    const got = replay(recipe, { name: 'Cedar Hollow', notes: ['oak 3/4 smoke'] }, asText);
    expect(got.ok && got.result).toEqual({ name: 'Cedar Hollow', notes: ['oak 3/4 smoke'] });
    expect(replay(recipe, { name: 'Cedar Hollow', notes: ['malty/smoky'] }, asText).ok).toBe(false);
  });

  it('chips, one element a value, are read as several values on a page with several', () => {
    const recipe = learn(singles, asChips);
    const got = replay(recipe, { name: 'Cedar Hollow', notes: ['smoky', 'sweet', 'bright'] }, asChips);
    expect(got.ok && got.result).toEqual({ name: 'Cedar Hollow', notes: ['smoky', 'sweet', 'bright'] });
  });

  it('a field learned from answers with several values splits at the separator seen, and guards only the others', () => {
    const recipe = learn(
      [
        { name: 'Misty Ridge', notes: ['malty', 'smoky'] },
        { name: 'River Stone', notes: ['floral'] },
      ],
      asText,
    );
    const notes = recipe.fields.find((f) => f.name === 'notes');
    expect(notes?.unsplit ?? []).not.toContain(',');
    expect(notes?.unsplit).toContain('/');
    const got = replay(recipe, { name: 'Cedar Hollow', notes: ['sweet', 'bright'] }, asText);
    expect(got.ok && got.result).toEqual({ name: 'Cedar Hollow', notes: ['sweet', 'bright'] });
    // Written with a separator no answer showed: several values, perhaps, and the model says.
    const slashed = replay(recipe, { name: 'Cedar Hollow', notes: ['sweet / bright'] }, asText);
    expect(slashed.ok).toBe(false);
  });
});
