import { escapeRegExp } from '../shared/escape-reg-exp';
import { foldText } from './fold-text';

/**
 * Labels of the shop that sells an item on a marketplace ("Sold by", "Verkauf durch",
 * "Продавец:"): the name after one is the seller, not the item's maker, and a rating after
 * that name is the seller's, not the item's.
 */
const LABELS = [
  'sold by',
  'ships from',
  'seller',
  'sold and shipped by',
  'verkauf durch',
  'verkauft von',
  'verkäufer',
  'vendu par',
  'vendeur',
  'vendido por',
  'vendedor',
  'venduto da',
  'venditore',
  'verkocht door',
  'verkoop door',
  'verkoper',
  'sprzedawca',
  'sprzedaje',
  'selges av',
  'selger',
  'säljs av',
  'säljare',
  'sælges af',
  'продавец',
  'продаёт',
  'πωλείται από',
  'πωλητής',
  'يباع بواسطة',
  'البائع',
  'נמכר על ידי',
  'מוכר',
  '販売元',
  '出品者',
  '판매자',
  '판매처',
].map((label) => escapeRegExp(foldText(label)));

/** Folded label words that end in a seller's label ("… sold by:"). */
export const SELLER_LABEL = new RegExp(`(?:${LABELS.join('|')})\\s*:?$`, 'u');

/** Folded text before a figure that ends in a seller's label and a name ("Sold by Kestrel Goods "). */
const AFTER_SELLER_NAME = new RegExp(`(?:^|[^\\p{L}])(?:${LABELS.join('|')})\\s*:?\\s+[^\\n|]{2,40}$`, 'u');

/** Whether a figure whose text before (in its block) is `before` is a seller's own rating. */
export function afterSellerName(before: string): boolean {
  return AFTER_SELLER_NAME.test(foldText(before).replace(/\s+/g, ' '));
}
