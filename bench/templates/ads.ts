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

/**
 * Ads the disclosure rule does not know (lib/grounding/ad-disclosure.ts): labels that are not in its
 * list, a badge with no text (an icon with only an aria-label or title), a data attribute with a
 * name it does not list, and a tracking redirect by path (no address in the query). The product's
 * promise is that such a card goes to the model on its first appearance and the recipe learns it;
 * none of these words may be added to the rule's list, or the row stops measuring that promise.
 */
export type UnknownAdKind = 'label' | 'note' | 'icon' | 'data' | 'path';

const UNKNOWN_KINDS: UnknownAdKind[] = ['label', 'note', 'icon', 'data', 'path'];

/** Paid-placement labels no rule lists, per label language: one a site, as a shop uses one. */
const UNKNOWN_WORDS: Record<string, string[]> = {
  en: ['Partner offer', 'Paid', 'Featured partner', 'Promo', 'Paid placement', 'Partner pick'],
  de: ['Partnerangebot', 'Bezahlt', 'Partner-Tipp', 'Promo', 'Kooperation'],
  fr: ['Offre partenaire', 'Contenu payé', 'Promo', 'Partenaire', 'Mise en avant'],
  es: ['Oferta de socio', 'Pagado', 'Promo', 'Colaboración', 'Destacado pagado'],
};

/** A disclosure sentence longer than a badge, in a note of its own. */
const UNKNOWN_SENTENCES: Record<string, string> = {
  en: 'Placed here by one of our partner shops',
  de: 'Platziert von einem unserer Partnershops',
  fr: 'Placé ici par une de nos boutiques partenaires',
  es: 'Colocado aquí por una de nuestras tiendas asociadas',
};

/** Data attributes named for no ad in the rule's list (`data-partner`, `data-placement`). */
const UNKNOWN_ATTRIBUTES = [
  'data-partner="true"',
  'data-placement="paid"',
  'data-boost="1"',
  'data-campaign="spring"',
  'data-origin="network"',
];

export interface UnknownAds {
  kinds: UnknownAdKind[];
  /** The site's one label, its one attribute, its one redirect path. */
  label: string;
  sentence: boolean;
  attribute: string;
  path: string;
}

/**
 * Which unknown ads a list template shows: none for about one template in four; else a first kind
 * that cycles with the template's ordinal (so dev and held-out seeds alike carry every kind) and,
 * for some, a second kind.
 */
export function unknownAdsFor(rand: Random, lang: string, ordinal: number): UnknownAds | null {
  if (rand.chance(0.25)) return null;
  const first = UNKNOWN_KINDS[ordinal % UNKNOWN_KINDS.length] as UnknownAdKind;
  const second = rand.chance(0.4) ? rand.pick(UNKNOWN_KINDS.filter((k) => k !== first)) : null;
  return {
    kinds: second ? [first, second] : [first],
    label: rand.pick(UNKNOWN_WORDS[lang] ?? UNKNOWN_WORDS.en ?? []),
    sentence: rand.chance(0.4),
    attribute: rand.pick(UNKNOWN_ATTRIBUTES),
    path: rand.pick(['out', 'r', 'visit', 'partner']),
  };
}

/** One ad card the rule does not know, with the records' markup. */
export function unknownAdCard(
  rand: Random,
  kind: UnknownAdKind,
  ads: UnknownAds,
  look: CardLook,
  product: { name: string; price: number; sku: string },
): string {
  const root = look.base.replace(/\/s\d+$/, '');
  const href =
    kind === 'path'
      ? `${root}/${ads.path}/${rand.int(1000, 9999).toString(16)}${rand.pick(['', `?pos=${rand.int(1, 9)}`])}`
      : `${look.base}/p/${product.sku.toLowerCase()}`;
  const attribute = kind === 'data' ? ` ${ads.attribute}` : '';
  const price = `<span class="${look.cls('price')}">${look.money(product.price)}</span>`;
  const badge =
    kind === 'label'
      ? `<em class="${look.badge}">${ads.label}</em>`
      : kind === 'note'
        ? `<small class="${look.cls('note')}">${ads.sentence ? (UNKNOWN_SENTENCES[look.lang] ?? '') : ads.label}</small>`
        : kind === 'icon'
          ? `<i class="${look.badge}" ${rand.pick(['aria-label', 'title'])}="${ads.label}"></i>`
          : '';
  return `<li class="${look.cls('card')}"${attribute}><a class="${look.cls('name')}" href="${href}">${product.name}</a>${price}${badge}</li>`;
}
