import { foldText as fold } from './fold-text';

/**
 * Advertising disclosures: the words and attributes shops use to label a paid placement. Law
 * and ad-network rules make them conventional (an EU shop writes "Anzeige" or "Werbung", a US
 * one "Sponsored" or "Ad"), so a card that carries one, in a place the learning pages never
 * showed it, is an ad — not a record — without a model call. The list is of the labels in
 * common use across languages, not of any one site; a word not in it still sends its first
 * page to the model (lib/recipes/record-kinds.ts), which teaches the recipe that kind.
 */
const WORDS = new Set(
  [
    // English
    'ad',
    'ads',
    'advert',
    'advertisement',
    'sponsored',
    'promoted',
    // German
    'anzeige',
    'gesponsert',
    'werbung',
    // French
    'sponsorisé',
    'sponsorisée',
    'annonce',
    'publicité',
    // Spanish, Portuguese
    'patrocinado',
    'patrocinada',
    'anuncio',
    'anúncio',
    'publicidad',
    'publicidade',
    'promocionado',
    // Italian
    'sponsorizzato',
    'sponsorizzata',
    'annuncio',
    'pubblicità',
    // Dutch, Scandinavian, Polish, Czech
    'gesponsord',
    'advertentie',
    'sponsrad',
    'annons',
    'sponsoreret',
    'sponset',
    'annonse',
    'sponsorowane',
    'reklama',
    'reklame',
    'reklam',
    // Finnish, Turkish, Russian
    'mainos',
    'sponsorlu',
    'реклама',
    // Greek, Hebrew, Arabic
    'χορηγούμενο',
    'χορηγούμενη',
    'διαφήμιση',
    'ממומן',
    'ממומנת',
    'פרסומת',
    'إعلان',
    'ممول',
    // Japanese, Chinese, Korean
    '広告',
    'スポンサー',
    '广告',
    '廣告',
    '赞助',
    '광고',
  ].map((w) => fold(w)),
);

/** Ignored around a disclosure word: "Sponsored ·", "[Ad]", "Anzeige –". */
const EDGES = /^[\s[\](){}·•|:–—-]+|[\s[\](){}·•|:–—-]+$/gu;

/**
 * A short text that labels a paid placement: a disclosure word alone, or first ("Sponsored by
 * Lumen"). A word only inside a longer phrase ("Ad-free edition") does not count.
 */
export function isDisclosureText(text: string): boolean {
  const words = fold(text).replace(EDGES, '').split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return false;
  // A label word before a run of digits is a code: "AD 6514" is a flight, not an advertisement.
  if (/^\p{Nd}{2,}$/u.test(words[1] ?? '')) return false;
  return WORDS.has(first.replace(EDGES, '')) && (words.length <= 2 || words[1] === 'by');
}

/** Attribute name parts and `rel` words that say the element is a paid placement. */
const ATTRIBUTE_PARTS = new Set(['ad', 'ads', 'adslot', 'advert', 'advertisement', 'sponsor', 'sponsored', 'promoted']);

/** `data-sponsored`, `data-ad-slot`, `data-promoted`, `rel="sponsored"`: a paid placement's own attribute. */
export function isDisclosureAttribute(name: string, word?: string): boolean {
  if (name === 'rel') return word === 'sponsored';
  if (!name.startsWith('data-')) return false;
  return name
    .slice('data-'.length)
    .toLowerCase()
    .split(/[-_]/)
    .some((part) => ATTRIBUTE_PARTS.has(part));
}

/**
 * A disclosure word standing as a word of its own anywhere in a text ("Sponsored [name] — 12 €",
 * "name · Anzeige"): for a line the model input shows as one card, where the label is not
 * a text of its own. Callers check that the records they keep never carry one.
 */
export function hasDisclosureWord(text: string): boolean {
  // Badges written next to each other without a space in the page's text ("newSponsored").
  return fold(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'))
    .split(/[^\p{L}\p{M}]+/u)
    .some((word) => word !== '' && WORDS.has(word));
}

/**
 * Whether a request asks to leave paid placements out ("every product, leaving out sponsored
 * listings", "no ads", "organic results only"): then a record the page marks as one is not a
 * record it asked for. Without such words, a sponsored card is as much a result as any.
 */
export function leavesOutPaid(prompt: string): boolean {
  return (
    /\b(?:leav\w*\s+out|exclud\w*|without|skip\w*|ignor\w*|omit\w*|no|not|except|drop\w*|minus)\s+(?:any\s+|the\s+|all\s+)?(?:sponsored|ads?|adverts?|advertisements?|promoted|paid)\b/i.test(
      prompt,
    ) ||
    /\b(?:sponsored|ads?|adverts?|advertisements?|promoted|paid)\s+(?:\w+\s+)?(?:left out|excluded)\b|\borganic (?:results|listings) only\b|\bonly organic\b/i.test(
      prompt,
    )
  );
}
