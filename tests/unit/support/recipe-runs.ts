import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { createRecipeService } from '@/lib/recipes/service';
import { createRecipeStore } from '@/lib/recipes/store';
import { memoryArea } from './memory-area';

/**
 * A recipe service over an in-memory store, and one page run the way the product runs it: the
 * recipe serves the page, else the model's answer (given) teaches, confirms or heals it. No
 * routine checks.
 */
export function recipeRuns(ask: { prompt: string; schema: unknown }, id = 'r1') {
  const store = createRecipeStore(memoryArea());
  const service = createRecipeService({
    store,
    parse: parseHtmlDocument,
    now: () => 1,
    newId: () => id,
    checkEvery: 0,
  });
  const run = async (url: string, html: string, answer: Record<string, unknown>) => {
    const page = { url, html };
    const out = await service.serve(ask, page);
    if (!out.served) await service.learn(ask, page, answer, out.missed);
    return out;
  };
  return { store, service, run };
}
