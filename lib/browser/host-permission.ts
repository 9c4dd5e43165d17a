import { browser } from 'wxt/browser';

/** The match pattern for a server's origin, e.g. "http://127.0.0.1/*" (any port). */
export function originPattern(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

/** Whether Quarry may connect to the server at `url` (optional host permission granted). */
export async function hasHostPermission(url: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [originPattern(url)] });
  } catch {
    return true; // unknown: let the request itself report what is wrong
  }
}

/** Asks the user for access to the server at `url`; must run inside a click handler. */
export async function requestHostPermission(url: string): Promise<boolean> {
  return browser.permissions.request({ origins: [originPattern(url)] });
}
