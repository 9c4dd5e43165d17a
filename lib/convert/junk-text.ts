import type { Block } from './dom-to-blocks';

/**
 * Junk text: a binary file served as a page, a dump of encoded data, one run of characters
 * with no word in it. Shown on a page, it used to reach the model whole (1 MB of garbage,
 * a megabyte of model input). A long block that reads as junk keeps only its start; the
 * model input says how much was left out, and the run reports it (capture.warnings).
 *
 * What reads as junk is measured, not listed. Words: the share of the block's characters in
 * tokens written as words are (wordShare). Prose in any script scores near 1, source code
 * about half, random bytes about a quarter, base64 and one endless token 0. Odd characters:
 * replacement marks, control and private-use characters, the Latin-1 signs (¤ ¦ ¨ ¬ ¯ …)
 * that bytes read as text are full of, and that code and prose hardly use. A block is junk
 * when it has few words and either almost none or many odd characters; short blocks and
 * tables are never cut (a code, a price or a row of figures is not junk).
 */
/** Blocks shorter than this are never cut. */
const MIN_JUNK_CHARS = 2000;
/** Below this share of characters in words a block may be junk… */
const FEW_WORDS = 0.5;
/** …and is, with this share of odd characters… */
const MANY_ODD = 0.02;
/** …or with this few words, whatever its characters. */
const NO_WORDS = 0.1;
/** What is kept of a junk block: enough to show the model (and the user) what it was. */
const KEPT_CHARS = 300;
/** The longest token counted as a word in scripts written with spaces. */
const MAX_WORD_CHARS = 40;

/** Up to three marks either side of a token's core. */
const TOKEN = /^[\p{P}\p{S}]{0,3}(.+?)[\p{P}\p{S}]{0,3}$/su;
/** What joins the parts of one word: it's, 4.0, 4,400, 10:30, a/b, e-mail, snake_case. */
const JOINER = /['’.,:/\-_]/;
/**
 * A part as words are written: a number; a word in lower case, Capitalised or in CAPITALS (or
 * in a script without case); a word with a number after it (mp3, A4); a number with a short
 * unit (10kg, 4K, 3rd). Random characters mix case and classes, and fail.
 */
const PART =
  /^(?:\p{N}+|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}\p{M}]+|[\p{Lu}\p{M}]+|\p{L}[\p{Ll}\p{M}]*\p{N}+|\p{N}+\p{L}{1,3})$/u;
/** Scripts written without spaces between words: a long token of them is a sentence. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const ODD = /[\uFFFD\p{Co}\p{Cn}\u00A4\u00A6\u00A8\u00AC\u00AF\u00B4\u00B8]|(?![\t\n\r])\p{Cc}/gu;

function isWord(token: string): boolean {
  if (UNSPACED.test(token)) return (token.match(/[\p{L}\p{M}\p{N}]/gu)?.length ?? 0) >= token.length * 0.7;
  if (token.length > MAX_WORD_CHARS) return false;
  const core = TOKEN.exec(token)?.[1] ?? '';
  return core.split(JOINER).every((part) => PART.test(part));
}

/** The share of `text`'s non-space characters that sit in words (1 for text without any). */
export function wordShare(text: string): number {
  let inWords = 0;
  let all = 0;
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    all += token.length;
    if (isWord(token)) inWords += token.length;
  }
  return all === 0 ? 1 : inWords / all;
}

export function isJunkText(text: string): boolean {
  if (text.length < MIN_JUNK_CHARS) return false;
  const words = wordShare(text);
  if (words >= FEW_WORDS) return false;
  return words < NO_WORDS || (text.match(ODD)?.length ?? 0) >= text.length * MANY_ODD;
}

/** What was left out of the model input as junk. */
export interface JunkCut {
  /** Blocks cut. */
  blocks: number;
  /** Characters left out. */
  chars: number;
}

/** The blocks with each junk block cut to its start, and what was left out. */
export function boundJunk<B extends Pick<Block, 'text' | 'kind' | 'chars'>>(
  blocks: B[],
): { blocks: B[]; cut: JunkCut } {
  const cut: JunkCut = { blocks: 0, chars: 0 };
  const bounded = blocks.map((block) => {
    if (block.kind === 'table' || !isJunkText(block.text)) return block;
    const left = block.text.length - KEPT_CHARS;
    cut.blocks++;
    cut.chars += left;
    const text = `${block.text.slice(0, KEPT_CHARS)} … [${left} characters of unreadable text left out]`;
    return { ...block, text, chars: Math.min(block.chars, KEPT_CHARS) };
  });
  return { blocks: bounded, cut };
}
