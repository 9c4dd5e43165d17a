import { asciiDigits } from './numbers';
import { namesQuantityAbroad, quantityAfterAbroad, saysTaxIncluded, type LabelledQuantity } from './quantity-labels';

/**
 * Roles of numbers and labels: a price matches price text, a rating matches rating text, and
 * "$42" is not the "42" of "42 reviews". Pure text rules, no page structure (placement.ts).
 */

/** What a number on the page is, read from the words and signs right around it. */
export type NumberRole = 'money' | 'count' | 'rating' | 'percent' | 'unit' | 'plain';

/** What a model value claims to be: from its own signs, or from the key it was given under. */
export type ValueRole = Exclude<NumberRole, 'plain'> | null;

// "Fr." is how Swiss shops write their franc before a figure ("Fr. 12.–").
const CURRENCY_NEAR = /(?:\p{Sc}|\b(?:usd|eur|gbp|chf|jpy|cad|aud|sek|nok|dkk|pln|inr|brl|kr|zł|rs\.?|fr\.))\s*$/iu;
const OWNED_SIGN = /\d\s*(?:\p{Sc}|[円元원]|\b(?:usd|eur|gbp|chf|jpy|cad|aud|sek|nok|dkk|pln|inr|brl|kr|zł|kč))\s*$/iu;
/** A figure with a sign before it, then a sign: the second sign starts the next figure. */
const SIGNED_THEN_SIGN = /\p{Sc}\s?\d(?:[\d.,'\u00a0\u202f ]*\d)?\s*\p{Sc}\s*$/u;
// 円, 元 and 원 are written right after the figure and before the next word ("5,500円税込").
const CURRENCY_AFTER =
  /^\s*(?:\p{Sc}|[円元원]|(?:usd|eur|gbp|chf|jpy|cad|aud|sek|nok|dkk|pln|inr|brl|kr|zł|kč|,-)(?!\p{L}))/iu;
const COUNT_AFTER =
  /^\s*(?:\+\s*)?(?:reviews?|ratings?|votes?|comments?|answers?|questions?|sold|bought|orders?|items?|results?|products?|customers?|people|times|views?|likes?|followers?|bewertungen|rezensionen|avis|reseñas|valoraciones|recensioni|beoordelingen|recensies|anmeldelser|vurderinger|omtaler|opinii|opinie|ocen|recenzji|avaliaç(?:ão|ões)|opiniões|отзыв\p{L}*|оцен\p{L}*|κριτικ\p{L}*|αξιολογ\p{L}*|تقييم\p{L}*|مراجع\p{L}*|ביקורות|דירוגים|חוות דעת)(?!\p{L})|^\s*(?:개|건|件|条)/iu;
// "4,5 von 5", "4.5 из 5", "3.3점", "3.9点": a figure out of a scale, in the page's language;
// "5 stelle", "5 звёзд": the scale itself, or a figure of stars.
const RATING_AFTER =
  /^\s*(?:stars?|\/\s*(?:5|10)(?!\d)|(?:out of|von|sur|de|su|van|av|af|z|na|из|من|מתוך|από)\s*(?:5|10)(?!\d)|sterne|étoiles|estrellas|stelle|sterren|estrelas|stjerner|stjärnor|gwiazd\p{L}*|звёзд\p{L}*|звезд\p{L}*|αστέρ\p{L}*|نجوم|כוכבים|점|点)/iu;
// "… 4,5 из 5": the scale after a figure and "out of" is the rating's, no count of anything.
const OUT_OF = /\d\s*(?:out of|von|sur|su|van|av|af|из|من|מתוך|από)\s*$/iu;
const RATING_BEFORE = new RegExp(`(?:★|☆|rating|rated|score|stars?|note|bewertung)\\s*:?\\s*$|${OUT_OF.source}`, 'iu');

/**
 * Whether `value`, written right after `before`, is a rating's scale: the "5" of "4,5 von 5",
 * "דירוג 3.5 מתוך 5" or "4.54/5". It is never the figure asked for, even where the rating is 5 as well.
 */
export function isScale(before: string, value: number): boolean {
  return (value === 5 || value === 10) && (OUT_OF.test(before.slice(-40)) || RATED_SLASH.test(before.slice(-40)));
}

// "4.54/5", "8/10": a rating and its scale written with a slash (not a date's "12/10").
const RATED_SLASH = /(?:\d[.,]\d+|(?<![\d.,])\d)\s*\/\s*$/u;

const PERCENT_AFTER = /^\s*%/;
const UNIT_AFTER =
  /^\s*(?:kg|g|mg|lbs?|oz|t|km|m|cm|mm|in|inch(?:es)?|ft|l|ml|cl|gal|w|kw|v|mah|wh|kwh|gb|tb|mb|mp|hz|ghz|px|pcs|pieces?|pages|min|mins|minutes?|h|hrs?|hours?|days?|years?|°[cf]?)(?!\p{L})/iu;

/**
 * The role of the number written at `text[start, end)`: a currency beside it makes it money,
 * a noun after it ("reviews", "sold") a count, "stars" or "/5" a rating, "%" a percentage, a
 * unit of measure a quantity.
 */
export function numberRole(text: string, start: number, end: number): NumberRole {
  // The words around it on its own line: a line break ends a block, so "1759.99" at the end
  // of one data line is not a count of the "Product…" that starts the next.
  const before = asciiDigits(text.slice(Math.max(0, start - 12), start)).replace(/^[\s\S]*\n/, '');
  const after = asciiDigits(text.slice(end, end + 24)).replace(/\n[\s\S]*$/, '');
  // A sign inside the figure is its decimal mark ("50€95"): money.
  if (/\p{Sc}/u.test(text.slice(start, end))) return 'money';
  // A sign right after another figure is that figure's ("12,50 € 4.5 stars": the 4.5 is no price),
  // unless that figure has its own sign before it: "€ 249,00 € 199,00" writes signs first.
  const signBefore =
    CURRENCY_NEAR.test(before) &&
    (!OWNED_SIGN.test(before) || SIGNED_THEN_SIGN.test(text.slice(Math.max(0, start - 24), start)));
  if (signBefore || CURRENCY_AFTER.test(after)) return 'money';
  if (PERCENT_AFTER.test(after)) return 'percent';
  if (RATING_AFTER.test(after) || RATING_BEFORE.test(before)) return 'rating';
  if (COUNT_AFTER.test(after)) return 'count';
  if (UNIT_AFTER.test(after)) return 'unit';
  return 'plain';
}

const MONEY_KEY =
  /price|cost|fee|amount|msrp|rrp|salary|pay\b|wage|budget|fare|shipping|tax|deposit|saving|discount_amount/i;
const COUNT_KEY = /count|reviews?$|num_|number_of|votes|sold|quantity|stock_level/i;
const RATING_KEY = /rating|stars|score|grade/i;

/** The role a model value claims: its own signs first ("$42", "4.5 stars"), then its key. */
export function valueRole(key: string, value: string | number): ValueRole {
  if (typeof value === 'string') {
    const text = value.trim();
    const digits = /\d/.exec(text);
    if (!digits) return null;
    const run = /\d(?:[\d.,'\u00a0 ]*\d)?/.exec(text);
    if (run) {
      const role = numberRole(text, run.index, run.index + run[0].length);
      if (role !== 'plain') return role;
    }
  }
  if (COUNT_KEY.test(key)) return 'count';
  if (RATING_KEY.test(key)) return 'rating';
  if (MONEY_KEY.test(key)) return 'money';
  return null;
}

/** Whether a number written in `role` on the page can back a value that claims `wanted`. */
export function rolesAgree(wanted: ValueRole, role: NumberRole): boolean {
  return wanted === null || role === 'plain' || role === wanted;
}

/**
 * Quantities a label can name, so a value shown only beside another quantity's label ("List
 * price", "Shipping") is not the one asked for. Order matters: the first that fits wins. These
 * are the English words (and a few German, French and Spanish ones); quantity-labels.ts holds
 * the conventions of the other languages, tried for each quantity in the same order.
 */
const LABEL_QUANTITIES: ReadonlyArray<readonly [LabelledQuantity, RegExp]> = [
  [
    'list price',
    /\b(?:list|was|original|regular|retail|reference)\s*(?:price)?\s*:?$|\b(?:msrp|rrp|uvp|compare at)\b|\bstatt\b/i,
  ],
  // What the seller pays, not the buyer: a dealer's invoice or cost, a wholesale or trade price.
  [
    'cost',
    /\b(?:invoice|wholesale|trade price|cost price|dealer(?:'s)?\s*(?:cost|price)|factory cost|einkaufspreis|großhandel\w*|prix de gros|precio mayorista)\b/i,
  ],
  ['shipping', /\b(?:shipping|delivery|postage|freight|versand|livraison|env[ií]o)\b/i],
  ['saving', /\b(?:you save|save|saving|discount|sparen|économisez)\b/i],
  // "Price incl. VAT", "inkl. MwSt.", "tax included" label the price itself, on its tax basis.
  ['tax', /^(?!.*\b(?:incl|inkl|including|inclusive|included|inc|with|avec|con|ttc)\b).*\b(?:tax|vat|mwst|tva)\b/i],
  ['monthly', /\b(?:per month|monthly|installments?|\/\s*mo)\b/i],
  ['deposit', /\b(?:deposit|pfand)\b/i],
];

/**
 * What a buyer pays, by the kind of quantity a label names: an unlabelled figure (or a plain
 * "Price", "Our price") is a selling price; a list price is a reference, the price only when the
 * item shows no selling price beside it; the others (the seller's cost, delivery, a saving, tax,
 * an instalment, a deposit) are never the item's price.
 */
export type Selling = 'selling' | 'reference' | 'not selling';

export function sellsAt(quantity: string | null): Selling {
  return quantity === null ? 'selling' : quantity === 'list price' ? 'reference' : 'not selling';
}

/** Which quantity a label names, or null when it names none of the known ones. */
export function labelQuantity(label: string): string | null {
  const text = label.trim().replace(/[\s:–—-]+$/, '');
  if (!text) return null;
  for (const [quantity, pattern] of LABEL_QUANTITIES) {
    // "Cena brutto z VAT", "Prezzo IVA inclusa": a tax word that labels the price on its tax basis.
    if (quantity === 'tax' && saysTaxIncluded(text)) continue;
    if (pattern.test(text) || namesQuantityAbroad(text, quantity)) return quantity;
  }
  return null;
}

/**
 * The label a figure stands beside: the last few words before it in its own sentence
 * ("…products for same day delivery £3.95" → "products for same day delivery"), so a label
 * earlier in a long passage does not name a later figure.
 */
export function labelWords(before: string): string {
  const text = before
    .replace(/[*_~|#>[\]()]/g, ' ')
    .replace(/\p{Sc}/gu, ' ')
    .replace(/[\s:–—-]+$/, '');
  // An abbreviation's dot ("incl. VAT", "ca. 20") does not end the sentence.
  const sentence = text.split(/(?<!\b(?:incl|inkl|excl|exkl|zzgl|ca|approx|vs|no|nr))[.!?;•·]\s|[\n|]/i).pop() ?? '';
  return sentence.trim().split(/\s+/).slice(-6).join(' ');
}

/**
 * Another quantity named right after a figure: "$4.99 shipping", "€12 / mo", "£3 per month",
 * "$1.20 tax" (but "€49.10 VAT included" is a price with its tax).
 */
export function quantityAfter(after: string): string | null {
  const m =
    /^\s*(?:\p{Sc}|[A-Z]{3})?\s*(?:(shipping|delivery|postage)|(\/\s*mo(?:nth)?\b|per month|a month)|(tax|vat)(?!\s*(?:incl|inkl|included|inclusive)))/iu.exec(
      after.slice(0, 24),
    );
  if (!m) return quantityAfterAbroad(after);
  return m[1] ? 'shipping' : m[2] ? 'monthly' : 'tax';
}

/**
 * A price per person written right after a figure ("per person", "pro Person", "par personne",
 * "p.p."): what a tour, a fare or a class sells at, not a measure of goods.
 */
export function perPersonAfter(after: string): boolean {
  return /^\s*(?:\p{Sc}|[A-Z]{3}\b)?\s*(?:(?:per|pro|par|por|a|\/)\s*(?:person[ae]?|personne|persoon|pers\.?|adult[eo]?|adulte|erwachsene[rn]?)(?!\p{L})|p\.\s?p\.)/iu.test(
    after.slice(0, 24),
  );
}

/** A price per unit of measure written right after a figure ("/ kg", "per 100 g", "each"). */
export function perUnitAfter(after: string): boolean {
  return /^\s*(?:\p{Sc}|[A-Z]{3}\b)?\s*(?:\/\s*\p{L}|per\b|each\b|ea\b)/iu.test(after.slice(0, 16));
}

const KEY_QUANTITIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['list price', /list|was|original|regular|retail|msrp|rrp|compare|strike|old_?price|before/i],
  ['cost', /invoice|wholesale|trade_?price|cost_?price|dealer/i],
  ['shipping', /shipping|delivery|postage|freight/i],
  ['saving', /sav(e|ing)|discount/i],
  ['tax', /tax|vat/i],
  ['monthly', /month|installment/i],
  ['deposit', /deposit/i],
  ['price', /price|cost|amount|fee/i],
];

/** Which quantity a field asks for, by its key ("list_price", "shipping", "price"). */
export function keyQuantity(key: string): string | null {
  for (const [quantity, pattern] of KEY_QUANTITIES) if (pattern.test(key)) return quantity;
  return null;
}
