/**
 * Value recall, following the corpus README's matching rules: NFKC, case-folding and
 * whitespace collapsing; prices match numerically; `availability` (an enum, not page text)
 * is skipped; articleBody counts the true text's paragraphs; and only values findable in the
 * raw HTML count — the denominator is what the raw page holds. Text values match on word
 * boundaries ("art" is not recalled by "party"). Same-site pages list every
 * value a field holds, and each counts (`ValueMode`).
 */
export interface FieldScore {
  field: string;
  findable: number;
  found: number;
}

const SKIP_FIELDS = new Set(['availability']);

export function norm(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Markdown syntax is not part of a value: link targets, escapes and emphasis marks go. */
export function plainOutput(text: string): string {
  return text
    .replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, ']')
    .replace(/!?\[|\]/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
    .replace(/(?<![\p{L}\p{N}])[*_]+|[*_]+(?![\p{L}\p{N}])/gu, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Every way a number can be written on a page: 1,234.56 / 1.234,56 / 64,25 / $64.25. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const match of text.matchAll(/\d[\d.,\u00a0\u202f' ]*\d|\d/g)) {
    const raw = match[0].replace(/[\u00a0\u202f' ]/g, '');
    const decimal = /[.,](\d{1,2})$/.exec(raw);
    const whole = (decimal ? raw.slice(0, -decimal[0].length) : raw).replace(/[.,]/g, '');
    const value = Number(decimal ? `${whole}.${decimal[1]}` : whole);
    if (Number.isFinite(value)) out.push(value);
  }
  return out;
}

function compact(text: string): string {
  return norm(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** What "findable in the raw HTML" searches: the markup itself and its text without tags. */
export interface RawIndex {
  text: string;
  compact: string;
  numbers: Set<number>;
}

export function indexRaw(html: string): RawIndex {
  const decoded = decodeEntities(html);
  const stripped = decodeEntities(html.replace(/<[^>]*>/g, ' '));
  return {
    text: `${norm(decoded)}\n${norm(stripped)}`,
    compact: compact(stripped) + compact(decoded),
    numbers: new Set(numbersIn(decoded).map((n) => Math.round(n * 100))),
  };
}

/**
 * How a field's values are read (see CorpusPage.values): `any` — the field counts once, found
 * when one acceptable spelling is; `every` — each distinct value counts, and a value written
 * with its label ("Height: 6'8\"") also matches without it.
 */
export type ValueMode = 'any' | 'every';

/** "Date Posted: 11/12/2010" → also "11/12/2010": the label is the page's, not the value's. */
function withoutLabel(value: string): string[] {
  const labelled = /^[^:]{1,30}:\s*(\S.*)$/.exec(value);
  return labelled?.[1] ? [value, labelled[1]] : [value];
}

/** Values that differ only in case or spacing ("Tallowmere", "TALLOWMERE") are one value. */
function distinct(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) if (!seen.has(norm(value))) seen.set(norm(value), value);
  return [...seen.values()];
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * `needle` in `hay` on word boundaries: "art" is not found in "party", "12" not in "2012". A
 * value that starts or ends with punctuation needs no boundary on that side.
 */
export function containsWords(hay: string, needle: string): boolean {
  const startsWord = WORD_CHAR.test(needle[0] ?? '');
  const endsWord = WORD_CHAR.test(needle.at(-1) ?? '');
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    const before = hay[at - 1] ?? ' ';
    const after = hay[at + needle.length] ?? ' ';
    if ((!startsWord || !WORD_CHAR.test(before)) && (!endsWord || !WORD_CHAR.test(after))) return true;
  }
  return false;
}

export function scorePage(
  fields: Record<string, string[]>,
  raw: RawIndex,
  output: string,
  mode: ValueMode = 'any',
): FieldScore[] {
  const plain = plainOutput(output);
  // A value may itself contain Markdown-like characters ("[LWN.net]", " _News"): try both forms.
  const text = `${norm(plain)}\n${norm(output)}`;
  let outCompact: string | null = null;
  let outNumbers: Set<number> | null = null;
  const scores: FieldScore[] = [];
  for (const [field, values] of Object.entries(fields)) {
    if (SKIP_FIELDS.has(field) || values.length === 0) continue;
    if (field === 'articleBody') {
      outCompact ??= compact(plain);
      const paragraphs = values
        .flatMap((v) => v.split(/\n+/))
        .map(compact)
        .filter((p) => p.length > 0);
      const findable = paragraphs.filter((p) => raw.compact.includes(p));
      scores.push({ field, findable: findable.length, found: findable.filter((p) => outCompact?.includes(p)).length });
      continue;
    }
    // One group of acceptable forms per counted value.
    const groups = mode === 'every' ? distinct(values).map(withoutLabel) : [values];
    for (const group of groups) {
      if (field === 'price') {
        outNumbers ??= new Set(numbersIn(plain).map((n) => Math.round(n * 100)));
        const wanted = group.flatMap(numbersIn).map((n) => Math.round(n * 100));
        const findable = wanted.some((n) => raw.numbers.has(n));
        if (findable) scores.push({ field, findable: 1, found: wanted.some((n) => outNumbers?.has(n)) ? 1 : 0 });
        continue;
      }
      const wanted = group.map(norm).filter((v) => v.length > 0);
      if (!wanted.some((v) => containsWords(raw.text, v))) continue;
      scores.push({ field, findable: 1, found: wanted.some((v) => containsWords(text, v)) ? 1 : 0 });
    }
  }
  return scores;
}
