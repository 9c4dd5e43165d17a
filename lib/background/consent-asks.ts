import type { ConsentAnswer, ConsentQuestion } from '../relay-client/consent';
import { closeWindow, onWindowClosed, openConsentWindow } from '../browser/consent-window';

interface Pending {
  question: ConsentQuestion;
  windowId?: number;
  settle(answer: ConsentAnswer | null): void;
}

/**
 * The questions waiting in consent windows, kept in the worker's memory only: the window
 * reads its question by id and sends back the answer (lib/messaging.ts consentQuestion /
 * consentAnswer). Closing the window, the minute running out or the call being cancelled
 * closes the question without an answer.
 */
export function createConsentAsks(newId: () => string) {
  const pending = new Map<string, Pending>();
  onWindowClosed((windowId) => {
    for (const item of pending.values()) if (item.windowId === windowId) item.settle(null);
  });
  return {
    ask(question: ConsentQuestion, signal: AbortSignal): Promise<ConsentAnswer | null> {
      const id = newId();
      return new Promise((resolve) => {
        const item: Pending = {
          question,
          settle: (answer) => {
            if (!pending.delete(id)) return;
            signal.removeEventListener('abort', onAbort);
            if (item.windowId !== undefined) void closeWindow(item.windowId);
            resolve(answer);
          },
        };
        const onAbort = (): void => item.settle(null);
        pending.set(id, item);
        signal.addEventListener('abort', onAbort);
        void openConsentWindow(id)
          .then((windowId) => {
            item.windowId = windowId;
            if (!pending.has(id) && windowId !== undefined) void closeWindow(windowId);
          })
          .catch(() => item.settle(null));
      });
    },
    question: (id: string): ConsentQuestion | undefined => pending.get(id)?.question,
    answer(id: string, answer: ConsentAnswer): boolean {
      const item = pending.get(id);
      if (!item) return false;
      item.settle(answer);
      return true;
    },
  };
}
export type ConsentAsks = ReturnType<typeof createConsentAsks>;
