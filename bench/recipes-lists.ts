/**
 * bench:recipes on list pages: for each generated catalogue of bench/lists with more than one
 * page, a recipe is learned from page 1 — the perfect model's answer is every record on it —
 * and replayed, with its checks, on pages 2…. A served page counts as right only when it has
 * every record of the page, in order, with every value right; served but not right is a
 * false accept.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { htmlToModelInput, parseHtmlDocument } from '../lib/convert/html-to-model-input';
import { countTokens } from './count-tokens';
import { describeRecipe, learnRecipe, replayRecipe, viewPage } from '../lib/recipes';
import { buildListCorpus } from './lists/build';

type ListRecord = Record<string, string>;

interface CataloguePage {
  catalogue: string;
  page: number;
  file: string;
  url: string;
  records: ListRecord[];
}

export interface CatalogueFigures {
  catalogue: string;
  /** `page`: learned from every record of page 1, replayed on pages 2…; `few`: learned from the first records of page 1 only, replayed on every page (page 1 included). */
  mode: 'page' | 'few';
  learned: boolean;
  learnReason?: string;
  /** Records on page 1 (all of them were the learning answer). */
  learnRecords: number;
  pages: number;
  served: number;
  /** Served pages with every record, in order, every value right. */
  right: number;
  falseAccepts: number;
  records: number;
  recordsRight: number;
  fields: Record<string, { served: number; correct: number }>;
  /** Learning from page 1's answer, parse excluded (the worker does it after a model run). */
  learnMs: number;
  replayMs: number;
  replayed: number;
  modelTokens: number;
  servedModelTokens: number;
  reasons: Record<string, number>;
  rules: Record<string, string>;
}

/** The generated list-page corpus, grouped into catalogues; `single` names the one-page ones. */
export function readCatalogues(): { catalogues: Map<string, CataloguePage[]>; single: string[]; done(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'quarry-bench-recipes-lists-'));
  buildListCorpus(dir);
  const catalogues = new Map<string, CataloguePage[]>();
  for (const line of readFileSync(join(dir, 'manifest.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { corpus: string; id: string; path: string; url: string; records: ListRecord[] };
    const page = Number(/page=(\d+)/.exec(row.url)?.[1] ?? 1);
    const pages = catalogues.get(row.corpus) ?? [];
    pages.push({ catalogue: row.corpus, page, file: join(dir, row.path), url: row.url, records: row.records });
    catalogues.set(row.corpus, pages);
  }
  const single = [...catalogues].filter(([, pages]) => pages.length < 2).map(([name]) => name);
  return { catalogues, single, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The schema a user would give: `items`, a list of records with every field of the catalogue as a string. */
function schemaFor(pages: CataloguePage[]): Record<string, unknown> {
  const names = [...new Set(pages.flatMap((p) => p.records.flatMap((r) => Object.keys(r))))];
  return {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
        },
      },
    },
    required: ['items'],
  };
}

const fold = (text: string): string => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

/**
 * Learns from page 1 and replays. With `few`, the answer is only the first `few` records of page
 * 1 (a model that stopped early, or was asked for a sample) and every page is replayed, page 1
 * too: the recipe must complete the list.
 */
export async function runCatalogue(pages: CataloguePage[], few?: number): Promise<CatalogueFigures> {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  const first = ordered[0] as CataloguePage;
  const rest = few === undefined ? ordered.slice(1) : ordered;
  const answer = few === undefined ? first.records : first.records.slice(0, few);
  const schema = schemaFor(ordered);
  const names = Object.keys(
    ((schema.properties as Record<string, { items: { properties: object } }>).items?.items.properties ?? {}) as object,
  );
  const figures: CatalogueFigures = {
    catalogue: first.catalogue,
    mode: few === undefined ? 'page' : 'few',
    learned: false,
    learnRecords: answer.length,
    pages: rest.length,
    served: 0,
    right: 0,
    falseAccepts: 0,
    records: 0,
    recordsRight: 0,
    fields: Object.fromEntries(names.map((n) => [n, { served: 0, correct: 0 }])),
    learnMs: 0,
    replayMs: 0,
    replayed: 0,
    modelTokens: 0,
    servedModelTokens: 0,
    reasons: {},
    rules: {},
  };
  const learnDoc = parseHtmlDocument(readFileSync(first.file, 'utf8'));
  const learnStart = performance.now();
  const outcome = learnRecipe([{ doc: learnDoc, url: first.url, result: { items: answer } }], schema, {
    id: `${first.catalogue}-lists`,
    now: 0,
  });
  figures.learnMs = performance.now() - learnStart;
  if (!outcome.ok) figures.learnReason = outcome.reason;
  else {
    figures.learned = true;
    figures.rules = Object.fromEntries(describeRecipe(outcome.recipe).map((f) => [f.name, f.reads.join(' | ')]));
  }
  for (const page of rest) {
    const html = readFileSync(page.file, 'utf8');
    const tokens = await countTokens(htmlToModelInput(html, { baseUrl: page.url }).text);
    figures.modelTokens += tokens;
    if (!outcome.ok) continue;
    const doc = parseHtmlDocument(html);
    const t0 = performance.now();
    const replayed = replayRecipe(viewPage(doc, page.url), outcome.recipe, schema);
    figures.replayMs += performance.now() - t0;
    figures.replayed += 1;
    if (!replayed.ok) {
      const key = replayed.reason
        .replace(/record \d+ of \d+/, 'record N')
        .replace(/\(.*$/, '')
        .trim();
      figures.reasons[key] = (figures.reasons[key] ?? 0) + 1;
      continue;
    }
    figures.served += 1;
    figures.servedModelTokens += tokens;
    const got = (replayed.result.items ?? []) as ListRecord[];
    figures.records += page.records.length;
    let allRight = got.length === page.records.length;
    for (const [i, truth] of page.records.entries()) {
      const read = got[i] ?? {};
      let recordRight = true;
      for (const name of names) {
        const field = figures.fields[name] as { served: number; correct: number };
        field.served += 1;
        const same = fold(String(read[name] ?? '')) === fold(truth[name] ?? '');
        if (same) field.correct += 1;
        else recordRight = false;
      }
      if (recordRight) figures.recordsRight += 1;
      else allRight = false;
    }
    if (allRight) figures.right += 1;
    else figures.falseAccepts += 1;
  }
  return figures;
}

function pct(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
}

export function listReport(all: CatalogueFigures[]): string {
  const few = all[0]?.mode === 'few';
  const lines = [
    `| catalogue | ${few ? 'records learned from' : 'records on page 1'} | ${few ? 'pages replayed' : 'pages 2…'} | served | records right (served) | field accuracy (served) | false accepts | learn ms | ms/page | model-input tokens avoided |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const f of all) {
    const fieldServed = Object.values(f.fields).reduce((s, x) => s + x.served, 0);
    const fieldCorrect = Object.values(f.fields).reduce((s, x) => s + x.correct, 0);
    lines.push(
      `| ${f.catalogue} | ${f.learnRecords} | ${f.pages} | ${pct(f.served, f.pages)} | ${pct(f.recordsRight, f.records)} | ${pct(fieldCorrect, fieldServed)} | ${pct(f.falseAccepts, f.pages)} | ${f.learnMs.toFixed(0)} | ${f.replayed ? (f.replayMs / f.replayed).toFixed(1) : '–'} | ${f.servedModelTokens.toLocaleString('en')} of ${f.modelTokens.toLocaleString('en')} |`,
    );
  }
  return lines.join('\n');
}

export function listDetail(f: CatalogueFigures): string {
  const lines = [
    `${f.catalogue}, learning from ${f.mode === 'few' ? `the first ${f.learnRecords} records of page 1` : `page 1 (${f.learnRecords} records)`}: ${f.learned ? 'learned' : `not learned (${f.learnReason})`}`,
  ];
  for (const [name, rule] of Object.entries(f.rules)) lines.push(`  ${name}: ${rule}`);
  for (const [reason, n] of Object.entries(f.reasons).sort((a, b) => b[1] - a[1]))
    lines.push(`  not served ×${n}: ${reason}`);
  return lines.join('\n');
}
