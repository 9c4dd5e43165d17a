import { openOptionsPage } from '@/lib/browser/open-options';
import { NO_MODEL_ERROR, OLLAMA_ORIGINS_COMMANDS, OLLAMA_ORIGINS_FIX } from '@/lib/extract/model-errors';
import { toUiWords } from '@/lib/ui/ui-words';
import { FixCommands } from './fix-commands';

/**
 * An error as a short sentence in the form's words, with what helps next to it: the commands that fix Ollama's
 * 403, or the way to settings when no model is set up.
 */
export function ErrorMessage({ text, role = 'alert' }: { text: string; role?: 'alert' | 'status' }): React.JSX.Element {
  return (
    <div className="error-message" role={role}>
      <p className="error">{toUiWords(text)}</p>
      {text.includes(OLLAMA_ORIGINS_FIX) && <FixCommands commands={OLLAMA_ORIGINS_COMMANDS} />}
      {text === NO_MODEL_ERROR && (
        <p>
          <button type="button" className="primary" onClick={openOptionsPage}>
            Open settings
          </button>
        </p>
      )}
    </div>
  );
}
