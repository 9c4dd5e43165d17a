import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimateTokens } from '../lib/convert/tokens';
import { countTokens } from './count-tokens';
import { parseArgs, type BenchArgs } from './args';
import { manifestsIn, readCorpus, type CorpusPage } from './corpus';
import { fixedFieldsByCorpus } from './fixed-request';
import { buildJunkCorpus } from './junk';
import { buildListCorpus } from './lists/build';
import { PIPELINES, type PipelineName } from './pipelines';
import { promptFor, renameField } from './rename';
import {
  formatGroupTable,
  formatJunkTable,
  formatListTable,
  formatTable,
  summarise,
  type PageResult,
  type PipelineSummary,
} from './report';
import { indexRaw, scorePage } from './score';
import { scoreRecords } from './score-records';
import type { WorkerResult } from './worker';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'quarry-bench');

/** Raw-HTML token counts take a while and never change: cache them by content hash. */
async function rawTokens(html: string): Promise<number> {
  const key = createHash('sha256').update(html).digest('hex').slice(0, 32);
  const file = join(cacheDir, `${key}.json`);
  if (existsSync(file)) return Number(readFileSync(file, 'utf8'));
  const tokens = await countTokens(html);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, String(tokens));
  return tokens;
}

/**
 * What the pipeline is asked: the corpus's one fixed request (bench/fixed-request.ts), as field
 * names, or (`--prompt-only`) as a prompt naming them.
 */
function requestFor(
  page: CorpusPage,
  fixed: Map<string, string[]>,
  args: BenchArgs,
): { fields: string[]; prompt?: string } {
  const fields = (fixed.get(page.corpus) ?? []).map((name) => (args.rename ? renameField(name) : name));
  return args.promptOnly ? { fields: [], prompt: promptFor(fields, page.records !== undefined) } : { fields };
}

function runWorker(pipeline: PipelineName, pages: CorpusPage[], args: BenchArgs): Promise<WorkerResult[]> {
  return new Promise((done, fail) => {
    const child = fork(join(here, 'worker.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('message', (results: WorkerResult[]) => done(results));
    child.once('exit', (code) => (code === 0 ? undefined : fail(new Error(`${pipeline} worker exited with ${code}`))));
    const fixed = fixedFieldsByCorpus(pages);
    child.send({
      pipeline,
      pages: pages.map((p) => ({ id: p.id, file: p.file, url: p.url, ...requestFor(p, fixed, args) })),
    });
  });
}

type Suite = 'corpus' | 'lists' | 'junk';

/** Where each suite's pages are: the shared corpus is read; lists and junk are generated. */
function suiteDir(suite: Suite, args: BenchArgs): string {
  if (suite === 'corpus') return args.corpus;
  if (suite === 'lists') return buildListCorpus(join(cacheDir, 'lists'));
  return buildJunkCorpus(join(cacheDir, 'junk'));
}

/**
 * Runs every pipeline over `pages` (one fresh worker per pipeline) and summarises per corpus
 * name. The shared corpus runs one corpus at a time; generated suites in one go (14 list
 * markups would otherwise start 42 workers).
 */
async function runPages(
  suite: Suite,
  pages: CorpusPage[],
  pipelines: PipelineName[],
  args: BenchArgs,
): Promise<Map<string, Record<string, PipelineSummary>>> {
  const raw = new Map<string, { tokens: number; index: ReturnType<typeof indexRaw>; bytes: number }>();
  for (const page of pages) {
    const html = readFileSync(page.file, 'utf8');
    // Junk is estimated: exact BPE on megabytes of garbage takes minutes and measures nothing.
    const tokens = suite === 'junk' ? estimateTokens(html) : await rawTokens(html);
    raw.set(page.id, { tokens, index: indexRaw(html), bytes: statSync(page.file).size });
  }
  const out = new Map<string, Record<string, PipelineSummary>>();
  for (const pipeline of pipelines) {
    const results = await runWorker(pipeline, pages, args);
    const perCorpus = new Map<string, PageResult[]>();
    for (const result of results) {
      const page = pages.find((p) => p.id === result.id);
      const rawInfo = raw.get(result.id);
      if (!page || !rawInfo) continue;
      if (pipeline === 'quarry' && args.dump) {
        const file = join(args.dump, suite === 'corpus' ? page.corpus : `${suite}/${page.corpus}`, `${page.id}.txt`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, result.text);
      }
      const list = perCorpus.get(page.corpus) ?? [];
      perCorpus.set(page.corpus, list);
      list.push({
        id: page.id,
        tokens:
          suite === 'junk' && result.text.length > 200_000
            ? estimateTokens(result.text)
            : await countTokens(result.text),
        rawTokens: rawInfo.tokens,
        msPerMb: result.cpuMs / (rawInfo.bytes / 1e6),
        wallMsPerMb: result.ms / (rawInfo.bytes / 1e6),
        ms: result.cpuMs,
        bytes: rawInfo.bytes,
        scores: scorePage(page.fields, rawInfo.index, result.text, page.values),
        ...(page.records ? { records: scoreRecords(page.records, result.text) } : {}),
        error: result.error,
      });
    }
    for (const [name, list] of perCorpus) {
      const entry = out.get(name) ?? {};
      entry[pipeline] = summarise(list);
      out.set(name, entry);
    }
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), repoRoot);
  const pipelines = args.pipelines.length > 0 ? PIPELINES.filter((p) => args.pipelines.includes(p)) : [...PIPELINES];
  const json: Record<string, Record<string, PipelineSummary>> = {};
  console.log(
    `Suites ${args.suites.join(', ')}${args.rename ? ' (fields renamed)' : ''}${args.promptOnly ? ' (prompt only)' : ''}${args.half ? ` (${args.half} pages)` : ''} — corpus ${args.corpus} — ${new Date().toISOString()} — Node ${process.version}`,
  );
  for (const suite of args.suites) {
    if (suite === 'corpus' && !args.corpusNamed && manifestsIn(args.corpus).length === 0) {
      console.log(
        `\nNo shared corpus at ${args.corpus} (no manifest.jsonl or manifest-*.jsonl): skipped. Pass --corpus DIR.`,
      );
      continue;
    }
    const chosen = [...readCorpus(suiteDir(suite, args))]
      .filter(([name]) => args.only.length === 0 || args.only.includes(name))
      .map(([, all]) =>
        all
          .filter((_, i) => args.half === null || i % 2 === (args.half === 'even' ? 0 : 1))
          .slice(0, args.limit ?? all.length)
          .filter((p) => existsSync(p.file)),
      )
      .filter((pages) => pages.length > 0);
    const batches = suite === 'corpus' ? chosen : [chosen.flat()];
    const tables: Array<[string, Record<string, PipelineSummary>]> = [];
    for (const pages of batches) {
      if (pages.length === 0) continue;
      for (const [name, summary] of await runPages(suite, pages, pipelines, args)) {
        json[name] = summary;
        tables.push([name, summary]);
        if (suite === 'corpus') console.log(`\n${name}\n${formatTable(summary)}`);
      }
    }
    if (suite === 'corpus' && tables.length > 1) console.log(`\nAll groups\n${formatGroupTable(tables)}`);
    if (suite === 'lists' && tables.length > 0) console.log(`\nList pages\n${formatListTable(tables)}`);
    if (suite === 'junk' && tables.length > 0) console.log(`\nJunk pages\n${formatJunkTable(tables)}`);
  }
  if (Object.keys(json).length === 0) throw new Error(`No pages matched.`);
  if (args.json) {
    mkdirSync(dirname(args.json), { recursive: true });
    writeFileSync(args.json, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nWrote ${args.json}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
