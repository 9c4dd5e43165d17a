/**
 * Models write currencies as ISO 4217 codes ("EUR") where pages show symbols ("€ 89.90"):
 * a code is on the page when its symbol is. Symbols shared by several currencies ($, ¥, kr)
 * count for each of them — the page shows a currency of that sign, which is what can be checked.
 */
const SYMBOLS: Readonly<Record<string, readonly string[]>> = {
  EUR: ['€'],
  USD: ['$', 'us$'],
  GBP: ['£'],
  JPY: ['¥', '円'],
  CNY: ['¥', '元'],
  INR: ['₹'],
  KRW: ['₩'],
  RUB: ['₽'],
  TRY: ['₺'],
  UAH: ['₴'],
  ILS: ['₪'],
  NGN: ['₦'],
  PHP: ['₱'],
  VND: ['₫'],
  THB: ['฿'],
  PLN: ['zł'],
  CHF: ['fr.', 'chf'],
  BRL: ['r$'],
  CAD: ['c$', 'ca$'],
  AUD: ['a$', 'au$'],
  SEK: ['kr'],
  NOK: ['kr'],
  DKK: ['kr'],
};

/** The symbols a currency code is shown with, lower-cased; none when `text` is not a known code. */
export function currencySymbols(text: string): readonly string[] {
  return /^[A-Za-z]{3}$/.test(text) ? (SYMBOLS[text.toUpperCase()] ?? []) : [];
}
