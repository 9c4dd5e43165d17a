/**
 * Token counts. The page only estimates (the o200k tables are ~2 MB and stay out of the page
 * script); the worker and the bench count exactly with gpt-tokenizer, loaded on first use.
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

type Counter = (text: string) => number;
let counter: Promise<Counter> | null = null;

async function loadCounter(): Promise<Counter> {
  const { countTokens: count } = await import('gpt-tokenizer/encoding/o200k_base');
  // Special-token text such as "<|endoftext|>" is page text here, not a control token.
  const options = { disallowedSpecial: new Set<string>() };
  return (text) => count(text, options);
}

/**
 * Exact o200k count. BPE is quadratic on long runs with nothing to split on (100 KB of one
 * letter takes seconds), so text is counted in pieces cut at whitespace and long runs are
 * cut every 64 characters; the sum differs from one whole-text count by a few tokens at most.
 */
export async function countTokens(text: string): Promise<number> {
  counter ??= loadCounter();
  const count = await counter;
  let total = 0;
  for (const piece of splitForCounting(text)) total += count(piece);
  return total;
}

export function* splitForCounting(text: string, size = 4096): Generator<string> {
  const runs = text.replace(/\S{65,}/g, (run) => run.replace(/(\S{64})/g, '$1\u0000'));
  let start = 0;
  while (start < runs.length) {
    let end = Math.min(start + size, runs.length);
    if (end < runs.length) {
      const space = runs.lastIndexOf(' ', end);
      if (space > start) end = space;
    }
    for (const part of runs.slice(start, end).split('\u0000')) if (part) yield part;
    start = end;
  }
}

/** The same model input with an exact token count (for the worker, before budgeting). */
export async function withTokenCount<T extends { text: string; tokens: number; tokensEstimated?: boolean }>(
  input: T,
): Promise<T> {
  if (input.tokensEstimated === false) return input;
  return { ...input, tokens: await countTokens(input.text), tokensEstimated: false };
}
