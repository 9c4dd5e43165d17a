import { hasNestedFields, type Field } from './fields';

export interface FieldConflict {
  /** Where the field sits: "price", "products[].price". */
  path: string;
  mine: Field;
  suggested: Field;
}

export interface FieldMerge {
  fields: Field[];
  /** Paths of the suggested fields that were added. */
  added: string[];
  conflicts: FieldConflict[];
}

/**
 * Adds suggested fields to the user's without losing any of theirs. A field of the same
 * name is the user's (their description and "required" stay); when both hold nested fields
 * the suggestion's new ones are added inside. Same name with another type is a conflict:
 * kept as the user's unless `takeSuggested`, and reported either way so the UI can ask.
 */
export function mergeFields(mine: readonly Field[], suggested: readonly Field[], takeSuggested = false): FieldMerge {
  const out: FieldMerge = { fields: [], added: [], conflicts: [] };
  mergeInto(mine, suggested, takeSuggested, '', out);
  return out;
}

function mergeInto(
  mine: readonly Field[],
  suggested: readonly Field[],
  takeSuggested: boolean,
  prefix: string,
  out: FieldMerge,
): Field[] {
  const byName = new Map(suggested.map((field) => [field.name, field]));
  const fields: Field[] = mine.map((field) => {
    const theirs = byName.get(field.name);
    if (!theirs || field.name === '') return field;
    const path = prefix + field.name;
    if (field.type !== theirs.type || (field.type === 'array' && field.itemType !== theirs.itemType)) {
      out.conflicts.push({ path, mine: field, suggested: theirs });
      return takeSuggested ? theirs : field;
    }
    if (!hasNestedFields(field)) return field;
    const inner = `${path}${field.type === 'array' ? '[]' : ''}.`;
    return { ...field, fields: mergeInto(field.fields, theirs.fields, takeSuggested, inner, out) };
  });
  const names = new Set(mine.map((field) => field.name));
  for (const field of suggested) {
    if (names.has(field.name)) continue;
    fields.push(field);
    out.added.push(prefix + field.name);
  }
  if (prefix === '') out.fields = fields;
  return fields;
}
