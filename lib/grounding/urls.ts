/**
 * URL comparison. A model's URL is grounded when the page links to it or shows it as an
 * image — compared after the changes that never alter what a URL points to: scheme-relative
 * and relative forms resolved against the page, host case, default ports, a trailing slash,
 * the fragment, tracking parameters and query-parameter order.
 */
const TRACKING_PARAM = /^(utm_\w+|gclid|gclsrc|dclid|fbclid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|_ga|_gl)$/i;

/** True when `value` looks like a URL or a site path a model might return. */
export function looksLikeUrl(value: string): boolean {
  const text = value.trim();
  if (/\s/.test(text) || text.length < 4) return false;
  return /^(https?:)?\/\//i.test(text) || /^www\./i.test(text) || /^\/[\w\-.~%!$&'()*+,;=:@/?]*$/.test(text);
}

/** The comparison key for a URL; null when it cannot be read as one. */
export function urlKey(raw: string, baseUrl = ''): string | null {
  let text = raw.trim();
  if (/^www\./i.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text, baseUrl || undefined);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.href;
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAM.test(name)) url.searchParams.delete(name);
  url.searchParams.sort();
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const query = url.searchParams.toString();
  // http and https, and "www." or not, lead to the same page on virtually every site.
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return `${host}${url.port ? `:${url.port}` : ''}${decodeSafely(path)}${query ? `?${query}` : ''}`;
}

function decodeSafely(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
