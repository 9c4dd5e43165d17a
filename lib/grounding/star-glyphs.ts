/**
 * Ratings drawn as star glyphs ("★★★★☆"): the page states the figure by the number of filled
 * stars, with no digit a plain search could find. Each run of three to ten star glyphs is read
 * as "N out of M" (N filled, M in all) beside the glyphs, so a rating answered as N stands on
 * the page as a rating. Half stars are not read: a glyph run with one is left as written.
 */
const FILLED = '★⭐';
const EMPTY = '☆';
const RUN = /[★⭐☆]{3,10}/gu;

export function withStarFigures(text: string): string {
  if (!/[★⭐☆]/u.test(text)) return text;
  return text.replace(RUN, (run) => {
    const glyphs = [...run];
    const filled = glyphs.filter((g) => FILLED.includes(g)).length;
    const empty = glyphs.filter((g) => g === EMPTY).length;
    // Filled stars first, then empty ones: a rating drawn, not a row of decoration.
    const ordered = glyphs.slice(0, filled).every((g) => FILLED.includes(g));
    if (!ordered || filled === 0 || filled + empty !== glyphs.length) return run;
    return `${run} (${filled} out of ${glyphs.length})`;
  });
}
