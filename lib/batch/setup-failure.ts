/**
 * A page that failed because of how Quarry is set up (no model, a key or model the server
 * refuses, a server that cannot be reached) fails the same way on every page: the batch says
 * so once, stops early, and offers Retry failed pages once it is fixed. Read from the error
 * sentences the providers write (lib/extract/model-errors.ts, lib/net/http-error.ts), which
 * always start with who answered.
 */

export interface SetupFailure {
  /** Same key, same cause: "http:403", "no-model", "unreachable"… */
  key: string;
  /** "the model server refused access (HTTP 403)" */
  reason: string;
  /** What to fix first: "fix the model settings" */
  fix: string;
}

// Statuses that say the request or the credentials are wrong: they will not change by retrying a page.
const SETUP_STATUSES = new Set([400, 401, 402, 403, 404, 422]);
const HTTP = /^The (model server|service) at \S+ (.+?) \(HTTP (\d{3})\)/;

export function setupFailure(error: string): SetupFailure | null {
  if (error.startsWith('No model is configured'))
    return { key: 'no-model', reason: 'no model is configured', fix: 'set up a model in the settings' };
  if (error.startsWith('Quarry could not reach the model server'))
    return {
      key: 'unreachable',
      reason: 'the model server could not be reached',
      fix: 'start the server or fix its address',
    };
  if (error.startsWith('Quarry is not allowed to connect to'))
    return {
      key: 'permission',
      reason: 'Quarry may not connect to the model server',
      fix: 'save the model settings again and allow access',
    };
  const http = HTTP.exec(error);
  if (!http) return null;
  const [, who = '', what = '', status = ''] = http;
  if (!SETUP_STATUSES.has(Number(status))) return null;
  const server = who === 'service' ? 'the remote service' : 'the model server';
  return {
    key: `${who}:${status}`,
    reason: `${server} ${what} (HTTP ${status})`,
    fix: who === 'service' ? 'fix the remote service settings' : 'fix the model settings',
  };
}

/** The set-up failure every one of these errors shares, or null when they differ or one is not a set-up failure. */
export function sharedSetupFailure(errors: readonly string[]): SetupFailure | null {
  let shared: SetupFailure | null = null;
  for (const error of errors) {
    const failure = setupFailure(error);
    if (!failure || (shared && shared.key !== failure.key)) return null;
    shared = failure;
  }
  return shared;
}
