/**
 * Mock data that follows a JSON Schema: every property present with a value of its type,
 * arrays with a couple of items, nested objects filled. Deterministic, so tests and users
 * see the same sample for the same schema. Handles the schema forms users write by hand:
 * the contract's "properties map" without a type, type arrays, enum/const, anyOf/oneOf,
 * allOf, local $refs, and recursive schemas (cut off at a fixed depth).
 */
type Schema = Record<string, unknown>;

const MAX_DEPTH = 8;
const ARRAY_ITEMS = 2;

/** The sample returned when the user gave no schema. */
export const SAMPLE_RESULT = {
  title: 'Sample page title',
  summary: 'Mock data: Quarry did not read the page or call a model.',
  items: [
    { name: 'Sample item 1', price: 19.99, url: 'https://example.com/item-1' },
    { name: 'Sample item 2', price: 29.99, url: 'https://example.com/item-2' },
  ],
} as const;

export function mockFromSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return structuredClone(SAMPLE_RESULT);
  return generate(schema, schema, 'value', 0, 0);
}

function generate(node: Schema, root: Schema, name: string, index: number, depth: number): unknown {
  const resolved = resolveRef(node, root);
  if (depth > MAX_DEPTH) return null;
  if ('const' in resolved) return resolved.const;
  if (Array.isArray(resolved.enum) && resolved.enum.length > 0) return resolved.enum[index % resolved.enum.length];
  if ('default' in resolved && resolved.default !== undefined) return resolved.default;
  if (Array.isArray(resolved.examples) && resolved.examples.length > 0) return resolved.examples[0];

  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = resolved[key];
    if (Array.isArray(options)) {
      const pick = options.find((o) => isSchema(o) && o.type !== 'null') ?? options[0];
      if (isSchema(pick)) return generate({ ...without(resolved, key), ...pick }, root, name, index, depth);
    }
  }
  if (Array.isArray(resolved.allOf)) {
    const merged = resolved.allOf
      .filter(isSchema)
      .reduce<Schema>((acc, part) => mergeSchemas(acc, resolveRef(part, root)), without(resolved, 'allOf'));
    return generate(merged, root, name, index, depth);
  }

  switch (typeOf(resolved)) {
    case 'object':
      return mockObject(resolved, root, index, depth);
    case 'array':
      return mockArray(resolved, root, name, depth);
    case 'number':
      return mockNumber(resolved, name, index, false);
    case 'integer':
      return mockNumber(resolved, name, index, true);
    case 'boolean':
      return index % 2 === 0;
    case 'null':
      return null;
    default:
      return mockString(resolved, name, index);
  }
}

function mockObject(node: Schema, root: Schema, index: number, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const properties = isSchema(node.properties) ? node.properties : {};
  for (const [key, child] of Object.entries(properties)) {
    out[key] = isSchema(child) ? generate(child, root, key, index, depth + 1) : `Sample ${key}`;
  }
  return out;
}

function mockArray(node: Schema, root: Schema, name: string, depth: number): unknown[] {
  const items = isSchema(node.items) ? node.items : { type: 'string' };
  const min = typeof node.minItems === 'number' ? node.minItems : 0;
  const max = typeof node.maxItems === 'number' ? node.maxItems : Infinity;
  const count = Math.min(Math.max(ARRAY_ITEMS, min), max, 10);
  const singular = name.endsWith('s') ? name.slice(0, -1) : name;
  return Array.from({ length: count }, (_, i) => generate(items, root, singular, i, depth + 1));
}

function mockNumber(node: Schema, name: string, index: number, integer: boolean): number {
  const lower = name.toLowerCase();
  let value = lower.includes('price') || lower.includes('cost') ? 19.99 + index * 10 : 42 + index;
  if (lower.includes('rating') || lower.includes('stars')) value = 4.5 - index * 0.5;
  if (typeof node.minimum === 'number') value = Math.max(value, node.minimum);
  if (typeof node.maximum === 'number') value = Math.min(value, node.maximum);
  return integer ? Math.round(value) : value;
}

function mockString(node: Schema, name: string, index: number): string {
  const n = index + 1;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'value';
  switch (node.format) {
    case 'date':
      return `2026-01-0${Math.min(n, 9)}`;
    case 'date-time':
      return `2026-01-0${Math.min(n, 9)}T12:00:00Z`;
    case 'email':
      return `${slug}${n}@example.com`;
    case 'uri':
    case 'url':
      return `https://example.com/${slug}-${n}`;
  }
  const lower = name.toLowerCase();
  if (/(url|link|href|image|src)/.test(lower)) return `https://example.com/${slug}-${n}`;
  if (lower.includes('email')) return `${slug}${n}@example.com`;
  if (lower.includes('date') || lower.endsWith('_at') || lower.endsWith('time')) return `2026-01-0${Math.min(n, 9)}`;
  return `Sample ${name} ${n}`;
}

function typeOf(node: Schema): string {
  const type = node.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return String(type.find((t) => t !== 'null') ?? type[0] ?? 'string');
  if (isSchema(node.properties)) return 'object';
  if (node.items !== undefined) return 'array';
  return 'string';
}

function resolveRef(node: Schema, root: Schema): Schema {
  let current = node;
  for (let hops = 0; hops < 16 && typeof current.$ref === 'string'; hops++) {
    const target = lookupPointer(root, current.$ref);
    if (!isSchema(target)) return without(current, '$ref');
    current = { ...without(current, '$ref'), ...target };
  }
  return current;
}

function lookupPointer(root: Schema, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const parts = ref
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p.replace(/~1/g, '/').replace(/~0/g, '~')));
  let node: unknown = root;
  for (const part of parts) {
    if (!isSchema(node)) return undefined;
    node = node[part];
  }
  return node;
}

function mergeSchemas(a: Schema, b: Schema): Schema {
  const properties = {
    ...(isSchema(a.properties) ? a.properties : {}),
    ...(isSchema(b.properties) ? b.properties : {}),
  };
  return { ...a, ...b, ...(Object.keys(properties).length > 0 ? { properties } : {}) };
}

function without(node: Schema, key: string): Schema {
  const { [key]: _omitted, ...rest } = node;
  return rest;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
