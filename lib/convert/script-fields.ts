/**
 * Query-aware: when the user names fields (sku, price, brand…), the page's inline data
 * scripts (state objects, analytics payloads) often carry them as `"sku":"B07FW264WL"`.
 * Only keys that match a requested field (or its usual synonyms) are read, a few values each.
 */
const SYNONYMS: Record<string, string[]> = {
  price: ['price', 'salePrice', 'currentPrice', 'finalPrice', 'priceAmount', 'offerPrice', 'displayPrice'],
  sku: ['sku', 'skuId', 'asin', 'productId', 'itemId', 'mpn', 'articleNumber'],
  brand: ['brand', 'brandName', 'manufacturer'],
  gtin: ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'ean', 'upc', 'isbn', 'barcode'],
  currency: ['currency', 'priceCurrency', 'currencyCode'],
  author: ['author', 'byline', 'creator'],
  byline: ['author', 'byline', 'creator'],
  title: ['title', 'headline'],
  excerpt: ['description', 'excerpt', 'summary'],
  sitename: ['siteName', 'site_name', 'publisher'],
  publishedtime: ['datePublished', 'publishedTime', 'publishDate', 'published_at', 'pubDate'],
};
const MAX_SCRIPT_CHARS = 3_000_000;
const PER_KEY = 3;
const MAX_LINES = 40;

function keysFor(fields: string[]): string[] {
  const keys = new Set<string>();
  for (const field of fields) {
    const norm = field.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!norm) continue;
    keys.add(field);
    for (const syn of SYNONYMS[norm] ?? []) keys.add(syn);
  }
  return [...keys].filter((key) => /^[\w$-]{1,40}$/.test(key));
}

export function scriptFieldLines(doc: Document, fields: string[]): Array<[string, string]> {
  const keys = keysFor(fields);
  if (keys.length === 0) return [];
  // "sku":"X", sku: 'X', \"sku\":\"X\" (JSON inside a string), article_authors: ["X"].
  const pattern = new RegExp(
    `[\\\\"']?\\b([\\w$]{0,20}(?:${keys.join('|')})s?)\\\\?["']?\\s*[:=]\\s*\\[?\\s*(?:\\\\?["']([^"'\\\\<>{}]{1,160})\\\\?["']|(-?\\d{1,12}(?:\\.\\d{1,4})?)\\b)`,
    'gi',
  );
  const found = new Map<string, Set<string>>();
  let budget = MAX_SCRIPT_CHARS;
  for (const script of doc.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (type === 'application/ld+json' || script.hasAttribute('src')) continue;
    const text = (script.textContent ?? '').slice(0, budget);
    budget -= text.length;
    for (const match of text.matchAll(pattern)) {
      const key = (match[1] ?? '').toLowerCase();
      const value = (match[2] ?? match[3] ?? '').trim();
      if (!value || /^(null|true|false|undefined)$/i.test(value)) continue;
      const values = found.get(key) ?? new Set<string>();
      if (values.size < PER_KEY) values.add(value);
      found.set(key, values);
    }
    if (budget <= 0) break;
  }
  return [...found]
    .flatMap(([key, values]) => [...values].map((value): [string, string] => [`script ${key}`, value]))
    .slice(0, MAX_LINES);
}
