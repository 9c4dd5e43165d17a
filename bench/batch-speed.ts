/**
 * Pages per minute for a batch of 100 local product pages, run by the built e2e extension
 * in real Chromium through quarry.batch (background tabs, capture, provider, recipes, storage).
 * Not a test (timings vary by machine); run it and record the figures in docs/benchmarks.md.
 *
 *   npm run build:e2e && npm run bench:batch [-- --pages 100 --concurrency 3 --delay 500]
 *
 * Four runs in the same browser, same pages, same request:
 * - no model: `mock: true`, so each page is opened and captured but nothing reads it — the
 *   floor no path can go under;
 * - model: recipes off, so every page goes to the OpenAI-compatible provider and the fake
 *   server (tests/support), which answers each call after a fixed delay (--delay ms);
 * - recipe, learned in the batch: recipes on (the default) with none stored: the first pages
 *   go to the model, which teaches and confirms a recipe, and the recipe reads the rest;
 * - recipe, already learned: the same batch again, every page read by the stored recipe.
 * Every result is compared with what the page shows, so a fast wrong path cannot look good.
 * A small unmeasured batch runs first (browser and tab start-up). On a loaded machine the
 * figures move by tens of percent between runs: compare paths within one run.
 * The politeness pause is set to 0 to measure Quarry itself; with the default (1 s, jittered)
 * one host gets at most about 60 requests a minute whatever the path.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { startFakeOpenAi } from '../tests/support/fake-openai-server';
import { startStaticSite } from '../tests/e2e/support/static-server';
import { launchQuarry, readyWorker } from '../tests/e2e/support/fixtures';
import { answerFromPage, PRODUCT_REQUEST, productOnPage, productUrl, useFakeModel } from '../tests/e2e/batch-support';
import type { QuarryApi } from '../lib/automation/quarry-api';

/** quarry.* as the worker exposes it (the types only: these bodies run in the worker). */
type Scope = { quarry: QuarryApi };

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number; got ${process.argv[at + 1]}`);
  return value;
}

const PAGES = flag('pages', 100);
const CONCURRENCY = flag('concurrency', 3);
const DELAY_MS = flag('delay', 500);

interface Path {
  label: string;
  mock: boolean;
  recipes: 'auto' | 'off';
}

interface Run {
  label: string;
  ms: number;
  completed: number;
  correct: number;
  modelPages: number;
  recipePages: number;
  tokens: number;
}

async function main(): Promise<void> {
  const site = await startStaticSite(resolve('tests/e2e/site'));
  const model = await startFakeOpenAi();
  answerFromPage(model, DELAY_MS);
  const profile = mkdtempSync(join(tmpdir(), 'quarry-bench-batch-'));
  const context = await launchQuarry(profile);
  try {
    const worker = await readyWorker(context);
    await useFakeModel(worker, model);
    const urls = Array.from({ length: PAGES }, (_, i) => productUrl(site.origin, i + 1));
    const paths: Path[] = [
      { label: 'no model (capture only)', mock: true, recipes: 'off' },
      { label: `model (fake server, ${DELAY_MS} ms a call)`, mock: false, recipes: 'off' },
      { label: 'recipe, learned in the batch', mock: false, recipes: 'auto' },
      { label: 'recipe, already learned', mock: false, recipes: 'auto' },
    ];
    // A first browser start, tab and page-agent injection are slow once: a small unmeasured
    // batch takes them, so the first measured path is not charged for them.
    await worker.evaluate(({ request, options }) => (globalThis as unknown as Scope).quarry.batch(request, options), {
      request: { ...PRODUCT_REQUEST, mock: true },
      options: { urls: urls.slice(0, 6), concurrency: CONCURRENCY, pauseMs: 0 },
    });
    const runs: Run[] = [];
    for (const path of paths) {
      await worker.evaluate((recipes) => (globalThis as unknown as Scope).quarry.configure({ recipes }), path.recipes);
      const request = { ...PRODUCT_REQUEST, mock: path.mock };
      const options = { urls, concurrency: CONCURRENCY, pauseMs: 0 };
      const outcome = await worker.evaluate(
        async ({ request, options }) => {
          const t0 = performance.now();
          const b = await (globalThis as unknown as Scope).quarry.batch(request, options);
          return {
            ms: performance.now() - t0,
            summary: b.summary,
            results: b.responses.map((r) => r.result),
            recipePages: b.responses.filter((r) => r.recipe?.used === true).length,
          };
        },
        { request, options },
      );
      runs.push({
        label: path.label,
        ms: outcome.ms,
        completed: outcome.summary.completed,
        // Mock data is not the page's: the capture-only floor is not scored.
        correct: path.mock
          ? NaN
          : outcome.results.filter((result, i) => isDeepStrictEqual(result, productOnPage(i + 1))).length,
        modelPages: outcome.summary.model_pages ?? 0,
        recipePages: outcome.recipePages,
        tokens: (outcome.summary.input_tokens ?? 0) + (outcome.summary.output_tokens ?? 0),
      });
    }
    console.log(
      `Batch of ${PAGES} local pages, concurrency ${CONCURRENCY}, pause 0 ms — Chromium, ${new Date().toISOString()}`,
    );
    console.log(
      'path                                 | pages/min | s total | completed | correct | model pages | recipe pages | tokens',
    );
    for (const run of runs) {
      const perMinute = (run.completed / run.ms) * 60_000;
      console.log(
        [
          run.label.padEnd(36),
          perMinute.toFixed(0).padStart(9),
          (run.ms / 1000).toFixed(1).padStart(7),
          String(run.completed).padStart(9),
          (Number.isNaN(run.correct) ? '–' : String(run.correct)).padStart(7),
          String(run.modelPages).padStart(11),
          String(run.recipePages).padStart(12),
          String(run.tokens),
        ].join(' | '),
      );
    }
    const [floor, withModel, learned, stored] = runs;
    if (floor && withModel && learned && stored) {
      console.log(
        `time vs. capture only: model ${(withModel.ms / floor.ms).toFixed(2)}×, recipe learned in the batch ` +
          `${(learned.ms / floor.ms).toFixed(2)}×, recipe already learned ${(stored.ms / floor.ms).toFixed(2)}×`,
      );
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await model.close();
    await site.close();
  }
}

await main();
