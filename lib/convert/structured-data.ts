import type { RefTable } from './refs';
import { isHidden } from './visibility';
import type { FieldQuery } from './field-query';
import { keyNamesField } from './field-signals';
import { scriptFieldLines } from './script-fields';
import { decodeCharacterReferences } from '../shared/character-references';

/**
 * The page's own statements about itself — JSON-LD, microdata, OpenGraph and other meta
 * tags — as short "key: value" lines. They hold most product and article facts verbatim
 * (price, sku, brand, gtin, author, dates) and survive any pruning of the body. Reviews,
 * comments and long arrays are dropped, strings and the block are capped: a page's JSON-LD
 * can be megabytes of reviews.
 */
// `byl` is a byline tag some newsrooms use alone; abstract, summary, subtitle and the like hold
// the standfirst when a page has no description tag.
const META_KEY =
  /^((og|article|product|book|profile|music|video|dc|dcterms|citation|parsely|sailthru|twitter)[:._-])|^byl$|title|headline|description|abstract|summary|subtitle|standfirst|excerpt|teaser|author|creator|byline|date|time|published|modified|site_?name|publisher|price|currency|brand|sku|gtin|ean|upc|isbn|mpn|availability|condition/i;
const META_SKIP =
  /(:width|:height|:type|:secure_url|:alt|:locale|:card|twitter:site$|fb:|viewport|theme-color|robots|verification|msapplication|apple-|format-detection|referrer)/i;
const SKIP_KEYS = new Set([
  '@context',
  '@id',
  'review',
  'reviews',
  'comment',
  'comments',
  'potentialAction',
  'speakable',
  'interactionStatistic',
  'hasPart',
  'isPartOf',
  'breadcrumb',
  'itemListElement',
  'logo',
  'sameAs',
  'thumbnailUrl',
  'associatedMedia',
  'video',
  'subjectOf',
  'mainEntityOfPage',
  'publishingPrinciples',
]);
/** JSON-LD keys that hold the page's text: only its opening is kept. */
export const LONG_TEXT_KEYS = /^(articleBody|text|reviewBody|commentText)$/;
const MAX_LINES = 100;
const MAX_PER_KEY = 6;
const MAX_VALUE = 1000;
const MAX_LONG_TEXT = 300;
const MAX_ARRAY = 6;

export interface StructuredDataOptions {
  refs: RefTable;
  baseUrl: string;
  query: FieldQuery;
  /** The document whose inline scripts are searched for requested fields. */
  scriptsFrom: Document;
}

export function structuredDataLines(doc: Document, options: StructuredDataOptions): string[] {
  const lines: string[] = [];
  // Repeated keys (article:tag, Product.image) share one line, a few values each.
  const byKey = new Map<string, string[]>();
  const seen = new Set<string>();
  const add = (key: string, raw: unknown, kind: 'link' | 'image' | 'text' = 'text'): void => {
    const values = byKey.get(key);
    if ((values ? values.length >= MAX_PER_KEY : byKey.size >= MAX_LINES) || raw === null || raw === undefined) return;
    let value = String(raw ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!value) return;
    // schema.org enumerations ("https://schema.org/InStock") say more as their last word.
    const enumValue = /^https?:\/\/schema\.org\/([A-Za-z]+)$/.exec(value);
    if (enumValue) value = enumValue[1] ?? value;
    if (kind !== 'text' || /^(https?:)?\/\//i.test(value)) {
      const ref = options.refs.ref(value, kind === 'image' || /image|photo|thumbnail/i.test(key) ? 'image' : 'link');
      if (!ref) return;
      value = ref;
    } else {
      value = decodeCharacterReferences(value);
      if (value.length > MAX_VALUE) value = `${value.slice(0, MAX_VALUE)}…`;
    }
    // A repeated value says nothing new; a repeated reference only under the same key.
    const norm = /^[LI]\d+$/.test(value) ? `${key}: ${value}` : value.toLowerCase();
    if (seen.has(norm)) return;
    seen.add(norm);
    if (values) values.push(value);
    else byKey.set(key, [value]);
  };

  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (options.baseUrl) lines.push(`url: ${options.baseUrl}`);
  if (canonical) {
    try {
      const href = new URL(canonical, options.baseUrl || undefined).href;
      if (href !== options.baseUrl) lines.push(`canonical: ${href}`);
    } catch {
      // An unparsable canonical link says nothing useful.
    }
  }
  add('title', doc.title);
  for (const meta of doc.querySelectorAll('meta')) {
    const names = meta.getAttribute('property') ?? meta.getAttribute('name') ?? meta.getAttribute('itemprop') ?? '';
    // One tag may name several properties: property="dc:title og:title".
    const key = names
      .split(/\s+/)
      .filter((name) => META_KEY.test(name) && !META_SKIP.test(name))
      .join(' ');
    const content = meta.getAttribute('content') ?? '';
    // Some sites put whole JSON state objects in meta tags; JSON-LD and the body say it better.
    if (!key || /^\s*[{[]/.test(content)) continue;
    add(key, content, /image/i.test(key) ? 'image' : 'text');
  }
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const data = parseJsonLd(script.textContent ?? '');
    if (data !== undefined) flattenJsonLd(data, '', add, 0);
  }
  microdata(doc, add);
  // Inline scripts are searched only for requested fields the page's metadata left out.
  const keys = [...byKey.keys()];
  const missing = options.query.needs.filter((need) => !keys.some((key) => keyNamesField(need, key)));
  for (const [key, value] of scriptFieldLines(options.scriptsFrom, missing)) add(key, value);
  for (const [key, values] of byKey) lines.push(`${key}: ${values.join('; ')}`);
  return lines;
}

/**
 * A JSON-LD block's value, or undefined when it cannot be read. Sites wrap JSON-LD in CDATA or
 * comments and leave raw line breaks in strings. (Grounding reads the same blocks: one parser.)
 */
export function parseJsonLd(text: string): unknown {
  const bare = text.replace(/^\s*(<!\[CDATA\[|<!--)|(\]\]>|-->)\s*$/g, '').trim();
  try {
    return JSON.parse(bare);
  } catch {
    try {
      return JSON.parse(bare.replace(/\s+/g, ' ').replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

type Add = (key: string, value: unknown, kind?: 'link' | 'image' | 'text') => void;

/** Iterative in spirit: JSON-LD is shallow, but a depth cap keeps hostile input harmless. */
function flattenJsonLd(value: unknown, path: string, add: Add, depth: number): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, MAX_ARRAY)) flattenJsonLd(item, path, add, depth + 1);
    return;
  }
  if (typeof value !== 'object') {
    add(path || 'value', value);
    return;
  }
  const record = value as Record<string, unknown>;
  if (Array.isArray(record['@graph'])) {
    flattenJsonLd(record['@graph'], path, add, depth + 1);
    return;
  }
  const type = typeof record['@type'] === 'string' ? record['@type'] : '';
  if (/^(Review|Comment|ListItem|BreadcrumbList|SearchAction|SiteNavigationElement)$/.test(type)) return;
  const prefix = path || type || 'data';
  for (const [key, item] of Object.entries(record)) {
    if (SKIP_KEYS.has(key) || key === '@type' || item === null || item === '') continue;
    if (typeof item === 'string' && LONG_TEXT_KEYS.test(key) && item.length > MAX_LONG_TEXT) {
      add(`${prefix}.${key}`, `${item.slice(0, MAX_LONG_TEXT)}…`);
      continue;
    }
    if (typeof item === 'object') flattenJsonLd(item, `${prefix}.${key}`, add, depth + 1);
    else add(`${prefix}.${key}`, item, /image|photo/i.test(key) ? 'image' : 'text');
  }
}

function microdata(doc: Document, add: Add): void {
  let count = 0;
  for (const el of doc.querySelectorAll('[itemprop]')) {
    if (count++ > 150) return;
    if (el.hasAttribute('itemscope') || el.localName === 'meta') continue;
    const scope = el.parentElement?.closest('[itemscope]');
    const type = (scope?.getAttribute('itemtype') ?? '').split(/[/#]/).pop() ?? '';
    if (/Review|Comment|Rating|ListItem|Breadcrumb/i.test(type) && !/AggregateRating/i.test(type)) continue;
    const prop = el.getAttribute('itemprop') ?? '';
    const attr = el.getAttribute('content') ?? el.getAttribute('datetime') ?? el.getAttribute('value') ?? null;
    const url = el.getAttribute('href') ?? el.getAttribute('src');
    const prefix = type || 'item';
    if (attr !== null) add(`${prefix}.${prop}`, attr);
    else if (url !== null) add(`${prefix}.${prop}`, url, el.localName === 'img' ? 'image' : 'link');
    else if (!isHidden(el)) add(`${prefix}.${prop}`, (el.textContent ?? '').slice(0, 400));
  }
}
