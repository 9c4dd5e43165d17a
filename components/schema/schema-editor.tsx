import { useId, useState } from 'react';
import type { Field } from '@/lib/schema-builder/fields';
import { fieldProblems, readSchemaText, writeSchemaText } from '@/lib/schema-builder/sync';
import { FieldList } from './field-list';
import { SchemaTools } from './schema-tools';

interface SchemaEditorProps {
  schemaText: string;
  prompt: string;
  pageUrl: string;
  error?: string;
  onChange(schemaText: string): void;
}

/**
 * The field editor and the JSON Schema text, kept in sync both ways. The text is what runs;
 * the editor keeps its own rows while they are being typed (an unnamed row is not in the text
 * yet) and re-reads the text whenever it is edited directly.
 */
export function SchemaEditor({ schemaText, prompt, pageUrl, error, onChange }: SchemaEditorProps): React.JSX.Element {
  const textId = useId();
  const errorId = useId();
  const [local, setLocal] = useState<{ text: string; fields: Field[] } | null>(null);
  const state = readSchemaText(schemaText);
  const fields =
    local && local.text === schemaText
      ? local.fields
      : state.kind === 'fields'
        ? state.fields
        : state.kind === 'empty'
          ? []
          : null;
  const problems = fields ? fieldProblems(fields.filter((f) => f.name !== '' || fields.length > 1)) : [];

  function editFields(next: Field[]): void {
    const text = writeSchemaText(next);
    setLocal({ text, fields: next });
    onChange(text);
  }

  const textError = error ?? (state.kind === 'invalid' ? state.error : '');
  return (
    <fieldset className="schema-editor">
      <legend>Output schema</legend>
      {fields ? (
        <FieldList fields={fields} onChange={editFields} path="" />
      ) : (
        <p className="muted">
          {state.kind === 'text-only'
            ? `The field editor cannot show this schema: ${state.reason} Edit it as text below.`
            : 'Fix the JSON below to use the field editor again.'}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="error small-list">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <SchemaTools schemaText={schemaText} prompt={prompt} pageUrl={pageUrl} onLoad={onChange} />
      <label className="field" htmlFor={textId}>
        Output schema (JSON Schema, optional)
      </label>
      <textarea
        id={textId}
        rows={schemaText ? 8 : 3}
        name="schema"
        spellCheck={false}
        placeholder='{"type":"object","properties":{"name":{"type":"string"},"price":{"type":"number"}}}'
        value={schemaText}
        aria-invalid={Boolean(textError)}
        aria-describedby={textError ? errorId : undefined}
        onChange={(e) => {
          setLocal(null);
          onChange(e.target.value);
        }}
      />
      {textError && (
        <p className="error" id={errorId}>
          {textError}
        </p>
      )}
    </fieldset>
  );
}
