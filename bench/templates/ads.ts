/**
 * Ads that carry no class of their own, for the list templates of bench:recipes. Real shops put
 * sponsored and "featured" cards among the records with exactly the records' markup; what tells
 * them apart is one of: a badge word ("Sponsored", "Anzeige") in the records' own badge element,
 * a link to another host, a tracking redirect on the shop's host, no price, a data attribute, or
 * an identical copy of a record in the first slot. A model asked for "the products" leaves them
 * out, and so does the bench's truth.
 */
import type { Random } from './random';

export type AdKind = 'badge' | 'away' | 'redirect' | 'no-price' | 'attribute' | 'copy';

const KINDS: AdKind[] = ['badge', 'away', 'redirect', 'no-price', 'attribute', 'copy'];

/** Badge words per label language (the records' own badges say "new" or "bestseller"). */
const AD_WORDS: Record<string, string[]> = {
  en: ['Sponsored', 'Ad', 'Promoted'],
  de: ['Anzeige', 'Gesponsert', 'Werbung'],
  fr: ['Sponsorisé', 'Annonce'],
  es: ['Patrocinado', 'Anuncio'],
};

/** Which class-less ads a list template shows: none for one template in four, else one or two kinds. */
export function adKindsFor(rand: Random): AdKind[] {
  if (rand.chance(0.25)) return [];
  return rand.sample(KINDS, rand.int(1, 2));
}

/** Where a page's ads go among `cards` cards: the first slot, every sixth, or one after the second. */
export function adSlots(rand: Random, cards: number): number[] {
  const how = rand.pick(['first', 'every-sixth', 'one'] as const);
  if (how === 'first') return [0];
  if (how === 'one') return [Math.min(cards, 2 + rand.int(0, 3))];
  const out: number[] = [];
  for (let at = 5; at <= cards + out.length; at += 6) out.push(at);
  return out.length ? out : [0];
}

export interface CardLook {
  cls: (part: string) => string;
  money: (n: number) => string;
  lang: string;
  base: string;
  badge: string;
}

/** One ad card with the records' markup, told apart only by what its kind says. */
export function adCard(
  rand: Random,
  kind: Exclude<AdKind, 'copy'>,
  look: CardLook,
  product: { name: string; price: number; sku: string },
): string {
  const own = `${look.base}/p/${product.sku.toLowerCase()}`;
  const maker = `https://${rand.pick(['partner', 'brandstore', 'deals'])}-${rand.int(1, 9)}.example/item/${rand.int(100, 999)}`;
  const href =
    kind === 'away'
      ? maker
      : kind === 'redirect'
        ? `${look.base.replace(/\/s\d+$/, '')}/${rand.pick(['go', 'click', 'out'])}?${rand.pick(['u', 'to', 'dest'])}=${encodeURIComponent(maker)}`
        : own;
  const attribute =
    kind === 'attribute' ? ` ${rand.pick(['data-promoted="true"', 'data-ad-slot="top"', 'data-sponsored="1"'])}` : '';
  const price = kind === 'no-price' ? '' : `<span class="${look.cls('price')}">${look.money(product.price)}</span>`;
  const badge =
    kind === 'badge'
      ? `<em class="${look.badge}">${rand.pick(AD_WORDS[look.lang] ?? AD_WORDS.en ?? [])}</em>`
      : kind === 'no-price'
        ? `<em class="${look.badge}">${rand.pick(['new', 'bestseller'])}</em>`
        : '';
  return `<li class="${look.cls('card')}"${attribute}><a class="${look.cls('name')}" href="${href}">${product.name}</a>${price}${badge}</li>`;
}
