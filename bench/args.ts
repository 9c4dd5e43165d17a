import { resolve } from 'node:path';

export interface BenchArgs {
  corpus: string;
  json: string | null;
  dump: string | null;
  limit: number | null;
  only: string[];
  /** Only the even- or odd-numbered pages of each corpus (0-based, in manifest order): a dev / held-out split. */
  half: 'even' | 'odd' | null;
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

export const USAGE = `npm run bench -- [--corpus DIR] [--suites NAME[,NAME]] [--rename] [--prompt-only] [--json FILE] [--dump DIR] [--limit N] [--only NAME[,NAME]] [--half even|odd] [--pipelines NAME[,NAME]]
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
  --half H       only the even- or odd-numbered pages of each corpus (0-based, manifest
                 order): develop on one half, report the other as held out
  --pipelines    only these pipelines (quarry, turndown-body, readability-turndown)`;

/**
 * Walks the flags of a bench command: `on(name, value, bare)` handles one flag and says whether
 * it knew it; `value()` takes the flag's value (`--flag value` or `--flag=value`), `bare()`
 * checks a switch was given none. --help and unknown flags end with the usage text.
 */
export function eachFlag(
  argv: string[],
  usage: string,
  on: (name: string, value: () => string, bare: () => void) => boolean,
): void {
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? '';
    const [name, inline] = flag.includes('=')
      ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)]
      : [flag, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value.\n${usage}`);
      return v;
    };
    const bare = (): void => {
      if (inline !== undefined) throw new Error(`${name} takes no value.\n${usage}`);
    };
    if (name === '--help' || name === '-h') throw new Error(usage);
    if (!on(name, value, bare)) throw new Error(`Unknown option ${flag}.\n${usage}`);
  }
}

/** A flag's value as a whole number above 0. */
export function wholeNumber(name: string, text: string, usage: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a whole number above 0.\n${usage}`);
  return n;
}

/** A comma-separated list of names, each one of `known`, in `known`'s order. */
export function pickNames<T extends string>(text: string, known: readonly T[], usage: string): T[] {
  const names = text.split(',').filter(Boolean);
  const unknown = names.filter((n) => !(known as readonly string[]).includes(n));
  if (unknown.length > 0 || names.length === 0) throw new Error(`Unknown suite ${unknown.join(', ')}.\n${usage}`);
  return known.filter((name) => names.includes(name));
}

export function parseArgs(argv: string[], repoRoot: string): BenchArgs {
  const args: BenchArgs = {
    corpus: resolve(repoRoot, '../shared/corpus'),
    json: null,
    dump: null,
    limit: null,
    only: [],
    half: null,
    pipelines: [],
    suites: [...SUITES],
    rename: false,
    promptOnly: false,
    corpusNamed: false,
  };
  eachFlag(argv, USAGE, (name, value, bare) => {
    if (name === '--corpus') {
      args.corpus = resolve(value());
      args.corpusNamed = true;
    } else if (name === '--suites') {
      args.suites = pickNames(value(), SUITES, USAGE);
      args.corpusNamed ||= args.suites.includes('corpus');
    } else if (name === '--rename') {
      bare();
      args.rename = true;
    } else if (name === '--prompt-only') {
      bare();
      args.promptOnly = true;
    } else if (name === '--json') args.json = resolve(value());
    else if (name === '--dump') args.dump = resolve(value());
    else if (name === '--limit') args.limit = wholeNumber(name, value(), USAGE);
    else if (name === '--only') args.only = value().split(',').filter(Boolean);
    else if (name === '--half') {
      const half = value();
      if (half !== 'even' && half !== 'odd') throw new Error(`--half takes even or odd.\n${USAGE}`);
      args.half = half;
    } else if (name === '--pipelines') args.pipelines = value().split(',').filter(Boolean);
    else return false;
    return true;
  });
  return args;
}
