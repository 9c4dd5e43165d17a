import type { AppStore, Grant, PairedApp } from './apps';
import { ToolError } from './tool-error';

/** How long the user has to answer before the call is refused with `no_answer`. */
export const CONSENT_TIMEOUT_MS = 60_000;

export type ConsentAnswer = 'once' | 'always' | 'deny';

/** One question shown to the user in the consent window. */
export interface ConsentQuestion {
  appName: string;
  /** An origin, or "tabs" / "recipes". */
  scope: string;
  /** The steps the request would click or type, when it has any. */
  steps: string[];
}

export interface ConsentDeps {
  apps: AppStore;
  /** Shows the question; resolves with the answer, or null when the window was closed unanswered. */
  ask(question: ConsentQuestion, signal: AbortSignal): Promise<ConsentAnswer | null>;
  timeoutMs?: number;
}

/** The words the user and the agent read for a scope. */
export function describeScope(scope: string): string {
  if (scope === 'tabs') return 'the titles and addresses of your open tabs';
  if (scope === 'recipes') return 'the list of sites Quarry has learned recipes for';
  try {
    return new URL(scope).host;
  } catch {
    return scope;
  }
}

/** Whether a stored grant already covers this access. */
export function covers(grants: Grant[], scope: string, steps: boolean): boolean {
  return grants.some((g) => g.scope === scope && (!steps || g.steps));
}

/**
 * Asks the user before an app reads a site (or the tab list, or the recipes) the first time:
 * Allow once / Always for this site / Deny. "Always" is remembered in the app's grants, which
 * Settings → AI apps shows and edits. Throws the ToolError the agent receives otherwise.
 */
export function createConsent(deps: ConsentDeps) {
  const timeoutMs = deps.timeoutMs ?? CONSENT_TIMEOUT_MS;
  return async function requireConsent(
    app: PairedApp,
    scope: string,
    steps: string[],
    signal: AbortSignal,
  ): Promise<void> {
    const current = (await deps.apps.get(app.appId)) ?? app;
    if (covers(current.grants, scope, steps.length > 0)) return;
    const what = describeScope(scope);
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), timeoutMs);
    const stop = (): void => timer.abort();
    signal.addEventListener('abort', stop);
    let answer: ConsentAnswer | null;
    try {
      answer = await deps.ask({ appName: current.appName, scope, steps }, timer.signal);
    } finally {
      clearTimeout(timeout);
      signal.removeEventListener('abort', stop);
    }
    if (signal.aborted) throw new ToolError('cancelled', 'The call was cancelled before the user answered.');
    if (answer === null)
      throw new ToolError(
        'no_answer',
        `The user did not answer Quarry's question about ${what} within ${Math.round(timeoutMs / 1000)} seconds. Ask them to look at their browser and allow it, then try again.`,
      );
    if (answer === 'deny')
      throw new ToolError(
        'denied',
        steps.length > 0
          ? `The user did not allow this app to click or type on ${what}. Do not retry the steps; ask the user, or ask for the page without steps.`
          : `The user did not allow this app to read ${what}. Do not retry; ask the user if you need it (they can allow it in Quarry → Settings → AI apps).`,
      );
    if (answer === 'always') {
      await deps.apps.update(app.appId, (a) => ({
        ...a,
        grants: [
          ...a.grants.filter((g) => g.scope !== scope),
          { scope, steps: steps.length > 0 || a.grants.some((g) => g.scope === scope && g.steps) },
        ],
      }));
    }
  };
}
export type RequireConsent = ReturnType<typeof createConsent>;
