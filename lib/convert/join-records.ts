import type { Block } from './dom-to-blocks';

/**
 * Records this long or longer, or holding two paragraphs (a section of an article, not a
 * card with one description), keep their own lines.
 */
const MAX_JOINED_CHARS = 600;
const MAX_JOINED_BLOCK_CHARS = 250;
const PARAGRAPH_CHARS = 100;

/**
 * Each record on one line ("- [Name](L3) · $12.99 · ★ 4.5"), so the model reads one record
 * per line and cannot pair one card's name with the next card's price. Tables stay tables.
 */
export function joinRecords<T extends Pick<Block, 'text' | 'kind' | 'record' | 'chars'>>(blocks: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < blocks.length;) {
    const first = blocks[i] as T;
    let end = i + 1;
    if (first.record && first.kind !== 'table') {
      let chars = first.chars;
      let longest = first.chars;
      let paragraphs = first.chars >= PARAGRAPH_CHARS ? 1 : 0;
      while (end < blocks.length) {
        const next = blocks[end] as T;
        if (next.record !== first.record || next.kind === 'table') break;
        chars += next.chars;
        longest = Math.max(longest, next.chars);
        if (next.chars >= PARAGRAPH_CHARS) paragraphs++;
        end++;
      }
      if (end - i > 1 && chars < MAX_JOINED_CHARS && longest < MAX_JOINED_BLOCK_CHARS && paragraphs < 2) {
        const text = blocks
          .slice(i, end)
          .map((block) => block.text.replace(/^(#{1,6} |- )/, '').replace(/\n+/g, ' · '))
          .join(' · ');
        out.push({ ...first, kind: 'item', text: `- ${text}`, chars });
        i = end;
        continue;
      }
    }
    out.push(first);
    i++;
  }
  return out;
}
