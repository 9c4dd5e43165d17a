import { cellText, columnGrids } from '../convert/column-tables';
import { hasDisclosureWord } from './ad-disclosure';
import { cardMarks, IN_SIDEBAR, type CardMarks } from './card-marks';
import { foldWords } from './fold-text';
import { numberRuns, sameNumber } from './numbers';
import { urlKey } from './urls';

/** A page's text as the model read it, with its short link table. */
export interface RecordSource {
  text: string;
  refs: Record<string, string>;
  /** The page's address: the captured document's relative links resolve against it. */
  url?: string;
  /**
   * The captured page's DOM, when there is one: an item after the last returned record that the
   * DOM alone marks as a paid placement (an attribute, a class, an icon's label) is no record.
   */
  document?: () => Document;
}

/**
 * How many records of a list a page shows, estimated from its model input (Markdown, one
 * block per line). The records the model returned are located in the text by their most
 * distinctive field (a name, a link); the lines that hold them share a shape (a list item
 * with a link, a table row of N cells, a heading…). Lines of that shape in the run around
 * the located ones are counted, divided by how many such lines each located record spans.
 * Without located records (the model returned none), the longest run of repeated structured
 * lines stands for the list. Null when the page shows no repeated structure at all.
 */
export function countRecords(page: RecordSource, records: ReadonlyArray<unknown>): number | null {
  return recordLayout(page, records)?.onPage ?? null;
}

/** Where a list's records stand in a page's model input (the lines completeness counts). */
export interface RecordLayout {
  /** Records of the list the page shows. */
  onPage: number;
  /** Per returned record: the line that holds it (its most distinctive field), or null. */
  anchors: Array<number | null>;
  /** Lines that start a record, in page order (located records and the records around them). */
  starts: number[];
}

/**
 * The records of a list on a page: the located records, and every line of their shape in the
 * run around them that looks like them (links that are only a page number, "Next", or that
 * lack what every located record has — a price, a picture, text beside the link — are
 * navigation, subcategories or facets, not records). Null when the page shows no repeated
 * structure at all.
 */
export function recordLayout(page: RecordSource, records: ReadonlyArray<unknown>): RecordLayout | null {
  const lines = page.text.split('\n');
  const shapes = lines.map(lineShape);
  const byRecord = locate(lines, page, records);
  const anchors = [...new Set(byRecord.filter((a): a is number => a !== null))].sort((a, b) => a - b);
  if (anchors.length === 0) {
    const run = repeatedRun(shapes, lines);
    return run === null ? null : { onPage: run, anchors: byRecord, starts: [] };
  }
  const votes = new Map<string, number>();
  for (const a of anchors) votes.set(shapes[a] ?? '', (votes.get(shapes[a] ?? '') ?? 0) + 1);
  const shape = [...votes.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? '';
  const own = anchors.filter((a) => shapes[a] === shape);
  const ownSet = new Set(own);
  // A line labelled as a paid placement ("Sponsored", "Anzeige") is an ad, not a record, unless
  // the returned records carry such labels too.
  const labelled = own.some((i) => isPaid(lines[i] ?? ''))
    ? (): boolean => false
    : (i: number) => isPaid(lines[i] ?? '');
  const sameShape = shapes.flatMap((s, i) =>
    s === shape && (ownSet.has(i) || (!isPageLink(lines[i] ?? '') && !labelled(i))) ? [i] : [],
  );
  // A line linking where a located record links is that record shown again (a "featured"
  // copy), not another record.
  const ownLinks = new Set(own.map((i) => firstLink(lines[i] ?? '')).filter(Boolean));
  const same = likeRecords(
    lines,
    sameShape.filter((i) => ownSet.has(i) || !ownLinks.has(firstLink(lines[i] ?? ''))),
    own,
    shapes,
  );
  const first = own[0] ?? 0;
  const last = own[own.length - 1] ?? first;
  const inside = same.filter((i) => i >= first && i <= last);
  // How far apart lines of this shape may stand and still belong to the same list.
  let maxGap = 3;
  for (let k = 1; k < inside.length; k++) maxGap = Math.max(maxGap, (inside[k] ?? 0) - (inside[k - 1] ?? 0) + 2);
  const joins = listJoins(lines, shapes, inside, shape, labelled, new Set(anchors.map((a) => shapes[a] ?? '')));
  const continues = (from: number, to: number): boolean => to - from <= maxGap && joins(from, to);
  let start = same.indexOf(first);
  let end = same.indexOf(last);
  while (start > 0 && continues(same[start - 1] ?? 0, same[start] ?? 0)) start--;
  while (end < same.length - 1 && continues(same[end] ?? 0, same[end + 1] ?? 0)) end++;
  const region = same.slice(start, end + 1).filter((i) => !isTableHeader(lines, i));
  // Lines per record: the fewest from one located record to the next (unreturned items between
  // two of them — a featured duplicate, an ad — do not stretch it), or, with one located, as
  // many as its values fill.
  let perRecord = own.length === 1 ? linesOfOne(lines, same, first, records[byRecord.indexOf(first)]) : Infinity;
  for (let k = 1; k < own.length; k++)
    perRecord = Math.min(perRecord, inside.filter((i) => i >= (own[k - 1] ?? 0) && i < (own[k] ?? 0)).length);
  // Lines left out between two returned records (ads a model skips) can stretch that: never more
  // lines than a returned record's values fill.
  if (own.length > 1)
    perRecord = Math.min(
      perRecord,
      Math.max(...own.slice(0, 5).map((a) => linesOfOne(lines, same, a, records[byRecord.indexOf(a)]))),
    );
  perRecord = Math.max(1, perRecord);
  // Between two returned records, a line the model left out is one it chose to leave (an ad, a
  // featured copy): the list's records are the returned ones and those after the last (the
  // last record's own further lines aside) — what a follow-up call for "the records after this
  // one" can bring. Items after the last that carry a mark only the left-out items carry (a
  // badge word no returned record has) are more of what the model chose to leave.
  const skippedMark = leftOutMarks(lines, inside, own, perRecord, page.refs);
  const domMark = page.document ? domLeftOut(page, lines, inside, own, region, last) : (): boolean => false;
  const after = Math.max(0, region.filter((i) => i > last && !skippedMark(i) && !domMark(i)).length - (perRecord - 1));
  // Before the first returned record: the first slot or two of a list is where sites put paid
  // placements and featured copies, and a follow-up (records after the last) could not bring
  // them. A model that skipped more than that, or most of the list, skipped records: they count.
  // So do returned records located on another line (a featured copy above the list): theirs.
  const leading = Math.round(region.filter((i) => i < first).length / perRecord);
  const elsewhere = byRecord.filter((a) => a === null || !ownSet.has(a)).length;
  const before = leading <= 2 && own.length >= 2 * leading ? Math.min(leading, elsewhere) : leading;
  const counted = own.length + before + Math.round(after / perRecord);
  // Records that are a table's columns: the table's rows are attributes, its columns the count.
  const columns = page.document ? columnRecords(page.document(), records) : null;
  return {
    onPage: columns ?? Math.max(own.length, perLine(lines, region, byRecord, ownSet) ?? counted),
    anchors: byRecord,
    starts: perRecord === 1 ? region : own,
  };
}

/**
 * How many records a table whose columns are records (lib/convert/column-tables.ts) shows, when
 * the returned records are its columns: two or more of them, each named by a cell of its own
 * column (a name in the header row). Null otherwise.
 */
/** Characters a record's value has at least to name its column from inside a longer cell. */
const MIN_HELD_NAME = 6;

function columnRecords(doc: Document, records: ReadonlyArray<unknown>): number | null {
  const names = records.map((r) =>
    isObject(r)
      ? Object.values(r).flatMap((v) => (typeof v === 'string' && /\p{L}/u.test(v) ? [foldWords(v)] : []))
      : [],
  );
  for (const { grid } of columnGrids(doc)) {
    const width = grid[0]?.length ?? 0;
    const texts = grid.map((cells) => cells.map((c) => foldWords(cellText(c))));
    // The one column whose cell is the value, or holds it among other words (a name under a
    // "Popular" badge); a value two columns share ("1.3 kg") names neither.
    const columnOfName = (name: string): number | undefined => {
      const at = (match: (text: string) => boolean): Set<number> =>
        new Set(texts.flatMap((cells) => cells.flatMap((t, k) => (k > 0 && match(t) ? [k] : []))));
      const exact = at((t) => t === name);
      const held = exact.size > 0 || name.length < MIN_HELD_NAME ? exact : at((t) => ` ${t} `.includes(` ${name} `));
      return held.size === 1 ? [...held][0] : undefined;
    };
    const columns = names.map((own) => own.map(columnOfName).find((k) => k !== undefined));
    const located = columns.filter((k) => k !== undefined);
    if (located.length >= 2 && located.length * 2 > records.length && new Set(located).size === located.length)
      return width - 1;
  }
  return null;
}

/**
 * Whether two lines of the records' shape belong to one list, judged by the lines between them
 * (blank lines aside). Between the located records the page shows its own rhythm: what stands
 * between two records (nothing, a price line, a rating line). A gap that holds a heading, a
 * line unlike those, or more or fewer lines than the gaps between the located records is
 * where one block ends and another
 * (a "recommended" rail, a related block under its own title) begins; other items of the same
 * list or table stand between records of any rhythm. Without two located
 * records there is no rhythm to compare: only a heading ends the list.
 */
function listJoins(
  lines: string[],
  shapes: string[],
  inside: number[],
  shape: string,
  labelled: (line: number) => boolean,
  located: ReadonlySet<string>,
): (from: number, to: number) => boolean {
  // Another item of the same list or table (an ad, a record without a link) is no boundary.
  const marker = shape.startsWith('row:') ? 'row' : shape.split('>')[0];
  // So is a line of a shape some returned record has (records written two ways in one list).
  const sameList = (s: string): boolean =>
    (marker !== '' && (s.startsWith('row:') ? 'row' : s.split('>')[0]) === marker) || (s !== shape && located.has(s));
  // A line's shape, and whether it links: a price line and a "sort by" line of links differ.
  const between = (from: number, to: number): string[] =>
    shapes.flatMap((s, i) =>
      i > from && i < to && s && !sameList(s) ? [/\]\([LI]\d+\)/.test(lines[i] ?? '') ? `${s}+a` : s] : [],
    );
  // A gap that holds an ad says nothing of the records' rhythm.
  const pairs = inside.slice(1).map((line, k) => [inside[k] ?? 0, line] as const);
  const plain = pairs.filter(([from, to]) => !lines.slice(from + 1, to).some((_, j) => labelled(from + 1 + j)));
  const gaps = (plain.length ? plain : pairs).map(([from, to]) => between(from, to));
  const seen = new Set(gaps.flat());
  const longest = Math.max(0, ...gaps.map((g) => g.length));
  const shortest = Math.min(...gaps.map((g) => g.length));
  const isHeading = (s: string): boolean => s !== shape && /^#{1,6}>/.test(s);
  return (from, to) => {
    const gap = between(from, to);
    if (gap.some((s) => isHeading(s) && !seen.has(s))) return false;
    // Another table's header (its separator row) starts another table, a list of its own, unless
    // the located records themselves stand on both sides of one.
    if (gap.includes('sep') && !seen.has('sep')) return false;
    if (gaps.length === 0) return true;
    return gap.length >= shortest && gap.length <= longest && gap.every((s) => seen.has(s));
  };
}

/**
 * How many lines of the records' shape one located record spans: from its line to the last
 * line (within a few) that holds another of its values — a record written as three plain
 * lines (title, employer, town) is one record, not three.
 */
function linesOfOne(lines: string[], same: number[], at: number, record: unknown): number {
  if (!isObject(record)) return 1;
  const needles = Object.values(record)
    .filter((v): v is string => typeof v === 'string')
    .map((v) => ` ${foldWords(v)} `)
    .filter((w) => w.trim().length >= 3);
  // Its numbers too ("Rating: 2.0" under a review's byline), each as a figure of the line.
  const figures = Object.values(record).filter((v): v is number => typeof v === 'number');
  const holdsFigure = (line: string): boolean =>
    numberRuns(line).some((run) => run.values.some((n) => figures.some((f) => sameNumber(n, f))));
  // Its lines follow one another: the first line holding none of its values (blank lines aside)
  // ends it — a later record sharing a value (the same maker) is another record.
  let last = at;
  for (let i = at + 1; i <= Math.min(lines.length - 1, at + 6); i++) {
    if (!(lines[i] ?? '').trim()) continue;
    const folded = ` ${foldWords(lines[i] ?? '')} `;
    if (!needles.some((w) => folded.includes(w)) && !holdsFigure(lines[i] ?? '')) break;
    last = i;
  }
  return Math.max(1, same.filter((i) => i >= at && i <= last).length);
}

/**
 * Records counted by their links when the located records share lines (a grid written as rows
 * of four cards): each line of the list holds as many records as its links say, at the rate
 * the located lines show (records per link). Undefined when each record has a line of its own.
 */
function perLine(
  lines: string[],
  region: number[],
  byRecord: Array<number | null>,
  own: Set<number>,
): number | undefined {
  const onLine = new Map<number, number>();
  for (const line of byRecord) if (line !== null && own.has(line)) onLine.set(line, (onLine.get(line) ?? 0) + 1);
  const located = [...onLine.values()].reduce((a, b) => a + b, 0);
  if (own.size === 0 || located < own.size * 1.5) return undefined;
  const links = (i: number): number => (lines[i] ?? '').match(/\]\(L\d+\)/g)?.length ?? 0;
  // The rate of the fullest located line: the last returned row may be returned only in part.
  const rate = Math.max(0, ...[...onLine].map(([i, n]) => (links(i) ? n / links(i) : 0)));
  if (rate === 0) return undefined;
  return region.reduce((sum, i) => sum + Math.max(onLine.get(i) ?? 0, Math.round(links(i) * rate)), 0);
}

/**
 * Words beside the link (outside it) that only the items left out between two returned records
 * carry — "Paid", "Partner pick" — and no returned record does: a line after the last returned
 * record carrying one is the same kind of item, left out again, not a record a follow-up should
 * ask for. Only linked lines count; a record's name is inside its link.
 */
function leftOutMarks(
  lines: string[],
  inside: number[],
  own: number[],
  perRecord: number,
  refs: Record<string, string>,
): (line: number) => boolean {
  const ownSet = new Set(own);
  const skipped = inside.filter((i) => !ownSet.has(i));
  if (skipped.length === 0 || perRecord !== 1) return () => false;
  const wordsOf = (i: number): string[] => {
    const line = lines[i] ?? '';
    const link = firstLink(line);
    if (!link) return [];
    const outside = line.replace(/!?\[[^\]]*\]\([LI]\d+\)/g, ' ');
    const words = foldWords(outside)
      .split(' ')
      .filter((w) => /\p{L}{3,}/u.test(w));
    // Where the link leads counts as a mark too: a tracking redirect ("/out/…") or another
    // site's path that only left-out items link through.
    const folder = linkFolder(refs[link] ?? '');
    return folder ? [...words, folder] : words;
  };
  const returned = new Set(own.flatMap(wordsOf));
  const marks = new Set(skipped.flatMap(wordsOf).filter((w) => !returned.has(w)));
  if (marks.size === 0) return () => false;
  return (i) => wordsOf(i).some((w) => marks.has(w));
}

/**
 * A link's folder: its host and path without the last segment or the query
 * ("shop.example/out" of "https://shop.example/out/4f2?pos=3"); "" when it is no web address.
 */
function linkFolder(url: string): string {
  const key = urlKey(url);
  if (key === null || !/^[^/]+\//.test(key)) return '';
  const path = key.replace(/\?.*$/, '');
  return `->${path.slice(0, path.lastIndexOf('/'))}`;
}

/**
 * Items after the last returned record that the page's DOM alone marks as left out: a paid
 * placement's attribute, class or icon label no returned record's card carries, or a mark only
 * the items left out between returned records carry (an icon labelled with the site's own word,
 * an attribute) and no returned record does. Items without a link, or whose link the DOM does
 * not hold, are counted as before.
 */
function domLeftOut(
  page: RecordSource,
  lines: string[],
  inside: number[],
  own: number[],
  region: number[],
  last: number,
): (line: number) => boolean {
  const later = region.filter((i) => i > last);
  if (later.length === 0 || !page.document) return () => false;
  const ownSet = new Set(own);
  const skipped = inside.filter((i) => !ownSet.has(i));
  const items = [...new Set([...own, ...skipped, ...later])].sort((a, b) => a - b);
  const urls = items.map((i) => page.refs[firstLink(lines[i] ?? '')] ?? '');
  const base = page.url ?? urls.find(Boolean) ?? '';
  let marks: Array<CardMarks | null>;
  try {
    marks = cardMarks(page.document(), base, urls);
  } catch {
    return () => false;
  }
  const of = new Map(items.map((line, k) => [line, marks[k] ?? null]));
  const returned = new Set(own.flatMap((i) => [...(of.get(i) ?? [])]));
  const leftOut = new Set(
    skipped.flatMap((i) => [...(of.get(i) ?? [])]).filter((m) => !returned.has(m) && !m.startsWith('paid:')),
  );
  return (i) => {
    const mine = of.get(i);
    if (!mine) return false;
    // A paid mark, a mark only left-out items carried, or a sidebar where no returned record stands.
    return [...mine].some((m) => !returned.has(m) && (m.startsWith('paid:') || m === IN_SIDEBAR || leftOut.has(m)));
  };
}

/** The short reference of a line's first link ("L12"), or "" when it has none. */
function firstLink(line: string): string {
  return /\]\((L\d+)\)/.exec(line)?.[1] ?? '';
}

/** A line with an advertising disclosure outside its link references. */
function isPaid(line: string): boolean {
  return hasDisclosureWord(line.replace(/\(([LI])\d+\)/g, ' '));
}

/** A link line that only moves between pages or sorts them: "2", "Next ›", "Page 3", "«". */
const PAGE_LINK_WORDS = /^(?:\d{1,4}|next|prev(?:ious)?|first|last|more|page\s*\d{1,4}|[«»‹›<>←→…]+|\.\.\.)$/i;

function isPageLink(line: string): boolean {
  const labels = [...line.matchAll(/\[([^\]]*)\]\([LI]\d+\)/g)].map((m) =>
    (m[1] ?? '').replace(/!\[[^\]]*\]/g, '').trim(),
  );
  const rest = line
    .replace(/!?\[[^\]]*\]\([LI]\d+\)/g, ' ')
    .replace(/^\s*(?:#{1,6}|[-*+]|\d+[.)])\s/, ' ')
    .replace(/[|\s]/g, '');
  return (
    labels.length > 0 &&
    rest === '' &&
    labels.every((l) => l === '' || PAGE_LINK_WORDS.test(l.replace(/[\s›»«‹]+$|^[\s›»«‹]+/g, '') || l))
  );
}

/** What a record's lines show besides its link: a figure, a picture, words of their own. */
interface Traits {
  figure: boolean;
  picture: boolean;
  words: boolean;
  /** A link of its own: a table's totals row or a caption row among linked rows is no record. */
  link: boolean;
}

/**
 * Lines of the records' shape that show what every located record shows: when each of them has
 * a price or another figure (or a picture, or words beside the link) and a line has none, it is a
 * subcategory, facet or breadcrumb link, not a record. The located records always stay.
 */
function likeRecords(lines: string[], same: number[], own: number[], shapes: string[]): number[] {
  if (own.length < 2) return same;
  // A record spans as many lines as the closest two located records stand apart.
  let span = 8;
  for (let k = 1; k < own.length; k++) span = Math.min(span, (own[k] ?? 0) - (own[k - 1] ?? 0));
  const traits = (k: number): Traits => {
    const from = same[k] ?? 0;
    // Up to the next line of the records' shape, kept or not (an ad's line is not this record's).
    let next = from + 1;
    while (next < lines.length && shapes[next] !== shapes[from]) next++;
    const to = Math.min(next, from + Math.max(1, span));
    const text = lines.slice(from, to).join('\n');
    const outside = text.replace(/\[([^\]]*)\]\([LI]\d+\)/g, ' ').replace(/^\s*(?:#{1,6}|[-*+]|\d+[.)]|\|)\s?/gm, ' ');
    return {
      figure: /\d/.test(outside.replace(/[[(]\s*[LI]\d+\s*[\])]/g, ' ')),
      picture: /!\[[^\]]*\]\(I\d+\)/.test(text),
      words: /\p{L}{2,}/u.test(outside.replace(/[[(]\s*[LI]\d+\s*[\])]/g, ' ')),
      link: /\]\(L\d+\)/.test(text),
    };
  };
  const all = same.map((_, k) => traits(k));
  const ownSet = new Set(own);
  // Words beside two links may be a badge both happen to carry ("new"): words are asked of
  // every line only when three or more located records have them.
  const traitsAsked =
    own.length >= 3 ? (['figure', 'picture', 'words', 'link'] as const) : (['figure', 'picture', 'link'] as const);
  const required = traitsAsked.filter((t) => same.every((line, k) => !ownSet.has(line) || all[k]?.[t]));
  if (required.length === 0) return same;
  return same.filter((line, k) => ownSet.has(line) || required.every((t) => all[k]?.[t]));
}

/** The structure of a Markdown line, without its words: "li>link", "h3>text", "row:4". */
export function lineShape(line: string): string {
  const text = line.trim();
  if (!text) return '';
  if (text.startsWith('|')) return /^\|[\s:|-]+\|?$/.test(text) ? 'sep' : `row:${(text.match(/\|/g) ?? []).length}`;
  const prefix = /^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>\s)?/.exec(text)?.[0] ?? '';
  const rest = text.slice(prefix.length);
  const kind = rest.startsWith('![') ? 'img' : rest.startsWith('[') ? 'link' : /^\*\*/.test(rest) ? 'bold' : 'text';
  const marker = prefix.trim().replace(/^\d+[.)]$/, '1.');
  return `${marker}>${kind}`;
}

function isTableHeader(lines: string[], i: number): boolean {
  return lineShape(lines[i + 1] ?? '') === 'sep';
}

/**
 * The line holding each returned record (null when it is not found), in the record's order: each
 * record is looked for by the field that locates the most records.
 */
function locate(lines: string[], page: RecordSource, records: ReadonlyArray<unknown>): Array<number | null> {
  const folded = lines.map((l) => ` ${foldWords(l)} `);
  // The page's data block (JSON-LD, a framework's state) lists the records' values apart from
  // their lines, often every name on one line: a record is looked for in the content first, and
  // in the data block only when the content does not show it.
  const content = contentStart(lines);
  const refOf = new Map<string, string>();
  for (const [name, url] of Object.entries(page.refs)) refOf.set(urlKey(url) ?? url, name);
  const fields = new Set<string>();
  for (const r of records)
    if (isObject(r)) for (const [k, v] of Object.entries(r)) if (typeof v === 'string') fields.add(k);
  let best: Array<number | null> = records.map(() => null);
  let bestCount = 0;
  let bestOwn = 0;
  for (const field of fields) {
    const found: Array<number | null> = [];
    const needles: Array<string | null> = [];
    let from = 0;
    for (const r of records) {
      const value = isObject(r) ? r[field] : undefined;
      const needle = typeof value === 'string' && value.trim() ? needleFor(value, refOf) : null;
      const at = needle
        ? (indexFrom(folded, needle, Math.max(from, content)) ??
          indexFrom(folded, needle, content) ??
          indexFrom(folded, needle, from) ??
          indexFrom(folded, needle, 0))
        : null;
      found.push(at);
      needles.push(needle);
      if (at !== null) from = at + 1;
    }
    closeUp(folded, found, needles);
    // A field whose value many records share (a colour, a town) is found on some line for each
    // record without telling which: the field that locates the most records by a value of
    // their own wins, then the one spread over the most lines.
    const values = records.map((r) => (isObject(r) && typeof r[field] === 'string' ? foldWords(r[field]) : ''));
    const own = found.filter(
      (a, k) => a !== null && values.indexOf(values[k] ?? '') === values.lastIndexOf(values[k] ?? ''),
    ).length;
    const distinct = new Set(found.filter((a) => a !== null)).size;
    if (own > bestOwn || (own === bestOwn && distinct > bestCount)) {
      best = found;
      bestOwn = own;
      bestCount = distinct;
    }
  }
  return best;
}

/**
 * A record found farther above the next one than the other records stand apart: its
 * value also stands in a block above the list ("Now: Light rain" over a forecast whose first day
 * is rainy too). When the value is written again between it and the next record, that later
 * place, the nearest the list, is the record's.
 */
function closeUp(lines: string[], found: Array<number | null>, needles: Array<string | null>): void {
  const gaps = found.flatMap((at, k) => {
    const next = found[k + 1];
    return at != null && next != null && next > at ? [next - at] : [];
  });
  if (gaps.length < 3) return;
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 1;
  for (let k = found.length - 2; k >= 0; k--) {
    const at = found[k];
    const next = found[k + 1];
    const needle = needles[k];
    if (at == null || next == null || !needle || next - at <= usual) continue;
    for (let i = next - 1; i > at; i--)
      if (lines[i]?.includes(needle)) {
        found[k] = i;
        break;
      }
  }
}

/** What to look for: a link's short reference name when the value is a linked URL, else its words. */
function needleFor(value: string, refOf: Map<string, string>): string | null {
  // Before Quarry restores URLs, a model's answer holds the reference names themselves.
  const name = /^\s*[[(]?\s*([LI]\d+)\s*[\])]?\s*$/.exec(value)?.[1];
  if (name) return ` ${name.toLowerCase()} `;
  const ref = refOf.get(urlKey(value) ?? '');
  if (ref) return ` ${ref.toLowerCase()} `;
  const words = foldWords(value);
  // Very short values ("4.5", "red") sit on many lines: they cannot tell records apart.
  return words.length >= 3 ? ` ${words} ` : null;
}

/** The line that opens the page's content ("## Page content"), after its data block; 0 when the text has none. */
export function contentStart(lines: ReadonlyArray<string>): number {
  const at = lines.findIndex((l) => /^##\s+Page content\s*$/i.test(l));
  return at >= 0 ? at : 0;
}

function indexFrom(lines: string[], needle: string, from: number): number | null {
  for (let i = from; i < lines.length; i++) if (lines[i]?.includes(needle)) return i;
  return null;
}

/** The longest run of lines with one structured shape (list items, table rows, linked headings). */
function repeatedRun(shapes: string[], lines: string[]): number | null {
  let best = 0;
  const counts = new Map<string, { count: number; last: number }>();
  for (const [i, shape] of shapes.entries()) {
    if (!shape || shape === 'sep' || shape === '>text' || /^#{1,2}>/.test(shape)) continue;
    if (isPageLink(lines[i] ?? '')) continue;
    const run = counts.get(shape);
    const next = run && i - run.last <= 6 ? { count: run.count + 1, last: i } : { count: 1, last: i };
    counts.set(shape, next);
    best = Math.max(best, next.count);
  }
  return best >= 3 ? best : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
