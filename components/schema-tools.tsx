import { useId, useState } from 'react';
import { localStorageArea } from '@/lib/browser/storage';
import { sendToBackground } from '@/lib/browser/send-message';
import { downloadText } from '@/lib/export/deliver';
import {
  createTemplateStore,
  hostOf,
  parseTemplates,
  TEMPLATES_KEY,
  templatesFor,
} from '@/lib/schema-builder/templates';
import { schemaToText } from '@/lib/schema-builder/to-schema';
import { readSchemaText } from '@/lib/schema-builder/sync';
import { isRecord } from '@/lib/export/find-lists';
import { useStored } from '@/lib/ui/use-stored';

interface SchemaToolsProps {
  schemaText: string;
  prompt: string;
  pageUrl: string;
  onLoad(schemaText: string): void;
}

/** Suggest fields, templates per site, import and export of the schema. */
export function SchemaTools({ schemaText, prompt, pageUrl, onLoad }: SchemaToolsProps): React.JSX.Element {
  const templates = useStored(
    (key) => key === TEMPLATES_KEY,
    (items) => parseTemplates(items[TEMPLATES_KEY]),
    [],
  );
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const fileId = useId();
  const nameId = useId();
  const host = hostOf(pageUrl);
  const { site, other } = templatesFor(templates, host);
  const store = createTemplateStore(localStorageArea());
  const hasSchema = readSchemaText(schemaText).kind !== 'empty';

  async function suggest(): Promise<void> {
    setBusy(true);
    setMessage('Asking the model for fields…');
    const reply = await sendToBackground({ type: 'suggestSchema', prompt, tabId: null });
    setBusy(false);
    if (!reply.ok) return setMessage(reply.error);
    if (!isRecord(reply.value)) return setMessage('The model gave no schema.');
    onLoad(schemaToText(reply.value));
    setMessage('Suggested fields loaded: review them, then Run.');
  }

  async function save(): Promise<void> {
    const title = name.trim() || (host ? `${host} schema` : 'Schema');
    await store.save({ name: title, host, schemaText, prompt });
    setNaming(false);
    setName('');
    setMessage(`Saved “${title}”${host ? ` for ${host}` : ''}.`);
  }

  async function importFile(file: File | undefined): Promise<void> {
    if (!file) return;
    const text = await file.text();
    const state = readSchemaText(text);
    if (state.kind === 'invalid') return setMessage(`${file.name}: ${state.error}`);
    onLoad(text);
    setMessage(`Imported ${file.name}.`);
  }

  return (
    <div className="schema-tools">
      {site.length > 0 && (
        <p className="suggested" role="note">
          Saved for {host}:{' '}
          {site.slice(0, 3).map((template) => (
            <button key={template.id} type="button" className="chip" onClick={() => onLoad(template.schemaText)}>
              {template.name}
            </button>
          ))}
        </p>
      )}
      <div className="tool-row">
        <button type="button" onClick={() => void suggest()} disabled={busy}>
          Suggest fields
        </button>
        {naming ? (
          <span className="inline-form">
            <label htmlFor={nameId} className="sr-only">
              Template name
            </label>
            <input
              id={nameId}
              value={name}
              placeholder={host ? `${host} schema` : 'Template name'}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void save();
                }
                if (e.key === 'Escape') setNaming(false);
              }}
              autoFocus
            />
            <button type="button" onClick={() => void save()}>
              Save
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setNaming(true)} disabled={!hasSchema}>
            Save as template
          </button>
        )}
        {other.length > 0 && (
          <select
            aria-label="Load a saved template"
            value=""
            onChange={(e) => {
              const chosen = templates.find((t) => t.id === e.target.value);
              if (chosen) onLoad(chosen.schemaText);
            }}
          >
            <option value="">Templates…</option>
            {other.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
                {template.host ? ` (${template.host})` : ''}
              </option>
            ))}
          </select>
        )}
        <input
          id={fileId}
          className="sr-only"
          type="file"
          accept="application/json,.json"
          aria-label="Import schema"
          onChange={(e) => void importFile(e.target.files?.[0])}
        />
        <label htmlFor={fileId} className="button-like">
          Import
        </label>
        <button
          type="button"
          disabled={!hasSchema}
          onClick={() => downloadText(schemaText, `${host || 'quarry'}-schema.json`, 'application/json')}
        >
          Export
        </button>
      </div>
      {message && (
        <p className="muted" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
