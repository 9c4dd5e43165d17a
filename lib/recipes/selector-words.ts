/**
 * A recipe's CSS selector said in words ("the heading marked “title”, inside the block marked
 * “product”"), for Settings → Recipes: a person checks it against the page, and few people
 * read CSS chains. Only what the selector holds is said; anything this reader does not know
 * (a pseudo-class it has no word for) is quoted as it is rather than guessed.
 */

const TAG_WORDS: Record<string, string> = {
  a: 'link',
  article: 'article',
  aside: 'side block',
  b: 'bold text',
  button: 'button',
  dd: 'description',
  div: 'block',
  dl: 'description list',
  dt: 'term',
  em: 'emphasised text',
  figcaption: 'caption',
  figure: 'figure',
  footer: 'footer',
  h1: 'main heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  header: 'header',
  i: 'italic text',
  img: 'image',
  label: 'label',
  li: 'list item',
  main: 'main content',
  meta: 'meta tag',
  nav: 'navigation',
  ol: 'numbered list',
  p: 'paragraph',
  section: 'section',
  small: 'small text',
  span: 'text',
  strong: 'bold text',
  table: 'table',
  tbody: 'table body',
  td: 'table cell',
  th: 'table heading cell',
  time: 'date',
  tr: 'table row',
  ul: 'list',
};

/** Plural of a tag word, for "item 2 of the list items". */
const plural = (word: string): string => (word.endsWith('s') ? word : `${word}s`);

interface Compound {
  tag: string;
  marks: string[];
  /** 1-based position among siblings, from :nth-of-type / :nth-child / :first-of-type. */
  nth?: number;
  last?: boolean;
}

const ATTR = /^\[([\w:-]+)(?:([~|^$*]?=)"((?:[^"\\]|\\.)*)")?\]/;

/** Parses one compound selector (no combinators); null when it holds something not handled. */
function parseCompound(text: string): Compound | null {
  const out: Compound = { tag: '', marks: [] };
  let rest = text;
  const tag = rest.match(/^[a-zA-Z][\w-]*|^\*/);
  if (tag) {
    out.tag = tag[0] === '*' ? '' : tag[0].toLowerCase();
    rest = rest.slice(tag[0].length);
  }
  const classes: string[] = [];
  while (rest) {
    let m: RegExpMatchArray | null;
    if ((m = rest.match(/^#((?:[\w-]|\\.)+)/))) out.marks.push(`with id “${unescape(m[1] ?? '')}”`);
    else if ((m = rest.match(/^\.((?:[\w-]|\\.)+)/))) classes.push(unescape(m[1] ?? ''));
    else if ((m = rest.match(ATTR))) out.marks.push(attrWords(m[1] ?? '', m[2], m[3]));
    else if ((m = rest.match(/^:(?:nth-of-type|nth-child)\((\d+)\)/))) out.nth = Number(m[1]);
    else if ((m = rest.match(/^:(?:first-of-type|first-child)/))) out.nth = 1;
    else if ((m = rest.match(/^:(?:last-of-type|last-child)/))) out.last = true;
    else return null;
    rest = rest.slice(m[0].length);
  }
  if (classes.length) out.marks.unshift(`marked “${classes.join(' ')}”`);
  return out;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

function attrWords(name: string, op: string | undefined, raw: string | undefined): string {
  if (op === undefined) return `that has ${name}`;
  const value = unescape(raw ?? '');
  const how = op === '=' ? '' : op === '^=' ? 'starting with ' : op === '$=' ? 'ending with ' : 'containing ';
  if (name === 'itemprop') return `marked as ${how}“${value}” (structured data)`;
  if (name === 'aria-label' || name === 'title') return `labelled ${how}“${value}”`;
  if (name === 'role') return `with the role ${how}“${value}”`;
  if (name === 'name' || name === 'property') return `named ${how}“${value}”`;
  return `whose ${name} is ${how}“${value}”`;
}

function compoundWords(c: Compound): string {
  const word = TAG_WORDS[c.tag] ?? (c.tag ? `<${c.tag}>` : 'element');
  const marks = c.marks.length ? ` ${c.marks.join(', ')}` : '';
  if (c.last) return `the last ${word}${marks}`;
  if (c.nth !== undefined) return `item ${c.nth} of the ${plural(word)}${marks}`;
  return `the ${word}${marks}`;
}

/**
 * "h2.name > a" → "the link, directly in the heading marked “name”". Returns null when the
 * selector holds something this reader does not put in words (the caller quotes it instead).
 */
export function selectorInWords(selector: string): string | null {
  const parts = selector
    .trim()
    .replace(/\s*>\s*/g, ' > ')
    .split(/\s+/);
  const steps: Array<{ words: string; direct: boolean }> = [];
  let direct = false;
  for (const part of parts) {
    if (part === '>') {
      direct = true;
      continue;
    }
    if (part === ':scope') {
      steps.push({ words: 'the record', direct });
      direct = false;
      continue;
    }
    const compound = parseCompound(part);
    if (!compound) return null;
    steps.push({ words: compoundWords(compound), direct });
    direct = false;
  }
  if (steps.length === 0) return null;
  // Innermost first: what is read, then where it sits.
  const [inner, ...outer] = steps.reverse();
  let text = inner?.words ?? '';
  let joinDirect = inner?.direct ?? false;
  for (const step of outer) {
    text += joinDirect ? `, directly in ${step.words}` : `, inside ${step.words}`;
    joinDirect = step.direct;
  }
  return text;
}
