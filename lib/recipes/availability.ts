import { compareForm } from './page-text';

/**
 * How shops say whether an item can be bought, in the languages Quarry's users shop in: a
 * convention list, not any one site's wording. Each phrase means in stock (true) or not (false);
 * a number in it stands for any number ("Only 3 left"). Negated phrases come before the phrases
 * they negate ("nicht verfügbar" before "verfügbar"), and a phrase is matched as whole words.
 */
const PHRASES: Array<[string, boolean]> = [
  // English
  ['out of stock', false],
  ['sold out', false],
  ['currently unavailable', false],
  ['temporarily unavailable', false],
  ['unavailable', false],
  ['not available', false],
  ['no longer available', false],
  ['in stock', true],
  ['available', true],
  ['ready to ship', true],
  ['only # left', true],
  ['only # left in stock', true],
  ['# in stock', true],
  ['low stock', true],
  // A promise to dispatch soon is a promise the item is there.
  ['ships today', true],
  ['ships in # days', true],
  ['ships within # days', true],
  ['ships within # hours', true],
  ['dispatched within # hours', true],
  ['dispatched within # days', true],
  ['ready for dispatch', true],
  // German
  ['nicht auf lager', false],
  ['nicht verfügbar', false],
  ['derzeit nicht verfügbar', false],
  ['nicht lieferbar', false],
  ['ausverkauft', false],
  ['vergriffen', false],
  ['auf lager', true],
  ['verfügbar', true],
  ['lieferbar', true],
  ['sofort lieferbar', true],
  ['nur noch # verfügbar', true],
  ['nur noch # auf lager', true],
  ['nur noch #', true],
  ['sofort versandfertig', true],
  ['versandfertig', true],
  ['versand in # stunden', true],
  ['versand innerhalb von # stunden', true],
  // French
  ['rupture de stock', false],
  ['en rupture', false],
  ['épuisé', false],
  ['indisponible', false],
  ['en stock', true],
  ['disponible', true],
  ['plus que # en stock', true],
  ['plus que #', true],
  ['expédié sous # h', true],
  ['expédié sous # heures', true],
  ['expédié sous # jours', true],
  ['expédition immédiate', true],
  ['expédition sous # h', true],
  // Spanish
  ['agotado', false],
  ['sin stock', false],
  ['no disponible', false],
  ['solo quedan #', true],
  ['quedan #', true],
  ['últimas # unidades', true],
  ['envío inmediato', true],
  ['envío en # h', true],
  ['envío en # horas', true],
  ['envío en # días', true],
  // Italian
  ['esaurito', false],
  ['non disponibile', false],
  ['temporaneamente esaurito', false],
  ['disponibile', true],
  ['in magazzino', true],
  ['solo # rimasti', true],
  ['ultimi # pezzi', true],
  ['spedizione immediata', true],
  ['spedizione in # h', true],
  ['spedizione in # ore', true],
  ['pronta consegna', true],
  // Dutch
  ['uitverkocht', false],
  ['niet op voorraad', false],
  ['niet leverbaar', false],
  ['tijdelijk niet leverbaar', false],
  ['op voorraad', true],
  ['leverbaar', true],
  ['direct leverbaar', true],
  ['beschikbaar', true],
  ['nog # beschikbaar', true],
  ['nog # op voorraad', true],
  ['vandaag verzonden', true],
  ['direct verzonden', true],
  ['morgen in huis', true],
  // Portuguese
  ['esgotado', false],
  ['indisponível', false],
  ['em estoque', true],
  ['disponível', true],
  ['envio imediato', true],
  ['pronta entrega', true],
  ['fora de estoque', false],
  ['restam apenas # unidades', true],
  ['produto indisponível', false],
  // German as Swiss shops write it
  ['an lager', true],
  ['nicht an lager', false],
  ['nur noch # stück an lager', true],
  ['nur noch # stück auf lager', true],
  ['nur noch # stück', true],
  // Polish, Czech
  ['dostępny', true],
  ['dostępne', true],
  ['produkt dostępny', true],
  ['w magazynie', true],
  ['niedostępny', false],
  ['niedostępne', false],
  ['brak w magazynie', false],
  ['wyprzedany', false],
  ['ostatnie # sztuk', true],
  ['tylko # sztuk', true],
  ['zostało tylko # szt', true],
  ['zostało # szt', true],
  ['produkt wyprzedany', false],
  ['skladem', true],
  ['není skladem', false],
  ['vyprodáno', false],
  // Norwegian, Danish, Swedish, Finnish
  ['på lager', true],
  ['ikke på lager', false],
  ['få på lager', true],
  ['utsolgt', false],
  ['udsolgt', false],
  ['tilgjengelig', true],
  ['kun # igjen', true],
  ['kun # tilbage', true],
  ['bara # kvar', true],
  ['sendes innen # timer', true],
  ['sendes i dag', true],
  ['skickas inom # timmar', true],
  ['ikke tilgjengelig', false],
  ['tilgængelig', true],
  ['i lager', true],
  ['finns i lager', true],
  ['ej i lager', false],
  ['slutsåld', false],
  ['varastossa', true],
  ['ei varastossa', false],
  ['loppuunmyyty', false],
  // Turkish
  ['stokta', true],
  ['stokta var', true],
  ['stokta yok', false],
  ['tükendi', false],
  // Russian, Ukrainian
  ['в наличии', true],
  ['есть на складе', true],
  ['на складе', true],
  ['есть в наличии', true],
  ['нет в наличии', false],
  ['распродано', false],
  ['товар закончился', false],
  ['осталось # шт', true],
  ['є в наявності', true],
  ['немає в наявності', false],
  // Greek
  ['διαθέσιμο', true],
  ['άμεσα διαθέσιμο', true],
  ['σε απόθεμα', true],
  ['μόνο # τεμάχια', true],
  ['τελευταία # τεμάχια', true],
  ['μη διαθέσιμο', false],
  ['εξαντλήθηκε', false],
  ['εκτός αποθέματος', false],
  // Arabic
  ['متوفر', true],
  ['متوفر في المخزون', true],
  ['متاح', true],
  ['تبقى # قطع فقط', true],
  ['تبقى # قطع', true],
  ['متاح للشحن', true],
  ['غير متوفر', false],
  ['غير متاح', false],
  ['نفدت الكمية', false],
  ['نفد من المخزون', false],
  // Hebrew
  ['במלאי', true],
  ['זמין', true],
  ['זמין במלאי', true],
  ['זמין למשלוח', true],
  ['נותרו # יחידות בלבד', true],
  ['נותרו # יחידות', true],
  ['לא זמין כרגע', false],
  ['אזל', false],
  ['אזל מהמלאי', false],
  ['לא במלאי', false],
  ['לא זמין', false],
  // Japanese, Chinese, Korean
  ['在庫あり', true],
  ['在庫わずか', true],
  ['即日発送', true],
  ['現在お取り扱いできません', false],
  ['残り#点', true],
  ['在庫切れ', false],
  ['在庫なし', false],
  ['売り切れ', false],
  ['有货', true],
  ['现货', true],
  ['有貨', true],
  ['缺货', false],
  ['无货', false],
  ['缺貨', false],
  ['售罄', false],
  ['재고 있음', true],
  ['구매 가능', true],
  ['#개 남음', true],
  ['일시 품절', false],
  ['품절', false],
  ['일시품절', false],
  ['재고 없음', false],
];

const FOLDED = PHRASES.map(([phrase, value]) => [compareForm(phrase), value] as const);

/**
 * What a short availability text means by the convention list: the whole text must be one
 * phrase (its numbers as "#", in any script's digits, a trailing full stop or exclamation mark dropped); null when it is
 * none, or more than a phrase ("In stock at 3 stores near you" is not read).
 */
export function availabilityOf(text: string): boolean | null {
  const folded = compareForm(text)
    .replace(/\p{Nd}+/gu, '#')
    .replace(/[.!]+$/, '')
    .trim();
  if (!folded || folded.length > 40) return null;
  for (const [phrase, value] of FOLDED) if (folded === phrase) return value;
  return null;
}

/**
 * Whether a reading's frame is an availability phrase around its number ("Only # left", "Solo #
 * rimasti"): the number there counts items in stock. A rating or a price read between those
 * words matched a stock count by coincidence on the learning page.
 */
export function stockFrame(before: string, after: string): boolean {
  return (before.trim() !== '' || after.trim() !== '') && availabilityOf(`${before} 9 ${after}`) !== null;
}

/**
 * How booking sites say a stay, a seat or a car is taken for the dates asked, beside the shop
 * phrases above that say "not in stock": words, not phrases, as the sentence around them varies.
 */
const BOOKED_UP = [
  'fully booked',
  'no availability',
  'ausgebucht',
  'keine verfügbarkeit',
  'complet',
  'plus de disponibilité',
  'completo',
  'sin disponibilidad',
  'nessuna disponibilità',
  'volgeboekt',
  'geen beschikbaarheid',
  'lotado',
].map(compareForm);

const UNAVAILABLE = [...FOLDED.flatMap(([phrase, value]) => (value ? [] : [phrase])), ...BOOKED_UP];

/**
 * Whether a short note says the item cannot be had, in a sentence of its own ("Sold out on your
 * dates", "Für Ihre Daten ausgebucht"): one of the phrases that mean not in stock, or a booking
 * site's word for taken, as whole words among at most six.
 */
export function saysUnavailable(text: string): boolean {
  const folded = compareForm(text).replace(/[.!]+$/, '');
  if (!folded || folded.length > 40 || folded.split(/\s+/).length > 6) return false;
  const words = ` ${folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;
  return UNAVAILABLE.some((phrase) => !phrase.includes('#') && words.includes(` ${phrase} `));
}
