import { browser } from 'wxt/browser';
import { originPattern } from './host-permission';
import type { RequestOverrides } from './request-overrides';

/**
 * What reading another website needs, asked for at runtime (the manifest declares them
 * optional): the site's origin, plus declarativeNetRequestWithHostAccess for headers and
 * cookies for cookies. Chrome only shows the prompt from a click in Quarry's own pages, so
 * the UI calls requestSiteAccess; the background only checks.
 */
export function accessFor(url: string, overrides: RequestOverrides): chrome.permissions.Permissions {
  const permissions: chrome.runtime.ManifestPermission[] = [];
  if (Object.keys(overrides.headers ?? {}).length) permissions.push('declarativeNetRequestWithHostAccess');
  if (Object.keys(overrides.cookies ?? {}).length) permissions.push('cookies');
  return { origins: [originPattern(url)], permissions };
}

export async function hasSiteAccess(url: string, overrides: RequestOverrides): Promise<boolean> {
  try {
    return await browser.permissions.contains(accessFor(url, overrides));
  } catch {
    return false;
  }
}

/** Call from a click handler in the popup/options page. Resolves true when granted. */
export async function requestSiteAccess(url: string, overrides: RequestOverrides = {}): Promise<boolean> {
  try {
    return await browser.permissions.request(accessFor(url, overrides));
  } catch {
    return false;
  }
}

export function missingAccessMessage(url: string, overrides: RequestOverrides): string {
  const access = accessFor(url, overrides);
  const extra = access.permissions?.length ? ` and to ${describe(access.permissions)}` : '';
  return `Quarry needs your permission to open ${new URL(url).origin}${extra}. Run it from the Quarry popup and allow access when Chrome asks, or open the page in a tab and run Quarry there.`;
}

function describe(permissions: string[]): string {
  return permissions
    .map((p) => (p === 'cookies' ? 'set the cookies you gave' : 'send the headers you gave'))
    .join(' and ');
}

/**
 * For the run button: when a request opens another website (website_url), asks for that
 * site — and for headers/cookies when given — while the click still counts as a user
 * gesture. Resolves at once (true) for requests that need nothing.
 */
export function requestAccessForRequest(request: Record<string, unknown>): Promise<boolean> {
  const url = request.website_url;
  if (typeof url !== 'string' || request.mock === true || !/^https?:\/\//i.test(url)) return Promise.resolve(true);
  const strings = (value: unknown): Record<string, string> | undefined =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : undefined;
  return requestSiteAccess(url, { headers: strings(request.headers), cookies: strings(request.cookies) });
}

/**
 * For "Run on many pages": asks once, in the click, for every site of a batch (and for
 * headers/cookies when given). Resolves true when granted, or when nothing is needed.
 */
export async function requestAccessForUrls(
  urls: ReadonlyArray<string>,
  overrides: RequestOverrides = {},
): Promise<boolean> {
  const web = urls.filter((url) => /^https?:\/\//i.test(url));
  if (web.length === 0) return true;
  const first = accessFor(web[0] ?? '', overrides);
  const origins = [...new Set(web.map((url) => originPattern(url)))];
  try {
    return await browser.permissions.request({ ...first, origins });
  } catch {
    return false;
  }
}
