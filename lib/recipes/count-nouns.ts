import { markLetters } from './mark-words';

/**
 * How pages say the nouns a count field is named by. Schemas name fields in English (`bedrooms`,
 * `guests`, `review_count`); a page in French says "3 chambres". The learner ranks a figure cut at
 * the field's own word above one cut at another ("3 adultes" agreed with 3 bedrooms by chance),
 * so each noun a count is often named by comes with its stems in the languages Quarry's users
 * shop and book in (de, fr, es, it, nl, pt, pl), folded: a convention list of common words, not
 * any one site's wording. The boolean questions' words are lib/recipes/field-vocabulary.ts's.
 */
const STEMS: Record<string, string[]> = {
  bedroom: [
    'schlafzimmer',
    'chambre',
    'dormitorio',
    'habitacion',
    'camera da letto',
    'camere da letto',
    'slaapkamer',
    'quarto',
    'sypialn',
  ],
  bathroom: [
    'badezimmer',
    'salle de bain',
    'salles de bain',
    'salle d eau',
    'bano',
    'bagno',
    'bagni',
    'badkamer',
    'banheiro',
    'lazienk',
  ],
  guest: [
    'gast',
    'gaste',
    'voyageur',
    'personne',
    'huesped',
    'persona',
    'ospit',
    'person',
    'hospede',
    'pessoa',
    'gosc',
    'osob',
  ],
  bed: ['bett', 'lit', 'cama', 'letto', 'letti', 'bedden', 'lozk'],
  room: ['zimmer', 'chambre', 'piece', 'habitacion', 'camera', 'camere', 'kamer', 'quarto', 'pokoj'],
  night: ['nacht', 'nachte', 'nuit', 'noche', 'notte', 'notti', 'nachten', 'noite', 'noc'],
  review: [
    'bewertung',
    'rezension',
    'avis',
    'resena',
    'opinion',
    'recension',
    'valutazion',
    'recensie',
    'beoordeling',
    'avaliac',
    'opini',
  ],
  seat: ['sitz', 'sitzplatz', 'place', 'asiento', 'plaza', 'posto', 'posti', 'zitplaats', 'lugar', 'assento', 'miejsc'],
  stop: ['umstieg', 'halt', 'escale', 'escala', 'scalo', 'scali', 'overstap', 'tussenstop', 'paragem', 'przesiad'],
  star: ['stern', 'etoile', 'estrella', 'stella', 'stelle', 'ster', 'sterren', 'estrela', 'gwiazd'],
};

/** Plural and naming forms of a field's words ("bedrooms", "reviews", "stars") as STEMS keys. */
const keyOf = (word: string): string => word.replace(/(?<=[a-z]{3})s$/, '');

/**
 * Whether a mark word (folded letters, lib/recipes/mark-words.ts) is one of the field's words said
 * in another language: it starts with a listed stem and goes on by at most an ending ("chambres",
 * "Schlafzimmern"), so "lit" is no "literie".
 */
export function namesCountIn(words: string[], mark: string): boolean {
  return words.some((w) =>
    (STEMS[keyOf(w)] ?? []).some((stem) => {
      const s = markLetters(stem);
      return mark.startsWith(s) && mark.length - s.length <= 3;
    }),
  );
}
