/**
 * The schema builder's model: a list of fields, each with a name, a type, a description and
 * whether it is required. Objects hold nested fields; arrays say what they hold. This is the
 * subset of JSON Schema the visual editor shows; anything beyond it stays editable as text.
 */
export const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean'] as const;
export type ScalarType = (typeof SCALAR_TYPES)[number];
export const FIELD_TYPES = [...SCALAR_TYPES, 'object', 'array'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export type ItemType = ScalarType | 'object';

export interface Field {
  name: string;
  type: FieldType;
  description: string;
  required: boolean;
  /** What an array holds (only for type "array"). */
  itemType: ItemType;
  /** Nested fields of an object, or of the objects an array holds. */
  fields: Field[];
}

export function newField(name = ''): Field {
  return { name, type: 'string', description: '', required: false, itemType: 'string', fields: [] };
}

/** Whether a field shows nested fields: objects, and arrays of objects. */
export function hasNestedFields(field: Pick<Field, 'type' | 'itemType'>): boolean {
  return field.type === 'object' || (field.type === 'array' && field.itemType === 'object');
}

/** Normal form: the parts a type does not use are reset, so equal schemas give equal fields. */
export function normalizeField(field: Field): Field {
  return {
    name: field.name,
    type: field.type,
    description: field.description,
    required: field.required,
    itemType: field.type === 'array' ? field.itemType : 'string',
    fields: hasNestedFields(field) ? field.fields.map(normalizeField) : [],
  };
}

/** The fields that hold values (a list of objects counts its item fields, not itself). */
export function countValueFields(fields: readonly Field[]): number {
  return fields.reduce((sum, field) => sum + (hasNestedFields(field) ? countValueFields(field.fields) : 1), 0);
}
