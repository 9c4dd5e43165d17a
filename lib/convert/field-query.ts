import { z } from '../contract/zod-mini-setup';
import { CONCEPTS, MODIFIERS, type Concept } from './concepts';

/**
 * What the user asked for, understood as value concepts: a field named `cost`, `preis` or
 * `itemPrice`, or described as "the retail price", asks for a price; `written_by` for a
 * person; `story_text` for long text. Pruning and the field signals key off the concepts,
 * never off a fixed list of names. When a field cannot be understood it is "unknown", and
 * unknown means keep more: nothing is pruned for it.
 */

/** One requested field as the schema describes it (see field-specs.ts). */
export const fieldSpecSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  title: z.optional(z.string().check(z.maxLength(200))),
  description: z.optional(z.string().check(z.maxLength(1000))),
  type: z.optional(z.string().check(z.maxLength(20))),
  format: z.optional(z.string().check(z.maxLength(40))),
  pattern: z.optional(z.string().check(z.maxLength(200))),
  /** The fields of an object, or of each item of an array of objects. */
  get parts() {
    return z.optional(z.array(fieldSpecSchema).check(z.maxLength(100)));
  },
});
export type FieldSpec = z.infer<typeof fieldSpecSchema>;

/** A requested field (or a concept the prompt names), understood. */
export interface FieldNeed {
  name: string;
  concepts: Concept[];
  /** Words of the name matched as written in the page's text and attribute names. */
  literal: string[];
  /** Its value is short (price, date, name…): the blocks that hold it are enough. */
  short: boolean;
}

export interface FieldQuery {
  /** Every field (nested ones too) and every concept the prompt names. */
  needs: FieldNeed[];
  /** Whether the page may be cut down to the blocks that hold the requested values. */
  prunable: boolean;
}

interface Token {
  text: string;
  concept: Concept | null;
  /** A word that narrows another or says nothing ("sale", "of", "product"). */
  modifier: boolean;
  /** A plural of a concept's word ("prices"). */
  plural: boolean;
}

const LOOKUP = new Map<string, Concept>();
for (const [concept, info] of Object.entries(CONCEPTS) as Array<[Concept, (typeof CONCEPTS)[Concept]]>) {
  for (const word of info.words) if (!LOOKUP.has(word)) LOOKUP.set(word, concept);
  for (const phrase of info.phrases ?? []) {
    LOOKUP.set(phrase, concept);
    LOOKUP.set(phrase.replace(' ', ''), concept);
  }
}

const FORMATS: Record<string, Concept> = {
  date: 'date',
  'date-time': 'date',
  time: 'date',
  uri: 'url',
  url: 'url',
  iri: 'url',
  'uri-reference': 'url',
  email: 'email',
  'idn-email': 'email',
};

/**
 * Words that make up an instruction rather than name a value ("extract the … from this
 * page"). A prompt made of these and short concepts only is a short-field request.
 */
const PROMPT_WORDS = new Set(
  `extract extracting get find give return show tell pull grab scrape collect read fetch capture need want like
would please what which who is are was were be this that these those from with me we you it them their his her
as json format object output fields values info information data page webpage web online shown listed given
visible if any only just also plus including include there here do does has have where along together both
either news blog shop store one single exact exactly its
extrahiere finde gib und oder mit aus dieser diese seite den dem ein eine bitte
extraire trouve donne et ou avec cette ce un une
extraer extrae dame y o con esta este pagina los las una`.split(/\s+/),
);
/** Words that ask for many records: such a prompt is a list request, never pruned. */
const MANY = new Set([
  'all',
  'every',
  'each',
  'list',
  'many',
  'multiple',
  'several',
  'alle',
  'tous',
  'toutes',
  'todos',
  'todas',
]);

/** "writtenBy", "published_on", "ISBN13", "e-mail" → lower-case words without accents. */
export function splitWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function singular(word: string): string[] {
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('es')) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

function lookup(word: string): { concept: Concept; plural: boolean } | null {
  const concept = LOOKUP.get(word);
  if (concept) return { concept, plural: false };
  for (const form of singular(word)) {
    const found = LOOKUP.get(form);
    if (found) return { concept: found, plural: true };
  }
  return null;
}

function isModifier(word: string): boolean {
  return MODIFIERS.has(word) || word.length <= 2 || /^\d+$/.test(word) || singular(word).some((w) => MODIFIERS.has(w));
}

/** "datepublished" → ["date", "published"] when both halves are known words. */
function splitCompound(word: string): string[] | null {
  const known = (part: string): boolean => lookup(part) !== null || (part.length >= 3 && MODIFIERS.has(part));
  for (let i = 3; i <= word.length - 3; i++) {
    const [left, right] = [word.slice(0, i), word.slice(i)];
    if (known(left) && known(right)) return [left, right];
  }
  return null;
}

function tokens(words: string[], compounds = true): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    const phrase = next === undefined ? undefined : LOOKUP.get(`${word} ${next}`);
    if (phrase) {
      out.push({ text: `${word} ${next}`, concept: phrase, modifier: false, plural: false });
      i++;
      continue;
    }
    const found = lookup(word);
    if (found) out.push({ text: word, concept: found.concept, modifier: false, plural: found.plural });
    else if (isModifier(word)) out.push({ text: word, concept: null, modifier: true, plural: false });
    else {
      const parts = compounds && word.length >= 6 ? splitCompound(word) : null;
      if (parts) out.push(...tokens(parts, false));
      else out.push({ text: word, concept: null, modifier: false, plural: false });
    }
  }
  return out;
}

/** A field's value is short when the last concept its name gives (the head) is short. */
function shortByName(name: Token[]): boolean | null {
  let head = -1;
  name.forEach((token, i) => {
    if (token.concept) head = i;
  });
  if (head < 0) return null;
  const headToken = name[head] as Token;
  // "price_history": an unknown word after the head changes what is asked for.
  const after = name.slice(head + 1).some((token) => !token.modifier && !token.concept);
  return headToken.concept !== null && CONCEPTS[headToken.concept].short && !after;
}

/**
 * The name's words matched as written: unknown words, and concept words no signal covers.
 * A long-text word counts only as a modifier of a short field ("reviews_url": the link that
 * says "reviews"); in a long field it would mark every block that says "text".
 */
function literalWords(name: Token[], short: boolean): string[] {
  return name
    .filter((token) => {
      if (!token.concept) return !token.modifier && token.text.length >= 3;
      const info = CONCEPTS[token.concept];
      return !info.signal && (info.short || short);
    })
    .map((token) => token.text);
}

function understandField(spec: FieldSpec, out: FieldNeed[]): FieldNeed {
  const name = tokens(splitWords(spec.name));
  const title = spec.title ? tokens(splitWords(spec.title)) : [];
  const described = spec.description ? tokens(splitWords(spec.description.slice(0, 1000)), false) : [];
  const concepts = new Set<Concept>();
  for (const token of [...name, ...title, ...described]) if (token.concept) concepts.add(token.concept);
  const format = spec.format ? FORMATS[spec.format.toLowerCase()] : undefined;
  if (format) concepts.add(format);
  // A field with a pattern holds a code of some kind: labels like "Ref.:" point at it.
  if (spec.pattern) concepts.add('identifier');
  const need: FieldNeed = { name: spec.name, concepts: [...concepts], literal: [], short: false };
  out.push(need);
  need.short = shortField(spec, name, title, described, format !== undefined, out);
  need.literal = literalWords(name, need.short);
  return need;
}

function shortField(
  spec: FieldSpec,
  name: Token[],
  title: Token[],
  described: Token[],
  formatted: boolean,
  out: FieldNeed[],
): boolean {
  // The name's head decides ("review_count" is a count); a title or description that speaks
  // of long text ("the full text of the post") makes the field long whatever its name.
  const long = [...title, ...described].some((token) => token.concept === 'long-text');
  if (spec.parts && spec.parts.length > 0) {
    const parts = spec.parts.map((part) => understandField(part, out));
    // An object of short values is short; an array of them is a list of records: kept whole.
    return spec.type !== 'array' && !long && parts.every((part) => part.short);
  }
  if (long) return false;
  const byName = shortByName(name) ?? shortByName(title);
  if (byName !== null) return byName;
  if (formatted) return true;
  const said = described.filter((token) => token.concept);
  return said.length > 0 && said.every((token) => CONCEPTS[token.concept as Concept].short);
}

/**
 * A prompt without a schema: the concepts it names are looked for, and the page is pruned
 * only when the prompt is nothing but short concepts and instruction words ("Get the price
 * and SKU"). Any word not understood, a long concept or a list request keeps everything.
 */
function understandPrompt(prompt: string, alone: boolean): { needs: FieldNeed[]; prunable: boolean } {
  const found = tokens(splitWords(prompt.slice(0, 4000)), false);
  const needs: FieldNeed[] = [];
  const unknown: string[] = [];
  let many = false;
  for (const token of found) {
    if (token.concept) {
      const short = CONCEPTS[token.concept].short;
      // Its word is matched as written, as a field name's would be ("Location: …").
      needs.push({ name: token.text, concepts: [token.concept], literal: literalWords([token], short), short });
      many ||= token.plural;
    } else if (MANY.has(token.text)) many = true;
    else if (!token.modifier && !PROMPT_WORDS.has(token.text)) unknown.push(token.text);
  }
  const prunable = needs.length > 0 && unknown.length === 0 && !many && needs.every((need) => need.short);
  // Without a schema, words nothing explains ("cuisine") are looked for as written, as a field
  // name no concept covers is: a block that says them is not dropped as boilerplate. They
  // never prune. With a schema the fields say what is wanted; the prompt's other words
  // ("from this Amazon listing") would only keep more.
  const words = alone ? [...new Set(unknown.filter((word) => word.length >= 4))] : [];
  if (words.length > 0) needs.push({ name: words.join(' '), concepts: [], literal: words, short: false });
  return { needs, prunable };
}

export function understandQuery(fields: ReadonlyArray<string | FieldSpec>, prompt = ''): FieldQuery {
  const needs: FieldNeed[] = [];
  const top = fields.map((field) => understandField(typeof field === 'string' ? { name: field } : field, needs));
  const asked = prompt.trim() ? understandPrompt(prompt, top.length === 0) : { needs: [], prunable: false };
  // With a schema the fields decide what is pruned; the prompt only adds what to look for.
  const prunable = top.length > 0 ? top.every((need) => need.short) : asked.prunable;
  return { needs: [...needs, ...asked.needs], prunable };
}
