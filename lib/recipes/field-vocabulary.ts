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
