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
import { readSchemaText, writeSchemaText } from '@/lib/schema-builder/sync';
import { mergeFields } from '@/lib/schema-builder/merge-fields';
import { useStored } from '@/lib/ui/use-stored';
import { ConfirmQuestion } from '../shared/confirm-question';

/** A suggestion that needs the user's word before it touches their fields. */
interface PendingSuggestion {
  question: string;
  detail: string;
  confirmLabel: string;
  /** The schema text for each answer. */
  confirmed: string;
  kept: string;
}

const TYPE_WORD: Record<string, string> = { string: 'text', boolean: 'yes/no', array: 'list' };

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
  const [pending, setPending] = useState<PendingSuggestion | null>(null);
  // The fields before the last suggestion was applied, for Undo.
  // Offered while the schema is still what the suggestion made it (later edits would be lost).
  const [undo, setUndo] = useState<{ before: string; after: string } | null>(null);
  const canUndo = undo !== null && undo.after === schemaText;

  function apply(next: string, done: string): void {
    setUndo({ before: schemaText, after: next });
    setPending(null);
    onLoad(next);
    setMessage(done);
  }

  async function suggest(): Promise<void> {
    setBusy(true);
    setMessage('Asking the model for fields…');
    const reply = await sendToBackground({ type: 'suggestSchema', prompt, tabId: null });
    setBusy(false);
    if (!reply.ok) return setMessage(reply.error);
    const suggestedText = schemaToText(reply.value);
    const current = readSchemaText(schemaText);
    const suggested = readSchemaText(suggestedText);
    if (current.kind === 'empty') return apply(suggestedText, 'Suggested fields loaded: review them, then Run.');
    if (current.kind !== 'fields' || suggested.kind !== 'fields') {
      setMessage('');
      return setPending({
        question: 'Replace your schema with the suggested one?',
        detail: 'Your schema cannot be merged field by field. Undo brings it back after replacing.',
        confirmLabel: 'Replace',
        confirmed: suggestedText,
        kept: schemaText,
      });
    }
    // Yours are kept; new ones are added. A field of yours with another type is asked about.
    const merged = mergeFields(current.fields, suggested.fields);
    const added = merged.added.length
      ? `Added ${merged.added.length} suggested ${merged.added.length === 1 ? 'field' : 'fields'} (${merged.added.join(', ')}); yours are kept.`
      : 'No new fields suggested; yours are kept.';
    if (merged.conflicts.length === 0) return apply(writeSchemaText(merged.fields), added);
    const word = (type: string): string => TYPE_WORD[type] ?? type;
    setMessage('');
    setPending({
      question: `The suggestion types ${merged.conflicts.length === 1 ? 'a field' : 'fields'} of yours differently`,
      detail: `${merged.conflicts.map((c) => `${c.path}: yours is ${word(c.mine.type)}, suggested ${word(c.suggested.type)}`).join('; ')}. ${added}`,
      confirmLabel: 'Use suggested types',
      confirmed: writeSchemaText(mergeFields(current.fields, suggested.fields, true).fields),
      kept: writeSchemaText(merged.fields),
    });
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
      {pending && (
        <ConfirmQuestion
          question={pending.question}
          detail={pending.detail}
          confirmLabel={pending.confirmLabel}
          keepLabel="Keep mine"
          onConfirm={() => apply(pending.confirmed, 'Suggested fields applied.')}
          onKeep={() =>
            pending.kept === schemaText
              ? (setPending(null), setMessage('Kept your schema.'))
              : apply(pending.kept, 'Added the new suggested fields; yours are kept as they were.')
          }
        />
      )}
      {(message || canUndo) && (
        <p className="muted tool-status" role="status">
          {message}{' '}
          {canUndo && (
            <button
              type="button"
              className="link"
              onClick={() => {
                onLoad(undo.before);
                setUndo(null);
                setMessage('Your previous fields are back.');
              }}
            >
              Undo
            </button>
          )}
        </p>
      )}
    </div>
  );
}
