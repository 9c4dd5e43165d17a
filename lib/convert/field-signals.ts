/**
 * Does a block look like it holds a value of a requested field? Keyword labels ("SKU:",
 * "Brand", "By …") and value shapes (a price, a 8–14 digit code, a date) per field name.
 */
const BYLINE = /^(- )?(by|von|par|por|door|di|av)\s|\bauthor|\b(written|posted) by\b/i;
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DATE = new RegExp(
  `\\b(19|20)\\d\\d-\\d\\d-\\d\\d|\\b${MONTH} \\d{1,2},? (19|20)\\d\\d|\\b\\d{1,2}\\.? ${MONTH} (19|20)\\d\\d|\\b\\d{1,2}[./]\\d{1,2}[./](19|20)?\\d\\d\\b|\\b(published|updated|posted)\\b`,
  'i',
);
const SIGNALS: Record<string, RegExp> = {
  price:
    /([$€£¥₹]|\b(usd|eur|gbp|chf|pln|sek|nok|dkk|kr|zł|lei|rub|₽)\b)\s*\d|\d\s*([$€£¥₹]|\b(usd|eur|gbp|chf|pln|sek|kr|zł|lei|₽)\b)|\bprice\b/i,
  currency: /[$€£¥₹]|\b(usd|eur|gbp|chf|pln|sek|nok|dkk|currency)\b/i,
  sku: /\b(sku|item|model|part|art(icle)?|product)\s*(no|nr|number|#|id|code)?\b\s*[:#.]|\basin\b|\bmpn\b/i,
  gtin: /\b(gtin|ean|upc|isbn|barcode)\b|\b\d{8,14}\b/i,
  brand: /\b(brand|manufacturer|marke|marque|hersteller|by)\b/i,
  author: BYLINE,
  byline: BYLINE,
  date: DATE,
  publishedtime: DATE,
};

export function fieldMatcher(fields: string[]): (text: string) => boolean {
  const tests: RegExp[] = [];
  for (const field of fields) {
    const norm = field.toLowerCase().replace(/[^a-z0-9]/g, '');
    const signal = SIGNALS[norm];
    if (signal) tests.push(signal);
    else if (norm.length >= 3) tests.push(new RegExp(`\\b${norm}\\b`, 'i'));
  }
  return (text) => tests.some((test) => test.test(text));
}

/** Attribute names (class, id, itemprop, rel) that suggest where a field's value sits. */
const HINTS: Record<string, string> = {
  price: 'price|cost|amount',
  currency: 'currency|price',
  sku: 'sku|asin|mpn|product-?id|item-?(no|number|id)|model|part-?number',
  gtin: 'gtin|ean|upc|isbn|barcode',
  brand: 'brand|manufacturer|vendor',
  author: 'author|byline|creator|writer',
  byline: 'author|byline|creator|writer',
  publishedtime: 'date|time|publish|posted',
  date: 'date|time|publish|posted',
  title: 'title|headline',
  excerpt: 'excerpt|summary|dek|standfirst|description|lede|intro',
  sitename: 'site-?name|publisher|brand|logo',
};

/** Whether a data line's key ("Product.offers.price", "og:title") names the field. */
export function keyNamesField(field: string, key: string): boolean {
  const hint = fieldHint([field]);
  return hint !== null && hint.test(key);
}

export function fieldHint(fields: string[]): RegExp | null {
  const parts = fields
    .map((field) => {
      const norm = field.toLowerCase().replace(/[^a-z0-9]/g, '');
      return HINTS[norm] ?? (norm.length >= 3 ? norm : '');
    })
    .filter(Boolean);
  return parts.length > 0 ? new RegExp(parts.join('|'), 'i') : null;
}
