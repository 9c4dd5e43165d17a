/**
 * Random bytes shown as Latin-1 text, as a binary file served as a page reads (seeded, so a
 * test sees the same garbage each run). No '<' or '&' (they would start markup) and no
 * control characters (a browser shows them as spaces anyway).
 */
export function garbageText(length: number, seed = 11): string {
  let state = seed >>> 0;
  let out = '';
  while (out.length < length) {
    // mulberry32: a small seeded generator, enough to look like bytes
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const code = ((t ^ (t >>> 14)) >>> 0) % 256;
    const shown = code >= 0x20 && code !== 0x3c && code !== 0x26 && (code < 0x7f || code >= 0xa0);
    out += shown ? String.fromCharCode(code) : ' ';
  }
  return out;
}
