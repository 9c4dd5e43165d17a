import { numberKey } from '../grounding';
import { fold } from './page-text';

/**
 * The fields a recipe can learn, read from an output schema: top-level scalars and arrays of
 * scalars, and lists (an array of objects of scalars). Anything deeper is not learned: the
 * model keeps those requests.
 */
export type ScalarType = 'string' | 'number' | 'integer' | 'boolean';

export interface SchemaField {
  name: string;
  type: ScalarType;
  array: boolean;
  required: boolean;
}

export interface SchemaList {
  name: string;
  required: boolean;
  fields: SchemaField[];
}

export interface SchemaShape {
  fields: SchemaField[];
  lists: SchemaList[];
}

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
}

function scalarType(node: Json): ScalarType | null {
  const types = (Array.isArray(node.type) ? node.type : [node.type]).filter((t) => t !== 'null');
  if (types.length === 0 && Array.isArray(node.enum)) return 'string';
  if (types.length !== 1) return null;
  const type = types[0];
  return type === 'string' || type === 'number' || type === 'integer' || type === 'boolean' ? type : null;
}

function isArray(node: Json): boolean {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return types.includes('array');
}

function objectFields(node: Json): { fields: SchemaField[]; lists: SchemaList[] } | string {
  const properties = asObject(node.properties);
  if (!properties) return 'the schema has no properties';
  const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
  const fields: SchemaField[] = [];
  const lists: SchemaList[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    const prop = asObject(raw);
    if (!prop) return `${name} has no schema`;
    if (isArray(prop)) {
      const items = asObject(prop.items);
      if (!items) return `${name} has no item schema`;
      const itemType = scalarType(items);
      if (itemType) {
        fields.push({ name, type: itemType, array: true, required: required.has(name) });
        continue;
      }
      if (asObject(items.properties)) {
        const inner = objectFields(items);
        if (typeof inner === 'string') return `${name}: ${inner}`;
        if (inner.lists.length > 0) return `${name} nests a list`;
        lists.push({ name, required: required.has(name), fields: inner.fields });
        continue;
      }
      return `${name} holds items of an unsupported shape`;
    }
    const type = scalarType(prop);
    if (!type) return `${name} has an unsupported type`;
    fields.push({ name, type, array: false, required: required.has(name) });
  }
  return { fields, lists };
}

/** The learnable shape of a schema, or a sentence saying why it cannot be learned. */
export function schemaShape(schema: unknown): SchemaShape | string {
  const root = asObject(schema);
  if (!root) return 'the schema is not an object';
  return objectFields(root);
}

/** A value from a result as the strings it should be read as on the page. */
export function valueStrings(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(valueStrings);
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  // Float noise in an answer (80.99000000000001 for 80.99) is not a number the page writes.
  if (typeof value === 'number') return [Number.isFinite(value) ? numberKey(value) : String(value)];
  if (typeof value === 'boolean') return [String(value)];
  return [];
}

/** Every value the answer's other fields hold, as text, unfolded and unfiltered (a place shared with the price shows it). */
export function takenValues(result: unknown, except: string): string[] {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return [];
  return Object.entries(result as Record<string, unknown>)
    .filter(([name]) => name !== except)
    .flatMap(([, v]) => valueStrings(v));
}

/** The numbers an answer (a page's or a record's) gives for its other fields. */
export function takenNumbers(result: unknown, except: string): number[] {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return [];
  return Object.entries(result as Record<string, unknown>)
    .filter(([name]) => name !== except)
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((v): v is number => typeof v === 'number');
}

/** The answer's values of every other field, folded (longer than two characters, to mean something). */
export function otherValues(result: Record<string, unknown>, except: string): string[] {
  return Object.entries(result)
    .filter(([name]) => name !== except)
    .flatMap(([, value]) => valueStrings(value))
    .map(fold)
    .filter((v) => v.length > 2);
}
