import { childPointer } from './pointer';

type Json = Record<string, unknown>;

/** Prompts that ask for a whole list: "every product", "all jobs", "list the …" (a few languages). */
const LIST_PROMPT = /\b(every|all|each|list|alle|jede[nrs]?|tous|toutes|chaque|todos|todas|cada|tutti|tutte|ogni)\b/i;

/**
 * The list a request is about, as a JSON Pointer into the result: the first array of objects
 * the schema asks for outside any other array, or — without a schema, when the prompt asks for
 * every/all of something — the longest array of objects in the result. Null when the request
 * is not a list request.
 */
export function findList(result: unknown, schema: unknown, prompt: string): string | null {
  if (isObject(schema) && (schema['properties'] || schema['items'])) {
    const fromSchema = listInSchema(schema, '');
    if (fromSchema !== null) return fromSchema;
  }
  if (!LIST_PROMPT.test(prompt)) return null;
  let best: { pointer: string; length: number } | null = null;
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      if (value.some(isObject) && (!best || value.length > best.length)) best = { pointer, length: value.length };
      return;
    }
    if (isObject(value)) for (const [k, v] of Object.entries(value)) walk(v, childPointer(pointer, k));
  };
  walk(result, '');
  return (best as { pointer: string } | null)?.pointer ?? null;
}

function listInSchema(node: Json, pointer: string): string | null {
  const real = unwrapNullable(node);
  if (real['type'] === 'array' || isObject(real['items'])) {
    const items = isObject(real['items']) ? unwrapNullable(real['items']) : {};
    return items['type'] === 'object' || isObject(items['properties']) ? pointer : null;
  }
  const properties = real['properties'];
  if (!isObject(properties)) return null;
  for (const [key, child] of Object.entries(properties)) {
    if (!isObject(child)) continue;
    const found = listInSchema(child, childPointer(pointer, key));
    if (found !== null) return found;
  }
  return null;
}

function unwrapNullable(node: Json): Json {
  for (const key of ['anyOf', 'oneOf']) {
    const branches = node[key];
    if (Array.isArray(branches)) {
      const real = branches.find((b) => isObject(b) && b['type'] !== 'null');
      if (isObject(real)) return real;
    }
  }
  return node;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
