import type { FieldSpec } from './field-query';

/**
 * The fields of an output schema as the converter reads them: each property's name, title,
 * description, type, format and pattern, and the fields of nested objects and of array items.
 * Text is cut to the lengths `fieldSpecSchema` accepts, and deep or wide schemas are capped,
 * so any schema the user writes can be sent to the page.
 */
const MAX_FIELDS = 100;
const MAX_DEPTH = 4;

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.trim() ? value.slice(0, max) : undefined;
}

function typeOf(node: Json): string | undefined {
  const types = (Array.isArray(node.type) ? node.type : [node.type]).filter(
    (t) => typeof t === 'string' && t !== 'null',
  );
  return text(types[0], 20);
}

function specsOf(node: Json, depth: number): FieldSpec[] {
  const properties = asObject(node.properties);
  if (!properties || depth > MAX_DEPTH) return [];
  return Object.entries(properties)
    .slice(0, MAX_FIELDS)
    .map(([name, raw]) => {
      const prop = asObject(raw) ?? {};
      const type = typeOf(prop);
      const items = asObject(prop.items);
      const spec: FieldSpec = { name: name.slice(0, 200) };
      const title = text(prop.title, 200);
      const description = text(prop.description, 1000);
      const format = text(prop.format ?? items?.format, 40);
      const pattern = text(prop.pattern ?? items?.pattern, 200);
      if (title) spec.title = title;
      if (description) spec.description = description;
      if (type) spec.type = type;
      if (format) spec.format = format;
      if (pattern) spec.pattern = pattern;
      const parts = specsOf(items ?? prop, depth + 1);
      if (parts.length > 0) spec.parts = parts;
      return spec;
    });
}

/** The requested fields of an output schema; none for a prompt-only request. */
export function fieldSpecsOf(schema: unknown): FieldSpec[] {
  const root = asObject(schema);
  if (!root) return [];
  // A schema for a bare list ({"type": "array", "items": {…}}) asks for records.
  const items = asObject(root.items);
  if (!root.properties && items?.properties) return [{ name: 'items', type: 'array', parts: specsOf(items, 1) }];
  return specsOf(root, 0);
}

/** What a request asks for, as the converter reads it: its schema's fields and its prompt. */
export interface RequestedFields {
  fields: FieldSpec[];
  prompt: string;
}

export function requestedFields(request: {
  output_schema?: Record<string, unknown> | null;
  user_prompt: string;
}): RequestedFields {
  return { fields: fieldSpecsOf(request.output_schema), prompt: request.user_prompt };
}
