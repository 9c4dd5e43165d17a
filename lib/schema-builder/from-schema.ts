import { FIELD_TYPES, SCALAR_TYPES, type Field, type FieldType, type ScalarType } from './fields';

export type FromSchema = { ok: true; fields: Field[] } | { ok: false; reason: string };

const OBJECT_KEYS = new Set(['type', 'properties', 'required', 'description']);
/** The root and array items carry no description in the builder, so none may be dropped. */
const BARE_OBJECT_KEYS = new Set(['type', 'properties', 'required']);
const SCALAR_KEYS = new Set(['type', 'description']);
const ARRAY_KEYS = new Set(['type', 'items', 'description']);

/**
 * A JSON Schema → builder fields, when the schema uses only what the builder shows. Anything
 * else (enums, formats, $ref, unions…) is reported, and the text editor stays the way to
 * edit it: the builder never silently drops part of a schema.
 */
export function schemaToFields(schema: unknown): FromSchema {
  try {
    return { ok: true, fields: objectFields(schema, 'the schema', BARE_OBJECT_KEYS) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

function objectFields(schema: unknown, where: string, allowed: Set<string>): Field[] {
  const node = record(schema, where);
  if (node.type !== 'object') throw new Error(`${where} must have "type": "object" for the field editor.`);
  extraKeys(node, allowed, where);
  const properties = node.properties === undefined ? {} : record(node.properties, `${where}.properties`);
  const required = readRequired(node.required, where);
  const unknown = [...required].filter((name) => !Object.hasOwn(properties, name));
  if (unknown.length > 0) throw new Error(`${where} requires ${unknown.join(', ')}, which are not fields.`);
  return Object.entries(properties).map(([name, value]) => field(name, value, required.has(name), where));
}

function field(name: string, value: unknown, required: boolean, parent: string): Field {
  const where = parent === 'the schema' ? `"${name}"` : `${parent}.${name}`;
  const node = record(value, where);
  const type = node.type;
  if (!isFieldType(type))
    throw new Error(`${where} has a type the field editor does not offer (${JSON.stringify(type)}).`);
  const description = node.description === undefined ? '' : text(node.description, `${where}.description`);
  const base: Field = { name, type, description, required, itemType: 'string', fields: [] };
  if (type === 'object') return { ...base, fields: objectFields(node, where, OBJECT_KEYS) };
  if (type === 'array') {
    extraKeys(node, ARRAY_KEYS, where);
    const items = record(node.items, `${where}.items`);
    if (items.type === 'object')
      return { ...base, itemType: 'object', fields: objectFields(items, `${where}[]`, BARE_OBJECT_KEYS) };
    if (!isScalarType(items.type))
      throw new Error(`${where}.items has a type the field editor does not offer (${JSON.stringify(items.type)}).`);
    extraKeys(items, new Set(['type']), `${where}.items`);
    return { ...base, itemType: items.type };
  }
  extraKeys(node, SCALAR_KEYS, where);
  return base;
}

function readRequired(value: unknown, where: string): Set<string> {
  if (value === undefined) return new Set();
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new Error(`${where}.required must be a list of field names.`);
  return new Set(value);
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (!isRecord(value)) throw new Error(`${where} must be an object.`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldType(value: unknown): value is FieldType {
  return FIELD_TYPES.some((type) => type === value);
}

function isScalarType(value: unknown): value is ScalarType {
  return SCALAR_TYPES.some((type) => type === value);
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new Error(`${where} must be text.`);
  return value;
}

function extraKeys(node: Record<string, unknown>, allowed: Set<string>, where: string): void {
  const extra = Object.keys(node).filter((key) => !allowed.has(key));
  if (extra.length > 0)
    throw new Error(`${where} uses ${extra.map((k) => `"${k}"`).join(', ')}, which the field editor does not show.`);
}
