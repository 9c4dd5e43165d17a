import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import {
  credentialsRefusal,
  hasCredentials,
  validateExtractionRequest,
  withoutCredentials,
  withoutCredentialsInText,
} from '@/lib/contract';
import { documentEvidence } from '@/lib/grounding/page-evidence';
import { findValueElement } from '@/lib/page/locate-value';
import { buildPageText } from '@/lib/recipes/page-text';
import { findElements, viewPage } from '@/lib/recipes/read';
import { recipeSchema, type Recipe } from '@/lib/recipes/recipe';
import { replayRecipe } from '@/lib/recipes/replay';
import { unboundedSelector } from '@/lib/recipes/selector-cost';
import { applyImport, importQuestion, MAX_RECIPES, parseRecipeExport, planImport } from '@/lib/recipes/store';

const PATHOLOGICAL = 'b ~ i ~ i ~ i ~ i ~ i ~ i ~ i ~ i ~ i';

function docOf(body: string): Document {
  return parseHTML(`<html><head><title>t</title></head><body>${body}</body></html>`).document as unknown as Document;
}

/** `depth` nested <span>s built with DOM calls (no parser depth cap), `text` at the bottom. */
function deepDoc(depth: number, text: string): Document {
  const doc = docOf('<p>top 1.00</p><div id="root"></div>');
  let node = doc.getElementById('root') as Element;
  for (let i = 0; i < depth; i++) {
    const child = doc.createElement('span');
    node.appendChild(child);
    node = child;
  }
  node.textContent = text;
  return doc;
}

const BASE = recipeSchema.parse({
  version: 1,
  id: 'r1',
  fields: [
    {
      name: 'price',
      type: 'string',
      array: false,
      required: true,
      picks: [{ locator: { by: 'css', selector: 'p.price' }, read: 'text' }],
      maxLength: 10,
    },
  ],
});

function recipeWith(selector: string): Recipe {
  return withSelector(BASE, selector);
}

function withSelector(recipe: Recipe, selector: string): Recipe {
  const field = recipe.fields[0]!;
  const pick = field.picks[0]!;
  return { ...recipe, fields: [{ ...field, picks: [{ ...pick, locator: { by: 'css', selector } }] }] };
}

describe('selectors whose matching cost is unbounded', () => {
  it('refuses a chain of general siblings and :has(), keeps what learning builds', () => {
    expect(unboundedSelector(PATHOLOGICAL)).toMatch(/9 general-sibling combinators/);
    expect(unboundedSelector('ul:has(li ~ li)')).toMatch(/:has\(\)/);
    expect(unboundedSelector('h2 ~ p')).toBeNull();
    expect(unboundedSelector('[itemprop="price"]')).toBeNull();
    expect(unboundedSelector('a[title~="x"] span')).toBeNull();
    expect(unboundedSelector('div.card > ul:nth-of-type(2) > li > span.value')).toBeNull();
    expect(unboundedSelector('li[data-x="a ~ b ~ c ~ d"]')).toBeNull();
    expect(unboundedSelector('a, b, c, d, e')).toMatch(/alternatives/);
  });

  it('an export holding one is refused at import with the reason', () => {
    const recipe = withSelector(recipeWith('p.price'), PATHOLOGICAL);
    expect(() => parseRecipeExport({ quarryRecipes: 1, recipes: [recipe] })).toThrow(/general-sibling combinators/);
  });

  it('a recipe that holds one anyway matches nothing with it, at once, instead of freezing', () => {
    const doc = docOf(`<p class="price">12.00</p><div><b>x</b>${'<i></i>'.repeat(40)}</div>`);
    const view = viewPage(doc);
    expect(findElements(view, { by: 'css', selector: PATHOLOGICAL }, null)).toEqual([]);
    const outcome = replayRecipe(view, withSelector(recipeWith('p.price'), PATHOLOGICAL));
    expect(outcome).toEqual({ ok: false, reason: 'price not found on the page' });
  });

  it('a replay past its time budget fails like a check', () => {
    let t = 0;
    const clock = { now: () => (t += 1500), ms: 1000 };
    const outcome = replayRecipe(
      viewPage(docOf('<p class="price">12.00</p>')),
      recipeWith('p.price'),
      undefined,
      clock,
    );
    expect(outcome).toEqual({ ok: false, reason: 'the recipe took longer than 1 seconds to read the page' });
  });
});

describe('importing a full export next to the user’s recipes', () => {
  const make = (id: string): Recipe => ({ ...recipeWith('p.price'), id });
  const mine = Array.from({ length: 6 }, (_, i) => make(`mine-${i}`));
  const full = Array.from({ length: MAX_RECIPES }, (_, i) => make(`theirs-${i}`));

  it('says what it would remove, and does either on request', () => {
    const plan = planImport(mine, full);
    expect(plan.removes).toBe(6);
    expect(importQuestion(plan)).toBe(
      'Importing 200 recipes would remove your 6 (at most 200 are kept): replace them, or keep yours and import 194?',
    );
    const replaced = applyImport(plan, true);
    expect(replaced.imported).toBe(200);
    expect(replaced.recipes.some((r) => r.id.startsWith('mine'))).toBe(false);
    const kept = applyImport(plan, false);
    expect(kept.imported).toBe(194);
    expect(kept.recipes.filter((r) => r.id.startsWith('mine'))).toHaveLength(6);
    expect(kept.recipes).toHaveLength(200);
  });

  it('an import that fits removes nothing and asks nothing', () => {
    const plan = planImport(mine, full.slice(0, 10));
    expect(plan.removes).toBe(0);
    expect(applyImport(plan, false).recipes).toHaveLength(16);
  });
});

describe('addresses with a user name and password', () => {
  it('are recognised, stripped, and refused as a run’s website_url without echoing the secret', () => {
    expect(hasCredentials('http://me:hunter2@shop.test/a')).toBe(true);
    expect(hasCredentials('http://shop.test/a@b')).toBe(false);
    expect(withoutCredentials('http://me:hunter2@shop.test/a?q=1')).toBe('http://shop.test/a?q=1');
    expect(credentialsRefusal('http://me:hunter2@shop.test/a')).not.toContain('hunter2');
    const checked = validateExtractionRequest({ user_prompt: 'x', website_url: 'https://me:hunter2@shop.test/' });
    expect(checked.ok).toBe(false);
    expect(JSON.stringify(checked)).not.toContain('hunter2');
  });

  it('are removed from a page’s HTML kept for learning, and nothing else is', () => {
    const html = '<a href="http://me:hunter2@shop.test/">Shop</a> write to a@b.test or see https://shop.test/@maker';
    expect(withoutCredentialsInText(html)).toBe(
      '<a href="http://shop.test/">Shop</a> write to a@b.test or see https://shop.test/@maker',
    );
  });
});

describe('DOM walks at 50,000 levels of nesting', () => {
  const DEPTH = 50_000;
  // Building 50,000 levels in linkedom is slow on a shared machine: a generous limit, no timing.
  vi.setConfig({ testTimeout: 120_000 });
  it('grounding evidence reads the text at the bottom', () => {
    const evidence = documentEvidence(deepDoc(DEPTH, 'deep value 42.5'), 'https://shop.test/');
    expect(evidence.texts).toContain('deep value 42.5');
  });
  it('the recipe page text reads it, with every element’s range', () => {
    const text = buildPageText(deepDoc(DEPTH, 'deep value 42.5'));
    expect(text.text).toContain('deep value 42.5');
    expect(text.elements.length).toBeGreaterThan(DEPTH);
  });
  it('"Show on the page" finds a value beside the deep subtree', () => {
    expect(findValueElement(deepDoc(DEPTH, 'deep value 42.5'), 'top 1.00')?.tagName).toBe('P');
  });
});
