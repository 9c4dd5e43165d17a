import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countTokens } from '../lib/convert/tokens';
import { parseArgs } from './args';
import { readCorpus, type CorpusPage } from './corpus';
import { PIPELINES, type PipelineName } from './pipelines';
import { formatTable, summarise, type PageResult, type PipelineSummary } from './report';
import { indexRaw, scorePage } from './score';
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

function runWorker(pipeline: PipelineName, pages: CorpusPage[]): Promise<WorkerResult[]> {
  return new Promise((done, fail) => {
    const child = fork(join(here, 'worker.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('message', (results: WorkerResult[]) => done(results));
    child.once('exit', (code) => (code === 0 ? undefined : fail(new Error(`${pipeline} worker exited with ${code}`))));
    child.send({
      pipeline,
      pages: pages.map((p) => ({ id: p.id, file: p.file, url: p.url, fields: Object.keys(p.fields) })),
    });
  });
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), repoRoot);
  const corpora = readCorpus(args.corpus);
  const pipelines = args.pipelines.length > 0 ? PIPELINES.filter((p) => args.pipelines.includes(p)) : [...PIPELINES];
  const json: Record<string, Record<string, PipelineSummary>> = {};
  const started = new Date();
  console.log(`Corpus ${args.corpus} — ${started.toISOString()} — Node ${process.version}`);
  for (const [name, all] of corpora) {
    if (args.only.length > 0 && !args.only.includes(name)) continue;
    const pages = all.slice(0, args.limit ?? all.length).filter((p) => existsSync(p.file));
    if (pages.length === 0) continue;
    const raw = new Map<string, { tokens: number; index: ReturnType<typeof indexRaw>; bytes: number }>();
    for (const page of pages) {
      const html = readFileSync(page.file, 'utf8');
      raw.set(page.id, { tokens: await rawTokens(html), index: indexRaw(html), bytes: statSync(page.file).size });
    }
    json[name] = {};
    for (const pipeline of pipelines) {
      const results = await runWorker(pipeline, pages);
      const perPage: PageResult[] = [];
      for (const result of results) {
        const page = pages.find((p) => p.id === result.id);
        const rawInfo = raw.get(result.id);
        if (!page || !rawInfo) continue;
        if (pipeline === 'quarry' && args.dump) {
          const file = join(args.dump, name, `${page.id}.txt`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, result.text);
        }
        perPage.push({
          id: page.id,
          tokens: await countTokens(result.text),
          rawTokens: rawInfo.tokens,
          msPerMb: result.cpuMs / (rawInfo.bytes / 1e6),
          wallMsPerMb: result.ms / (rawInfo.bytes / 1e6),
          ms: result.cpuMs,
          bytes: rawInfo.bytes,
          scores: scorePage(page.fields, rawInfo.index, result.text),
          error: result.error,
        });
      }
      json[name][pipeline] = summarise(perPage);
    }
    console.log(`\n${name}\n${formatTable(json[name])}`);
  }
  if (Object.keys(json).length === 0) throw new Error(`No pages matched in ${args.corpus}.`);
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
