/**
 * Exact o200k token counts for the bench (gpt-tokenizer, a development dependency). The
 * extension only estimates (lib/convert/tokens.ts): the o200k tables are ~2 MB and an
 * estimate is all its budgeting needs.
 */

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
