/**
 * Text folding for comparing a model's value with page text: the same words written with
 * other Unicode forms, case, spacing, quotes or dashes compare equal. Diacritics are kept
 * apart from their letters and dropped, because models and pages disagree on them often
 * ("Café" / "Cafe") while the rest of the word still pins the value down.
 */
const COMBINING = /\p{M}+/gu;
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;
const QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u00b4`]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
const SPACE = /\s+/gu;

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .toLowerCase()
    .replace(SPACE, ' ')
    .trim();
}

/**
 * Folded text reduced to its words: punctuation and Markdown marks become single spaces, so
 * "**Price:** 12" and "price 12" compare equal. Used for the looser word-level checks.
 */
export function foldWords(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
