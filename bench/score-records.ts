import { containsWords, norm, numbersIn, plainOutput } from './score';

/**
 * Record recall for list pages. A record counts only when all its values are in the model
 * input *together*: within the stretch of text around its first value (its name or title)
 * that ends where another record's name begins. A description shown once for 60 cards that
 * share it counts for one card, not sixty.
 */
export type GroundRecord = Record<string, string>;

export interface RecordScore {
  records: number;
  found: number;
  fields: Record<string, { found: number; findable: number }>;
}

/** How far before its name a record's other values may sit (a badge, a date, an image alt). */
const BEFORE = 400;
const AFTER = 3000;

export function scoreRecords(records: GroundRecord[], output: string): RecordScore {
  const text = norm(plainOutput(output));
  const keys = records.map((record) => norm(Object.values(record)[0] ?? ''));
  const hits: Array<{ start: number; end: number; record: number }> = [];
  keys.forEach((key, record) => {
    if (!key) return;
    for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1))
      hits.push({ start: at, end: at + key.length, record });
  });
  hits.sort((a, b) => a.start - b.start);
  const windows: string[][] = records.map(() => []);
  hits.forEach((hit, i) => {
    let from = Math.max(0, hit.start - BEFORE);
    for (let j = i - 1; j >= 0; j--) {
      const other = hits[j];
      if (other && other.record !== hit.record) {
        from = Math.max(from, other.end);
        break;
      }
    }
    let to = Math.min(text.length, hit.end + AFTER);
    for (let j = i + 1; j < hits.length; j++) {
      const other = hits[j];
      if (other && other.record !== hit.record) {
        to = Math.min(to, other.start);
        break;
      }
    }
    windows[hit.record]?.push(text.slice(from, to));
  });
  const score: RecordScore = { records: records.length, found: 0, fields: {} };
  records.forEach((record, index) => {
    const around = windows[index] ?? [];
    // The best window: the one holding the most of the record's values.
    let best: Set<string> = new Set();
    for (const window of around) {
      const found = new Set(Object.keys(record).filter((field) => holds(window, record[field] ?? '')));
      if (found.size > best.size) best = found;
    }
    for (const field of Object.keys(record)) {
      const entry = (score.fields[field] ??= { found: 0, findable: 0 });
      entry.findable++;
      if (best.has(field)) entry.found++;
    }
    if (best.size === Object.keys(record).length) score.found++;
  });
  return score;
}

const NUMERIC = /^[^\d\s]{0,3}\s?\d[\d.,]*\s?[^\d\s]{0,3}$/;

function holds(window: string, value: string): boolean {
  const wanted = norm(value);
  if (!wanted || containsWords(window, wanted)) return true;
  if (!NUMERIC.test(wanted)) return false;
  // "$12.99" shown as "$ 12.99" or "12,99 $": the number, with the same currency sign near it if any.
  const numbers = numbersIn(wanted);
  const target = numbers[0];
  if (target === undefined || numbers.length !== 1) return false;
  return numbersIn(window).some((n) => Math.abs(n - target) < 0.005);
}
