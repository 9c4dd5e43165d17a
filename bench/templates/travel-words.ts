/**
 * The words and number formats of the travel family (bench/templates/travel.ts): labels in six
 * languages, money, dates, times and durations as each language writes them, and invented names.
 * Every name is coined from syllables; the labels are the ordinary wording of booking sites.
 */
import type { Random } from './random';

export type TravelLang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl';

export const TRAVEL_LANGS: readonly TravelLang[] = ['en', 'de', 'fr', 'es', 'it', 'nl'];

/** A site's way of writing money: a symbol or code, before or after, a space or not, decimals. */
export interface MoneyStyle {
  symbol: string;
  before: boolean;
  space: boolean;
  decimals: 0 | 2;
  /** Group digits the English way whatever the language (a mobile copy some sites never localised). */
  englishDigits: boolean;
}

const NARROW_NBSP = '\u202f';

const SEPARATORS: Record<TravelLang, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
  fr: { group: NARROW_NBSP, decimal: ',' },
  es: { group: '.', decimal: ',' },
  it: { group: '.', decimal: ',' },
  nl: { group: '.', decimal: ',' },
};

/** A number as the language writes it; Spanish leaves four-digit numbers ungrouped. */
export function formatNumber(value: number, lang: TravelLang, decimals = 0, englishDigits = false): string {
  const seps = SEPARATORS[englishDigits ? 'en' : lang];
  const [whole = '0', fraction] = value.toFixed(decimals).split('.');
  const grouped =
    lang === 'es' && !englishDigits && whole.length <= 4 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, seps.group);
  return fraction === undefined ? grouped : `${grouped}${seps.decimal}${fraction}`;
}

export function formatMoney(value: number, lang: TravelLang, style: MoneyStyle): string {
  const digits = formatNumber(value, lang, style.decimals, style.englishDigits);
  const gap = style.space ? '\u00a0' : '';
  return style.before ? `${style.symbol}${gap}${digits}` : `${digits}${gap}${style.symbol}`;
}

/** The site's usual money style for its language (a few markets write the code instead). */
export function moneyStyleFor(lang: TravelLang, rand: Random): MoneyStyle {
  const decimals: 0 | 2 = rand.chance(0.3) ? 2 : 0;
  const code = rand.chance(0.12);
  if (lang === 'en') {
    const symbol = code ? 'USD' : rand.pick(['$', '£', '€']);
    return { symbol, before: true, space: code, decimals, englishDigits: false };
  }
  if (code) return { symbol: 'EUR', before: rand.chance(0.5), space: true, decimals, englishDigits: false };
  const before = lang === 'nl' || (lang === 'it' && rand.chance(0.5));
  return { symbol: '€', before, space: true, decimals, englishDigits: false };
}

/** A second style for a duplicated copy of the same price (another spacing, digits or decimals). */
export function alternateMoneyStyle(style: MoneyStyle, rand: Random): MoneyStyle {
  return {
    ...style,
    space: !style.space,
    englishDigits: rand.chance(0.4) ? !style.englishDigits : style.englishDigits,
    decimals: rand.chance(0.3) ? (style.decimals === 0 ? 2 : 0) : style.decimals,
  };
}

const MONTHS_SHORT: Record<TravelLang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
};

const MONTHS_LONG: Record<TravelLang, string[]> = {
  en: 'January February March April May June July August September October November December'.split(' '),
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' '),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(' '),
};

const WEEKDAYS: Record<TravelLang, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  de: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  fr: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  it: ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'],
  nl: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
};

/** A day of the coming season: a UTC date, so a seed gives the same text on every machine. */
export function dayFrom(rand: Random): Date {
  return new Date(Date.UTC(2026, rand.int(0, 11), rand.int(1, 28)));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** "Fri, Mar 14" / "Fr., 14. März" / "ven. 14 mars": a weekday and a day, as search bars write it. */
export function shortDate(date: Date, lang: TravelLang): string {
  const day = date.getUTCDate();
  const weekday = WEEKDAYS[lang][date.getUTCDay()] ?? '';
  const month = MONTHS_SHORT[lang][date.getUTCMonth()] ?? '';
  if (lang === 'en') return `${weekday}, ${month} ${day}`;
  if (lang === 'de') return `${weekday}, ${day}. ${month}`;
  if (lang === 'es') return `${weekday}, ${day} ${month}`;
  return `${weekday} ${day} ${month}`;
}

/** "14 March 2026" / "14. März 2026" / "14 de marzo de 2026". */
export function longDate(date: Date, lang: TravelLang): string {
  const day = date.getUTCDate();
  const month = MONTHS_LONG[lang][date.getUTCMonth()] ?? '';
  const year = date.getUTCFullYear();
  if (lang === 'de') return `${day}. ${month} ${year}`;
  if (lang === 'es') return `${day} de ${month} de ${year}`;
  return `${day} ${month} ${year}`;
}

export type TimeStyle = '24h' | '12h' | 'h';

export function timeStyleFor(lang: TravelLang, rand: Random): TimeStyle {
  if (lang === 'en') return rand.chance(0.6) ? '12h' : '24h';
  if (lang === 'fr') return rand.chance(0.4) ? 'h' : '24h';
  return '24h';
}

/** Minutes after midnight as a clock time: "07:45", "7:45 AM", "07h45". */
export function formatTime(minutes: number, style: TimeStyle): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = String(minutes % 60).padStart(2, '0');
  if (style === '12h') return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
  return `${String(h).padStart(2, '0')}${style === 'h' ? 'h' : ':'}${m}`;
}

export type DurationStyle = 'spaced' | 'tight' | 'words';

const HOUR_WORDS: Record<TravelLang, [string, string, string, string]> = {
  en: ['hour', 'hours', 'minute', 'minutes'],
  de: ['Stunde', 'Stunden', 'Minute', 'Minuten'],
  fr: ['heure', 'heures', 'minute', 'minutes'],
  es: ['hora', 'horas', 'minuto', 'minutos'],
  it: ['ora', 'ore', 'minuto', 'minuti'],
  nl: ['uur', 'uur', 'minuut', 'minuten'],
};

const SPACED_UNITS: Record<TravelLang, [string, string]> = {
  en: ['hr', 'min'],
  de: ['Std.', 'Min.'],
  fr: ['h', ''],
  es: ['h', 'min'],
  it: ['h', 'min'],
  nl: ['u', 'min'],
};

/** "2 h 35 min", "2h35", "2h 35m", "2 Stunden 30 Minuten" — a journey's or a tour's length. */
export function formatDuration(minutes: number, lang: TravelLang, style: DurationStyle): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (style === 'words') {
    const [hour, hours, minute, mins] = HOUR_WORDS[lang];
    const hoursText = h > 0 ? `${h} ${h === 1 ? hour : hours}` : '';
    const minutesText = m > 0 ? `${m} ${m === 1 ? minute : mins}` : '';
    return [hoursText, minutesText].filter(Boolean).join(' ');
  }
  if (style === 'tight') {
    const hUnit = lang === 'nl' ? 'u' : 'h';
    if (lang === 'fr') return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}`;
    return m === 0 ? `${h}${hUnit}` : `${h}${hUnit} ${m}m`;
  }
  const [hUnit, mUnit] = SPACED_UNITS[lang];
  if (m === 0) return `${h} ${hUnit}`;
  return mUnit ? `${h} ${hUnit} ${m} ${mUnit}` : `${h} ${hUnit} ${String(m).padStart(2, '0')}`;
}

const SYLLABLES = [
  'va',
  'lor',
  'ten',
  'mi',
  'ra',
  'bel',
  'cas',
  'dor',
  'ven',
  'ta',
  'lis',
  'mar',
  'no',
  'quen',
  'sel',
  'tor',
  'vi',
  'zan',
  'ko',
  'rel',
  'fa',
  'dun',
  'mel',
  'ost',
  'ri',
  'gal',
  'bra',
  'ne',
  'sol',
  'tam',
  'ur',
  'vel',
  'cor',
  'da',
  'fen',
  'hal',
  'ber',
  'lo',
  'min',
  'sa',
  'pe',
  'gor',
  'len',
  'thi',
  'wan',
];

/** An invented word of two or three syllables, capitalised: "Velmora", "Castenri". */
export function coin(rand: Random, syllables = rand.int(2, 3)): string {
  const word = Array.from({ length: syllables }, () => rand.pick(SYLLABLES)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Invented words none of which repeats: names of one page must tell records and traps apart. */
export function coinUnique(rand: Random, taken: Set<string>, make: () => string = () => coin(rand)): string {
  for (let tries = 0; tries < 50; tries++) {
    const word = make();
    if (!taken.has(word)) {
      taken.add(word);
      return word;
    }
  }
  const word = `${make()} ${taken.size}`;
  taken.add(word);
  return word;
}

/** Two capital letters, as carriers' codes look: "QV". */
export function letterCode(rand: Random, length: number): string {
  return Array.from({ length }, () => String.fromCharCode(65 + rand.int(0, 25))).join('');
}

export function streetAddress(rand: Random, lang: TravelLang, town: string): string {
  const name = coin(rand, 2);
  const number = rand.int(1, 180);
  const postcode = String(rand.int(10, 98)) + String(rand.int(100, 999));
  if (lang === 'en') return `${number} ${name} ${rand.pick(['Street', 'Road', 'Lane', 'Parade'])}, ${town}`;
  if (lang === 'de') return `${name}${rand.pick(['straße', 'weg', 'gasse'])} ${number}, ${postcode} ${town}`;
  if (lang === 'fr') return `${number} ${rand.pick(['rue', 'avenue', 'quai'])} de ${name}, ${postcode} ${town}`;
  if (lang === 'es') return `${rand.pick(['Calle', 'Avenida', 'Paseo'])} ${name}, ${number}, ${postcode} ${town}`;
  if (lang === 'it') return `${rand.pick(['Via', 'Viale', 'Piazza'])} ${name}, ${number}, ${postcode} ${town}`;
  return `${name}${rand.pick(['straat', 'gracht', 'laan'])} ${number}, ${postcode.slice(0, 4)} ${town}`;
}
