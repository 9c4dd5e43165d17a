/**
 * Splits model input into chunks of at most `maxTokens`, cutting only between blocks
 * (paragraphs, table rows groups, list items: separated by blank lines), so a table row or a
 * product card is never cut in half. A single block larger than a chunk is cut at line
 * breaks, and a single line larger than that at a character boundary as a last resort.
 *
 * Tokens are estimated from characters with the page's own ratio (`tokensPerChar`, from the
 * converter's real count), so chunk sizes agree with the count shown to the user without
 * loading a tokenizer again in the worker.
 */
export function splitIntoChunks(text: string, maxTokens: number, tokensPerChar = 0.25): string[] {
  const ratio = tokensPerChar > 0 ? tokensPerChar : 0.25;
  const maxChars = Math.max(200, Math.floor(maxTokens / ratio));
  if (text.length <= maxChars) return [text];

  const pieces: string[] = [];
  for (const block of text.split(/\n{2,}/)) {
    if (block.length <= maxChars) pieces.push(block);
    else pieces.push(...packLines(block, maxChars));
  }

  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (piece.trim() === '') continue;
    const joined = current === '' ? piece : `${current}\n\n${piece}`;
    if (joined.length <= maxChars) {
      current = joined;
    } else {
      if (current !== '') chunks.push(current);
      current = piece;
    }
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

/** An oversized block (a long table, a long list) as runs of whole lines, kept as lines. */
function packLines(block: string, maxChars: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const line of block.split('\n').flatMap((l) => cut(l, maxChars))) {
    const joined = current === '' ? line : `${current}\n${line}`;
    if (joined.length <= maxChars) current = joined;
    else {
      if (current !== '') out.push(current);
      current = line;
    }
  }
  if (current !== '') out.push(current);
  return out;
}

function cut(line: string, maxChars: number): string[] {
  if (line.length <= maxChars) return [line];
  const out: string[] = [];
  for (let i = 0; i < line.length; i += maxChars) out.push(line.slice(i, i + maxChars));
  return out;
}
