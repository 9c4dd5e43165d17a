import { validateJson } from '../contract/validate-json';
import { valueAt } from '../grounding/pointer';
import { isSchema } from './strict-schema';

/** The most of a model's answer a failed job keeps, so the user can read what it said. */
export const KEPT_ANSWER_CHARS = 100_000;

/**
 * The model answered, but not in the shape of a valid output schema (even after being asked
 * again). The message says what did not match in plain words; `answer` is the model's own
 * text, kept with the failed job so it can be shown.
 */
export class AnswerMismatchError extends Error {
  override readonly name = 'AnswerMismatchError';
  readonly answer: string;
  constructor(message: string, answer: string) {
    super(message);
    this.answer = answer.slice(0, KEPT_ANSWER_CHARS);
  }
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};
const ENCLOSING = new Set(['properties', 'items', 'allOf', '$ref', 'prefixItems', 'anyOf', 'oneOf']);

/**
 * What does not match, in words a person reads: `price must be a number (got "12 €")`,
 * `products[2].name is missing`. At most `limit` of them; [] when the value matches.
 */
export function plainMismatches(schema: unknown, value: unknown, limit = 3): string[] {
  if (!isSchema(schema)) return [];
  let result;
  try {
    result = validateJson(schema, value);
  } catch {
    return [];
  }
  const out = new Set<string>();
  for (const e of result.errors) {
    if (ENCLOSING.has(e.keyword)) continue;
    const pointer = e.instanceLocation.replace(/^#/, '');
    const where = fieldName(pointer);
    const got = `(got ${preview(valueAt(value, pointer))})`;
    if (e.keyword === 'type') {
      const expected = /Expected "([^"]+)"/.exec(e.error)?.[1] ?? '';
      const words = expected.split(',').map((t) => TYPE_WORDS[t.trim()] ?? t.trim());
      out.add(`${where} must be ${words.join(' or ')} ${got}`);
    } else if (e.keyword === 'required') {
      const property = /property "([^"]+)"/.exec(e.error)?.[1];
      out.add(property ? `${fieldName(`${pointer}/${property}`)} is missing` : `${where} lacks a required field`);
    } else if (e.keyword === 'enum' || e.keyword === 'const') {
      out.add(`${where} is not one of the allowed values ${got}`);
    } else {
      out.add(`${where} does not match the schema's "${e.keyword}" ${got}`);
    }
    if (out.size >= limit) break;
  }
  return [...out];
}

/** "/products/2/name" → "products[2].name"; the root is "the answer". */
function fieldName(pointer: string): string {
  if (!pointer) return 'the answer';
  let name = '';
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    name += /^\d+$/.test(token) ? `[${token}]` : `${name ? '.' : ''}${token}`;
  }
  return name;
}

function preview(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Fields with no name (`{"name": "…", "": null}`): what a model writes when it answers in
 * prose and the JSON around it is patched together. No schema asks for one, so such an answer
 * is reported as not fitting, never shown as a row with a mystery column. At most `limit`.
 */
export function namelessFields(value: unknown, limit = 3): string[] {
  const out: string[] = [];
  const visit = (node: unknown, pointer: string, depth: number): void => {
    if (out.length >= limit || depth > 32) return;
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${pointer}/${i}`, depth + 1));
    else if (node !== null && typeof node === 'object')
      for (const [key, item] of Object.entries(node)) {
        if (key.trim() === '') out.push(`${fieldName(pointer)} has a field with no name`);
        else visit(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1);
      }
  };
  visit(value, '', 0);
  return [...new Set(out)];
}
