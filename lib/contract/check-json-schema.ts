/**
 * Catches the JSON Schema mistakes people make by hand (`"type": "strng"`, `"required":
 * "name"`, `"properties": []`) before a run, so they are not sent to a model and then blamed
 * on it. Keywords it does not know are left alone: JSON Schema allows them.
 * Returns a sentence naming the keyword and where it is, or null when nothing is wrong.
 */
const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];
const SCHEMA_OR_BOOL = ['items', 'additionalProperties', 'not', 'contains'];

export function checkJsonSchema(schema: unknown, at = ''): string | null {
  if (typeof schema === 'boolean') return null;
  if (!isObject(schema)) return `${where(at)} must be a schema object; got ${JSON.stringify(schema)}.`;
  const type = schema.type;
  if (type !== undefined) {
    const names = Array.isArray(type) ? type : [type];
    const wrong = names.find((name) => typeof name !== 'string' || !TYPES.includes(name));
    if (wrong !== undefined || names.length === 0)
      return `"type" ${where(at, 'at')} is ${JSON.stringify(wrong ?? type)}; use one of ${TYPES.join(', ')}.`;
  }
  if (schema.required !== undefined) {
    const required = schema.required;
    if (!Array.isArray(required) || required.some((name) => typeof name !== 'string'))
      return `"required" ${where(at, 'at')} must be a list of field names, such as ["name"]; got ${JSON.stringify(required)}.`;
  }
  if (schema.enum !== undefined && !Array.isArray(schema.enum))
    return `"enum" ${where(at, 'at')} must be a list of allowed values; got ${JSON.stringify(schema.enum)}.`;
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (map === undefined) continue;
    if (!isObject(map))
      return `"${key}" ${where(at, 'at')} must be an object of field schemas; got ${JSON.stringify(map)}.`;
    for (const [name, child] of Object.entries(map)) {
      const problem = checkJsonSchema(child, join(at, name));
      if (problem) return problem;
    }
  }
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) return `"${key}" ${where(at, 'at')} must be a list of schemas.`;
    for (const [index, child] of list.entries()) {
      const problem = checkJsonSchema(child, `${at}${key}[${index}]`);
      if (problem) return problem;
    }
  }
  for (const key of SCHEMA_OR_BOOL) {
    if (schema[key] === undefined) continue;
    const problem = checkJsonSchema(schema[key], key === 'items' ? `${at}[]` : join(at, key));
    if (problem) return problem;
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(at: string, name: string): string {
  return at ? `${at}.${name}` : name;
}

function where(at: string, preposition = ''): string {
  if (!at) return preposition ? 'at the top of the schema' : 'The schema';
  return preposition ? `${preposition} "${at}"` : `"${at}"`;
}
