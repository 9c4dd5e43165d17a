/**
 * bench:completeness — does Quarry tell a whole list from a cut-off one, on list pages it was
 * not built on? Each page goes the product's own way: `createPage` (model input converted for
 * the request, as a run converts it), a perfect model's answer, `checkResult` (the check stage)
 * and its `completeness`, and the extract stage's follow-up decision (`recordsOnPage`: a list
 * shorter than the page's count is continued, a paid call). The perfect model answers (a) the
 * whole list, (b) only its first third, half or three quarters, as a model that stopped early.
 *
 * Pages: `bench/completeness-pages.ts` (a blind family, written before reading the counter),
 * and the list pages of other benches' generators (bench/templates list sites, bench/role-pages
 * category pages and list idioms, bench/lists' fixed markups). Split, fixed: seeds 1–60 dev,
 * 3001–3060 held out (figures only; `--misses` never prints held-out pages).
 */
import { mkdtempSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractionRequestSchema } from '../lib/contract';
import { requestedFields } from '../lib/convert/field-specs';
import { recordsOnPage } from '../lib/extract/continue-list';
import { checkResult } from '../lib/jobs/check-result';
import { createPage } from '../lib/source/page';
import { eachFlag } from './args';
import { COMPLETENESS_DEV_SEEDS, COMPLETENESS_HELD_OUT_SEEDS, completenessPage, type Trap } from './completeness-pages';
import { buildListCorpus } from './lists/build';
import { promptFor } from './rename';
import { listIdiomRolePage, rolePage, type RolePage } from './role-pages';
import { generateSite } from './templates/generate';

const USAGE = `npm run bench:completeness -- [--split dev|held-out|both] [--sources NAME[,NAME]] [--misses] [--json FILE]
  Checks whole and cut-off answers of a perfect model as a run's result is checked
  (createPage → checkResult → completeness, and the extract stage's follow-up decision).
  --split     dev: seeds 1–60 (used while developing the counter); held-out: seeds
              3001–3060 (figures only); both (default)
  --sources   blind (bench/completeness-pages.ts), templates (bench/templates list sites),
              roles (bench/role-pages category pages and list idioms), lists (bench/lists'
              fixed markups, no seeds: reported with dev); default all
  --misses    print the dev pages whose whole answer is not called complete, or whose
              cut answer is (never held-out pages)
  --json FILE also write the rows as JSON`;

const SOURCES = ['blind', 'templates', 'roles', 'lists'] as const;
type Source = (typeof SOURCES)[number];
type Split = 'dev' | 'held-out';

/** One list page with the records a careful model returns for it. */
interface Case {
  source: Source;
  id: string;
  url: string;
  html: string;
  prompt: string;
  schema: Record<string, unknown>;
  key: string;
  records: unknown[];
  traps: Trap[];
}

/** The fractions of a list a model that stopped early returns. */
const CUTS = [1 / 3, 1 / 2, 3 / 4];

interface Verdict {
  complete: boolean;
  /** After the follow-up a short whole answer gets: the perfect model answers "none after". */
  completeAfterFollowUp: boolean;
  onPage: number | null;
  followUp: boolean;
  recipeRefuses: boolean;
  ms: number;
}

/** The check stage and the follow-up decision on one answer of `records.length` records. */
function judge(c: Case, records: unknown[]): Verdict {
  const request = extractionRequestSchema.parse({ user_prompt: c.prompt, output_schema: c.schema });
  const page = createPage({ url: c.url, html: c.html }, requestedFields(request));
  void page.modelInput; // converted before timing: the check is what is timed
  const start = performance.now();
  const checked = checkResult({ result: { [c.key]: records }, request, pages: [page], mode: 'mark', cutOff: false });
  // extract-chunk's decision (one chunk: the whole model input): continue when shorter than the count.
  const count = recordsOnPage(page.modelInput.text, page.modelInput.refs, records, {
    url: page.url,
    document: () => page.document(),
  });
  const ms = performance.now() - start;
  const comp = checked.completeness;
  const onPage = comp?.onPage ?? null;
  const followUp = count !== null && records.length < count;
  // The extract stage's follow-up, answered as a perfect model answers it when nothing comes
  // after the last record: the list's end is confirmed (only meaningful for whole answers).
  const after = followUp
    ? checkResult({
        result: { [c.key]: records },
        request,
        pages: [page],
        mode: 'mark',
        cutOff: false,
        listEnd: 'confirmed',
      }).completeness
    : comp;
  return {
    complete: comp?.complete ?? true,
    completeAfterFollowUp: after?.complete ?? true,
    onPage,
    followUp,
    // recipe-step's refusal of a served list: fewer than 90 % of the count.
    recipeRefuses: onPage !== null && records.length < Math.floor(onPage * 0.9),
    ms,
  };
}

function blindCases(seeds: number[]): Case[] {
  return seeds.map((seed) => {
    const p = completenessPage(seed);
    return { source: 'blind', id: `blind-${seed}`, ...p, traps: p.traps };
  });
}

function templateCases(seeds: number[]): Case[] {
  return seeds.flatMap((seed) => {
    const site = generateSite(3 * seed - 1);
    const pages = site.pages.filter((p) => !p.odd);
    const page = pages[seed % pages.length];
    if (!page) return [];
    const records = (page.truth['products'] as unknown[] | undefined) ?? [];
    return [
      {
        source: 'templates' as const,
        id: `template-${3 * seed - 1}/${site.pages.indexOf(page) + 1}`,
        url: page.url,
        html: page.html,
        prompt: site.prompt,
        schema: site.schema,
        key: 'products',
        records,
        traps: [],
      },
    ];
  });
}

/** A role page's answer without the records it borrowed from another block (not the page's). */
function roleCase(p: RolePage, id: string): Case {
  const list = (p.answer['products'] as unknown[] | undefined) ?? [];
  const borrowed = new Set(
    p.leaves.filter((l) => l.note === 'related item as a record').map((l) => Number(l.pointer.split('/')[2])),
  );
  return {
    source: 'roles',
    id,
    url: p.url,
    html: p.html,
    prompt: p.prompt,
    schema: p.schema,
    key: 'products',
    records: list.filter((_, i) => !borrowed.has(i)),
    traps: [],
  };
}

function roleCases(seeds: number[]): Case[] {
  return seeds.flatMap((seed) => [
    roleCase(rolePage(2 * seed + 1), `role-${2 * seed + 1}`),
    roleCase(listIdiomRolePage(seed), `list-idiom-${seed}`),
  ]);
}

function listCases(): Case[] {
  const dir = mkdtempSync(join(tmpdir(), 'quarry-compl-lists-'));
  try {
    buildListCorpus(dir);
    const lines = readFileSync(join(dir, 'manifest.jsonl'), 'utf8').trim().split('\n');
    return lines.map((line) => {
      const m = JSON.parse(line) as { id: string; path: string; url: string; records: Array<Record<string, string>> };
      const fields = [...new Set(m.records.flatMap((r) => Object.keys(r)))].sort();
      return {
        source: 'lists' as const,
        id: m.id,
        url: m.url,
        html: readFileSync(join(dir, m.path), 'utf8'),
        prompt: promptFor(fields, true),
        schema: {
          type: 'object',
          properties: {
            records: {
              type: 'array',
              items: { type: 'object', properties: Object.fromEntries(fields.map((f) => [f, { type: 'string' }])) },
            },
          },
        },
        key: 'records',
        records: m.records,
        traps: [],
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Row {
  source: Source;
  split: Split;
  pages: number;
  /** Whole answers: called complete with no follow-up call. */
  wholeComplete: number;
  exact: number;
  within10: number;
  noCount: number;
  under: number;
  over: number;
  /** Whole answers for which the extract stage would pay for a follow-up. */
  falseFollowUp: number;
  /** Whole answers shown complete once that follow-up found nothing more. */
  completeAfterFollowUp: number;
  recipeRefuses: number;
  cuts: number;
  cutIncomplete: number;
  cutFollowUp: number;
  /** (count − N) / N over whole answers with a count. */
  errors: number[];
  ms: number[];
  /** Blind pages: whole answers not called complete, by trap, and pages carrying each trap. */
  trapMiss: Record<string, [number, number]>;
}

function emptyRow(source: Source, split: Split): Row {
  return {
    source,
    split,
    pages: 0,
    wholeComplete: 0,
    exact: 0,
    within10: 0,
    noCount: 0,
    under: 0,
    over: 0,
    falseFollowUp: 0,
    completeAfterFollowUp: 0,
    recipeRefuses: 0,
    cuts: 0,
    cutIncomplete: 0,
    cutFollowUp: 0,
    errors: [],
    ms: [],
    trapMiss: {},
  };
}

function run(c: Case, row: Row, misses: string[] | null): void {
  const n = c.records.length;
  if (n === 0) return;
  row.pages++;
  const whole = judge(c, c.records);
  row.ms.push(whole.ms);
  const said = whole.complete && !whole.followUp;
  if (said) row.wholeComplete++;
  if (whole.followUp) row.falseFollowUp++;
  if (whole.completeAfterFollowUp) row.completeAfterFollowUp++;
  if (whole.recipeRefuses) row.recipeRefuses++;
  if (whole.onPage === null) row.noCount++;
  else {
    if (whole.onPage === n) row.exact++;
    if (Math.abs(whole.onPage - n) <= n * 0.1) row.within10++;
    if (whole.onPage < n) row.under++;
    if (whole.onPage > n) row.over++;
    row.errors.push((whole.onPage - n) / n);
  }
  for (const trap of c.traps) {
    const t = (row.trapMiss[trap] ??= [0, 0]);
    t[1]++;
    if (!said) t[0]++;
  }
  if (misses && !said)
    misses.push(`${c.id}: whole answer of ${n} called incomplete, count ${whole.onPage} [${c.traps.join(' ')}]`);
  for (const cut of CUTS) {
    const k = Math.max(1, Math.floor(n * cut));
    if (k >= n) continue;
    const v = judge(c, c.records.slice(0, k));
    row.cuts++;
    row.ms.push(v.ms);
    if (!v.complete) row.cutIncomplete++;
    if (v.followUp) row.cutFollowUp++;
    if (misses && (v.complete || !v.followUp))
      misses.push(
        `${c.id}: cut answer ${k} of ${n} ${v.complete ? 'called complete' : 'no follow-up'}, count ${v.onPage}`,
      );
  }
}

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)} %` : '–');

function quantile(values: number[], q: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function table(rows: Row[]): string {
  const head = [
    'source',
    'split',
    'pages',
    'whole → complete',
    'count exact',
    '±10 %',
    'no count',
    'under / over',
    'false follow-up',
    'whole → complete after it',
    'recipe refuses',
    'cut → incomplete',
    'cut → follow-up',
    'error p10 / p50 / p90',
    'ms/check',
  ];
  const lines = rows.map((r) => [
    r.source,
    r.split,
    String(r.pages),
    pct(r.wholeComplete, r.pages),
    pct(r.exact, r.pages),
    pct(r.within10, r.pages),
    pct(r.noCount, r.pages),
    `${r.under} / ${r.over}`,
    pct(r.falseFollowUp, r.pages),
    pct(r.completeAfterFollowUp, r.pages),
    pct(r.recipeRefuses, r.pages),
    `${pct(r.cutIncomplete, r.cuts)} (${r.cutIncomplete}/${r.cuts})`,
    pct(r.cutFollowUp, r.cuts),
    [0.1, 0.5, 0.9].map((q) => `${(100 * quantile(r.errors, q)).toFixed(0)} %`).join(' / '),
    (r.ms.reduce((a, b) => a + b, 0) / Math.max(1, r.ms.length)).toFixed(1),
  ]);
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function main(): void {
  let split: 'dev' | 'held-out' | 'both' = 'both';
  let sources: Source[] = [...SOURCES];
  let showMisses = false;
  let json: string | null = null;
  eachFlag(process.argv.slice(2), USAGE, (name, value, bare) => {
    if (name === '--split') {
      const v = value();
      if (v !== 'dev' && v !== 'held-out' && v !== 'both')
        throw new Error(`--split takes dev, held-out or both.\n${USAGE}`);
      split = v;
    } else if (name === '--sources') {
      const names = value().split(',').filter(Boolean);
      const unknown = names.filter((n) => !(SOURCES as readonly string[]).includes(n));
      if (unknown.length || !names.length) throw new Error(`Unknown source ${unknown.join(', ')}.\n${USAGE}`);
      sources = SOURCES.filter((s) => names.includes(s));
    } else if (name === '--misses') {
      bare();
      showMisses = true;
    } else if (name === '--json') json = value();
    else return false;
    return true;
  });
  const splits: Split[] = split === 'both' ? ['dev', 'held-out'] : [split];
  const rows: Row[] = [];
  const misses: string[] = [];
  for (const s of splits) {
    const seeds = s === 'dev' ? COMPLETENESS_DEV_SEEDS : COMPLETENESS_HELD_OUT_SEEDS;
    for (const source of sources) {
      if (source === 'lists' && s !== 'dev') continue;
      const cases =
        source === 'blind'
          ? blindCases(seeds)
          : source === 'templates'
            ? templateCases(seeds)
            : source === 'roles'
              ? roleCases(seeds)
              : listCases();
      const row = emptyRow(source, s);
      for (const c of cases) run(c, row, s === 'dev' && showMisses ? misses : null);
      rows.push(row);
    }
  }
  console.log(`bench:completeness — ${new Date().toISOString()} — Node ${process.version}\n`);
  console.log(table(rows));
  const blind = rows.filter((r) => r.source === 'blind');
  for (const r of blind) {
    const traps = Object.entries(r.trapMiss)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([t, [miss, all]]) => `${t} ${miss}/${all}`);
    console.log(`\nblind ${r.split}: whole answers not called complete, by what the page carries: ${traps.join(', ')}`);
  }
  if (showMisses) console.log(`\nDev misses (${misses.length}):\n${misses.join('\n')}`);
  if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
