import { useEffect, useState } from 'react';
import { sendToBackground } from '../browser/send-message';

/** Waits this long after the last keystroke in the base URL or key before asking the server. */
const SETTLE_MS = 400;

/**
 * The models the server being edited lists (GET /v1/models through the background), offered
 * as suggestions for the Model field. Empty while unknown, and when the server lists none or
 * does not answer: the field is free text either way.
 */
export function useModelSuggestions(baseURL: string, apiKey: string, timeoutSeconds: number): string[] {
  // The list is kept with the server it came from: another address shows nothing until it answers.
  const [listed, setListed] = useState<{ key: string; models: string[] }>({ key: '', models: [] });
  const url = baseURL.trim();
  const key = `${url}\n${apiKey}`;
  useEffect(() => {
    let alive = true;
    if (!/^https?:\/\/./.test(url)) return;
    const timer = setTimeout(() => {
      void sendToBackground({
        type: 'listModels',
        provider: { kind: 'openai-compatible', baseURL: url, apiKey, timeoutSeconds },
      }).then((reply) => {
        if (alive && reply.ok) setListed({ key, models: reply.value.models });
      });
    }, SETTLE_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [url, key, apiKey, timeoutSeconds]);
  return listed.key === key ? listed.models : [];
}
