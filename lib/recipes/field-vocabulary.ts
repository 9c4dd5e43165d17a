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
  cancellation: ['storn', 'annul', 'cancela', 'cancella', 'anulow', 'anulac', 'odwol'],
  refundable: ['erstatt', 'rembours', 'reembols', 'rimbors', 'restitu', 'zwrot'],
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
  shipping: ['versand', 'livraison', 'envio', 'spedizion', 'verzend', 'frete', 'wysylk'],
  delivery: ['liefer', 'livraison', 'entrega', 'consegna', 'bezorg', 'dostaw'],
  returns: ['rucksend', 'retour', 'devolucion', 'devolucao', 'reso gratuito', 'zwrot'],
  warranty: ['garantie', 'garantia', 'garanzia', 'gwaranc'],
};

/** The same word's kin a field name may use ("cancel", "refund", "pet"). */
const KIN: Record<string, string> = {
  cancel: 'cancellation',
  cancelable: 'cancellation',
  cancellable: 'cancellation',
  refund: 'refundable',
  pet: 'pets',
  ship: 'shipping',
  return: 'returns',
  guarantee: 'warranty',
};

/** Stems pages use for a field's words (`fieldWords`), in the languages above; none for words not listed. */
export function spokenStems(words: string[]): string[] {
  return words.flatMap((w) => STEMS[KIN[w] ?? w] ?? []);
}
