/** The five names XML defines: what a page that escaped its text twice leaves behind. */
export const XML_NAMES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * HTML character references left in a text after parsing ("It&#039;s", "It&apos;s"): a page
 * escaped its meta content or JSON-LD strings twice. Numeric references and the given names
 * are decoded once; any other name, and a number that is no character, stays as written.
 */
export function decodeCharacterReferences(text: string, names: Readonly<Record<string, string>> = XML_NAMES): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (!lower.startsWith('#')) return names[lower] ?? whole;
    const n = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return n > 0 && n < 0x110000 && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : whole;
  });
}
