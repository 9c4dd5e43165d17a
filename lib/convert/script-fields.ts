import { CONCEPTS } from './concepts';
import type { FieldNeed } from './field-query';

/**
 * Query-aware: when the user names fields (sku, price, brand…), the page's inline data
 * scripts (state objects, analytics payloads) often carry them as `"sku":"QX40TR77LM"`.
 * Only keys that match a requested field's own name or its concept's usual keys are read, a
 * few values each.
 */
const MAX_SCRIPT_CHARS = 3_000_000;
const PER_KEY = 3;
const MAX_LINES = 40;

function keysFor(needs: FieldNeed[]): string[] {
  const keys = new Set<string>();
  for (const need of needs) {
    keys.add(need.name);
    for (const concept of need.concepts) for (const key of CONCEPTS[concept].keys ?? []) keys.add(key);
  }
  return [...keys].filter((key) => /^[\w$-]{1,40}$/.test(key));
}

export function scriptFieldLines(doc: Document, needs: FieldNeed[]): Array<[string, string]> {
  const keys = keysFor(needs);
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
