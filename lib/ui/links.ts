/**
 * The only addresses Quarry turns into links: absolute http(s) URLs. Page and model text
 * may hold javascript:, data: or chrome: URLs; those stay plain text.
 */
export function safeHttpUrl(text: string): string | null {
  if (!/^https?:\/\//i.test(text.trim())) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
