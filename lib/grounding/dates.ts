/**
 * Dates as pages write them — "2024-03-05", "5 March 2024", "March 5th, 2024", "05/03/2024",
 * "5. März 2024", "5 de marzo de 2024" — read to day keys ("2024-03-05") and month keys
 * ("2024-03"). Ambiguous numeric dates ("05/03/2024") yield both readings: the page's own
 * locale is not known, and either reading backing the model's value is enough.
 */

const MONTHS: Record<string, number> = {};
const NAMES: string[][] = [
  // en, de, fr, es, it, nl, pt — full names; abbreviations are their first three letters.
  ['january', 'januar', 'janvier', 'enero', 'gennaio', 'januari', 'janeiro', 'jänner'],
  ['february', 'februar', 'fevrier', 'febrero', 'febbraio', 'februari', 'fevereiro'],
  ['march', 'marz', 'mars', 'marzo', 'maart', 'marco'],
  ['april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mei', 'maio'],
  ['june', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'aout', 'agosto', 'augustus'],
  ['september', 'septembre', 'septiembre', 'settembre', 'setembro', 'sept'],
  ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['november', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dezember', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];
for (const [i, names] of NAMES.entries()) {
  for (const name of names) {
    MONTHS[name] = i + 1;
    MONTHS[name.slice(0, 3)] ??= i + 1;
  }
}
// "mar" is March in most of these languages; "mai" is May; avoid clashes from slicing.
MONTHS['mar'] = 3;
MONTHS['mai'] = 5;
MONTHS['dec'] = 12;

const MONTH = '([a-z]{3,10})\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er|\\.|º)?';
const YEAR = '(\\d{4})';
const PATTERNS: Array<{ re: RegExp; read(m: RegExpMatchArray): Array<[number, number, number?]> }> = [
  {
    // ISO and its slash/dot cousins, year first.
    re: /(?<!\d)(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?!\d)/g,
    read: (m) => [[Number(m[1]), Number(m[2]), m[3] === undefined ? undefined : Number(m[3])]],
  },
  {
    // Day and month as numbers, year last: both readings when both are possible.
    re: /(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?![\d])/g,
    read: (m) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const y = fullYear(m[3] ?? '');
      return [
        [y, b, a],
        [y, a, b],
      ];
    },
  },
  {
    re: new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b`, 'g'),
    read: (m) => [[Number(m[3]), MONTHS[m[1] ?? ''] ?? 0, Number(m[2])]],
  },
  {
    re: new RegExp(`(?<!\\d)${DAY}\\s*(?:of\\s+|de\\s+)?${MONTH},?\\s+(?:de\\s+)?${YEAR}\\b`, 'g'),
    read: (m) => [[Number(m[3]), MONTHS[m[2] ?? ''] ?? 0, Number(m[1])]],
  },
  {
    re: new RegExp(`\\b${MONTH},?\\s+(?:de\\s+)?${YEAR}\\b`, 'g'),
    read: (m) => [[Number(m[2]), MONTHS[m[1] ?? ''] ?? 0]],
  },
];

function fullYear(text: string): number {
  const n = Number(text);
  return text.length === 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
}

function key(year: number, month: number, day?: number): string | null {
  if (!(year >= 1000 && year <= 2999 && month >= 1 && month <= 12)) return null;
  if (day === undefined) return `${year}-${String(month).padStart(2, '0')}`;
  if (day < 1 || day > 31) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Lower case without accents, so "März" and "Décembre" meet the month table. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Whether a word is a month's name, in full ("novembre", "März"; no abbreviation). */
export function isMonthName(word: string): boolean {
  const w = plain(word);
  return w.length > 3 && MONTHS[w] !== undefined;
}

/** Day keys ("2024-03-05") and month keys ("2024-03") of every date written in `text`. */
export function datesIn(text: string): string[] {
  const out = new Set<string>();
  const source = plain(text);
  for (const { re, read } of PATTERNS) {
    for (const m of source.matchAll(re)) {
      for (const [y, mo, d] of read(m)) {
        const day = key(y, mo, d);
        if (!day) continue;
        out.add(day);
        out.add(day.slice(0, 7));
      }
    }
  }
  // ISO date-times with an offset: the same moment's UTC day, which a model may give.
  for (const m of text.matchAll(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g)) {
    const time = Date.parse(m[0]);
    if (Number.isFinite(time)) out.add(new Date(time).toISOString().slice(0, 10));
  }
  return [...out];
}

/**
 * The day or month keys a model's value stands for, when the whole value is a date (with or
 * without a time of day); null for anything else, so "Version 2.3.2024" is text, not a date.
 */
export function dateValue(value: string): string[] | null {
  const text = value.trim();
  if (text.length < 6 || text.length > 40) return null;
  const withoutTime = text
    .replace(/[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:am|pm|AM|PM)?\s*(?:Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/, '')
    .trim();
  const source = plain(withoutTime);
  for (const { re, read } of PATTERNS) {
    const whole = new RegExp(`^(?:[a-z]+,?\\s+)?${re.source}\\.?$`);
    const m = whole.exec(source);
    if (!m) continue;
    const keys = read(m)
      .map(([y, mo, d]) => key(y, mo, d))
      .filter((k): k is string => k !== null);
    if (keys.length === 0) continue;
    const time = withoutTime === text ? NaN : Date.parse(text);
    if (Number.isFinite(time)) keys.push(new Date(time).toISOString().slice(0, 10));
    return keys;
  }
  return null;
}

const CLOCK = /(?<![\d:])(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?!\d)\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/gi;
const ISO_WITH_OFFSET = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;
const VALUE_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * Time-of-day keys of every time written in `text`: "HH:MM" (24-hour) and, with seconds,
 * "HH:MM:SS"; for ISO date-times with an offset, the same keys of the UTC time too.
 */
export function timesIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(CLOCK)) {
    const clock = clockKey(Number(m[1]), Number(m[2]), m[3], m[4]);
    if (!clock) continue;
    out.add(clock.slice(0, 5));
    if (m[3] !== undefined) out.add(clock);
  }
  for (const m of text.matchAll(ISO_WITH_OFFSET)) {
    const time = Date.parse(m[0]);
    if (!Number.isFinite(time)) continue;
    const utc = new Date(time).toISOString().slice(11, 19);
    out.add(utc.slice(0, 5));
    out.add(utc);
  }
  return [...out];
}

/**
 * The time-of-day key a whole-date value gives, to find on the page: "HH:MM", "HH:MM:SS"
 * when it gives seconds, in UTC when it gives an offset. null when it gives no time (or
 * midnight: often a date with no known time); [] when its time is not a time at all ("25:61").
 */
export function timeValue(value: string): string[] | null {
  const text = value.trim();
  if (!dateValue(text)) return null;
  const m = [...text.replace(VALUE_OFFSET, '').matchAll(CLOCK)].at(-1);
  if (!m) return null;
  const clock = clockKey(Number(m[1]), Number(m[2]), m[3], m[4]);
  if (!clock) return [];
  if (clock === '00:00:00') return null;
  const precise = (key: string): string => (key.endsWith(':00') ? key.slice(0, 5) : key);
  if (VALUE_OFFSET.test(text)) {
    const time = Date.parse(text.replace(' ', 'T'));
    if (!Number.isFinite(time)) return [];
    return [precise(new Date(time).toISOString().slice(11, 19))];
  }
  return [precise(clock)];
}

function clockKey(hour: number, minute: number, second: string | undefined, half: string | undefined): string | null {
  let h = hour;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    h = (hour % 12) + (/^p/i.test(half) ? 12 : 0);
  }
  const s = second === undefined ? 0 : Number(second);
  if (h > 23 || minute > 59 || s > 59) return null;
  return [h, minute, s].map((n) => String(n).padStart(2, '0')).join(':');
}
