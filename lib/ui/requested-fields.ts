/**
 * Fields the output schema asked for that the result does not hold (the model left them out,
 * or they were null and taken away to fit the schema). The result view keeps them, as null, so
 * a column never vanishes, and says "upc: not on this page" instead of staying silent.
 * Looks at the top-level object and at lists of records one level down: where tables are.
 */

type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function properties(schema: unknown): string[] {
  return isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
}

function child(schema: unknown, key: string): Schema | undefined {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  const node = schema.properties[key];
  return isObject(node) ? node : undefined;
}

/** The result with every requested field present (null when it was not given). */
export function withRequestedFields(result: unknown, schema: unknown): unknown {
  if (!isObject(result) || properties(schema).length === 0) return result;
  const out: Record<string, unknown> = { ...result };
  for (const key of properties(schema)) {
    const value = out[key];
    const node = child(schema, key);
    if (value === undefined) out[key] = null;
    else if (Array.isArray(value) && isObject(node?.items) && properties(node.items).length > 0) {
      const fields = properties(node.items);
      out[key] = value.map((item) =>
        isObject(item)
          ? { ...item, ...Object.fromEntries(fields.filter((f) => !(f in item)).map((f) => [f, null])) }
          : item,
      );
    }
  }
  return out;
}

/** "upc", "products[].price": requested fields with no value anywhere in the result. */
export function missingFields(result: unknown, schema: unknown): string[] {
  if (!isObject(result)) return [];
  const missing: string[] = [];
  for (const key of properties(schema)) {
    const value = result[key];
    const node = child(schema, key);
    if (value === undefined || value === null) missing.push(key);
    else if (Array.isArray(value) && value.length > 0 && isObject(node?.items)) {
      for (const field of properties(node.items))
        if (value.every((item) => !isObject(item) || item[field] === undefined || item[field] === null))
          missing.push(`${key}[].${field}`);
    }
  }
  return missing;
}
