import { foldWords } from './fold-text';
import { urlKey } from './urls';

/** A page's text as the model read it, with its short link table. */
export interface RecordSource {
  text: string;
  refs: Record<string, string>;
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
  const lines = page.text.split('\n');
  const shapes = lines.map(lineShape);
  const anchors = locate(lines, page, records);
  if (anchors.length === 0) return repeatedRun(shapes);
  const votes = new Map<string, number>();
  for (const a of anchors) votes.set(shapes[a] ?? '', (votes.get(shapes[a] ?? '') ?? 0) + 1);
  const shape = [...votes.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? '';
  const own = anchors.filter((a) => shapes[a] === shape);
  const same = shapes.flatMap((s, i) => (s === shape ? [i] : []));
  const first = own[0] ?? 0;
  const last = own[own.length - 1] ?? first;
  const inside = same.filter((i) => i >= first && i <= last);
  // How far apart lines of this shape may stand and still belong to the same list.
  let maxGap = 3;
  for (let k = 1; k < inside.length; k++) maxGap = Math.max(maxGap, (inside[k] ?? 0) - (inside[k - 1] ?? 0) + 2);
  let start = same.indexOf(first);
  let end = same.indexOf(last);
  while (start > 0 && (same[start] ?? 0) - (same[start - 1] ?? 0) <= maxGap) start--;
  while (end < same.length - 1 && (same[end + 1] ?? 0) - (same[end] ?? 0) <= maxGap) end++;
  const region = same.slice(start, end + 1).filter((i) => !isTableHeader(lines, i));
  const perRecord = Math.max(1, inside.length / own.length);
  return Math.max(own.length, Math.round(region.length / perRecord));
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
 * Lines holding the returned records, one per record found, in page order: each record is
 * looked for by the field that locates the most records.
 */
function locate(lines: string[], page: RecordSource, records: ReadonlyArray<unknown>): number[] {
  const folded = lines.map((l) => ` ${foldWords(l)} `);
  const refOf = new Map<string, string>();
  for (const [name, url] of Object.entries(page.refs)) refOf.set(urlKey(url) ?? url, name);
  const fields = new Set<string>();
  for (const r of records)
    if (isObject(r)) for (const [k, v] of Object.entries(r)) if (typeof v === 'string') fields.add(k);
  let best: number[] = [];
  for (const field of fields) {
    const found: number[] = [];
    let from = 0;
    for (const r of records) {
      const value = isObject(r) ? r[field] : undefined;
      if (typeof value !== 'string' || !value.trim()) continue;
      const needle = needleFor(value, refOf);
      if (!needle) continue;
      const at = indexFrom(folded, needle, from) ?? indexFrom(folded, needle, 0);
      if (at === null) continue;
      found.push(at);
      from = at + 1;
    }
    const distinct = [...new Set(found)].sort((a, b) => a - b);
    if (distinct.length > best.length) best = distinct;
  }
  return best;
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

function indexFrom(lines: string[], needle: string, from: number): number | null {
  for (let i = from; i < lines.length; i++) if (lines[i]?.includes(needle)) return i;
  return null;
}

/** The longest run of lines with one structured shape (list items, table rows, linked headings). */
function repeatedRun(shapes: string[]): number | null {
  let best = 0;
  const counts = new Map<string, { count: number; last: number }>();
  for (const [i, shape] of shapes.entries()) {
    if (!shape || shape === 'sep' || shape === '>text' || /^#{1,2}>/.test(shape)) continue;
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
