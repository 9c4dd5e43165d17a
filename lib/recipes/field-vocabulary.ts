/**
 * How pages say the words a boolean field is named by. Schemas name fields in English
 * (`free_cancellation`, `breakfast_included`, `pets_allowed`), as users and agents write JSON
 * keys; a page in German says "Kostenlose Stornierung". The learner ties a boolean's place to
 * its question by the field's words (lib/recipes/learn-boolean.ts), so each word a field is often
 * named by comes with its stems in the languages Quarry's users shop and book in (de, fr, es,
 * it, nl, pt, pl), folded (no accents) and matched inside a page's words: a convention list of
 * common words, not any one site's wording. Words of availability are lib/recipes/availability.ts's.
 */
const STEMS: Record<string, string[]> = {
  // Cancelling for free and being refunded are one question ("Non-refundable" answers it).
  cancellation: [
    'storn',
    'annul',
    'cancela',
    'cancella',
    'anulow',
    'anulac',
    'odwol',
    'refund',
    'erstatt',
    'rembours',
    'reembols',
    'rimbors',
    'restitu',
    'zwrot',
  ],
  breakfast: [
    'fruhstuck',
    'petit-dejeuner',
    'petit dejeuner',
    'desayuno',
    'colazione',
    'ontbijt',
    'cafe da manha',
    'sniadan',
  ],
  parking: [
    'parkplatz',
    'parken',
    'stationnement',
    'aparcamiento',
    'estacionamiento',
    'parcheggio',
    'parkeer',
    'estacionamento',
  ],
  pets: ['haustier', 'animaux', 'mascota', 'animali', 'huisdier', 'animais', 'zwierze'],
  pool: ['schwimmbad', 'piscine', 'piscina', 'zwembad', 'basen'],
  // Shipping and delivery are one question too.
  shipping: [
    'delivery',
    'versand',
    'liefer',
    'livraison',
    'envio',
    'entrega',
    'spedizion',
    'consegna',
    'verzend',
    'bezorg',
    'frete',
    'wysylk',
    'dostaw',
  ],
  returns: ['rucksend', 'retour', 'devolucion', 'devolucao', 'reso gratuito'],
  warranty: ['garantie', 'garantia', 'garanzia', 'gwaranc'],
};

/** The same question's other words a field name may use ("cancel", "refundable", "pet"). */
const KIN: Record<string, string> = {
  cancel: 'cancellation',
  cancelable: 'cancellation',
  cancellable: 'cancellation',
  refund: 'cancellation',
  refundable: 'cancellation',
  nonrefundable: 'cancellation',
  pet: 'pets',
  ship: 'shipping',
  delivery: 'shipping',
  return: 'returns',
  guarantee: 'warranty',
};

/** Stems pages use for a field's words (`fieldWords`), in the languages above; none for words not listed. */
export function spokenStems(words: string[]): string[] {
  return words.flatMap((w) => STEMS[KIN[w] ?? w] ?? []);
}

/**
 * Whether a folded text speaks of another of the listed questions than the field's words do:
 * "Petit-déjeuner compris" is about breakfast, so it is no state of `free_cancellation`, however
 * often both stood together on the learning pages.
 */
export function namesOtherQuestion(words: string[], folded: string): boolean {
  const own = new Set(words.map((w) => KIN[w] ?? w));
  return Object.entries(STEMS).some(
    ([concept, stems]) => !own.has(concept) && [concept, ...stems].some((stem) => folded.includes(stem)),
  );
}

/** Words that turn a phrase on a question into its "no" ("Non-refundable", "Nicht erstattungsfähig"). */
const NEGATIONS = new Set(['not', 'no', 'non', 'nicht', 'kein', 'keine', 'niet', 'geen', 'nie', 'nao', 'ne', 'pas']);
/**
 * Words of a charge: "No cancellation fee" says yes to free cancellation, however negated, and
 * "Stornierung gegen Gebühr" no without a negation, so a phrase with one is read by no rule here.
 */
const CHARGE =
  /^(?:fees?|charges?|costs?|kosten|\p{L}*gebuhr\p{L}*|frais|gastos?|cost[oi]|spese|penal\p{L}*|oplat\p{L}*|taxas?|tarif\p{L}*|\p{L}*zuschlag\p{L}*|recargos?|supplements?)$/u;

/**
 * Words that grant a question outright ("Free cancellation", "Frühstück inklusive", "Pets
 * allowed"), folded, matched at a word's start: a phrase on the question with one, not negated
 * and with no charge, is its yes, which a page that only ever said "Non-refundable" never showed.
 */
const GRANTS =
  /^(?:free|gratis|gratuit\p{L}*|kostenlos\p{L}*|kostenfrei\p{L}*|darmow\p{L}*|bezplatn\p{L}*|inclu\p{L}*|inklusive|inbegriffen|inbegrepen|compris|wliczon\p{L}*|allowed|erlaubt|autoris\p{L}*|permitid\p{L}*|ammess\p{L}*|toegestaan|welcome|willkommen|bienvenu\p{L}*|bienvenid\p{L}*|benvenut\p{L}*|welkom)$/u;

/** A folded phrase's words, letters and digits only. */
const wordsOf = (folded: string): string[] => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The listed questions a folded phrase speaks of ("nicht erstattungsfahig": cancellation). */
function questionsOf(words: string[]): Set<string> {
  const text = words.join(' ');
  return new Set(
    Object.entries(STEMS)
      .filter(([concept, stems]) => [concept, ...stems].some((stem) => text.includes(stem)))
      .map(([concept]) => concept),
  );
}

/** Whether a folded phrase speaks, by the listed stems, of the question a field's words name ("gratis annuleren": cancellation). */
export function speaksOf(words: string[], folded: string): boolean {
  const own = new Set(words.map((w) => KIN[w] ?? w));
  return [...questionsOf(wordsOf(folded))].some((q) => own.has(q));
}

/** Whether a phrase's words negate it: a negation word, or "non" glued to the word ("nonrefundable"). */
function negated(words: string[]): boolean {
  return words.some((w) => NEGATIONS.has(w) || (w.startsWith('non') && w.length > 6));
}

/**
 * What a phrase on a listed question says, against a learned phrase on the same question that said
 * yes or no (`learned`, with its value): the opposite when the phrase negates the question and the
 * learned one did not ("Non rimborsabile" where "Cancellazione gratuita" said yes), the same when
 * both negate it ("Not refundable", "Non-refundable"), and the opposite when the learned phrase
 * negated it and this one grants it ("Gratis annuleren" where "Niet-restitueerbaar" said no).
 * Null when they speak of no one question, when the learned phrase negated it and this one neither
 * negates nor grants it ("Cancellation up to 3 days before" may cost), or when either speaks of a
 * charge. Both folded.
 */
export function impliedAnswer(learned: { text: string; value: boolean }, text: string): boolean | null {
  const a = wordsOf(learned.text);
  const b = wordsOf(text);
  if (a.length === 0 || b.length === 0 || b.length > 5 || [...a, ...b].some((w) => CHARGE.test(w))) return null;
  const shared = [...questionsOf(a)].filter((q) => questionsOf(b).has(q));
  if (shared.length !== 1 || questionsOf(b).size !== 1) return null;
  if (!negated(b)) return negated(a) && b.some((w) => GRANTS.test(w)) ? !learned.value : null;
  return negated(a) ? learned.value : !learned.value;
}
