import { jsonrepair } from 'jsonrepair';
import { validateJson } from '../contract/validate-json';
import { inferType, isSchema } from './strict-schema';

type Schema = Record<string, unknown>;

export type ParsedAnswer = { ok: true; value: unknown; repaired: boolean } | { ok: false; error: string };

/**
 * Reads the model's JSON. Models wrap it in ``` fences, add a sentence before it, or stop
 * mid-object when they run out of tokens: strict parsing first, then jsonrepair (which
 * closes truncated objects and fixes quotes, commas and comments).
 */
export function parseModelJson(text: string): ParsedAnswer {
  const trimmed = stripFences(stripThinking(text).trim());
  if (trimmed === '') return { ok: false, error: 'the model answered with nothing' };
  try {
    return { ok: true, value: JSON.parse(trimmed), repaired: false };
  } catch {
    // fall through to repair
  }
  const start = trimmed.search(/[{[]/);
  const candidate = start > 0 ? trimmed.slice(start) : trimmed;
  try {
    return { ok: true, value: JSON.parse(jsonrepair(candidate)), repaired: true };
  } catch (error) {
    return { ok: false, error: `the answer is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Reasoning models (Qwen3, DeepSeek-R1 on Ollama) may put their thinking before the answer. */
export function stripThinking(text: string): string {
  return text.replace(/<think>[\s\S]*?(<\/think>|$)/gi, '');
}

function stripFences(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*(?:```)?$/i.exec(text);
  return fenced?.[1] ?? text;
}

/**
 * Validates against the user's ORIGINAL schema with an interpreter (no eval: MV3's CSP).
 * Returns readable errors, e.g. "/price: must be number", at most `limit` of them.
 */
export function validateAgainst(
  schema: unknown,
  value: unknown,
  options: { ignoreRequired?: boolean; limit?: number } = {},
): string[] {
  if (!isSchema(schema)) return [];
  let result;
  try {
    result = validateJson(schema, value);
  } catch (error) {
    return [`the output_schema could not be applied (${error instanceof Error ? error.message : String(error)})`];
  }
  if (result.valid) return [];
  // cfworker reports each failure and every enclosing keyword; the deepest ones say the most.
  const messages = result.errors
    .filter((e) => !['properties', 'items', 'allOf', '$ref', 'prefixItems'].includes(e.keyword))
    .filter((e) => !(options.ignoreRequired && e.keyword === 'required'))
    .map((e) => `${e.instanceLocation.replace(/^#/, '') || '/'}: ${e.error}`);
  return [...new Set(messages)].slice(0, options.limit ?? 8);
}

/**
 * Structured outputs make optional properties nullable; the user's schema may not allow null
 * there. A null for a property the user did not require means "not on the page": drop it.
 * With `all` (one chunk of a long page) nulls of required properties go too; the merged
 * result is checked for them.
 */
export function dropNullOptionals(
  value: unknown,
  schema: unknown,
  options: { all?: boolean } = {},
  root: unknown = schema,
  depth = 0,
): unknown {
  if (!isSchema(schema) || depth > 32) return value;
  const node = resolve(schema, root);
  if (Array.isArray(value)) {
    const items = node.items;
    return isSchema(items) ? value.map((v) => dropNullOptionals(v, items, options, root, depth + 1)) : value;
  }
  if (!isSchema(value) || !isSchema(node.properties)) return value;
  const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childSchema = node.properties[key];
    if (child === null && (options.all || !required.has(key)) && !allowsNull(childSchema, root)) continue;
    out[key] = dropNullOptionals(child, childSchema, options, root, depth + 1);
  }
  return out;
}

function allowsNull(schema: unknown, root: unknown): boolean {
  if (!isSchema(schema)) return true;
  const node = resolve(schema, root);
  if (node.type === 'null' || (Array.isArray(node.type) && node.type.includes('null'))) return true;
  if (Array.isArray(node.enum)) return node.enum.includes(null);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = node[key];
    if (Array.isArray(options)) return options.some((o) => allowsNull(o, root));
  }
  return inferType(node) === undefined && node.const === undefined && !Array.isArray(node.allOf);
}

function resolve(node: Schema, root: unknown): Schema {
  let current = node;
  for (let hops = 0; hops < 8 && typeof current.$ref === 'string' && current.$ref.startsWith('#/'); hops++) {
    let target: unknown = root;
    for (const part of current.$ref.slice(2).split('/')) target = isSchema(target) ? target[part] : undefined;
    if (!isSchema(target)) break;
    current = target;
  }
  return current;
}
