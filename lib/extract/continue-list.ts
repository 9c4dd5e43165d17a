import { countRecords, findList, pointerTokens, valueAt } from '../grounding';
import type { ChatMessage } from './chat-model';

/** Rounds of "the records after this one" before Quarry gives up on a list. */
export const MAX_CONTINUATIONS = 20;

/** The list in one answer: where it is, and its records. */
export interface AnswerList {
  pointer: string;
  records: unknown[];
}

export function listIn(value: unknown, schema: unknown, prompt: string): AnswerList | null {
  const pointer = findList(value, schema, prompt);
  if (pointer === null) return null;
  return { pointer, records: recordsAt(value, pointer) ?? [] };
}

/**
 * An answer cut at the output limit may end in a half-written record that JSON repair closed
 * (a name cut short, a price missing): it is left out and asked for again in the next round.
 */
export function withoutCutRecord(value: unknown, schema: unknown, prompt: string): unknown {
  const list = listIn(value, schema, prompt);
  if (!list || list.records.length < 2) return value;
  return withRecords(value, list.pointer, list.records.slice(0, -1));
}

/** The records at `pointer` in an answer, or null when there is no list there. */
export function recordsAt(value: unknown, pointer: string): unknown[] | null {
  const records = valueAt(value, pointer);
  return Array.isArray(records) ? records : null;
}

/** `value` with the list at `pointer` replaced by `records` (a copy along the path only). */
export function withRecords(value: unknown, pointer: string, records: unknown[]): unknown {
  const tokens = pointerTokens(pointer);
  const put = (node: unknown, depth: number): unknown => {
    if (depth === tokens.length) return records;
    const key = tokens[depth] ?? '';
    const base = node !== null && typeof node === 'object' && !Array.isArray(node) ? node : {};
    return { ...base, [key]: put((base as Record<string, unknown>)[key], depth + 1) };
  };
  return put(value, 0);
}

/**
 * How many records of the list this part of the page shows (null: no repeated structure); with
 * the captured page's DOM, items it alone marks as paid placements after the last record aside.
 */
export function recordsOnPage(
  text: string,
  refs: Record<string, string>,
  records: unknown[],
  page: { url?: string; document?: () => Document } = {},
): number | null {
  return countRecords({ text, refs, ...page }, records);
}

/**
 * Records of `next` that are not already in `have`: compared whole (spacing folded) and by
 * the field that tells records apart best (a name, a link), so a record the model repeats
 * with a small change is still not counted twice.
 */
export function newRecords(have: unknown[], next: unknown[]): unknown[] {
  const field = identityField(have.length ? have : next);
  const seen = new Set(have.map(wholeKey));
  const ids = new Set(have.map((r) => idOf(r, field)).filter(Boolean));
  const out: unknown[] = [];
  for (const record of next) {
    const whole = wholeKey(record);
    const id = idOf(record, field);
    if (seen.has(whole) || (id && ids.has(id))) continue;
    seen.add(whole);
    if (id) ids.add(id);
    out.push(record);
  }
  return out;
}

/** The follow-up asking for the records after the last one returned. */
export function continuationMessages(messages: ChatMessage[], list: AnswerList, onPage: number | null): ChatMessage[] {
  const last = list.records[list.records.length - 1];
  const where = list.pointer ? `the list at "${list.pointer}"` : 'the list';
  return [
    ...messages,
    {
      role: 'assistant',
      content: `(An answer with ${list.records.length} records in ${where}; the last one was ${JSON.stringify(last ?? null).slice(0, 2_000)})`,
    },
    {
      role: 'user',
      content:
        `The page holds ${onPage !== null ? `about ${onPage}` : 'more'} records, so ${where} is not complete yet. ` +
        `Answer again in the same JSON shape, with ${where} holding ONLY the records that come AFTER ` +
        `${JSON.stringify(last ?? null).slice(0, 2_000)} on the page, in page order — as many as fit. ` +
        'If no records come after it, answer with an empty list there.',
    },
  ];
}

function identityField(records: unknown[]): string | null {
  let best: { field: string; distinct: number } | null = null;
  const fields = new Set<string>();
  for (const r of records)
    if (isObject(r)) for (const [k, v] of Object.entries(r)) if (typeof v === 'string') fields.add(k);
  for (const field of fields) {
    const values = records.map((r) => idOf(r, field)).filter(Boolean);
    const distinct = new Set(values).size;
    // A field repeated across records (a category, a city) cannot identify one.
    if (values.length < records.length * 0.9 || distinct < values.length * 0.95) continue;
    if (!best || distinct > best.distinct) best = { field, distinct };
  }
  return best?.field ?? null;
}

function idOf(record: unknown, field: string | null): string {
  if (!field || !isObject(record)) return '';
  const value = record[field];
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : '';
}

function wholeKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
