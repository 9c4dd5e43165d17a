import { asciiDigits, compactSuffix, scaled } from '../../grounding';

/**
 * Numbers as pages write them: 1,234.56 / 1.234,56 / 64,30 / ١٢٩٫٥٠ (Arabic-Indic digits, as
 * grounding reads them) / 50€95 (the currency sign as the decimal mark) / −3.51 (the minus sign
 * typeset pages and finance tables use for a fall) / 12.4K, 3,4 Mio. (a compact count, as the
 * number it stands for); the first one in a text.
 */
export function parseNumber(text: string): number | null {
  const ascii = asciiDigits(text).replace(/\u2212/g, '-');
  // Its whole units may group thousands ("1 401€90").
  const signed =
    /(?<![\d.,])(?<!\d[\u00a0\u202f ])(\d{1,3}(?:[\u00a0\u202f .]\d{3})+|\d+)\p{Sc}(\d{2})(?![\d.,])/u.exec(ascii);
  if (signed && !/\d/.test(ascii.slice(0, signed.index)))
    return Number(`${(signed[1] ?? '').replace(/\D/g, '')}.${signed[2]}`);
  const match = /-?\d[\d.,\u00a0\u202f\u2009'\u2019 ]*\d|-?\d/.exec(ascii);
  if (!match) return null;
  const raw = match[0].replace(/[\u00a0\u202f\u2009'\u2019 ]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const whole = (decimal ? raw.slice(0, -decimal[0].length) : raw).replace(/[.,]/g, '');
  const value = Number(decimal ? `${whole}.${decimal[1]}` : whole);
  if (!Number.isFinite(value)) return null;
  // A compact count ("12.4K", "3,4 Mio.") is the number it stands for.
  const compact = compactSuffix(ascii.slice(match.index + match[0].length));
  return compact ? scaled(value, compact.scale) : value;
}
