import { resolve } from 'node:path';

export interface BenchArgs {
  corpus: string;
  json: string | null;
  dump: string | null;
  limit: number | null;
  only: string[];
  pipelines: string[];
  /** Which page sets to run: the shared corpus, the generated list pages, the junk pages. */
  suites: Array<'corpus' | 'lists' | 'junk'>;
  /** Ask for the fields under other names (price → cost…); recall is scored as before. */
  rename: boolean;
  /** Ask with a prompt that names the fields in words, without a schema (a prompt-only run). */
  promptOnly: boolean;
  /** True when --corpus or --suites named the shared corpus: then a missing corpus is an error. */
  corpusNamed: boolean;
}

const SUITES = ['corpus', 'lists', 'junk'] as const;

export const USAGE = `npm run bench -- [--corpus DIR] [--suites NAME[,NAME]] [--rename] [--prompt-only] [--json FILE] [--dump DIR] [--limit N] [--only NAME[,NAME]] [--pipelines NAME[,NAME]]
  --corpus DIR   a folder with manifest.jsonl and/or manifest-*.jsonl and pages (default
                 ../shared/corpus); rows with a "site" are reported per site
  --suites       which page sets: corpus (the folder above), lists (generated list pages with
                 per-record ground truth), junk (generated junk pages); default all three
  --rename       ask for the fields under other names (price → cost, author → written_by…)
  --prompt-only  ask in a prompt that names the fields in words ("Extract the cost and
                 barcode of this page."), without field names; combines with --rename
  --json FILE    also write the figures as JSON
  --dump DIR     write Quarry's model input per page to DIR/<corpus>/<id>.txt
  --limit N      only the first N pages of each corpus (for quick runs)
  --only NAME    only these corpora (comma-separated folder names)
  --pipelines    only these pipelines (quarry, turndown-body, readability-turndown)`;

export function parseArgs(argv: string[], repoRoot: string): BenchArgs {
  const args: BenchArgs = {
    corpus: resolve(repoRoot, '../shared/corpus'),
    json: null,
    dump: null,
    limit: null,
    only: [],
    pipelines: [],
    suites: [...SUITES],
    rename: false,
    promptOnly: false,
    corpusNamed: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    const [name, inline] = flag.includes('=')
      ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)]
      : [flag, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value.\n${USAGE}`);
      return v;
    };
    if (name === '--corpus') {
      args.corpus = resolve(value());
      args.corpusNamed = true;
    } else if (name === '--suites') {
      const names = value().split(',').filter(Boolean);
      const unknown = names.filter((n) => !(SUITES as readonly string[]).includes(n));
      if (unknown.length > 0 || names.length === 0) throw new Error(`Unknown suite ${unknown.join(', ')}.\n${USAGE}`);
      args.suites = SUITES.filter((suite) => names.includes(suite));
      args.corpusNamed ||= names.includes('corpus');
    } else if (name === '--rename') {
      if (inline !== undefined) throw new Error(`--rename takes no value.\n${USAGE}`);
      args.rename = true;
    } else if (name === '--prompt-only') {
      if (inline !== undefined) throw new Error(`--prompt-only takes no value.\n${USAGE}`);
      args.promptOnly = true;
    } else if (name === '--json') args.json = resolve(value());
    else if (name === '--dump') args.dump = resolve(value());
    else if (name === '--limit') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`--limit takes a whole number above 0.\n${USAGE}`);
      args.limit = n;
    } else if (name === '--only') args.only = value().split(',').filter(Boolean);
    else if (name === '--pipelines') args.pipelines = value().split(',').filter(Boolean);
    else if (name === '--help' || name === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown option ${flag}.\n${USAGE}`);
  }
  return args;
}
