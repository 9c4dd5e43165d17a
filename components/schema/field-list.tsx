import { FIELD_TYPES, hasNestedFields, newField, SCALAR_TYPES, type Field } from '@/lib/schema-builder/fields';

interface FieldListProps {
  fields: Field[];
  onChange(fields: Field[]): void;
  /** Where these fields sit, for labels read by screen readers ("offers[]"). */
  path: string;
}

const TYPE_LABEL: Record<string, string> = {
  string: 'text',
  number: 'number',
  integer: 'integer',
  boolean: 'yes/no',
  object: 'object',
  array: 'list of…',
};

/** The visual schema editor: one row per field, nested rows for objects and lists of objects. */
export function FieldList({ fields, onChange, path }: FieldListProps): React.JSX.Element {
  const update = (index: number, patch: Partial<Field>): void =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));
  const move = (index: number, by: number): void => {
    const next = [...fields];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  const where = path ? ` in ${path}` : '';
  return (
    <div className="field-list">
      {fields.length > 0 && (
        <ul>
          {fields.map((field, index) => {
            const label = field.name || `field ${index + 1}`;
            return (
              <li key={index} className="field-row">
                <div className="field-main">
                  <input
                    aria-label={`Field name${where}`}
                    placeholder="name"
                    value={field.name}
                    // A new, empty row takes the focus so typing can start at once.
                    autoFocus={field.name === ''}
                    onChange={(e) => update(index, { name: e.target.value })}
                  />
                  <select
                    aria-label={`Type of ${label}`}
                    value={field.type}
                    onChange={(e) => update(index, { type: FIELD_TYPES.find((t) => t === e.target.value) ?? 'string' })}
                  >
                    {FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {TYPE_LABEL[type]}
                      </option>
                    ))}
                  </select>
                  {field.type === 'array' && (
                    <select
                      aria-label={`Items of ${label}`}
                      value={field.itemType}
                      onChange={(e) =>
                        update(index, {
                          itemType: [...SCALAR_TYPES, 'object' as const].find((t) => t === e.target.value) ?? 'string',
                        })
                      }
                    >
                      {[...SCALAR_TYPES, 'object'].map((type) => (
                        <option key={type} value={type}>
                          {TYPE_LABEL[type]}
                        </option>
                      ))}
                    </select>
                  )}
                </div>
                <div className="field-sub">
                  <input
                    className="field-description"
                    aria-label={`Description of ${label}`}
                    placeholder="description (helps the model)"
                    value={field.description}
                    onChange={(e) => update(index, { description: e.target.value })}
                  />
                  <label className="check small">
                    <input
                      type="checkbox"
                      checked={field.required}
                      onChange={(e) => update(index, { required: e.target.checked })}
                    />
                    required
                  </label>
                  <span className="row-buttons">
                    <button
                      type="button"
                      className="icon"
                      aria-label={`Move ${label} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon"
                      aria-label={`Remove ${label}`}
                      onClick={() => onChange(fields.filter((_, i) => i !== index))}
                    >
                      ✕
                    </button>
                  </span>
                </div>
                {hasNestedFields(field) && (
                  <div className="nested">
                    <FieldList
                      fields={field.fields}
                      onChange={(nested) => update(index, { fields: nested })}
                      path={`${path ? `${path}.` : ''}${field.name}${field.type === 'array' ? '[]' : ''}`}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="add-field" onClick={() => onChange([...fields, newField()])}>
        + Add field{where}
      </button>
    </div>
  );
}
