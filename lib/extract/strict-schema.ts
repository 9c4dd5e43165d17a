type Schema = Record<string, unknown>;

/** Keywords structured-output servers understand; everything else goes into the description. */
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  '$ref',
  '$defs',
  'definitions',
  'description',
]);
/** Keywords dropped silently: they carry no instruction for the model. */
const DROPPED = new Set(['$schema', '$id', 'title', '$comment', 'readOnly', 'writeOnly', 'deprecated']);

export interface StrictSchema {
  schema: Schema;
  /** False when the schema holds free-form objects (no properties), which strict mode cannot express. */
  strict: boolean;
  /** True when the user's schema was not an object and was wrapped as { result: … }. */
  wrapped: boolean;
}

export const WRAP_KEY = 'result';

/**
 * Converts a user's JSON Schema into the strict form OpenAI-style structured outputs accept:
 * every object lists all its properties as required (optional ones become nullable),
 * `additionalProperties: false`, oneOf → anyOf, allOf merged, and keywords the servers reject
 * (format, pattern, minimum, …) moved into the description so the model still reads them.
 * The answer is later validated against the ORIGINAL schema, so nothing is lost by this.
 * `allNullable` is for one chunk of a long page, which may hold none of a required value.
 */
export function toStrictSchema(original: unknown, options: { allNullable?: boolean } = {}): StrictSchema {
  const root = isSchema(original) ? original : {};
  const state = { strict: true, allNullable: options.allNullable ?? false };
  const isObjectRoot = inferType(root) === 'object';
  const source: Schema = isObjectRoot
    ? root
    : { type: 'object', properties: { [WRAP_KEY]: root }, required: [WRAP_KEY] };
  const schema = convert(source, state, false);
  for (const key of ['$defs', 'definitions'] as const) {
    const defs = root[key];
    if (isSchema(defs)) {
      schema[key] = Object.fromEntries(
        Object.entries(defs).map(([name, def]) => [name, convert(isSchema(def) ? def : {}, state, false)]),
      );
    }
  }
  return { schema, strict: state.strict, wrapped: !isObjectRoot };
}

function convert(input: Schema, state: { strict: boolean; allNullable: boolean }, nullable: boolean): Schema {
  let node = input;
  if (Array.isArray(node.allOf)) node = mergeAllOf(node);
  if (Array.isArray(node.oneOf)) {
    const { oneOf, ...rest } = node;
    node = { ...rest, anyOf: oneOf };
  }
  const out: Schema = {};
  const notes: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key) || key === 'properties' || key === 'items' || key === 'anyOf' || key === 'required') continue;
    if (key === '$defs' || key === 'definitions') continue; // converted once at the root
    if (KEPT.has(key)) out[key] = value;
    else notes.push(`${key}: ${JSON.stringify(value)}`);
  }
  const type = inferType(node);
  if (type && out.type === undefined && !Array.isArray(node.anyOf) && node.$ref === undefined) out.type = type;

  if (type === 'object' || isSchema(node.properties)) {
    const properties = isSchema(node.properties) ? node.properties : {};
    const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
    if (Object.keys(properties).length === 0) state.strict = false;
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, child]) => [
        name,
        convert(isSchema(child) ? child : {}, state, state.allNullable || !required.has(name)),
      ]),
    );
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  if (type === 'array' || node.items !== undefined) {
    out.items = isSchema(node.items) ? convert(node.items, state, false) : { type: 'string' };
  }
  if (Array.isArray(node.anyOf)) out.anyOf = node.anyOf.map((o) => convert(isSchema(o) ? o : {}, state, false));
  if (out.type === undefined && out.anyOf === undefined && out.$ref === undefined && out.enum === undefined)
    out.type = 'string';

  if (notes.length > 0) {
    const base = typeof out.description === 'string' ? `${out.description} ` : '';
    out.description = `${base}(${notes.join('; ')})`.trim();
  }
  return nullable ? makeNullable(out) : out;
}

function makeNullable(node: Schema): Schema {
  if (node.$ref !== undefined) return { anyOf: [node, { type: 'null' }] };
  if (Array.isArray(node.anyOf)) {
    const hasNull = node.anyOf.some((o) => isSchema(o) && o.type === 'null');
    return hasNull ? node : { ...node, anyOf: [...node.anyOf, { type: 'null' }] };
  }
  const out: Schema = { ...node };
  if (typeof node.type === 'string' && node.type !== 'null') out.type = [node.type, 'null'];
  else if (Array.isArray(node.type) && !node.type.includes('null')) out.type = [...node.type, 'null'];
  if (Array.isArray(node.enum) && !node.enum.includes(null)) out.enum = [...node.enum, null];
  return out;
}

function mergeAllOf(node: Schema): Schema {
  const { allOf, ...rest } = node;
  let merged: Schema = rest;
  for (const part of Array.isArray(allOf) ? allOf : []) {
    if (!isSchema(part)) continue;
    const properties = {
      ...(isSchema(merged.properties) ? merged.properties : {}),
      ...(isSchema(part.properties) ? part.properties : {}),
    };
    const required = [
      ...(Array.isArray(merged.required) ? merged.required : []),
      ...(Array.isArray(part.required) ? part.required : []),
    ];
    merged = { ...merged, ...part, properties, required };
  }
  return merged;
}

export function inferType(node: Schema): string | undefined {
  if (typeof node.type === 'string') return node.type;
  if (Array.isArray(node.type)) {
    const first = node.type.find((t) => t !== 'null');
    return typeof first === 'string' ? first : undefined;
  }
  if (isSchema(node.properties)) return 'object';
  if (node.items !== undefined) return 'array';
  return undefined;
}

export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
