import { fold } from './page-text';

/**
 * Units of time as pages write a duration ("3 hours", "2 uur 30 minuten", "1 h 30 min"), in the
 * languages Quarry's pages come in. A duration learned in one unit ("5 hours") is written in two
 * where it does not come out whole ("1 hour 30 minutes"): the same outline, repeated.
 */
const TIME_UNITS = new Set(
  [
    // English
    'd day days h hr hrs hour hours m min mins minute minutes s sec secs second seconds',
    // German, Dutch, Scandinavian
    'tag tage tagen std stunde stunden minute minuten sek sekunden dag dagen uur u minuut minuten seconden',
    'dager døgn time timer minutt minutter timme timmar minuter',
    // French, Spanish, Portuguese, Italian
    'j jour jours heure heures mn día días dia dias hora horas minuto minutos segundos giorno giorni ora ore minuti secondi',
    // Polish, Russian, Greek, Turkish
    'dzień dni godz godzina godziny godzin minuta minuty minut день дня дней ч час часа часов мин минута минуты минут',
    'ημέρα ημέρες ώρα ώρες λεπτά λεπτό ώ gün saat dakika dk sa',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Whether `text` is a duration in two or more units of time ("1 hour 30 minutes", "3h 30m"),
 * each part written in `shape`, the outline of a duration in one unit ("9 a", "9a").
 */
export function compoundDuration(text: string, shape: string): boolean {
  if (shape !== '9 a' && shape !== '9a') return false;
  const parts = [...fold(text).matchAll(/(\d+(?:[.,]\d+)?)\s*(\p{L}+)\.?/gu)];
  if (parts.length < 2) return false;
  const rest = fold(text)
    .replace(/(\d+(?:[.,]\d+)?)\s*(\p{L}+)\.?/gu, '')
    .trim();
  const units = parts.map((p) => p[2] ?? '');
  return rest === '' && units.every((u) => TIME_UNITS.has(u)) && new Set(units).size === units.length;
}
