/**
 * npm run bench:recipes — recipes measured the way the product runs them (bench/recipes-sequence.ts):
 * every page of a site in order through the extension's recipe service, one fixed prompt and
 * schema, every page it does not serve answered by a perfect model (the ground truth) that
 * teaches, confirms or heals the recipe. Headline suites: `templates` (generated unseen
 * templates, bench/templates: dev seeds and held-out seeds reported apart) and `sequence` (the
 * shared same-site corpus), and `verticals` (generated templates of records that are not
 * products, legacy and modern markup, bench/templates/verticals.ts), and `frameworks` (generated shop
 * templates in the markup of today's front-end frameworks, written blind, bench/templates/frameworks.ts), and `intl`
 * (generated international marketplace templates in fourteen locales and six scripts, written blind,
 * bench/templates/intl.ts), and `feeds` (generated feeds and tables whose records are not
 * products: forum threads, reviews, league tables and leaderboards, job boards, listings, event
 * calendars, news indexes, search results, written blind, bench/templates/feeds.ts), and `reference`
 * (generated reference-data and profile pages: software packages, wiki infoboxes, cooking recipes,
 * quotes, social profiles, match reports, weather forecasts, comparison grids whose records are
 * columns, course catalogues and staff directories; split numbers, compact counts, hidden tabs,
 * read-more text, JSON-LD that disagrees; written blind, bench/templates/reference.ts), and `travel`
 * (generated travel and hospitality pages: hotels, holiday rentals, tours; hotel, flight, train,
 * car-rental and activity results; per-night beside total prices, responsive duplicates, sponsored
 * results, similar-properties carousels; written blind, bench/templates/travel.ts). Diagnostics
 * the product does not run: `sites` (learn from the first N pages at once, replay on the rest)
 * and `lists` (learn from page 1 of generated catalogues).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { htmlToModelInput, parseHtmlDocument } from '../lib/convert/html-to-model-input';
import { eachFlag, pickNames, wholeNumber } from './args';
import { countTokens } from './count-tokens';
import { describeRecipe, learnRecipe, replayRecipe, viewPage, type Recipe } from '../lib/recipes';
import { listDetail, listReport, readCatalogues, runCatalogue, type CatalogueFigures } from './recipes-lists';
import {
  runSequence,
  sequenceDetail,
  sequenceMisses,
  totals,
  totalsRow,
  TOTALS_HEADER,
  type SequenceFigures,
  type SequencePage,
} from './recipes-sequence';
import { DEV_SEEDS, generateSite, HELD_OUT_SEEDS, STRESS_SEEDS } from './templates/generate';
import {
  FRAMEWORK_DEV_SEEDS,
  FRAMEWORK_HELD_OUT_SEEDS,
  FRAMEWORK_STRESS_SEEDS,
  generateFrameworkSite,
} from './templates/frameworks';
import { FEEDS_DEV_SEEDS, FEEDS_HELD_OUT_SEEDS, FEEDS_STRESS_SEEDS, generateFeedsSite } from './templates/feeds';
import { generateIntlSite, INTL_DEV_SEEDS, INTL_HELD_OUT_SEEDS, INTL_STRESS_SEEDS } from './templates/intl';
import { generateTravelSite, TRAVEL_DEV_SEEDS, TRAVEL_HELD_OUT_SEEDS, TRAVEL_STRESS_SEEDS } from './templates/travel';
import {
  generateReferenceSite,
  REFERENCE_DEV_SEEDS,
  REFERENCE_HELD_OUT_SEEDS,
  REFERENCE_STRESS_SEEDS,
} from './templates/reference';
import { generateVerticalSite, VERTICAL_DEV_SEEDS, VERTICAL_HELD_OUT_SEEDS } from './templates/verticals';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');

const USAGE = `npm run bench:recipes -- [--corpus DIR] [--learn N] [--json FILE] [--only SITE[,SITE]] [--suites NAME[,NAME]]
  --corpus DIR   a folder with manifest-*.jsonl same-site page sets (default ../shared/corpus-sites)
  --learn N      learn from the first N pages of each site (default: report N = 1 and N = 2)
  --json FILE    also write the figures as JSON
  --only SITE    only these sites or catalogues (comma-separated)
  --suites NAME  templates (generated templates in the product's sequence, dev and held-out
                 seeds), verticals (generated templates of records that are not products: films,
                 books, jobs, cars, restaurants, players, universities, events, legacy and modern
                 markup, in the product's sequence), frameworks (generated shop templates in the
                 markup of today's front-end frameworks: utility or hashed classes, split prices,
                 star labels, hydration JSON; product pages and lists, in the product's sequence),
                 intl (generated international marketplace templates: de, de-CH, fr, nl, pl, pt-BR,
                 nb, en-IN, ru, el, ja, ko, ar, he; local money, digits and scripts, right to left;
                 product pages and lists, in the product's sequence),
                 feeds (generated feeds and tables, not products: forum threads with nested
                 replies and quotes, reviews, league tables, leaderboards and price comparisons,
                 job boards, property listings, event calendars, news indexes, search results;
                 en, de, fr, es; pinned, featured, sponsored and trending items left out; lists
                 and detail pages, in the product's sequence),
                 reference (generated reference data and profiles: package pages, wiki
                 infoboxes, cooking recipes, quotes, social profiles, match reports, weather
                 forecasts, comparison grids whose records are columns, course catalogues and
                 staff directories; split prices, compact counts, hidden tabs, read-more text,
                 disagreeing JSON-LD; en, de, fr, es; detail pages and lists, in the product's
                 sequence),
                 travel (generated travel and hospitality templates: hotel, holiday-rental and
                 tour pages; hotel, flight, train, car-rental and activity results; per-night
                 beside total prices, taxes, struck prices, responsive duplicates, collapsed
                 amenities, similar-properties carousels, sponsored and sold-out results, stale
                 JSON-LD; en, de, fr, es, it, nl; detail pages and lists, in the product's sequence),
                 sequence (the same-site page sets in the product's sequence), and the
                 diagnostics sites (learn from the first N pages at once) and lists (generated
                 catalogues of bench/lists: learn from page 1); default all ten
  --seeds WHICH  dev, held-out or both (default both): which generated templates to run; stress
                 runs 900 more (seeds 7000–7299, 8000–8299, 9000–9299, in neither split: a hunt
                 for false accepts, looked at while developing). Verticals: dev seeds 1–40,
                 held-out seeds 2001–2040 (never look at their misses); stress runs no verticals.
                 Frameworks: dev seeds 1–30, held-out seeds 4001–4030 (figures only); stress
                 runs seeds 7000–7059 (in neither split, looked at while developing).
                 Intl: dev seeds 1–30, held-out seeds 5001–5030 (figures only); stress runs seeds
                 7100–7159 (in neither split, looked at while developing).
                 Feeds: dev seeds 1–30, held-out seeds 6001–6030 (figures only); stress runs seeds
                 8100–8159 (in neither split).
                 Reference: dev seeds 1–30, held-out seeds 6101–6130 (figures only); stress runs
                 seeds 8500–8559 (in neither split).
                 Travel: dev seeds 1–30, held-out seeds 7101–7130 (figures only); stress runs
                 seeds 7200–7259 (in neither split)
  --misses       in the product's sequence, also list every page 3+ not served with its whole reason`;

const SUITES = [
  'templates',
  'verticals',
  'frameworks',
  'intl',
  'feeds',
  'reference',
  'travel',
  'sequence',
  'sites',
  'lists',
] as const;
const SEED_SETS = ['dev', 'held-out', 'both', 'stress'] as const;
type SuiteName = (typeof SUITES)[number];

interface Args {
  corpus: string;
  learn: number[];
  json: string | null;
  only: string[];
  suites: SuiteName[];
  seeds: (typeof SEED_SETS)[number];
  misses: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    corpus: resolve(repoRoot, '../shared/corpus-sites'),
    learn: [1, 2],
    json: null,
    only: [],
    suites: [...SUITES],
    seeds: 'both',
    misses: false,
  };
  eachFlag(argv, USAGE, (name, value, bare) => {
    if (name === '--corpus') args.corpus = resolve(value());
    else if (name === '--json') args.json = resolve(value());
    else if (name === '--only') args.only = value().split(',').filter(Boolean);
    else if (name === '--suites') args.suites = pickNames(value(), SUITES, USAGE);
    else if (name === '--learn') args.learn = [wholeNumber(name, value(), USAGE)];
    else if (name === '--seeds') [args.seeds] = pickNames(value(), SEED_SETS, USAGE) as [(typeof SEED_SETS)[number]];
    else if (name === '--misses') {
      bare();
      args.misses = true;
    } else return false;
    return true;
  });
  return args;
}

interface SitePage {
  site: string;
  id: string;
  file: string;
  url: string | undefined;
  fields: Record<string, string[]>;
}

function readSites(dir: string): Map<string, SitePage[]> {
  if (!existsSync(dir)) throw new Error(`No corpus at ${dir}.\n${USAGE}`);
  const manifests = readdirSync(dir).filter((f) => /^manifest-.*\.jsonl$/.test(f));
  if (manifests.length === 0) throw new Error(`${dir} has no manifest-*.jsonl.\n${USAGE}`);
  const sites = new Map<string, SitePage[]>();
  for (const manifest of manifests.sort()) {
    for (const [index, line] of readFileSync(join(dir, manifest), 'utf8').split('\n').entries()) {
      if (!line.trim()) continue;
      let row: Record<string, unknown>;
      try {
        row = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`${manifest} line ${index + 1} is not JSON.`);
      }
      const site = String(row.site ?? '');
      const path = String(row.path ?? '');
      if (!site || !path) throw new Error(`${manifest} line ${index + 1} needs "site" and "path".`);
      const fields: Record<string, string[]> = {};
      for (const [key, values] of Object.entries((row.fields ?? {}) as Record<string, unknown>)) {
        if (Array.isArray(values)) fields[key] = values.map(String).filter((v) => v.trim() !== '');
      }
      const page: SitePage = {
        site,
        id: String(row.id ?? path),
        file: join(dir, path),
        url: typeof row.url === 'string' ? row.url : undefined,
        fields,
      };
      sites.set(site, [...(sites.get(site) ?? []), page]);
    }
  }
  return sites;
}

/** The schema a user would give: every field of the site, an array where a page holds several values. */
function schemaFor(pages: SitePage[]): { schema: Record<string, unknown>; arrays: Set<string> } {
  const names = new Set<string>();
  const arrays = new Set<string>();
  for (const page of pages) {
    for (const [name, values] of Object.entries(page.fields)) {
      names.add(name);
      if (values.length > 1) arrays.add(name);
    }
  }
  const properties: Record<string, unknown> = {};
  for (const name of names) {
    properties[name] = arrays.has(name) ? { type: 'array', items: { type: 'string' } } : { type: 'string' };
  }
  return { schema: { type: 'object', properties }, arrays };
}

/** The perfect model: its answer is the ground truth. */
function truthAnswer(page: SitePage, arrays: Set<string>): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(page.fields)) {
    if (values.length === 0) continue;
    answer[name] = arrays.has(name) ? values : values[0];
  }
  return answer;
}

/** Case and whitespace folded, separators left at the value's edges ("555-013-4477 |") dropped. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s|,;:·•–—-]+|[\s|,;:·•–—-]+$/g, '');
}

/** The corpus README's rule: a truth value may carry its label ("List: $48,120"); both forms count. */
function sameAsTruth(got: string, truth: string): boolean {
  const a = fold(got);
  const b = fold(truth);
  if (a === b) return true;
  const label = /^[^:]{1,30}:\s*/.exec(b);
  return label !== null && a === b.slice(label[0].length);
}

function fieldCorrect(got: unknown, truth: string[] | undefined): boolean {
  const values = got === undefined ? [] : Array.isArray(got) ? got.map(String) : [String(got)];
  const wanted = truth ?? [];
  if (values.length !== wanted.length) return false;
  const left = [...wanted];
  for (const value of values) {
    const at = left.findIndex((t) => sameAsTruth(value, t));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

interface FieldFigures {
  served: number;
  correct: number;
}

interface SiteFigures {
  site: string;
  learn: number;
  learned: boolean;
  learnReason?: string;
  learnMs: number;
  pages: number;
  served: number;
  falseAccepts: number;
  replayMs: number;
  modelTokens: number;
  servedModelTokens: number;
  fields: Record<string, FieldFigures>;
  reasons: Record<string, number>;
  rules: Record<string, string>;
}

function describeRules(recipe: Recipe): Record<string, string> {
  return Object.fromEntries(describeRecipe(recipe).map((field) => [field.name, field.reads.join(' | ')]));
}

const tokenCache = new Map<string, number>();

async function modelTokens(page: SitePage, html: string): Promise<number> {
  const known = tokenCache.get(page.id);
  if (known !== undefined) return known;
  const input = htmlToModelInput(html, { baseUrl: page.url ?? '', fields: Object.keys(page.fields) });
  const tokens = await countTokens(input.text);
  tokenCache.set(page.id, tokens);
  return tokens;
}

async function runSite(pages: SitePage[], learn: number): Promise<SiteFigures> {
  const site = pages[0]?.site ?? '';
  const { schema, arrays } = schemaFor(pages);
  const learning = pages.slice(0, learn);
  const rest = pages.slice(learn);
  const figures: SiteFigures = {
    site,
    learn,
    learned: false,
    learnMs: 0,
    pages: rest.length,
    served: 0,
    falseAccepts: 0,
    replayMs: 0,
    modelTokens: 0,
    servedModelTokens: 0,
    fields: {},
    reasons: {},
    rules: {},
  };
  for (const name of Object.keys((schema.properties ?? {}) as object)) figures.fields[name] = { served: 0, correct: 0 };
  const started = performance.now();
  const outcome = learnRecipe(
    learning.map((p) => ({
      doc: parseHtmlDocument(readFileSync(p.file, 'utf8')),
      url: p.url,
      result: truthAnswer(p, arrays),
    })),
    schema,
    { id: `${site}-${learn}`, now: 0 },
  );
  figures.learnMs = performance.now() - started;
  if (!outcome.ok) figures.learnReason = outcome.reason;
  else {
    figures.learned = true;
    figures.rules = describeRules(outcome.recipe);
  }
  for (const page of rest) {
    const html = readFileSync(page.file, 'utf8');
    const tokens = await modelTokens(page, html);
    figures.modelTokens += tokens;
    if (!outcome.ok) continue;
    const doc = parseHtmlDocument(html);
    const t0 = performance.now();
    const replayed = replayRecipe(viewPage(doc, page.url), outcome.recipe, schema);
    figures.replayMs += performance.now() - t0;
    if (!replayed.ok) {
      const key = replayed.reason.replace(/\(.*$/, '').trim();
      figures.reasons[key] = (figures.reasons[key] ?? 0) + 1;
      continue;
    }
    figures.served += 1;
    figures.servedModelTokens += tokens;
    let allRight = true;
    for (const [name, field] of Object.entries(figures.fields)) {
      field.served += 1;
      if (fieldCorrect(replayed.result[name], page.fields[name])) field.correct += 1;
      else allRight = false;
    }
    if (!allRight) figures.falseAccepts += 1;
  }
  return figures;
}

function pct(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;
}

function report(all: SiteFigures[]): string {
  const lines: string[] = [];
  lines.push(
    '| site | learn | pages | served | field accuracy (served) | false accepts | ms/page | model-input tokens avoided |',
  );
  lines.push('|---|---|---|---|---|---|---|---|');
  for (const f of all) {
    const fieldServed = Object.values(f.fields).reduce((s, x) => s + x.served, 0);
    const fieldCorrect = Object.values(f.fields).reduce((s, x) => s + x.correct, 0);
    lines.push(
      `| ${f.site} | ${f.learn} | ${f.pages} | ${pct(f.served, f.pages)} | ${pct(fieldCorrect, fieldServed)} | ${pct(f.falseAccepts, f.pages)} | ${f.served ? (f.replayMs / Math.max(1, f.served + Object.values(f.reasons).reduce((s, n) => s + n, 0))).toFixed(1) : '–'} | ${f.servedModelTokens.toLocaleString('en')} of ${f.modelTokens.toLocaleString('en')} |`,
    );
  }
  return lines.join('\n');
}

function detail(f: SiteFigures): string {
  const lines = [
    `${f.site}, learning from ${f.learn} page(s) in ${f.learnMs.toFixed(0)} ms: ${f.learned ? 'learned' : `not learned (${f.learnReason})`}`,
  ];
  for (const [name, field] of Object.entries(f.fields)) {
    lines.push(
      `  ${name}: ${pct(field.correct, field.served)} right on ${field.served} served — ${f.rules[name] ?? 'no rule'}`,
    );
  }
  for (const [reason, n] of Object.entries(f.reasons)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5))
    lines.push(`  not served ×${n}: ${reason}`);
  return lines.join('\n');
}

/** Records in a partial answer: the issue's example of a model that returned 5 of 80. */
const FEW_RECORDS = 5;

/** What a generated family's site offers the bench: its pages, kind and the request it is asked. */
interface GeneratedSite {
  name: string;
  kind: string;
  pages: SequencePage[];
  prompt: string;
  schema: Record<string, unknown>;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const wanted = (name: string): boolean => args.only.length === 0 || args.only.includes(name);
  console.log(
    `Recipes bench — suites ${args.suites.join(', ')} — corpus ${args.corpus} — ${new Date().toISOString()} — Node ${process.version}`,
  );
  console.log(
    'The model is played by the ground truth (a perfect model): figures measure the recipe and its checks, not a model.\n',
  );
  const sequences: Array<SequenceFigures & { suite: string }> = [];

  /**
   * A family of generated sites (written without reading the learner) in the product's sequence:
   * per split, its totals, detail and list pages apart, and the family's own groups. Held-out
   * seeds print their figures only: their reasons, misses and marks stay unread.
   */
  async function runFamily<S extends GeneratedSite>(family: {
    suite: string;
    title: string;
    seeds: { dev: number[]; heldOut: number[]; stress: number[] };
    generate: (seed: number) => S;
    describe: (site: S) => string;
    groups: Array<{ of: (site: S) => string; rows: Array<[string, string]> }>;
  }): Promise<void> {
    const sets: Array<[string, number[]]> = [];
    if (args.seeds !== 'stress') {
      if (args.seeds !== 'held-out') sets.push(['dev seeds', family.seeds.dev]);
      if (args.seeds !== 'dev') sets.push(['held-out seeds', family.seeds.heldOut]);
    } else sets.push(['stress seeds', family.seeds.stress]);
    const rows: string[] = [];
    for (const [label, seeds] of sets) {
      const figures: Array<{ f: SequenceFigures; site: S }> = [];
      for (const seed of seeds) {
        const site = family.generate(seed);
        if (!wanted(site.name)) continue;
        const f = await runSequence(
          `${site.name} (${family.describe(site)}, ${site.pages.length} pages)`,
          site.pages,
          site,
        );
        const heldOut = label.startsWith('held-out');
        console.log(heldOut ? (sequenceDetail(f).split('\n')[0] ?? '') : sequenceDetail(f));
        if (args.misses && !heldOut && (f.misses.length || f.marks.length)) console.log(sequenceMisses(f));
        figures.push({ f, site });
        sequences.push({ ...f, suite: `${family.suite} ${label}` });
      }
      const row = (words: string, which: (site: S) => boolean): void => {
        const some = figures.filter(({ site }) => which(site)).map(({ f }) => f);
        if (some.length) rows.push(totalsRow(`${family.suite}, ${label}${words}`, totals(some)));
      };
      row('', () => true);
      for (const kind of ['detail', 'list']) row(`, ${kind} pages`, (site) => site.kind === kind);
      for (const group of family.groups)
        for (const [value, words] of group.rows) row(`, ${words}`, (site) => group.of(site) === value);
    }
    console.log(
      `\n${family.title} in the product's sequence (12 or 20 pages a site):\n${TOTALS_HEADER}\n${rows.join('\n')}`,
    );
  }
  if (args.suites.includes('templates')) {
    const sets: Array<[string, number[]]> = [];
    if (args.seeds === 'stress') sets.push(['stress seeds', STRESS_SEEDS]);
    else {
      if (args.seeds !== 'held-out') sets.push(['dev seeds', DEV_SEEDS]);
      if (args.seeds !== 'dev') sets.push(['held-out seeds', HELD_OUT_SEEDS]);
    }
    const rows: string[] = [];
    for (const [label, seeds] of sets) {
      const figures: SequenceFigures[] = [];
      const withAds: SequenceFigures[] = [];
      const withUnknown: SequenceFigures[] = [];
      for (const seed of seeds) {
        const site = generateSite(seed);
        if (!wanted(site.name)) continue;
        const f = await runSequence(`${site.name} (${site.kind})`, site.pages, site);
        console.log(
          `${site.ads ? `${site.name} has class-less ads: ${site.ads.join(', ')}\n` : ''}${site.unknownAds ? `${site.name} has ads the rule does not know: ${site.unknownAds.kinds.join(', ')}\n` : ''}${sequenceDetail(f)}`,
        );
        if (args.misses && (f.misses.length || f.marks.length)) console.log(sequenceMisses(f));
        figures.push(f);
        if (site.ads) withAds.push(f);
        if (site.unknownAds) withUnknown.push(f);
        sequences.push({ ...f, suite: `templates ${label}` });
      }
      rows.push(totalsRow(`generated, ${label}`, totals(figures)));
      for (const kind of ['detail', 'list']) {
        const some = figures.filter((f) => f.site.endsWith(`(${kind})`));
        if (some.length) rows.push(totalsRow(`generated, ${label}, ${kind} pages`, totals(some)));
      }
      if (withAds.length) rows.push(totalsRow(`generated, ${label}, lists with class-less ads`, totals(withAds)));
      if (withUnknown.length)
        rows.push(totalsRow(`generated, ${label}, lists with unknown ad labels`, totals(withUnknown)));
    }
    console.log(
      `\nGenerated templates in the product's sequence (20 pages a site):\n${TOTALS_HEADER}\n${rows.join('\n')}`,
    );
  }
  if (args.suites.includes('verticals')) {
    const sets: Array<[string, number[]]> = [];
    if (args.seeds !== 'stress') {
      if (args.seeds !== 'held-out') sets.push(['dev seeds', VERTICAL_DEV_SEEDS]);
      if (args.seeds !== 'dev') sets.push(['held-out seeds', VERTICAL_HELD_OUT_SEEDS]);
    }
    const rows: string[] = [];
    for (const [label, seeds] of sets) {
      const figures: Array<SequenceFigures & { kind: string; style: string }> = [];
      for (const seed of seeds) {
        const site = generateVerticalSite(seed);
        if (!wanted(site.name)) continue;
        const f = await runSequence(
          `${site.name} (${site.kind}, ${site.style}, ${site.pages.length} pages)`,
          site.pages,
          site,
        );
        // Held-out seeds print their figures only: their reasons and misses stay unread.
        const heldOut = label.startsWith('held-out');
        console.log(heldOut ? (sequenceDetail(f).split('\n')[0] ?? '') : sequenceDetail(f));
        if (args.misses && !heldOut && f.misses.length) console.log(sequenceMisses(f));
        figures.push({ ...f, kind: site.kind, style: site.style });
        sequences.push({ ...f, suite: `verticals ${label}` });
      }
      rows.push(totalsRow(`verticals, ${label}`, totals(figures)));
      for (const style of ['legacy', 'modern']) {
        const some = figures.filter((f) => f.style === style);
        if (some.length) rows.push(totalsRow(`verticals, ${label}, ${style}`, totals(some)));
      }
      for (const kind of [...new Set(figures.map((f) => f.kind))])
        rows.push(totalsRow(`verticals, ${label}, ${kind}`, totals(figures.filter((f) => f.kind === kind))));
    }
    console.log(
      `\nGenerated vertical templates (not products) in the product's sequence (12 or 20 pages a site):\n${TOTALS_HEADER}\n${rows.join('\n')}`,
    );
  }
  if (args.suites.includes('frameworks'))
    await runFamily({
      suite: 'frameworks',
      title: 'Generated framework-style templates',
      seeds: { dev: FRAMEWORK_DEV_SEEDS, heldOut: FRAMEWORK_HELD_OUT_SEEDS, stress: FRAMEWORK_STRESS_SEEDS },
      generate: generateFrameworkSite,
      describe: (site) => `${site.kind}, ${site.css}, ${site.lang}`,
      groups: [
        {
          of: (site) => site.css,
          rows: [
            ['utility', 'utility classes'],
            ['css-in-js', 'css-in-js classes'],
          ],
        },
      ],
    });
  if (args.suites.includes('intl'))
    await runFamily({
      suite: 'intl',
      title: 'Generated international marketplace templates',
      seeds: { dev: INTL_DEV_SEEDS, heldOut: INTL_HELD_OUT_SEEDS, stress: INTL_STRESS_SEEDS },
      generate: generateIntlSite,
      describe: (site) => `${site.kind}, ${site.locale}, ${site.style}`,
      groups: [
        {
          of: (site) => site.family,
          rows: [
            ['latin', 'Latin script'],
            ['non-latin', 'other scripts'],
            ['rtl', 'right to left'],
          ],
        },
      ],
    });
  if (args.suites.includes('feeds'))
    await runFamily({
      suite: 'feeds',
      title: 'Generated feeds and tables (records that are not products)',
      seeds: { dev: FEEDS_DEV_SEEDS, heldOut: FEEDS_HELD_OUT_SEEDS, stress: FEEDS_STRESS_SEEDS },
      generate: generateFeedsSite,
      describe: (site) => `${site.kind}, ${site.topic}, ${site.style}`,
      groups: [
        {
          of: (site) => site.topic,
          rows: [
            ['forum', 'forum threads'],
            ['reviews', 'reviews'],
            ['table', 'league tables, leaderboards, price comparisons'],
            ['jobs', 'job boards'],
            ['listings', 'property listings'],
            ['events', 'event calendars'],
            ['news', 'news and blog indexes'],
            ['search', 'search results'],
          ],
        },
        {
          of: (site) => (site.kind === 'list' && site.style.startsWith('table/') ? 'rows' : 'other'),
          rows: [['rows', 'records as table rows']],
        },
      ],
    });
  if (args.suites.includes('reference'))
    await runFamily({
      suite: 'reference',
      title: 'Generated reference-data and profile templates',
      seeds: { dev: REFERENCE_DEV_SEEDS, heldOut: REFERENCE_HELD_OUT_SEEDS, stress: REFERENCE_STRESS_SEEDS },
      generate: generateReferenceSite,
      describe: (site) => `${site.kind}, ${site.topic}, ${site.style}`,
      groups: [
        {
          of: (site) => site.topic,
          rows: [
            ['package', 'software package pages'],
            ['infobox', 'wiki infoboxes'],
            ['recipe', 'cooking recipes'],
            ['quote', 'stock and fund quotes'],
            ['profile', 'social profiles'],
            ['match', 'match reports'],
            ['weather', 'weather forecasts'],
            ['grid', 'comparison grids'],
            ['catalog', 'course catalogues and staff directories'],
          ],
        },
        {
          of: (site) => (site.style.startsWith('columns') ? 'columns' : 'other'),
          rows: [['columns', 'records as table columns (transposed grids and forecasts)']],
        },
      ],
    });
  if (args.suites.includes('travel'))
    await runFamily({
      suite: 'travel',
      title: 'Generated travel and hospitality templates',
      seeds: { dev: TRAVEL_DEV_SEEDS, heldOut: TRAVEL_HELD_OUT_SEEDS, stress: TRAVEL_STRESS_SEEDS },
      generate: generateTravelSite,
      describe: (site) => `${site.kind}, ${site.topic}, ${site.style}`,
      groups: [
        {
          of: (site) => site.topic,
          rows: [
            ['hotel', 'hotel pages'],
            ['rental', 'holiday-rental pages'],
            ['tour', 'tour and activity pages'],
            ['hotels', 'hotel search results'],
            ['transport', 'flight and train results'],
            ['cars', 'car-rental results'],
            ['activities', 'activity listings'],
          ],
        },
      ],
    });
  if (args.suites.includes('sequence')) {
    const sites = readSites(args.corpus);
    const figures: SequenceFigures[] = [];
    for (const [site, pages] of sites) {
      if (!wanted(site)) continue;
      const { schema, arrays } = schemaFor(pages);
      const f = await runSequence(
        site,
        pages.map((p) => ({
          url: p.url ?? `https://${site}.invalid/${p.id}`,
          html: readFileSync(p.file, 'utf8'),
          truth: truthAnswer(p, arrays),
        })),
        { prompt: `Every field of this page: ${Object.keys(schema.properties as object).join(', ')}.`, schema },
      );
      console.log(sequenceDetail(f));
      if (args.misses && (f.misses.length || f.marks.length)) console.log(sequenceMisses(f));
      figures.push(f);
      sequences.push({ ...f, suite: 'sequence' });
    }
    console.log(
      `\nShared same-site corpus in the product's sequence:\n${TOTALS_HEADER}\n${totalsRow('corpus-sites', totals(figures))}`,
    );
  }
  const all: SiteFigures[] = [];
  if (args.suites.includes('sites')) {
    console.log('\nDiagnostic (not what the product runs): learn from the first N pages at once, replay on the rest.');
    const sites = readSites(args.corpus);
    for (const learn of args.learn) {
      for (const [site, pages] of sites) {
        if (!wanted(site)) continue;
        const figures = await runSite(pages, learn);
        console.log(detail(figures));
        all.push(figures);
      }
    }
    console.log(`\n${report(all)}`);
    console.log(
      '\nms/page: building the page text and replaying the recipe with its checks on an already parsed page (the browser has the DOM).',
    );
  }
  const lists: CatalogueFigures[] = [];
  if (args.suites.includes('lists')) {
    const { catalogues, single, done } = readCatalogues();
    try {
      // Each catalogue learned one way, its learning printed, then the table.
      const runAll = async (names: string[], few?: number): Promise<CatalogueFigures[]> => {
        const out: CatalogueFigures[] = [];
        for (const name of names) {
          const figures = await runCatalogue(catalogues.get(name) ?? [], few);
          console.log(listDetail(figures));
          out.push(figures);
        }
        console.log(`\n${listReport(out)}`);
        return out;
      };
      const names = [...catalogues.keys()].filter(wanted);
      console.log(
        '\nDiagnostic (not what the product runs) — list pages (bench/lists, generated): learn from page 1 of each catalogue, serve pages 2….',
      );
      const paged = await runAll(names.filter((name) => !single.includes(name)));
      console.log(`\nOne-page catalogues have no page 2 and are left out: ${single.join(', ')}.`);
      console.log(
        `\nList pages, learned from the first ${FEW_RECORDS} records of page 1 only (a partial answer); every page replayed, page 1 too.`,
      );
      const partial = await runAll(names, FEW_RECORDS);
      lists.push(...paged, ...partial);
    } finally {
      done();
    }
  }
  // One array as before: the sites' figures, then each catalogue's (suite 'lists', named in `site`).
  if (args.json)
    writeFileSync(
      args.json,
      JSON.stringify(
        [...sequences, ...all, ...lists.map((f) => ({ suite: 'lists', site: f.catalogue, ...f }))],
        null,
        2,
      ),
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
