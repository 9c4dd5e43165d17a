import type { Field } from './fields';
import { schemaToFields } from './from-schema';
import { fieldProblems, fieldsToSchema, schemaToText } from './to-schema';

/**
 * The two-way link between the field editor and the schema text. The text is the one
 * source of truth (it is what runs and what is saved); the editor reads it when it can and
 * writes it on every change.
 */
export type TextState =
  | { kind: 'empty' }
  | { kind: 'fields'; fields: Field[] }
  | { kind: 'text-only'; reason: string }
  | { kind: 'invalid'; error: string };

export function readSchemaText(text: string): TextState {
  if (text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      kind: 'invalid',
      error: `The schema is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { kind: 'invalid', error: 'The schema must be a JSON object, e.g. {"type":"object","properties":{…}}.' };
  const read = schemaToFields(value);
  return read.ok ? { kind: 'fields', fields: read.fields } : { kind: 'text-only', reason: read.reason };
}

/**
 * The text for a builder edit. Rows still without a name are left out (the editor keeps
 * them on screen), so half-typed fields never reach a run; no named field means no schema.
 */
export function writeSchemaText(fields: readonly Field[]): string {
  const named = namedOnly(fields);
  return named.length === 0 ? '' : schemaToText(fieldsToSchema(named));
}

function namedOnly(fields: readonly Field[]): Field[] {
  return fields
    .filter((field) => field.name.trim() !== '')
    .map((field) => ({ ...field, fields: namedOnly(field.fields) }));
}

export { fieldProblems };
