/**
 * bench:grounding's role-error rows: values that ARE on the page, in another role (a
 * neighbour's price, a related item's name or maker, a list price or shipping cost given as
 * the price). Two sources:
 *   - generated pages (bench/role-pages.ts), seeded, in made-up words;
 *   - the shared corpus: on product pages, the price answered with another price the page shows
 *     (money written on the page that is not the true price); on article pages, the title
 *     answered with another linked heading of the page (another article's title).
 * Each page is checked exactly as a run's result is (lib/jobs/check-result.ts). Flagged =
 * in `grounding.notFound` or `grounding.misplaced`.
 */
import { readFile } from 'node:fs/promises';
import { extractionRequestSchema } from '../lib/contract';
import { htmlToModelInput } from '../lib/convert/html-to-model-input';
import { foldWords, numberRole, numberRuns } from '../lib/grounding';
import { checkResult } from '../lib/jobs/check-result';
import { createPage } from '../lib/source/page';
import type { CorpusPage } from './corpus';
import {
  buyBoxRolePage,
  DEV_SEEDS,
  SHOP_IDIOM_DEV_RANGE,
  ownItemRolePage,
  rolePage,
  trapRolePage,
  listPriceRolePage,
  shopIdiomRolePage,
  listIdiomRolePage,
  type LeafKind,
  type RoleLeaf,
  type RolePage,
} from './role-pages';
import { frameworkRolePage, FRAMEWORK_DEV_RANGE, FRAMEWORK_HELD_OUT_RANGE } from './role-pages-frameworks';
import { intlRolePage, INTL_DEV_RANGE, INTL_HELD_OUT_RANGE } from './role-pages-intl';

export interface RoleTally {
  pages: number;
  role: number;
  roleFlagged: number;
  truth: number;
  trueFlagged: number;
  invented: number;
  inventedFlagged: number;
  /** Corpus pages left out: their only other money figures may be the same product's price. */
  ambiguous: number;
  /**
   * Corpus pages not counted, by reason, so a row's page count is explained: no price or title
   * in the ground truth; no other money figure / linked heading in the model input (a model
   * reading that input cannot give one); only figures that may be the product's own (= ambiguous).
   */
  skipped: { noTruth: number; noOtherPrice: number; noOtherTitle: number };
  /** Per field (the leaf's key; a maker counts as brand): role errors and true values, each flagged. */
  byField: Record<string, { role: number; roleFlagged: number; truth: number; trueFlagged: number }>;
}

export interface RoleMiss {
  source: string;
  page: string;
  pointer: string;
  kind: LeafKind;
  note: string;
  value: unknown;
  where?: string;
}

export function emptyRoleTally(): RoleTally {
  return {
    pages: 0,
    role: 0,
    roleFlagged: 0,
    truth: 0,
    trueFlagged: 0,
    invented: 0,
    inventedFlagged: 0,
    ambiguous: 0,
    skipped: { noTruth: 0, noOtherPrice: 0, noOtherTitle: 0 },
    byField: {},
  };
}

/** Whether a corpus page was used while developing (a fixed quarter, by its id). */
export function isDevPage(id: string): boolean {
  return parseInt(id.slice(0, 2), 16) % 4 === 0;
}

/** FNV-1a (32 bits) of a text's UTF-16 code units: the same number on every run and machine. */
export function stableHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The second dev portion, fixed in session 9 when the dev quarter no longer showed any true
 * value flagged: the pages outside the dev quarter whose id's stable hash is even (about half
 * of the held-out pages of before, whatever the id's form — hex or a name). The odd half stays
 * held out.
 */
export function isLaterDevPage(id: string): boolean {
  return !isDevPage(id) && stableHash(id) % 2 === 0;
}

/** A corpus page's split: the dev quarter, the dev portion added in session 9, or held out. */
export type CorpusSplit = 'dev' | 'later dev' | 'held out';

export function corpusSplit(id: string): CorpusSplit {
  if (isDevPage(id)) return 'dev';
  return isLaterDevPage(id) ? 'later dev' : 'held out';
}

/** Checks one fake answer as a run's result is; flagged = notFound or misplaced. */
export function checkOne(input: {
  url: string;
  html: string;
  prompt: string;
  schema: Record<string, unknown>;
  answer: unknown;
  fields: string[];
}): { flagged: Set<string>; notFound: Set<string>; misplaced: Set<string>; where: Record<string, string> } {
  const modelInput = htmlToModelInput(input.html, { baseUrl: input.url, fields: input.fields, prompt: input.prompt });
  const request = extractionRequestSchema.parse({ user_prompt: input.prompt, output_schema: input.schema });
  const checked = checkResult({
    result: input.answer,
    request,
    pages: [createPage({ url: input.url, modelInput, html: input.html })],
    mode: 'mark',
    cutOff: false,
  });
  const g = checked.grounding;
  return {
    flagged: new Set([...(g?.notFound ?? []), ...(g?.misplaced ?? [])]),
    notFound: new Set(g?.notFound ?? []),
    misplaced: new Set(g?.misplaced ?? []),
    where: g?.misplacedWhere ?? {},
  };
}

function tallyLeaves(
  tally: RoleTally,
  leaves: RoleLeaf[],
  answer: unknown,
  flagged: Set<string>,
  where: Record<string, string>,
  source: string,
  page: string,
  misses: RoleMiss[],
): void {
  tally.pages++;
  for (const leaf of leaves) {
    const hit = flagged.has(leaf.pointer);
    const key = leaf.pointer.split('/').pop() ?? '';
    const field = (tally.byField[key === 'maker' ? 'brand' : key.replace(/_\d+$/, '')] ??= {
      role: 0,
      roleFlagged: 0,
      truth: 0,
      trueFlagged: 0,
    });
    if (leaf.kind === 'role') {
      field.role++;
      if (hit) field.roleFlagged++;
    } else if (leaf.kind === 'true') {
      field.truth++;
      if (hit) field.trueFlagged++;
    }
    const miss = (): void => {
      misses.push({
        source,
        page,
        pointer: leaf.pointer,
        kind: leaf.kind,
        note: leaf.note,
        value: valueAt(answer, leaf.pointer),
        ...(where[leaf.pointer] ? { where: where[leaf.pointer] } : {}),
      });
    };
    if (leaf.kind === 'role') {
      tally.role++;
      if (hit) tally.roleFlagged++;
      else miss();
    } else if (leaf.kind === 'invented') {
      tally.invented++;
      if (hit) tally.inventedFlagged++;
      else miss();
    } else {
      tally.truth++;
      if (hit) {
        tally.trueFlagged++;
        miss();
      }
    }
  }
}

function valueAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const token of pointer.split('/').slice(1)) at = (at as Record<string, unknown> | undefined)?.[token];
  return at;
}

/** Generated pages, seeds [from, to) but those in `skip`, of one family of layouts (role-pages.ts). */
export function benchGenerated(
  from: number,
  to: number,
  tally: RoleTally,
  misses: RoleMiss[],
  layouts:
    | 'first'
    | 'buy box'
    | 'own item'
    | 'traps'
    | 'list-price'
    | 'shop idiom'
    | 'list idiom'
    | 'framework'
    | 'intl' = 'first',
  skip: readonly [number, number] | null = null,
): void {
  for (let seed = from; seed < to; seed++) {
    // Seeds of another split inside the range (the shop idioms' later dev seeds): not counted here.
    if (skip && seed >= skip[0] && seed < skip[1]) continue;
    const page: RolePage =
      layouts === 'first'
        ? rolePage(seed)
        : layouts === 'buy box'
          ? buyBoxRolePage(seed)
          : layouts === 'own item'
            ? ownItemRolePage(seed)
            : layouts === 'traps'
              ? trapRolePage(seed)
              : layouts === 'list-price'
                ? listPriceRolePage(seed)
                : layouts === 'shop idiom'
                  ? shopIdiomRolePage(seed)
                  : layouts === 'list idiom'
                    ? listIdiomRolePage(seed)
                    : layouts === 'framework'
                      ? frameworkRolePage(seed)
                      : intlRolePage(seed);
    const fields = Object.keys(
      page.kind === 'list' ? { name: 1, maker: 1, price: 1, rating: 1 } : (page.schema['properties'] as object),
    );
    const { flagged, where } = checkOne({ ...page, fields });
    const source = layouts === 'first' ? 'generated' : `generated ${layouts}`;
    tallyLeaves(tally, page.leaves, page.answer, flagged, where, source, String(seed), misses);
  }
}

export {
  DEV_SEEDS,
  SHOP_IDIOM_DEV_RANGE,
  FRAMEWORK_DEV_RANGE,
  FRAMEWORK_HELD_OUT_RANGE,
  INTL_DEV_RANGE,
  INTL_HELD_OUT_RANGE,
};

/**
 * Money figures a careless model could give as the product's price: written on the page (in its
 * model input), not the true price. Left out as not clearly wrong (counted in `ambiguous`):
 *   - the true price written another way (its whole-unit part, "$229" of "$229 99"): |v − truth| < 1;
 *   - a price per unit of measure ("€4.20 / kg", "per 100 g", "each");
 *   - the price converted or estimated ("approximately EUR …", "≈", "ca.");
 *   - the price on another tax basis ("excl. VAT", "net");
 *   - a variant's or option's price (the line names a size, colour, option, variant or pack).
 * These may be the same product's price and a reader could accept them; counting them would
 * reward flagging values that are not errors.
 */
const PER_UNIT =
  /^\s*(?:\/\s*\p{L}|per\b|each\b|ea\b|pro\b|le\b|la\b|por\b|al\b)|(?:\bper|\bunit price|grundpreis|prix au)\s*[^\d]{0,12}$/iu;
const CONVERTED = /(?:approx\w*|about|≈|~|\bca\.?|circa|environ|ungefähr)\s*[^\d]{0,8}$/iu;
const TAX_BASIS = /\b(?:excl|excluding|ex\.?\s*(?:vat|tax)|net|netto|zzgl|hors taxe|ht)\b/iu;
const VARIANT_LINE =
  /\b(?:size|sizes|colou?rs?|option|options|variant|variants|pack of|set of|capacity|größe|farbe|taille|couleur|talla)\b/iu;

function ambiguousPrice(line: string, start: number, end: number, values: number[], truth: number): boolean {
  if (values.some((v) => Math.abs(v - truth) < 1)) return true;
  const before = line.slice(Math.max(0, start - 24), start);
  const after = line.slice(end, end + 16);
  return (
    PER_UNIT.test(after.replace(/^\s*(?:\p{Sc}|[A-Z]{3}\b)/u, '')) ||
    PER_UNIT.test(before) ||
    CONVERTED.test(before) ||
    TAX_BASIS.test(line.slice(Math.max(0, start - 30), end + 30)) ||
    VARIANT_LINE.test(line)
  );
}

/** The figure as the page writes it: the numeral with the currency sign or code right beside it. */
function writtenMoney(line: string, start: number, end: number): string {
  const before =
    /(?:\p{Sc}|\b[A-Z]{3}|\bR\$|\bkr|\bzł)\s?$/u.exec(line.slice(Math.max(0, start - 5), start))?.[0] ?? '';
  const after = before ? '' : (/^\s?(?:\p{Sc}|[A-Z]{3}\b|kr\b|zł|,-)/u.exec(line.slice(end, end + 5))?.[0] ?? '');
  return `${before}${line.slice(start, end)}${after}`.trim();
}

function otherPrices(text: string, truth: number): { clear: string[]; ambiguous: number } {
  const out = new Set<string>();
  let ambiguous = 0;
  for (const line of text.split('\n')) {
    for (const run of numberRuns(line)) {
      if (numberRole(line, run.start, run.end) !== 'money') continue;
      if (run.values.some((v) => Math.abs(v - truth) < 0.005)) continue;
      if (ambiguousPrice(line, run.start, run.end, run.values, truth)) {
        ambiguous++;
        continue;
      }
      out.add(writtenMoney(line, run.start, run.end));
    }
  }
  return { clear: [...out], ambiguous };
}

/** Linked headings of the page other than the title: other articles' titles. */
function otherTitles(text: string, truth: string): string[] {
  const own = foldWords(truth);
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const m =
      /^#{1,6}\s+\[([^\]]{12,120})\]\([LI]\d+\)\s*$/.exec(line.trim()) ??
      /^[-*]\s+\[([^\]]{20,120})\]\([LI]\d+\)\s*$/.exec(line.trim());
    const title = m?.[1]?.trim();
    if (!title || title.split(/\s+/).length < 3) continue;
    const folded = foldWords(title);
    if (folded === own || own.includes(folded) || folded.includes(own)) continue;
    out.add(title);
  }
  return [...out];
}

/**
 * Deterministic pick per page: by the hex digits of its id (the zyte corpora's ids), else by a
 * hash of the whole id. Ids that are not hex (the readability corpus's "name-1") once gave NaN,
 * no pick, and the page silently left the row.
 */
export function pickFor<T>(items: T[], id: string): T | undefined {
  if (items.length === 0) return undefined;
  const hex = parseInt(id.slice(2, 8), 16);
  if (Number.isFinite(hex)) return items[hex % items.length];
  let hash = 2166136261;
  for (const ch of id) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return items[hash % items.length];
}

/**
 * Shared-corpus pages: the true value and one borrowed from elsewhere on the page. Each page is
 * asked its corpus's one fixed request (`fields`, bench/fixed-request.ts: what a user asks of
 * such pages); the borrowed value is taken from that request's model input and the answer is
 * checked under it. (Asking for the price or title alone pruned the input to the page data and
 * the title, and which pages kept another figure then changed with every pruning rule.)
 */
export async function benchCorpusRoles(
  pages: CorpusPage[],
  tally: RoleTally,
  misses: RoleMiss[],
  fields: string[] = ['price', 'title', 'name'],
): Promise<void> {
  for (const page of pages) {
    const html = await readFile(page.file, 'utf8');
    const url = page.url || 'https://corpus.invalid/page';
    const priceTruth = page.fields['price']?.[0];
    const titleTruth = page.fields['title']?.[0];
    let field: string;
    let truth: string | number;
    let borrowed: string | undefined;
    if (!(priceTruth && Number.isFinite(Number(priceTruth))) && !titleTruth) {
      tally.skipped.noTruth++;
      continue;
    }
    const isPrice = Boolean(priceTruth && Number.isFinite(Number(priceTruth)));
    const prompt = isPrice ? 'The product on this page' : 'The article on this page';
    const asked = fields.includes(isPrice ? 'price' : 'title') ? fields : [...fields, isPrice ? 'price' : 'title'];
    const input = htmlToModelInput(html, { baseUrl: url, fields: asked, prompt });
    if (priceTruth && Number.isFinite(Number(priceTruth))) {
      field = 'price';
      truth = Number(priceTruth);
      const prices = otherPrices(input.text, truth);
      borrowed = pickFor(prices.clear, page.id);
      if (borrowed === undefined && prices.ambiguous > 0) tally.ambiguous++;
      else if (borrowed === undefined) tally.skipped.noOtherPrice++;
    } else if (titleTruth) {
      field = 'title';
      truth = titleTruth;
      borrowed = pickFor(otherTitles(input.text, titleTruth), page.id);
      if (borrowed === undefined) tally.skipped.noOtherTitle++;
    } else continue;
    if (borrowed === undefined) continue;
    const schema = { type: 'object', properties: Object.fromEntries(asked.map((f) => [f, { type: 'string' }])) };
    const answers: Array<[unknown, LeafKind]> = [
      [{ [field]: typeof truth === 'number' ? truth : truth }, 'true'],
      [{ [field]: borrowed }, 'role'],
    ];
    for (const [answer, kind] of answers) {
      const { flagged, where } = checkOne({ url, html, prompt, schema, answer, fields: asked });
      tallyLeaves(
        tally,
        [{ pointer: `/${field}`, kind, note: kind === 'role' ? `another ${field} on the page` : '' }],
        answer,
        flagged,
        where,
        page.corpus,
        page.id.slice(0, 12),
        misses,
      );
      tally.pages -= kind === 'role' ? 1 : 0;
    }
  }
}
