/**
 * Addresses with a user name or password in them (`http://user:secret@host/…`). Quarry never
 * keeps the secret: such an address is refused as a run's website_url or a batch URL (the
 * error names it without its credentials), and every address Quarry reads from a page or a
 * tab is stored, shown, exported and sent to a model with them removed.
 */

/** Whether `text` is a URL carrying a user name or password. */
export function hasCredentials(text: unknown): boolean {
  if (typeof text !== 'string' || !text.includes('@')) return false;
  try {
    const url = new URL(text);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/** `text` with any user name and password removed (unchanged when it has none or is no URL). */
export function withoutCredentials(text: string): string {
  if (!hasCredentials(text)) return text;
  const url = new URL(text);
  url.username = '';
  url.password = '';
  return url.href;
}

/** The sentence for an address that carried credentials (shown without them). */
export function credentialsRefusal(text: string): string {
  return `${withoutCredentials(text)} had a user name and password in it; Quarry removed them and does not run or keep such addresses. Sign in to the site in a tab and run Quarry on that tab instead.`;
}

const CREDENTIALS_IN_TEXT = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi;

/** Every address in a page's HTML or text with its user name and password removed. */
export function withoutCredentialsInText(text: string): string {
  return text.includes('@') ? text.replace(CREDENTIALS_IN_TEXT, '$1') : text;
}
