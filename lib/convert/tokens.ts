/**
 * Token counts for budgeting. The extension only estimates (the o200k tables are ~2 MB); the
 * bench counts exactly (bench/count-tokens.ts).
 */

/** A cheap estimate of o200k tokens: close for prose and Markdown, never slow. */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)) {
    const part = match[0];
    if (part.length === 1 && !/[\p{L}\p{N}]/u.test(part)) {
      tokens += 0.6;
      continue;
    }
    // Chinese, Japanese, Korean and Thai run about one token per character or two.
    const dense = part.match(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu,
    );
    const denseCount = dense ? dense.length : 0;
    tokens += denseCount * 0.8 + Math.ceil((part.length - denseCount) / 6);
  }
  return Math.ceil(tokens);
}
