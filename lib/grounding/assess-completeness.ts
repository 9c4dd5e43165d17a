import type { Completeness } from '../contract';
import { countRecords, type RecordSource } from './count-records';
import { findList } from './find-list';
import { childPointer, valueAt } from './pointer';

export interface CompletenessInput {
  result: unknown;
  schema: unknown;
  prompt: string;
  /** The model input of every captured page. */
  pages: ReadonlyArray<RecordSource>;
  /** The model's last answer stopped at its output limit. */
  cutOff: boolean;
  /** Asked for the records after the last one, the model answered there are none. */
  confirmedEnd?: boolean;
}

/**
 * Did the model return everything the page holds? Counts the list's records on the page(s)
 * and compares; notes required values left empty on a page that has text; never calls a
 * cut-off answer complete. Undefined for plain-text results.
 */
export function assessCompleteness(input: CompletenessInput): Completeness | undefined {
  const { result, schema, pages, cutOff } = input;
  if (typeof result === 'string') return undefined;
  const pageHasText = pages.some((p) => p.text.trim().length > 0);
  const list = findList(result, schema, input.prompt);
  const out: Completeness = { cutOff, empty: [], complete: true, note: '' };
  const notes: string[] = [];
  // Said in the note, but no shortfall.
  const info: string[] = [];
  if (list !== null) {
    const value = valueAt(result, list);
    const records = Array.isArray(value) ? value : [];
    const counts = pages.map((p) => countRecords(p, records));
    const known = counts.filter((c): c is number => c !== null);
    const onPage = known.length ? known.reduce((a, b) => a + b, 0) : null;
    out.list = list;
    out.onPage = onPage;
    out.returned = records.length;
    if (records.length === 0 && pageHasText)
      notes.push(
        onPage
          ? `The model returned no records, but the page shows about ${onPage}.`
          : 'The model returned no records from a page that has text.',
      );
    else if (onPage !== null && records.length < onPage) {
      const confirmed = input.confirmedEnd === true && !cutOff;
      if (confirmed) out.confirmedEnd = true;
      // The count is an estimate (an ad or a featured card with no mark of its own reads as a
      // record): within its margin, the model's "none after the last one" is believed. Beyond
      // it, records the page plainly shows are missing, whatever the model says.
      if (confirmed && onPage - records.length <= countMargin(onPage))
        info.push(
          `${records.length} records were returned; the page seemed to show ≈${onPage}, but asked for the records after the last one, the model found none.`,
        );
      else
        notes.push(
          `${records.length} of ≈${onPage} records were returned — the rest could not be read.` +
            (confirmed ? ' Asked for the records after the last one, the model found none.' : ''),
        );
    }
  }
  if (pageHasText) out.empty = emptyRequired(result, schema, list);
  if (out.empty.length > 0 && !(list !== null && out.returned === 0))
    notes.push(`The model returned nothing for ${out.empty.map(fieldName).join(', ')}.`);
  if (cutOff) notes.push("The model's answer was cut off at its output limit.");
  out.complete = notes.length === 0;
  out.note = [...notes, ...info].join(' ');
  return out;
}

/** How far the count of records may be off by items that are not records: 2, or a tenth. */
function countMargin(onPage: number): number {
  return Math.max(2, Math.round(onPage / 10));
}

/**
 * Required values (per the schema) the result leaves null, empty or missing — outside list
 * items, whose gaps belong to the records themselves. "" when the whole result is empty.
 */
function emptyRequired(result: unknown, schema: unknown, list: string | null): string[] {
  if (isBlank(result)) return [''];
  const out: string[] = [];
  const walk = (node: unknown, value: unknown, pointer: string): void => {
    if (!isObject(node) || !isObject(value) || pointer === list) return;
    const properties = isObject(node['properties']) ? node['properties'] : {};
    const required = Array.isArray(node['required']) ? node['required'] : [];
    for (const key of required) {
      if (typeof key !== 'string') continue;
      const child = childPointer(pointer, key);
      if (isBlank(value[key])) out.push(child);
      else walk(properties[key], value[key], child);
    }
  };
  walk(schema, result, '');
  return out;
}

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  if (isObject(value)) return Object.values(value).every(isBlank);
  return false;
}

function fieldName(pointer: string): string {
  return pointer === '' ? 'every field' : pointer.slice(1).replace(/\//g, '.');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
