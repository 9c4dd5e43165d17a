/**
 * Scripts written without spaces between words (Japanese, Chinese, Thai, Lao, Khmer, Burmese): a
 * name runs into the words after it ("<brand>ストアを表示": "view <brand>'s store"), and no
 * character marks where one word ends. A letter of theirs on either side of an edge ends a word
 * there, as a space would.
 */
const SPACELESS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether a value may end (or start) between `inside`, its own edge character, and `outside`, the page's next one. */
export function wordEdge(inside: string | undefined, outside: string | undefined): boolean {
  if (inside === undefined || outside === undefined || !WORD_CHAR.test(inside) || !WORD_CHAR.test(outside)) return true;
  return SPACELESS.test(inside) || SPACELESS.test(outside);
}

/** Whether a text starts or ends in a spaceless script's letter (its words may run into the page's). */
export function edgeInSpacelessScript(text: string): boolean {
  return SPACELESS.test(text[0] ?? '') || SPACELESS.test(text.at(-1) ?? '');
}

/**
 * Whether folded words stand whole among a text's folded words (`spaced`: " a b c "), or, where
 * the value starts or ends in a spaceless script, run into their neighbours there.
 */
export function holdsWords(spaced: string, words: string): boolean {
  if (!words) return false;
  if (spaced.includes(` ${words} `)) return true;
  if (!edgeInSpacelessScript(words)) return false;
  for (let at = spaced.indexOf(words); at >= 0; at = spaced.indexOf(words, at + 1)) {
    const end = at + words.length;
    if (wordEdge(words[0], spaced[at - 1]) && wordEdge(words.at(-1), spaced[end])) return true;
  }
  return false;
}
