import { hasNestedFields, type Field } from './fields';

export type JsonSchema = Record<string, unknown>;

/** Fields → a JSON Schema object, in the field order the user chose. */
export function fieldsToSchema(fields: readonly Field[]): JsonSchema {
  return objectSchema(fields);
}

function objectSchema(fields: readonly Field[]): JsonSchema {
  // fromEntries defines own properties, so a field named "__proto__" stays a field.
  const properties = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]));
  const required = fields.filter((field) => field.required).map((field) => field.name);
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

function fieldSchema(field: Field): JsonSchema {
  const description = field.description ? { description: field.description } : {};
  if (field.type === 'object') return { ...objectSchema(field.fields), ...description };
  if (field.type === 'array') {
    const items = field.itemType === 'object' ? objectSchema(field.fields) : { type: field.itemType };
    return { type: 'array', items, ...description };
  }
  return { type: field.type, ...description };
}

/** The schema text the builder writes: two-space JSON, what people paste and diff. */
export function schemaToText(schema: JsonSchema): string {
  return JSON.stringify(schema, null, 2);
}

/** Names the builder cannot save: empty or repeated among siblings. */
export function fieldProblems(fields: readonly Field[], path = ''): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const where = path ? `${path}.${field.name || `#${index + 1}`}` : field.name || `#${index + 1}`;
    if (field.name.trim() === '') problems.push(`Field ${where} has no name.`);
    else if (seen.has(field.name))
      problems.push(`Field name "${field.name}" is used twice${path ? ` in ${path}` : ''}.`);
    seen.add(field.name);
    if (hasNestedFields(field)) problems.push(...fieldProblems(field.fields, where));
  });
  return problems;
}
