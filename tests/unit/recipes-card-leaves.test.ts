import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { joinShapes, pageShapes, shapeJudge } from '@/lib/recipes/block-shapes';

/**
 * Recipe pages of one template in utility classes: the first pages' dishes have no rating yet,
 * while the "Other recipes" cards below show theirs in a `<meter>` (a leaf of the cards' own
 * utility classes). A later dish shows a rating of its own, in a meter built like the cards':
 * the recipe never learned where the rating is, so that page is no page to serve without it —
 * though the meter's wrapper wears the classes of the page's breadcrumb row.
 * Made-up dishes.
 */
const DISHES = ['Tarn loaf', 'Fenwick bake', 'Ossary stew', 'Quill tart', 'Harrow pie', 'Brisk salad'];

function page(i: number): SequencePage {
  const name = `${DISHES[i % DISHES.length]} ${i + 1}`;
  const rating = i >= 3 ? 3 + ((i * 3) % 20) / 10 : null;
  const meter = (v: number): string =>
    `<meter class="flex items-center gap-2" min="0" max="5" value="${v}">${v.toFixed(1)}/5</meter>`;
  const card = (k: number): string =>
    `<article class="font-semibold text-lg"><h3 class="flex items-center gap-2"><a href="/r/other-${i}-${k}">Other ${k}</a></h3>${meter(3.5 + k / 10)} <time class="tabular-nums" datetime="PT15M">15 min</time></article>`;
  const truth: Record<string, unknown> = { title: name, servings: 2 + (i % 5), prep_time: `${10 + i} min` };
  if (rating !== null) truth.rating = rating;
  return {
    url: `https://dishes.test/r/${name.toLowerCase().replace(/ /g, '-')}`,
    html: `<!DOCTYPE html><html><body><main class="text-lg"><div class="mt-2 text-xs"><a href="/">Home</a> › <a href="/r">Recipes</a></div><article class="px-3 py-1"><h1 class="flex items-center gap-2">${name}</h1><dl class="text-base"><div class="p-4 border"><dt>Prep</dt><dd><time class="tabular-nums" datetime="PT${10 + i}M">${10 + i} min</time></dd></div><div class="p-4 border"><dt>Serves</dt><dd><span class="flex items-center gap-2">${2 + (i % 5)}</span></dd></div></dl><p>Slow and simple, a dish of the season.</p><p>Kept for a week in a cool place.</p></article><p>Cooks say:</p><p>Best eaten warm.</p>${
      rating !== null
        ? `<div class="mt-2 text-xs">${meter(rating)} <span class="flex items-center gap-2">(${40 + i} reviews)</span></div>`
        : ''
    }<section class="tabular-nums"><h2>Other recipes</h2>${card(0)}${card(1)}</section></main></body></html>`,
    truth,
  };
}

const ASK = {
  prompt: 'Get the recipe title, servings, prep time and rating.',
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      servings: { type: 'integer' },
      prep_time: { type: 'string' },
      rating: { type: 'number' },
    },
    required: ['title'],
  },
};

describe('a leaf built like a piece of the other items’ cards, shown for the item', () => {
  it('sends the page to the model while the recipe never learned that field', async () => {
    const figures = await runSequence(
      'card-leaves',
      Array.from({ length: 8 }, (_, i) => page(i)),
      ASK,
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
  });

  it('is a piece of their cards, though it holds no element', () => {
    const learned = joinShapes([0, 1].map((i) => pageShapes(parseHtmlDocument(page(i).html))));
    const doc = parseHtmlDocument(page(3).html);
    const judge = shapeJudge(doc, learned);
    const own = doc.querySelector('main > div.mt-2 > meter') as Element;
    expect(judge.cardPiece(own)).toBe(true);
    // The cards' own meters are theirs, not new.
    expect(judge.cardPiece(doc.querySelector('section meter') as Element)).toBe(false);
  });
});
