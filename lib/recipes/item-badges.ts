import { compareForm } from './page-text';

/**
 * Badges a shop puts on an item's own card to say what state the item is in: new in the range,
 * on sale, selling well. They describe the item, never where it was placed or who paid for the
 * place (those are disclosures: lib/grounding/ad-disclosure.ts), so a card built like the records
 * that shows one is a record in another state, as one saying it is sold out is. Words of the
 * languages Quarry's labels cover; a badge of any other word (a site's own "Promo", "Partner
 * pick") still sends the page to the model the first time it is seen.
 */
const STATE_BADGES = [
  // new in the range
  'new',
  'new in',
  'just in',
  'new arrival',
  'neu',
  'neuheit',
  'nouveau',
  'nouveauté',
  'nuevo',
  'novedad',
  'nuovo',
  'novità',
  'nieuw',
  'novo',
  'novidade',
  'nowość',
  'nyhet',
  'nyhed',
  'uutuus',
  'новинка',
  '新品',
  '新着',
  '신상품',
  // on sale
  'sale',
  'on sale',
  'angebot',
  'soldes',
  'promoción',
  'rebajas',
  'saldi',
  'uitverkoop',
  'liquidação',
  'wyprzedaż',
  'rea',
  'udsalg',
  'tilbud',
  'ale',
  'распродажа',
  'セール',
  '特价',
  '세일',
  // selling well
  'bestseller',
  'best seller',
  'top seller',
  'popular',
  'beliebt',
  'meilleure vente',
  'más vendido',
  'più venduto',
  'populair',
  'mais vendido',
  'хит продаж',
  'ベストセラー',
  '畅销',
  '베스트셀러',
].map(compareForm);

/** Whether a short text is one of those badges, alone ("New", "Bestseller!", "SALE"). */
export function isStateBadge(text: string): boolean {
  const folded = compareForm(text)
    .replace(/[!.*★☆•·]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return folded !== '' && STATE_BADGES.includes(folded);
}
