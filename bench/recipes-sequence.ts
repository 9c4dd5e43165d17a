/**
 * bench:recipes in the product's own sequence: the pages of one site are run one after another
 * through the extension's recipe service (lib/recipes/service.ts, the code the job runner calls),
 * with one fixed prompt and schema. Each page is first offered to the recipe; a page it does not
 * serve goes to the model — played by the ground truth, a perfect model — and its answer teaches,
 * confirms or heals the recipe, as in a user's runs. Drift checks (1 served page in 25, and pages
 * built unlike the learning pages) go to the model too and count as not served.
 *
 * Each page goes through the job runner's own recipe step (lib/jobs/recipe-step.ts
 * `serveFromRecipe`): a served result is grounded against the page, and a value grounding cannot
 * find, or a list shorter than the page's count of records, sends the page to the model, as in
 * the product. The page is read as a tab capture is (`createPage` with the request's fields); its
 * model input is converted before the clock starts, since in the product the tab converts it.
 */
import { performance } from 'node:perf_hooks';
import { extractionRequestSchema } from '../lib/contract/request';
import { requestedFields } from '../lib/convert/field-specs';
import { parseHtmlDocument } from '../lib/convert/html-to-model-input';
import { recipePage, serveFromRecipe } from '../lib/jobs/recipe-step';
import { memoryArea } from '../lib/recipes/memory-area';
import { createRecipeService, hasValues, memoryAnsweredPages } from '../lib/recipes/service';
import { createRecipeStore, type RecipeStore } from '../lib/recipes/store';
import { createPage } from '../lib/source/page';

export interface SequencePage {
  url: string;
  html: string;
  /** The perfect model's answer. */
  truth: Record<string, unknown>;
}

export interface SequenceFigures {
  site: string;
  pages: number;
  modelCalls: number;
  /** Pages 3 and later: how many, how many served, how many served wrong. */
  later: number;
  served: number;
  /**
   * Of pages 3+, those whose perfect answer has no values (an error page, an empty category):
   * they rightly go to the model, and stay in `later`; the "error/empty pages left out" column
   * takes them out of the denominator. `servedEmpty`: how many of them were served (each wrong).
   */
  laterEmpty: number;
  servedEmpty: number;
  falseAccepts: number;
  fieldsServed: number;
  fieldsRight: number;
  serveMs: number;
  /** Time in the recipe service on the pages it served (pages 3+), and how many. */
  servedMs: number;
  /** Baseline in the same run: parsing those same served pages' HTML alone (linkedom), ms. */
  parseMs: number;
  /** Every page 3+ not served: its number and the whole reason (the `--misses` diagnostic). */
  misses: string[];
  /** Why pages 3+ were not served, counted. */
  reasons: Record<string, number>;
  /** What learning said when it did not learn (recipe.reason), counted. */
  learnReasons: Record<string, number>;
  /** Pages 3+ the recipe read but the check sent to the model (a value not found, a short list). */
  refusedByCheck: number;
  /** Served pages 3+ whose grounding marks a value misplaced (shown with a mark, not as plain "Done"). */
  servedMarked: number;
  /** Those marks, a line a page (the `--misses` diagnostic). */
  marks: string[];
  wrong: string[];
}

function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s|,;:·•–—-]+|[\s|,;:·•–—-]+$/g, '');
}

const empty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A value and the truth compared by value: numbers as numbers, text folded, arrays as multisets, records in order. */
export function sameValue(got: unknown, truth: unknown): boolean {
  if (empty(got) || empty(truth)) return empty(got) && empty(truth);
  if (typeof truth === 'number' || typeof got === 'number') return Math.abs(Number(got) - Number(truth)) < 1e-9;
  if (Array.isArray(truth) || Array.isArray(got)) {
    if (!Array.isArray(truth) || !Array.isArray(got) || truth.length !== got.length) return false;
    if (truth.some((t) => t && typeof t === 'object')) return truth.every((t, i) => sameValue(got[i], t));
    const left = got.map((g) => fold(String(g)));
    return truth.every((t) => {
      const at = left.indexOf(fold(String(t)));
      if (at < 0) return false;
      left.splice(at, 1);
      return true;
    });
  }
  if (typeof truth === 'object' && typeof got === 'object') {
    const a = got as Record<string, unknown>;
    const b = truth as Record<string, unknown>;
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => sameValue(a[k], b[k]));
  }
  return fold(String(got)) === fold(String(truth));
}

const show = (v: unknown): string => JSON.stringify(v)?.slice(0, 80) ?? 'nothing';

/** Where a served value and the truth part: for lists, the first record that differs and the counts. */
function difference(got: unknown, truth: unknown): string {
  if (Array.isArray(got) && Array.isArray(truth)) {
    const at = got.findIndex((g, i) => !sameValue(g, truth[i]));
    const k = at < 0 ? got.length : at;
    return `${got.length} values for ${truth.length}; [${k}] ${show(got[k])} ≠ ${show(truth[k])}`;
  }
  return `${show(got)} ≠ ${show(truth)}`;
}

const bump = (counts: Record<string, number>, key: string): void => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** Reasons without the page's own values, so equal causes count together. */
const cause = (reason: string): string =>
  reason
    .replace(/\(.*?\)/g, '')
    .replace(/"[^"]*"/g, '…')
    .replace(/record \d+ of \d+/g, 'record k of n')
    .trim();

export async function runSequence(
  site: string,
  pages: SequencePage[],
  ask: { prompt: string; schema: Record<string, unknown> },
  /** `store`: a diagnostic may pass its own to look at the recipes afterwards. */
  options: { checkEvery?: number; store?: RecipeStore } = {},
): Promise<SequenceFigures> {
  let ids = 0;
  const service = createRecipeService({
    store: options.store ?? createRecipeStore(memoryArea()),
    pages: memoryAnsweredPages(),
    parse: parseHtmlDocument,
    now: () => Date.now(),
    // A recipe id is at most 100 characters; a site's label may be longer.
    newId: () => `${site.slice(0, 80)}-${++ids}`,
    ...(options.checkEvery !== undefined ? { checkEvery: options.checkEvery } : {}),
  });
  const fields = Object.keys((ask.schema.properties ?? {}) as Record<string, unknown>);
  const figures: SequenceFigures = {
    site,
    pages: pages.length,
    modelCalls: 0,
    later: 0,
    served: 0,
    laterEmpty: 0,
    servedEmpty: 0,
    falseAccepts: 0,
    fieldsServed: 0,
    fieldsRight: 0,
    serveMs: 0,
    servedMs: 0,
    parseMs: 0,
    misses: [],
    reasons: {},
    learnReasons: {},
    refusedByCheck: 0,
    servedMarked: 0,
    marks: [],
    wrong: [],
  };
  // Whether the recipe itself served the page, before the check had its say.
  let recipeRead = false;
  const watched: typeof service = {
    ...service,
    serve: async (...args) => {
      const outcome = await service.serve(...args);
      recipeRead = outcome.served;
      return outcome;
    },
  };
  const request = { user_prompt: ask.prompt, output_schema: ask.schema };
  const asked = requestedFields(request);
  for (const [index, page] of pages.entries()) {
    const later = index >= 2;
    const empty = !hasValues(page.truth);
    if (later) figures.later += 1;
    if (later && empty) figures.laterEmpty += 1;
    const read = createPage({ url: page.url, html: page.html }, asked);
    void read.modelInput;
    const t0 = performance.now();
    recipeRead = false;
    const outcome = await serveFromRecipe(watched, ask, read, {
      request: extractionRequestSchema.parse({ ...request, website_url: page.url }),
      mode: 'mark',
    });
    const took = performance.now() - t0;
    figures.serveMs += took;
    if (outcome.served) {
      if (later) {
        figures.served += 1;
        const marked = outcome.checked.grounding?.misplaced ?? [];
        if (marked.length > 0) {
          figures.servedMarked += 1;
          const where = outcome.checked.grounding?.misplacedWhere ?? {};
          figures.marks.push(`page ${index + 1}: ${marked.map((m) => `${m} ${where[m] ?? ''}`.trim()).join('; ')}`);
        }
        if (empty) figures.servedEmpty += 1;
        figures.servedMs += took;
        const p0 = performance.now();
        parseHtmlDocument(page.html);
        figures.parseMs += performance.now() - p0;
      }
      let right = true;
      const got = (outcome.result ?? {}) as Record<string, unknown>;
      for (const name of fields) {
        figures.fieldsServed += 1;
        if (sameValue(got[name], page.truth[name])) figures.fieldsRight += 1;
        else {
          right = false;
          if (figures.wrong.length < 3)
            figures.wrong.push(`${name} on page ${index + 1}: ${difference(got[name], page.truth[name])}`);
        }
      }
      if (!right) figures.falseAccepts += 1;
      continue;
    }
    if (later) {
      const reason = outcome.missed?.reason ?? 'no confirmed recipe yet';
      if (recipeRead) figures.refusedByCheck += 1;
      bump(figures.reasons, cause(reason));
      figures.misses.push(`page ${index + 1}: ${reason}`);
    }
    figures.modelCalls += 1;
    const use = await service.learn(ask, recipePage(read), page.truth, outcome.missed);
    if (use?.reason && !use.healed) bump(figures.learnReasons, cause(use.reason));
  }
  return figures;
}

export interface SequenceTotals {
  sites: number;
  later: number;
  served: number;
  laterEmpty: number;
  servedEmpty: number;
  falseAccepts: number;
  fieldsServed: number;
  fieldsRight: number;
  modelCalls: number;
  pages: number;
  serveMs: number;
  servedMs: number;
  parseMs: number;
  refusedByCheck: number;
  servedMarked: number;
}

export function totals(all: SequenceFigures[]): SequenceTotals {
  const sum = (pick: (f: SequenceFigures) => number): number => all.reduce((s, f) => s + pick(f), 0);
  return {
    sites: all.length,
    later: sum((f) => f.later),
    served: sum((f) => f.served),
    laterEmpty: sum((f) => f.laterEmpty),
    servedEmpty: sum((f) => f.servedEmpty),
    falseAccepts: sum((f) => f.falseAccepts),
    fieldsServed: sum((f) => f.fieldsServed),
    fieldsRight: sum((f) => f.fieldsRight),
    modelCalls: sum((f) => f.modelCalls),
    pages: sum((f) => f.pages),
    serveMs: sum((f) => f.serveMs),
    servedMs: sum((f) => f.servedMs),
    parseMs: sum((f) => f.parseMs),
    refusedByCheck: sum((f) => f.refusedByCheck),
    servedMarked: sum((f) => f.servedMarked),
  };
}

const pct = (part: number, whole: number): string => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

/**
 * One row: pages 3+ served (the headline: every page 3+ counts, error and empty pages too, as
 * the product sends them to the model), the same with error/empty pages left out of both sides,
 * field accuracy on served pages, false accepts (of pages 3+), model calls, ms a page in the
 * service over every page, ms a served page (the served path alone), and that time over the time
 * parsing the same pages' HTML takes in the same run (a baseline that the load of a shared
 * machine slows alike).
 */
export function totalsRow(label: string, t: SequenceTotals): string {
  return `| ${label} | ${t.sites} | ${t.later} | ${pct(t.served, t.later)} | ${pct(t.served - t.servedEmpty, t.later - t.laterEmpty)} of ${t.later - t.laterEmpty} | ${pct(t.fieldsRight, t.fieldsServed)} | ${pct(t.falseAccepts, t.later)} | ${t.modelCalls} of ${t.pages} | ${(t.serveMs / Math.max(1, t.pages)).toFixed(1)} | ${(t.servedMs / Math.max(1, t.served)).toFixed(1)} | ${t.parseMs > 0 ? (t.servedMs / t.parseMs).toFixed(1) : '–'} | ${t.refusedByCheck} | ${t.servedMarked} |`;
}

export const TOTALS_HEADER =
  '| pages | sites | pages 3+ | served | served, error/empty pages left out | field accuracy (served) | false accepts (of pages 3+) | model calls | ms/page (serve) | ms/served page | served page ÷ parsing it | read by the recipe, sent to the model by the check | served with a misplaced mark |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|';

/** Every page 3+ not served with its whole reason, and every served page's misplaced marks, one line each (`--misses`). */
export function sequenceMisses(f: SequenceFigures): string {
  return [...f.misses.map((miss) => `  miss: ${miss}`), ...f.marks.map((mark) => `  marked: ${mark}`)].join('\n');
}

export function sequenceDetail(f: SequenceFigures): string {
  const lines = [
    `${f.site}: ${f.served}/${f.later} of pages 3+ served, ${f.falseAccepts} false accepts, ${f.modelCalls} model calls${f.refusedByCheck ? `, ${f.refusedByCheck} read but sent to the model by the check` : ''}${f.servedMarked ? `, ${f.servedMarked} served with a misplaced mark` : ''}`,
  ];
  for (const [reason, n] of Object.entries(f.reasons)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3))
    lines.push(`  to the model ×${n}: ${reason}`);
  for (const [reason, n] of Object.entries(f.learnReasons)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2))
    lines.push(`  learning said ×${n}: ${reason}`);
  for (const wrong of f.wrong) lines.push(`  wrong: ${wrong}`);
  return lines.join('\n');
}
