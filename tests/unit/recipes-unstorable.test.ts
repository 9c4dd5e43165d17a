import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { recipeSchema } from '@/lib/recipes/recipe';
import { createRecipeService } from '@/lib/recipes/service';
import { createRecipeStore, UnstorableRecipeError } from '@/lib/recipes/store';
import { memoryArea } from './support/memory-area';

/**
 * What is learned is kept, or the run says why not. A recipe that does not fit its stored shape
 * (a list's left-out card holding more than one entry keeps, a page address longer than a scope
 * keeps) used to be written anyway, fail its check on the next read, and vanish without a word:
 * the run said "learned", the next page found nothing and learned again, and a heal that wrote
 * such a recipe deleted the one it replaced.
 */
const recipe = (id: string) => recipeSchema.parse({ version: 1, id, fields: [], lists: [] });

describe('recipes: the store refuses what it could not read back', () => {
  it('rejects a new recipe that does not parse, and keeps the ones it has', async () => {
    const store = createRecipeStore(memoryArea());
    await store.put(recipe('kept'));
    const bad = { ...recipe('bad'), lists: [{ name: 'vans', kinds: { record: [], skip: ['x'.repeat(5000)] } }] };
    await expect(store.put(bad as never)).rejects.toBeInstanceOf(UnstorableRecipeError);
    expect((await store.list()).map((r) => r.id)).toEqual(['kept']);
  });

  it('rejects an edit that would make a recipe unreadable, and leaves the recipe as it was', async () => {
    const area = memoryArea();
    const store = createRecipeStore(area);
    await store.put(recipe('one'));
    await expect(store.update('one', (r) => ({ ...r, version: 99 }) as never)).rejects.toThrow(/version/);
    expect(await createRecipeStore(area).list()).toEqual([recipe('one')]);
  });
});

describe('recipes: learning says when what it learned cannot be kept', () => {
  const schema = { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' } } };
  const ask = { prompt: 'The lamp: title and price.', schema };
  // A shop whose addresses carry a long fixed path (a campaign's words in every segment): longer
  // than a recipe's path pattern may be.
  const LONG = Array.from({ length: 12 }, () => 'spring-lighting-collection-for-reading-corners').join('/');
  const page = (n: number) => ({
    url: `https://lamps.test/${LONG}/lamp-${n}`,
    html: `<html><body><main><h1 class="lamp-title">Reed lamp ${n}</h1><p class="lamp-price">${n}9.00 €</p></main></body></html>`,
  });

  it('answers "not learned" with the reason, and stores nothing it would lose', async () => {
    const store = createRecipeStore(memoryArea());
    const service = createRecipeService({ store, parse: parseHtmlDocument, now: () => 1, newId: () => 'r1' });
    const use = await service.learn(ask, page(1), { title: 'Reed lamp 1', price: 19 });
    expect(use).toMatchObject({ learned: false, reason: expect.stringContaining('too large to keep') });
    expect(use?.reason).toContain('pathPattern');
    expect(await store.list()).toEqual([]);
  });
});
