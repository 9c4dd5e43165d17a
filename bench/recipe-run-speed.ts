/**
 * A recipe-served run on a page that is loaded and idle, end to end in real Chromium, and
 * its stages one by one (part of bench/capture-speed.ts; see there how to run it).
 *
 * A made-up book shop is served from 127.0.0.1 and the fake OpenAI server plays the model:
 * the first pages go to it and teach and confirm a recipe; then one more page, left idle for
 * a second, is read RUNS times by quarry.smartscraper, served by the recipe with no model
 * call. Stages: settle and capture are timed inside the page (the agent's own calls); parse,
 * recipe replay and check are the worker's code (linkedom, lib/recipes, lib/jobs/check-result)
 * timed in Node on the HTML that capture returned.
 */
import type { BrowserContext, Worker } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { parseHtmlDocument } from '../lib/convert/html-to-model-input';
import { replayRecipe, viewPage, type Recipe } from '../lib/recipes';
import { checkResult } from '../lib/jobs/check-result';
import { AGENT_KEY, type PageSnapshot } from '../lib/page/protocol';
import { extractionRequestSchema } from '../lib/contract/request';
import { startFakeOpenAi } from '../tests/support/fake-openai-server';

export interface RecipeRunFigures {
  endToEnd: number[];
  served: number;
  settle: number[];
  capture: number[];
  parse: number[];
  replay: number[];
  check: number[];
}

const AUTHORS = ['Ida Marsh', 'Tomas Ferrand', 'Aiko Hollis', 'Ruth Okafor'];

function book(n: number): { title: string; author: string; price: number; isbn: string } {
  return {
    title: `The quiet harbour, volume ${n}`,
    author: AUTHORS[n % AUTHORS.length] as string,
    price: 12 + n * 0.75,
    isbn: `978${String(1_000_000_000 + n * 7919).slice(0, 10)}`,
  };
}

/** A book page of ordinary size: navigation, the book's details, a description, a footer. */
export function bookPage(n: number): string {
  const b = book(n);
  const nav = Array.from({ length: 30 }, (_, i) => `<li><a href="/shelf/${i}">Shelf ${i}</a></li>`).join('');
  const blurb = Array.from(
    { length: 12 },
    (_, i) => `<p>Chapter ${i + 1} follows the harbour master through another long winter of small events.</p>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${b.title} | Harbour books</title></head>
<body><header><nav><ul>${nav}</ul></nav></header>
<main><h1 class="book-title">${b.title}</h1><p class="by">by <a href="/a/${n % 4}">${b.author}</a></p>
<div class="buy"><span class="price">$${b.price.toFixed(2)}</span><button>Add to basket</button></div>
<table class="details"><tr><th>ISBN</th><td>${b.isbn}</td></tr><tr><th>Pages</th><td>${200 + n}</td></tr></table>
<section class="about"><h2>About this book</h2>${blurb}</section></main>
<footer><p>Harbour books, since long ago.</p></footer></body></html>`;
}

const REQUEST = {
  user_prompt: 'the book title, author, price and ISBN',
  output_schema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      author: { type: 'string' },
      price: { type: 'number' },
      isbn: { type: 'string' },
    },
  },
};

async function openIdleTab(context: BrowserContext, worker: Worker, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url);
  return (await worker.evaluate(`chrome.tabs.query({ url: '${url}' }).then((t) => t[0].id)`)) as number;
}

const smartscraper = (tabId: number): string =>
  `globalThis.quarry.smartscraper(${JSON.stringify(REQUEST)}, { tabId: ${tabId} })`;

const IN_PAGE_STAGES = `async (tabId) => {
  await chrome.scripting.executeScript({ target: { tabId }, files: ['/page-agent.js'] });
  const [frame] = await chrome.scripting.executeScript({
    target: { tabId },
    func: async () => {
      const agent = globalThis[Symbol.for(${JSON.stringify(AGENT_KEY)})];
      let t = performance.now();
      await agent.settle({ heavy: false });
      const settle = performance.now() - t;
      t = performance.now();
      await agent.capture({ fields: [] });
      return { settle, capture: performance.now() - t };
    },
  });
  return frame.result;
}`;

export async function measureRecipeRun(
  context: BrowserContext,
  worker: Worker,
  origin: string,
  runs: number,
): Promise<RecipeRunFigures> {
  const model = await startFakeOpenAi();
  model.script((request) => {
    const n = Number(/volume (\d+)/.exec(JSON.stringify(request.body?.messages ?? ''))?.[1] ?? -1);
    const b = book(n);
    return { content: { ...b, price: Number(b.price.toFixed(2)) } };
  });
  try {
    await worker.evaluate(
      `globalThis.quarry.configure({ recipes: 'auto', provider: { kind: 'openai-compatible', baseURL: '${model.url}/v1', model: 'bench-model', apiKey: 'sk-bench' } })`,
    );
    // Teach and confirm the recipe on the first pages.
    for (let n = 1; n <= 6; n++) {
      const tabId = await openIdleTab(context, worker, `${origin}/book/${n}.html`);
      const response = (await worker.evaluate(smartscraper(tabId))) as { recipe?: { used?: boolean } };
      if (response.recipe?.used) break;
    }
    const url = `${origin}/book/40.html`;
    const tabId = await openIdleTab(context, worker, url);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // loaded, then idle
    const figures: RecipeRunFigures = {
      endToEnd: [],
      served: 0,
      settle: [],
      capture: [],
      parse: [],
      replay: [],
      check: [],
    };
    for (let i = 0; i < runs; i++) {
      // Timed inside the worker: the response's trip to Playwright is not Quarry's cost.
      const { ms, used } = (await worker.evaluate(
        `(async () => { const t = performance.now(); const r = await ${smartscraper(tabId)}; return { ms: performance.now() - t, used: r.recipe?.used === true && r.status === 'completed' }; })()`,
      )) as { ms: number; used: boolean };
      figures.endToEnd.push(ms);
      if (used) figures.served++;
    }
    for (let i = 0; i < runs; i++) {
      const stage = (await worker.evaluate(`(${IN_PAGE_STAGES})(${tabId})`)) as { settle: number; capture: number };
      figures.settle.push(stage.settle);
      figures.capture.push(stage.capture);
    }
    const snapshot = (await worker.evaluate(`globalThis.quarry.capture({ tabId: ${tabId} })`)) as PageSnapshot;
    const recipes = (await worker.evaluate('globalThis.quarry.recipes.list()')) as Recipe[];
    const recipe = recipes.at(-1);
    if (!recipe) throw new Error('no recipe was learned');
    const modelInput = snapshot.modelInput ?? { text: '', refs: {}, tokens: 0 };
    const request = extractionRequestSchema.parse(REQUEST);
    for (let i = 0; i < runs; i++) {
      let t = performance.now();
      const doc = parseHtmlDocument(snapshot.html);
      figures.parse.push(performance.now() - t);
      t = performance.now();
      const replayed = replayRecipe(viewPage(doc, snapshot.url), recipe, REQUEST.output_schema);
      figures.replay.push(performance.now() - t);
      if (!replayed.ok) throw new Error(`the recipe did not replay: ${replayed.reason}`);
      t = performance.now();
      checkResult({
        result: replayed.result,
        request,
        pages: [{ url: snapshot.url, html: snapshot.html, modelInput, document: () => doc }],
        mode: 'mark',
        cutOff: false,
      });
      figures.check.push(performance.now() - t);
    }
    return figures;
  } finally {
    await model.close();
  }
}
