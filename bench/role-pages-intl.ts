/**
 * International marketplace layouts (added 2026-11-29, a blind family: written before reading
 * any grounding rule): product and category pages of marketplaces in many locales, which the
 * families of bench/role-pages.ts and bench/role-pages-frameworks.ts do not model:
 *   - money written the way each locale writes it: "1.234,56 €", "1 234,56 €" (U+202F or U+00A0
 *     as the group separator), "12€99", "CHF 1'234.50", "Fr. 12.–", "₹1,23,456", "¥12,800",
 *     "12,800円（税込）", "R$ 1.299,90", "kr 1 299,-", "1.299,- €", "£12", "US$12.99",
 *     "12.99 USD", "12,99 zł", "12,900원", "1 299 ₽", "129.00 د.إ" (on some Arabic pages in
 *     Arabic-Indic digits: "١٢٩٫٠٠ د.إ"), "‏129.90 ₪" (with a right-to-left mark), a price's
 *     cents in a <sup> on some pages; ratings as "4,5/5", "4.5 out of 5", "4,5 von 5",
 *     "★★★★☆" whose figure is only in a title attribute, "8,6/10" on some pages;
 *   - product pages with a marketplace buy box: the featured offer (price, seller, the seller's
 *     own rating as "98 % positive" or "4.8 (1,203 ratings)", a buy button with the price in a
 *     data-price attribute), an "Other sellers" block (new, used and refurbished offers with
 *     their prices, shipping and seller ratings), a "used from" line, a struck list price, the
 *     price converted to the visitor's currency ("≈ $13.20") beside a currency switcher, a tax
 *     line, a shipping line, a unit price, a member price, a coupon and a subscription price;
 *     an "also bought" row of other items;
 *   - true values in legit, less common places: the brand only in the breadcrumb, inside the
 *     title ("Norvik Aster 2 — kettle"), in a <details> specification table with <th> labels, a
 *     <dl>, or a tab panel hidden with `hidden`; microdata, JSON-LD (an Offer, or an
 *     AggregateOffer whose lowPrice may be another seller's), <meta property="product:price:…">;
 *   - pages in 13 languages, right to left in Arabic and Hebrew, product names, makers, models
 *     and the blocks' headings in Japanese, Korean, Cyrillic, Greek, Arabic and Hebrew script;
 *   - category pages: a grid of cards or a comparison <table>; "Sponsored" cards inside the
 *     results (badged in the page's language); a card of several sellers ("3 offers from €12"),
 *     a card with a price range ("€12 – €19"), struck list prices, unit prices, shipping lines;
 *     brand and price facets; a "Customers also searched" row of search chips and cards.
 * Role errors on product pages: another seller's price, a used or refurbished offer's price
 * (also the "used from" figure), the converted price, the subscription price, the coupon's
 * figure, the shipping cost, the list price, an also-bought item's price; the seller's rating
 * (its percentage or its stars) or the rating count as the rating; an also-bought item's rating,
 * name or maker; the seller's name as the brand. On category pages: a neighbouring card's (or
 * table row's) price, rating or maker, a card's list price, shipping cost or its price range's
 * upper bound as its price, a card's rating count as its rating; a sponsored card, or a card of
 * the "Customers also searched" row, added as a record.
 *
 * Choices made so that every counted value is one a careful reader would call right or wrong:
 *   - price and rating are numbers; the price is the figure in the page's own currency (the
 *     prompt says so, so the converted figure is wrong); the rating is the figure as the page
 *     gives it (8.6 on a page that rates out of 10, never rescaled);
 *   - the product's price is the featured offer's (the buy box's); a category card of several
 *     sellers shown only as "3 offers from €12" has the price 12; a card with a range "€12 – €19"
 *     has its lower bound as the price (the "from" figure), and its upper bound is wrong;
 *   - the prompt of category pages leaves sponsored listings out, so a sponsored card is not a
 *     record (the grid's neighbours still include them);
 *   - never counted either way (shown on the page as distractors only): the member price, the
 *     unit price, a price excluding tax, the featured seller's own row in the offers list;
 *   - the product's name is its title as the page shows it (with the brand when the title holds
 *     it); a category card's maker is the maker line, or the brand at the head of its name;
 *   - role values differ from the true value by at least 2 % (and one unit) for money, and
 *     are never equal to it for other fields; rating counts are at least 12.
 *
 * Every word, name, maker, shop and seller is made up here. Split, fixed: dev seeds 0–199,
 * held-out seeds 2000–2199 (counted, never listed). Dev was 0–49 for the first run; it was
 * widened before any grounding change, as 50 pages held one page or none of some formats. One page per seed from a random stream of
 * its own (offset past every other family's), so no other family's page is drawn again.
 */
import { carelessAnswer, esc, pick, stream as seededStream } from './role-pages-stream';
import type { LeafKind, RoleLeaf, RolePage } from './role-pages';

export const INTL_DEV_RANGE = [0, 200] as const;
export const INTL_HELD_OUT_RANGE = [2000, 2200] as const;
/**
 * Added to the seed before the stream starts: role-pages.ts's streams are offset below 800 000
 * (another generator), the framework layouts' start at 900 001; this family's at 1 300 001.
 */
const STREAM_OFFSET = 1_300_001;

type Lang = 'en' | 'de' | 'fr' | 'nl' | 'pt' | 'nb' | 'pl' | 'ja' | 'ko' | 'ru' | 'el' | 'ar' | 'he';
type Cur = 'EUR' | 'USD' | 'GBP' | 'CHF' | 'INR' | 'JPY' | 'BRL' | 'NOK' | 'PLN' | 'KRW' | 'RUB' | 'AED' | 'ILS';

/** An international page: a RolePage with the careful model's whole answer beside the scored one. */
export interface IntlPage extends RolePage {
  /** What a careful model returns (every leaf true). */
  truth: Record<string, unknown>;
  /** How the page was drawn (for reading misses). */
  style: { locale: string; lang: Lang; dir: 'ltr' | 'rtl'; layout: string };
}

/** The family's own stream: mulberry32 seeded past every other family's. */
const stream = (seed: number): (() => number) => seededStream(seed, STREAM_OFFSET);

const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const whole = (n: number): boolean => Math.abs(n - Math.round(n)) < 0.005;
const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
const upperFirst = (text: string): string => text.replace(/^./u, (c) => c.toUpperCase());

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const RLM = '\u200f';

// ---------------------------------------------------------------- names (all made up)

const MARKETS = [
  'Bazaroon',
  'Tradewell Hub',
  'Kaufnest',
  'Mercatilo',
  'Soukly',
  'Rynekko',
  'Agorix',
  'Handelby',
  'Vendaro',
  'Quaymart',
];
const LATIN_MAKERS = [
  'Norvik',
  'Talvemo',
  'Brisquell',
  'Quillmark',
  'Vendrel',
  'Haldora',
  'Merrowind',
  'Zephral',
  'Caskelby',
  'Lunqvist',
  'Odrana',
  'Pelgrave',
  'Sumbrook',
  'Trevisal',
  'Kavoro',
  'Arvelle',
  'Gostwin',
  'Ferrapin',
];
const SCRIPT_MAKERS: Partial<Record<Lang, string[]>> = {
  ja: ['ミナセル', 'カルモ', 'トワリ', 'ソラテック', 'ハルネ'],
  ko: ['하루온', '모아랩', '누리빛', '다솜텍', '온새'],
  ru: ['Северон', 'Ладомир', 'Тиховар', 'Плавник', 'Бурая Ель'],
  el: ['Αστρίνο', 'Μελιτώ', 'Ορφάλη', 'Κυμοδέα', 'Λευκώνη'],
  ar: ['نورفال', 'سديم', 'رملة تك', 'زهران', 'مرجانة'],
  he: ['נוריל', 'שקדית', 'טלמור', 'גלעדי', 'אפיקון'],
};
const LATIN_SELLERS = [
  'Lindqvist Goods',
  'Papetto Trade',
  'Oakhaven Direct',
  'Rivelle Outlet',
  'Kumo Select',
  'Tandem Supply',
  'Vestre Handel',
  'Quatro Vendas',
  'Nordlys Shop',
  'Kirra Store',
  'Bellwood Retail',
  'Ostmark Versand',
];
const SCRIPT_SELLERS: Partial<Record<Lang, string[]>> = {
  ja: ['ひかり商会', 'ミドリ堂', 'あおば屋', 'つばめストア'],
  ko: ['한빛상회', '누리마켓', '새길몰', '바다상점'],
  ru: ['ЛавкаПлюс', 'Домоторг', 'Бобровый двор', 'Склад №9'],
  el: ['Εμπορική Αλκυών', 'Κατάστημα Πλειάς', 'Οίκος Θαλής'],
  ar: ['متجر الواحة', 'بيت السوق', 'دكان النخلة'],
  he: ['חנות הגפן', 'כל־בו שקד', 'מחסני צוקים'],
};
const LATIN_MODELS = ['Aster', 'Velo', 'Kiro', 'Mora', 'Tessa', 'Orbi', 'Luma', 'Nox', 'Pira', 'Sola', 'Vinta', 'Edda'];
const SCRIPT_MODELS: Partial<Record<Lang, string[]>> = {
  ja: ['ソラ', 'ミオ', 'カナタ', 'ルリ', 'ハヤテ'],
  ko: ['누리', '하람', '다온', '미르', '새봄'],
  ru: ['Лира', 'Вега', 'Зорька', 'Тайга', 'Ветла'],
  el: ['Ίρις', 'Αύρα', 'Λίθος', 'Νέφος', 'Ώρα'],
  ar: ['نسيم', 'ضياء', 'سحاب', 'رواء', 'مدى'],
  he: ['אורן', 'ניצן', 'רקפת', 'תבור', 'שחר'],
};
const MODEL_SUFFIX = ['', ' 2', ' 3', ' X', ' Mini', ' 220', ' S', ' Neo', ' Duo'];

// ---------------------------------------------------------------- words

interface Words {
  /** Durable goods (a kind of product). */
  goods: string[];
  /** Goods sold by weight or volume: [coffee beans (per kg), olive oil (per l)]. */
  consumables: [string, string];
  home: string;
  cats: string[];
  search: string;
  cart: string;
  buyNow: string;
  inStock: string;
  brand: string;
  moreFrom: (m: string) => string;
  model: string;
  weight: string;
  soldBy: (s: string) => string;
  sellerPct: (p: string) => string;
  sellerStars: (x: string, n: string) => string;
  ratingOf5: (x: string) => string;
  ratings: (n: string) => string;
  listPrice: string;
  shipping: (f: string) => string;
  freeShipping: string;
  coupon: (f: string) => string;
  subscribe: (f: string) => string;
  member: (f: string) => string;
  unit: (f: string, u: 'kg' | 'l') => string;
  usedFrom: (f: string) => string;
  otherSellers: [string, string];
  condLabel: string;
  sellerLabel: string;
  cond: { new: string; used: string; refurb: string };
  offersFrom: (n: string, f: string) => string;
  alsoBought: [string, string];
  specs: string;
  description: string;
  reviewsTab: string;
  details: string;
  currency: string;
  sponsored: string;
  results: (n: string) => string;
  sortBy: string;
  priceLabel: string;
  ratingLabel: string;
  product: string;
  alsoSearched: string;
  approx: string;
  footer: [string, string, string];
}

const WORDS: Record<Lang, Words> = {
  en: {
    goods: [
      'city bike',
      'kettle',
      'desk lamp',
      'rucksack',
      'air fryer',
      'headphones',
      'coffee grinder',
      'rain jacket',
      'blender',
      'standing fan',
    ],
    consumables: ['coffee beans', 'olive oil'],
    home: 'Home',
    cats: ['Home & kitchen', 'Sports & outdoors', 'Electronics', 'Garden'],
    search: 'Search',
    cart: 'Add to basket',
    buyNow: 'Buy now',
    inStock: 'In stock',
    brand: 'Brand',
    moreFrom: (m) => `More from ${m}`,
    model: 'Model',
    weight: 'Weight',
    soldBy: (s) => `Sold by ${s}`,
    sellerPct: (p) => `${p} positive`,
    sellerStars: (x, n) => `${x} (${n} ratings)`,
    ratingOf5: (x) => `${x} out of 5`,
    ratings: (n) => `${n} ratings`,
    listPrice: 'List price:',
    shipping: (f) => `+ ${f} shipping`,
    freeShipping: 'Free delivery',
    coupon: (f) => `Save ${f} with coupon`,
    subscribe: (f) => `Subscribe & save: ${f}`,
    member: (f) => `Members pay ${f}`,
    unit: (f, u) => `(${f} / ${u})`,
    usedFrom: (f) => `Used from ${f}`,
    otherSellers: ['Other sellers', 'More buying choices'],
    condLabel: 'Condition',
    sellerLabel: 'Seller',
    cond: { new: 'New', used: 'Used – good', refurb: 'Refurbished' },
    offersFrom: (n, f) => `${n} offers from ${f}`,
    alsoBought: ['Often bought with this', 'Shoppers also picked'],
    specs: 'Specifications',
    description: 'Description',
    reviewsTab: 'Reviews',
    details: 'Built to be repaired: every part can be ordered on its own.',
    currency: 'Currency',
    sponsored: 'Sponsored',
    results: (n) => `${n} results`,
    sortBy: 'Sort by',
    priceLabel: 'Price',
    ratingLabel: 'Rating',
    product: 'Product',
    alsoSearched: 'Customers also searched',
    approx: '≈',
    footer: ['Help', 'Returns', 'Sell with us'],
  },
  de: {
    goods: [
      'Stadtrad',
      'Wasserkocher',
      'Schreibtischleuchte',
      'Rucksack',
      'Heißluftfritteuse',
      'Kopfhörer',
      'Kaffeemühle',
      'Regenjacke',
      'Standmixer',
      'Standventilator',
    ],
    consumables: ['Kaffeebohnen', 'Olivenöl'],
    home: 'Startseite',
    cats: ['Haushalt & Küche', 'Sport & Freizeit', 'Elektronik', 'Garten'],
    search: 'Suchen',
    cart: 'In den Warenkorb',
    buyNow: 'Jetzt kaufen',
    inStock: 'Auf Lager',
    brand: 'Marke',
    moreFrom: (m) => `Mehr von ${m}`,
    model: 'Modell',
    weight: 'Gewicht',
    soldBy: (s) => `Verkauf durch ${s}`,
    sellerPct: (p) => `${p} positiv`,
    sellerStars: (x, n) => `${x} (${n} Bewertungen)`,
    ratingOf5: (x) => `${x} von 5`,
    ratings: (n) => `${n} Bewertungen`,
    listPrice: 'UVP:',
    shipping: (f) => `zzgl. ${f} Versand`,
    freeShipping: 'Kostenloser Versand',
    coupon: (f) => `${f} sparen mit Coupon`,
    subscribe: (f) => `Im Spar-Abo: ${f}`,
    member: (f) => `Für Mitglieder: ${f}`,
    unit: (f, u) => `(${f} / ${u})`,
    usedFrom: (f) => `Gebraucht ab ${f}`,
    otherSellers: ['Weitere Angebote', 'Andere Verkäufer'],
    condLabel: 'Zustand',
    sellerLabel: 'Verkäufer',
    cond: { new: 'Neu', used: 'Gebraucht – gut', refurb: 'Generalüberholt' },
    offersFrom: (n, f) => `${n} Angebote ab ${f}`,
    alsoBought: ['Wird oft zusammen gekauft', 'Das könnte Ihnen auch gefallen'],
    specs: 'Technische Daten',
    description: 'Beschreibung',
    reviewsTab: 'Bewertungen',
    details: 'Jedes Teil ist einzeln erhältlich und lässt sich zu Hause tauschen.',
    currency: 'Währung',
    sponsored: 'Gesponsert',
    results: (n) => `${n} Ergebnisse`,
    sortBy: 'Sortieren nach',
    priceLabel: 'Preis',
    ratingLabel: 'Bewertung',
    product: 'Produkt',
    alsoSearched: 'Kunden suchten auch',
    approx: 'ca.',
    footer: ['Hilfe', 'Rückgabe', 'Verkaufen'],
  },
  fr: {
    goods: [
      'vélo de ville',
      'bouilloire',
      'lampe de bureau',
      'sac à dos',
      'friteuse sans huile',
      'casque audio',
      'moulin à café',
      'veste de pluie',
      'blender',
      'ventilateur',
    ],
    consumables: ['café en grains', 'huile d’olive'],
    home: 'Accueil',
    cats: ['Maison & cuisine', 'Sports & loisirs', 'High-tech', 'Jardin'],
    search: 'Rechercher',
    cart: 'Ajouter au panier',
    buyNow: 'Acheter',
    inStock: 'En stock',
    brand: 'Marque',
    moreFrom: (m) => `Plus de produits ${m}`,
    model: 'Modèle',
    weight: 'Poids',
    soldBy: (s) => `Vendu par ${s}`,
    sellerPct: (p) => `${p} d’avis positifs`,
    sellerStars: (x, n) => `${x} (${n} évaluations)`,
    ratingOf5: (x) => `${x} sur 5`,
    ratings: (n) => `${n} avis`,
    listPrice: 'Prix conseillé :',
    shipping: (f) => `+ ${f} de livraison`,
    freeShipping: 'Livraison gratuite',
    coupon: (f) => `Économisez ${f} avec le coupon`,
    subscribe: (f) => `Abonnez-vous : ${f}`,
    member: (f) => `Prix membre : ${f}`,
    unit: (f, u) => `(${f} / ${u})`,
    usedFrom: (f) => `D’occasion dès ${f}`,
    otherSellers: ['Autres vendeurs', 'Plus d’offres'],
    condLabel: 'État',
    sellerLabel: 'Vendeur',
    cond: { new: 'Neuf', used: 'Occasion – bon état', refurb: 'Reconditionné' },
    offersFrom: (n, f) => `${n} offres dès ${f}`,
    alsoBought: ['Souvent achetés ensemble', 'Vous aimerez aussi'],
    specs: 'Caractéristiques',
    description: 'Description',
    reviewsTab: 'Avis',
    details: 'Chaque pièce se commande à part et se remplace à la maison.',
    currency: 'Devise',
    sponsored: 'Sponsorisé',
    results: (n) => `${n} résultats`,
    sortBy: 'Trier par',
    priceLabel: 'Prix',
    ratingLabel: 'Note',
    product: 'Produit',
    alsoSearched: 'Recherches associées',
    approx: 'env.',
    footer: ['Aide', 'Retours', 'Vendre'],
  },
  nl: {
    goods: [
      'stadsfiets',
      'waterkoker',
      'bureaulamp',
      'rugzak',
      'airfryer',
      'koptelefoon',
      'koffiemolen',
      'regenjas',
      'blender',
      'ventilator',
    ],
    consumables: ['koffiebonen', 'olijfolie'],
    home: 'Home',
    cats: ['Wonen & keuken', 'Sport & vrije tijd', 'Elektronica', 'Tuin'],
    search: 'Zoeken',
    cart: 'In winkelwagen',
    buyNow: 'Nu kopen',
    inStock: 'Op voorraad',
    brand: 'Merk',
    moreFrom: (m) => `Meer van ${m}`,
    model: 'Model',
    weight: 'Gewicht',
    soldBy: (s) => `Verkoop door ${s}`,
    sellerPct: (p) => `${p} positief`,
    sellerStars: (x, n) => `${x} (${n} beoordelingen)`,
    ratingOf5: (x) => `${x} van 5`,
    ratings: (n) => `${n} reviews`,
    listPrice: 'Adviesprijs:',
    shipping: (f) => `+ ${f} verzendkosten`,
    freeShipping: 'Gratis verzending',
    coupon: (f) => `Bespaar ${f} met kortingscode`,
    subscribe: (f) => `Met abonnement: ${f}`,
    member: (f) => `Ledenprijs: ${f}`,
    unit: (f, u) => `(${f} / ${u})`,
    usedFrom: (f) => `Tweedehands vanaf ${f}`,
    otherSellers: ['Andere verkopers', 'Meer aanbiedingen'],
    condLabel: 'Staat',
    sellerLabel: 'Verkoper',
    cond: { new: 'Nieuw', used: 'Tweedehands – goed', refurb: 'Refurbished' },
    offersFrom: (n, f) => `${n} aanbiedingen vanaf ${f}`,
    alsoBought: ['Vaak samen gekocht', 'Misschien ook interessant'],
    specs: 'Specificaties',
    description: 'Beschrijving',
    reviewsTab: 'Reviews',
    details: 'Elk onderdeel is los te bestellen en thuis te vervangen.',
    currency: 'Valuta',
    sponsored: 'Gesponsord',
    results: (n) => `${n} resultaten`,
    sortBy: 'Sorteren op',
    priceLabel: 'Prijs',
    ratingLabel: 'Beoordeling',
    product: 'Product',
    alsoSearched: 'Anderen zochten ook',
    approx: 'ca.',
    footer: ['Klantenservice', 'Retourneren', 'Verkopen'],
  },
  pt: {
    goods: [
      'bicicleta urbana',
      'chaleira elétrica',
      'luminária de mesa',
      'mochila',
      'fritadeira elétrica',
      'fone de ouvido',
      'moedor de café',
      'jaqueta impermeável',
      'liquidificador',
      'ventilador',
    ],
    consumables: ['café em grãos', 'azeite'],
    home: 'Início',
    cats: ['Casa e cozinha', 'Esporte e lazer', 'Eletrônicos', 'Jardim'],
    search: 'Buscar',
    cart: 'Adicionar ao carrinho',
    buyNow: 'Comprar agora',
    inStock: 'Em estoque',
    brand: 'Marca',
    moreFrom: (m) => `Mais da ${m}`,
    model: 'Modelo',
    weight: 'Peso',
    soldBy: (s) => `Vendido por ${s}`,
    sellerPct: (p) => `${p} de avaliações positivas`,
    sellerStars: (x, n) => `${x} (${n} avaliações)`,
    ratingOf5: (x) => `${x} de 5`,
    ratings: (n) => `${n} avaliações`,
    listPrice: 'De:',
    shipping: (f) => `+ ${f} de frete`,
    freeShipping: 'Frete grátis',
    coupon: (f) => `Economize ${f} com cupom`,
    subscribe: (f) => `Assinatura: ${f}`,
    member: (f) => `Preço para membros: ${f}`,
    unit: (f, u) => `(${f} / ${u})`,
    usedFrom: (f) => `Usado a partir de ${f}`,
    otherSellers: ['Outros vendedores', 'Mais opções de compra'],
    condLabel: 'Condição',
    sellerLabel: 'Vendedor',
    cond: { new: 'Novo', used: 'Usado – bom', refurb: 'Recondicionado' },
    offersFrom: (n, f) => `${n} ofertas a partir de ${f}`,
    alsoBought: ['Comprados juntos com frequência', 'Você também pode gostar'],
    specs: 'Especificações',
    description: 'Descrição',
    reviewsTab: 'Avaliações',
    details: 'Cada peça pode ser comprada separadamente e trocada em casa.',
    currency: 'Moeda',
    sponsored: 'Patrocinado',
    results: (n) => `${n} resultados`,
    sortBy: 'Ordenar por',
    priceLabel: 'Preço',
    ratingLabel: 'Avaliação',
    product: 'Produto',
    alsoSearched: 'Outros clientes buscaram',
    approx: 'aprox.',
    footer: ['Ajuda', 'Devoluções', 'Venda conosco'],
  },
  nb: {
    goods: [
      'bysykkel',
      'vannkoker',
      'skrivebordslampe',
      'ryggsekk',
      'airfryer',
      'hodetelefoner',
      'kaffekvern',
      'regnjakke',
      'blender',
      'vifte',
    ],
    consumables: ['kaffebønner', 'olivenolje'],
    home: 'Forside',
    cats: ['Hjem og kjøkken', 'Sport og fritid', 'Elektronikk', 'Hage'],
    search: 'Søk',
    cart: 'Legg i handlekurven',
    buyNow: 'Kjøp nå',
    inStock: 'På lager',
    brand: 'Merke',
    moreFrom: (m) => `Mer fra ${m}`,
    model: 'Modell',
    weight: 'Vekt',
    soldBy: (s) => `Selges av ${s}`,
    sellerPct: (p) => `${p} positive`,
    sellerStars: (x, n) => `${x} (${n} vurderinger)`,
    ratingOf5: (x) => `${x} av 5`,
    ratings: (n) => `${n} vurderinger`,
    listPrice: 'Veil. pris:',
    shipping: (f) => `+ ${f} frakt`,
    freeShipping: 'Fri frakt',
    coupon: (f) => `Spar ${f} med kupong`,
    subscribe: (f) => `Abonnement: ${f}`,
    member: (f) => `Medlemspris: ${f}`,
    unit: (f, u) => `(${f} / ${u})`,
    usedFrom: (f) => `Brukt fra ${f}`,
    otherSellers: ['Andre selgere', 'Flere tilbud'],
    condLabel: 'Tilstand',
    sellerLabel: 'Selger',
    cond: { new: 'Ny', used: 'Brukt – god', refurb: 'Fornyet' },
    offersFrom: (n, f) => `${n} tilbud fra ${f}`,
    alsoBought: ['Kjøpes ofte sammen', 'Du vil kanskje også like'],
    specs: 'Spesifikasjoner',
    description: 'Beskrivelse',
    reviewsTab: 'Vurderinger',
    details: 'Alle deler kan bestilles hver for seg og byttes hjemme.',
    currency: 'Valuta',
    sponsored: 'Sponset',
    results: (n) => `${n} treff`,
    sortBy: 'Sorter etter',
    priceLabel: 'Pris',
    ratingLabel: 'Vurdering',
    product: 'Produkt',
    alsoSearched: 'Andre søkte også etter',
    approx: 'ca.',
    footer: ['Hjelp', 'Retur', 'Selg hos oss'],
  },
  pl: {
    goods: [
      'rower miejski',
      'czajnik',
      'lampka biurkowa',
      'plecak',
      'frytkownica beztłuszczowa',
      'słuchawki',
      'młynek do kawy',
      'kurtka przeciwdeszczowa',
      'blender',
      'wentylator',
    ],
    consumables: ['kawa ziarnista', 'oliwa z oliwek'],
    home: 'Strona główna',
    cats: ['Dom i kuchnia', 'Sport i turystyka', 'Elektronika', 'Ogród'],
    search: 'Szukaj',
    cart: 'Dodaj do koszyka',
    buyNow: 'Kup teraz',
    inStock: 'Dostępny',
    brand: 'Marka',
    moreFrom: (m) => `Więcej od ${m}`,
    model: 'Model',
    weight: 'Waga',
    soldBy: (s) => `Sprzedawca: ${s}`,
    sellerPct: (p) => `${p} pozytywnych`,
    sellerStars: (x, n) => `${x} (${n} ocen)`,
    ratingOf5: (x) => `${x} z 5`,
    ratings: (n) => `${n} ocen`,
    listPrice: 'Cena katalogowa:',
    shipping: (f) => `+ ${f} dostawa`,
    freeShipping: 'Darmowa dostawa',
    coupon: (f) => `Oszczędź ${f} z kuponem`,
    subscribe: (f) => `W subskrypcji: ${f}`,
    member: (f) => `Cena dla członków: ${f}`,
    unit: (f, u) => `(${f} / ${u})`,
    usedFrom: (f) => `Używane od ${f}`,
    otherSellers: ['Inne oferty', 'Pozostali sprzedawcy'],
    condLabel: 'Stan',
    sellerLabel: 'Sprzedawca',
    cond: { new: 'Nowy', used: 'Używany – dobry', refurb: 'Odnowiony' },
    offersFrom: (n, f) => `${n} ofert od ${f}`,
    alsoBought: ['Często kupowane razem', 'Może Cię zainteresować'],
    specs: 'Specyfikacja',
    description: 'Opis',
    reviewsTab: 'Opinie',
    details: 'Każdą część można zamówić osobno i wymienić w domu.',
    currency: 'Waluta',
    sponsored: 'Sponsorowane',
    results: (n) => `${n} wyników`,
    sortBy: 'Sortuj',
    priceLabel: 'Cena',
    ratingLabel: 'Ocena',
    product: 'Produkt',
    alsoSearched: 'Inni szukali także',
    approx: 'ok.',
    footer: ['Pomoc', 'Zwroty', 'Sprzedawaj'],
  },
  ja: {
    goods: [
      'シティサイクル',
      '電気ケトル',
      'デスクライト',
      'リュックサック',
      'ノンフライヤー',
      'ヘッドホン',
      'コーヒーミル',
      'レインジャケット',
      'ミキサー',
      '扇風機',
    ],
    consumables: ['コーヒー豆', 'オリーブオイル'],
    home: 'ホーム',
    cats: ['ホーム＆キッチン', 'スポーツ＆アウトドア', '家電', 'ガーデン'],
    search: '検索',
    cart: 'カートに入れる',
    buyNow: '今すぐ買う',
    inStock: '在庫あり',
    brand: 'ブランド',
    moreFrom: (m) => `${m}の他の商品`,
    model: '型番',
    weight: '重量',
    soldBy: (s) => `販売元: ${s}`,
    sellerPct: (p) => `${p} 高評価`,
    sellerStars: (x, n) => `${x}（${n}件の評価）`,
    ratingOf5: (x) => `5点中 ${x}点`,
    ratings: (n) => `${n}件のレビュー`,
    listPrice: '参考価格:',
    shipping: (f) => `送料 ${f}`,
    freeShipping: '送料無料',
    coupon: (f) => `${f} OFFクーポン`,
    subscribe: (f) => `定期便: ${f}`,
    member: (f) => `会員価格: ${f}`,
    unit: (f, u) => `（${f}/${u}）`,
    usedFrom: (f) => `中古品 ${f}〜`,
    otherSellers: ['その他の出品者', '他の販売店'],
    condLabel: '状態',
    sellerLabel: '出品者',
    cond: { new: '新品', used: '中古 – 良い', refurb: '整備済み品' },
    offersFrom: (n, f) => `${n}件の出品 ${f}〜`,
    alsoBought: ['よく一緒に購入される商品', 'こちらもおすすめ'],
    specs: '仕様',
    description: '商品説明',
    reviewsTab: 'レビュー',
    details: 'すべての部品を個別に注文でき、自宅で交換できます。',
    currency: '通貨',
    sponsored: 'スポンサー',
    results: (n) => `${n}件の結果`,
    sortBy: '並べ替え',
    priceLabel: '価格',
    ratingLabel: '評価',
    product: '商品',
    alsoSearched: '関連する検索',
    approx: '約',
    footer: ['ヘルプ', '返品', '出品する'],
  },
  ko: {
    goods: [
      '시티 자전거',
      '전기 주전자',
      '스탠드 조명',
      '백팩',
      '에어프라이어',
      '헤드폰',
      '커피 그라인더',
      '레인 재킷',
      '블렌더',
      '선풍기',
    ],
    consumables: ['원두', '올리브유'],
    home: '홈',
    cats: ['주방용품', '스포츠/레저', '가전', '원예'],
    search: '검색',
    cart: '장바구니 담기',
    buyNow: '바로 구매',
    inStock: '재고 있음',
    brand: '브랜드',
    moreFrom: (m) => `${m} 브랜드관`,
    model: '모델명',
    weight: '무게',
    soldBy: (s) => `판매자: ${s}`,
    sellerPct: (p) => `긍정 평가 ${p}`,
    sellerStars: (x, n) => `${x} (${n}개 평가)`,
    ratingOf5: (x) => `5점 만점에 ${x}점`,
    ratings: (n) => `${n}개 상품평`,
    listPrice: '정가:',
    shipping: (f) => `배송비 ${f}`,
    freeShipping: '무료배송',
    coupon: (f) => `쿠폰 ${f} 할인`,
    subscribe: (f) => `정기배송: ${f}`,
    member: (f) => `회원가: ${f}`,
    unit: (f, u) => `(${u}당 ${f})`,
    usedFrom: (f) => `중고 ${f}부터`,
    otherSellers: ['다른 판매자', '다른 구매 옵션'],
    condLabel: '상태',
    sellerLabel: '판매자',
    cond: { new: '새 상품', used: '중고 – 양호', refurb: '리퍼' },
    offersFrom: (n, f) => `판매자 ${n}명 ${f}부터`,
    alsoBought: ['함께 구매한 상품', '이 상품과 비슷한 상품'],
    specs: '상품 사양',
    description: '상품 설명',
    reviewsTab: '상품평',
    details: '모든 부품을 따로 주문해 집에서 교체할 수 있습니다.',
    currency: '통화',
    sponsored: '광고',
    results: (n) => `검색 결과 ${n}개`,
    sortBy: '정렬',
    priceLabel: '가격',
    ratingLabel: '평점',
    product: '상품',
    alsoSearched: '연관 검색어',
    approx: '약',
    footer: ['고객센터', '반품', '판매하기'],
  },
  ru: {
    goods: [
      'городской велосипед',
      'электрочайник',
      'настольная лампа',
      'рюкзак',
      'аэрогриль',
      'наушники',
      'кофемолка',
      'дождевик',
      'блендер',
      'вентилятор',
    ],
    consumables: ['кофе в зёрнах', 'оливковое масло'],
    home: 'Главная',
    cats: ['Дом и кухня', 'Спорт и отдых', 'Электроника', 'Сад'],
    search: 'Найти',
    cart: 'В корзину',
    buyNow: 'Купить сейчас',
    inStock: 'В наличии',
    brand: 'Бренд',
    moreFrom: (m) => `Другие товары ${m}`,
    model: 'Модель',
    weight: 'Вес',
    soldBy: (s) => `Продавец: ${s}`,
    sellerPct: (p) => `${p} положительных отзывов`,
    sellerStars: (x, n) => `${x} (${n} оценок)`,
    ratingOf5: (x) => `${x} из 5`,
    ratings: (n) => `${n} отзывов`,
    listPrice: 'Старая цена:',
    shipping: (f) => `+ ${f} доставка`,
    freeShipping: 'Бесплатная доставка',
    coupon: (f) => `Скидка ${f} по купону`,
    subscribe: (f) => `По подписке: ${f}`,
    member: (f) => `Цена для участников: ${f}`,
    unit: (f, u) => `(${f} за ${u === 'kg' ? 'кг' : 'л'})`,
    usedFrom: (f) => `Б/у от ${f}`,
    otherSellers: ['Другие продавцы', 'Ещё предложения'],
    condLabel: 'Состояние',
    sellerLabel: 'Продавец',
    cond: { new: 'Новый', used: 'Б/у – хорошее', refurb: 'Восстановленный' },
    offersFrom: (n, f) => `${n} предложения от ${f}`,
    alsoBought: ['Часто покупают вместе', 'Вам может понравиться'],
    specs: 'Характеристики',
    description: 'Описание',
    reviewsTab: 'Отзывы',
    details: 'Любую деталь можно заказать отдельно и заменить дома.',
    currency: 'Валюта',
    sponsored: 'Реклама',
    results: (n) => `Найдено ${n} товаров`,
    sortBy: 'Сортировка',
    priceLabel: 'Цена',
    ratingLabel: 'Рейтинг',
    product: 'Товар',
    alsoSearched: 'Также ищут',
    approx: '≈',
    footer: ['Помощь', 'Возврат', 'Продавайте у нас'],
  },
  el: {
    goods: [
      'ποδήλατο πόλης',
      'βραστήρας',
      'φωτιστικό γραφείου',
      'σακίδιο',
      'φριτέζα αέρος',
      'ακουστικά',
      'μύλος καφέ',
      'αδιάβροχο μπουφάν',
      'μπλέντερ',
      'ανεμιστήρας',
    ],
    consumables: ['καφές σε κόκκους', 'ελαιόλαδο'],
    home: 'Αρχική',
    cats: ['Σπίτι & κουζίνα', 'Αθλητισμός', 'Ηλεκτρονικά', 'Κήπος'],
    search: 'Αναζήτηση',
    cart: 'Προσθήκη στο καλάθι',
    buyNow: 'Αγορά τώρα',
    inStock: 'Διαθέσιμο',
    brand: 'Μάρκα',
    moreFrom: (m) => `Περισσότερα από ${m}`,
    model: 'Μοντέλο',
    weight: 'Βάρος',
    soldBy: (s) => `Πωλείται από ${s}`,
    sellerPct: (p) => `${p} θετικές αξιολογήσεις`,
    sellerStars: (x, n) => `${x} (${n} αξιολογήσεις)`,
    ratingOf5: (x) => `${x} από 5`,
    ratings: (n) => `${n} αξιολογήσεις`,
    listPrice: 'Αρχική τιμή:',
    shipping: (f) => `+ ${f} μεταφορικά`,
    freeShipping: 'Δωρεάν μεταφορικά',
    coupon: (f) => `Έκπτωση ${f} με κουπόνι`,
    subscribe: (f) => `Με συνδρομή: ${f}`,
    member: (f) => `Τιμή μελών: ${f}`,
    unit: (f, u) => `(${f} / ${u === 'kg' ? 'κιλό' : 'λίτρο'})`,
    usedFrom: (f) => `Μεταχειρισμένο από ${f}`,
    otherSellers: ['Άλλοι πωλητές', 'Περισσότερες προσφορές'],
    condLabel: 'Κατάσταση',
    sellerLabel: 'Πωλητής',
    cond: { new: 'Καινούργιο', used: 'Μεταχειρισμένο – καλό', refurb: 'Ανακατασκευασμένο' },
    offersFrom: (n, f) => `${n} προσφορές από ${f}`,
    alsoBought: ['Αγοράζονται συχνά μαζί', 'Μπορεί να σας αρέσουν'],
    specs: 'Χαρακτηριστικά',
    description: 'Περιγραφή',
    reviewsTab: 'Αξιολογήσεις',
    details: 'Κάθε εξάρτημα παραγγέλνεται χωριστά και αλλάζει στο σπίτι.',
    currency: 'Νόμισμα',
    sponsored: 'Χορηγούμενο',
    results: (n) => `${n} αποτελέσματα`,
    sortBy: 'Ταξινόμηση',
    priceLabel: 'Τιμή',
    ratingLabel: 'Βαθμολογία',
    product: 'Προϊόν',
    alsoSearched: 'Σχετικές αναζητήσεις',
    approx: 'περίπου',
    footer: ['Βοήθεια', 'Επιστροφές', 'Πουλήστε μαζί μας'],
  },
  ar: {
    goods: [
      'دراجة مدينة',
      'غلاية كهربائية',
      'مصباح مكتب',
      'حقيبة ظهر',
      'قلاية هوائية',
      'سماعات رأس',
      'مطحنة قهوة',
      'سترة مطر',
      'خلاط',
      'مروحة',
    ],
    consumables: ['حبوب قهوة', 'زيت زيتون'],
    home: 'الرئيسية',
    cats: ['المنزل والمطبخ', 'الرياضة', 'الإلكترونيات', 'الحديقة'],
    search: 'بحث',
    cart: 'أضف إلى السلة',
    buyNow: 'اشترِ الآن',
    inStock: 'متوفر',
    brand: 'العلامة التجارية',
    moreFrom: (m) => `المزيد من ${m}`,
    model: 'الطراز',
    weight: 'الوزن',
    soldBy: (s) => `يباع بواسطة ${s}`,
    sellerPct: (p) => `${p} تقييمات إيجابية`,
    sellerStars: (x, n) => `${x} (${n} تقييم)`,
    ratingOf5: (x) => `${x} من 5`,
    ratings: (n) => `${n} تقييم`,
    listPrice: 'السعر الأصلي:',
    shipping: (f) => `+ ${f} رسوم الشحن`,
    freeShipping: 'شحن مجاني',
    coupon: (f) => `وفّر ${f} مع القسيمة`,
    subscribe: (f) => `بالاشتراك: ${f}`,
    member: (f) => `سعر الأعضاء: ${f}`,
    unit: (f, u) => `(${f} / ${u === 'kg' ? 'كغ' : 'لتر'})`,
    usedFrom: (f) => `مستعمل من ${f}`,
    otherSellers: ['بائعون آخرون', 'عروض أخرى'],
    condLabel: 'الحالة',
    sellerLabel: 'البائع',
    cond: { new: 'جديد', used: 'مستعمل – جيد', refurb: 'مجدد' },
    offersFrom: (n, f) => `${n} عروض من ${f}`,
    alsoBought: ['يُشترى معًا عادةً', 'قد يعجبك أيضًا'],
    specs: 'المواصفات',
    description: 'الوصف',
    reviewsTab: 'التقييمات',
    details: 'يمكن طلب كل قطعة على حدة واستبدالها في المنزل.',
    currency: 'العملة',
    sponsored: 'إعلان',
    results: (n) => `${n} نتيجة`,
    sortBy: 'ترتيب حسب',
    priceLabel: 'السعر',
    ratingLabel: 'التقييم',
    product: 'المنتج',
    alsoSearched: 'عمليات بحث ذات صلة',
    approx: '≈',
    footer: ['المساعدة', 'الإرجاع', 'بِع معنا'],
  },
  he: {
    goods: [
      'אופני עיר',
      'קומקום חשמלי',
      'מנורת שולחן',
      'תרמיל',
      'סיר טיגון באוויר',
      'אוזניות',
      'מטחנת קפה',
      'מעיל גשם',
      'בלנדר',
      'מאוורר',
    ],
    consumables: ['פולי קפה', 'שמן זית'],
    home: 'דף הבית',
    cats: ['בית ומטבח', 'ספורט ופנאי', 'אלקטרוניקה', 'גינה'],
    search: 'חיפוש',
    cart: 'הוספה לסל',
    buyNow: 'קנו עכשיו',
    inStock: 'במלאי',
    brand: 'מותג',
    moreFrom: (m) => `עוד מ־${m}`,
    model: 'דגם',
    weight: 'משקל',
    soldBy: (s) => `נמכר על ידי ${s}`,
    sellerPct: (p) => `${p} חיובי`,
    sellerStars: (x, n) => `${x} (${n} דירוגים)`,
    ratingOf5: (x) => `${x} מתוך 5`,
    ratings: (n) => `${n} ביקורות`,
    listPrice: 'מחיר מחירון:',
    shipping: (f) => `+ ${f} משלוח`,
    freeShipping: 'משלוח חינם',
    coupon: (f) => `חסכו ${f} עם קופון`,
    subscribe: (f) => `במנוי: ${f}`,
    member: (f) => `מחיר חברי מועדון: ${f}`,
    unit: (f, u) => `(${f} ל${u === 'kg' ? 'ק״ג' : 'ליטר'})`,
    usedFrom: (f) => `משומש החל מ־${f}`,
    otherSellers: ['מוכרים נוספים', 'הצעות נוספות'],
    condLabel: 'מצב',
    sellerLabel: 'מוכר',
    cond: { new: 'חדש', used: 'משומש – טוב', refurb: 'מחודש' },
    offersFrom: (n, f) => `${n} הצעות החל מ־${f}`,
    alsoBought: ['נקנים יחד לעתים קרובות', 'אולי תאהבו גם'],
    specs: 'מפרט',
    description: 'תיאור',
    reviewsTab: 'ביקורות',
    details: 'אפשר להזמין כל חלק בנפרד ולהחליף אותו בבית.',
    currency: 'מטבע',
    sponsored: 'ממומן',
    results: (n) => `${n} תוצאות`,
    sortBy: 'מיון לפי',
    priceLabel: 'מחיר',
    ratingLabel: 'דירוג',
    product: 'מוצר',
    alsoSearched: 'חיפושים קשורים',
    approx: '≈',
    footer: ['עזרה', 'החזרות', 'מכרו אצלנו'],
  },
};

// ---------------------------------------------------------------- locales and money

interface NumStyle {
  group: string;
  decimal: string;
  /** Lakh grouping: 1,23,456. */
  indian: boolean;
  /** Integers of fewer digits are written without a group separator (Polish: 1299,00). */
  minGroup: number;
  /** Arabic-Indic digits (٠١٢…). */
  arabic: boolean;
}
type Digits = (n: number, dp: number) => string;

interface Locale {
  id: string;
  lang: Lang;
  cur: Cur;
  /** Decimals the currency's prices have (0: whole units only). */
  dp: 0 | 2;
  /** Rounding step of prices in whole-unit currencies. */
  step: number;
  normal: [number, number];
  big: [number, number];
  ship: [number, number];
  style: (r: () => number) => NumStyle;
  /** How the page writes an amount (one drawn per page and kept for every amount). */
  formats: Array<(d: Digits, n: number) => string>;
  vat: string[];
}

const latin = (group: string, decimal: string, minGroup = 4): NumStyle => ({
  group,
  decimal,
  indian: false,
  minGroup,
  arabic: false,
});
const cents = (n: number): string => String(Math.round((n - Math.floor(n)) * 100)).padStart(2, '0');

const LOCALES: Locale[] = [
  {
    id: 'de-DE',
    lang: 'de',
    cur: 'EUR',
    dp: 2,
    step: 0.01,
    normal: [8, 400],
    big: [1000, 4000],
    ship: [2.9, 7.9],
    style: () => latin('.', ','),
    formats: [
      (d, n) => `${d(n, 2)} €`,
      (d, n) => `${d(n, 2)}${NBSP}€`,
      (d, n) => (whole(n) ? `${d(n, 0)},- €` : `${d(n, 2)} €`),
      (d, n) => `EUR ${d(n, 2)}`,
    ],
    vat: ['inkl. 19 % MwSt.', 'inkl. MwSt.', 'Preis inkl. MwSt.'],
  },
  {
    id: 'de-CH',
    lang: 'de',
    cur: 'CHF',
    dp: 2,
    step: 0.05,
    normal: [8, 400],
    big: [1000, 4000],
    ship: [5, 9.9],
    style: (r) => latin(pick(["'", '’'], r), '.'),
    formats: [
      (d, n) => `CHF ${d(n, 2)}`,
      (d, n) => (whole(n) ? `CHF ${d(n, 0)}.–` : `CHF ${d(n, 2)}`),
      (d, n) => `${d(n, 2)} CHF`,
      (d, n) => `Fr. ${d(n, 2)}`,
    ],
    vat: ['inkl. MWST', 'inkl. 8,1 % MWST'],
  },
  {
    id: 'fr-FR',
    lang: 'fr',
    cur: 'EUR',
    dp: 2,
    step: 0.01,
    normal: [8, 400],
    big: [1000, 4000],
    ship: [2.9, 7.9],
    style: (r) => latin(pick([NNBSP, NBSP], r), ','),
    formats: [(d, n) => `${d(n, 2)}${NBSP}€`, (d, n) => `${d(n, 2)} €`, (d, n) => `${d(Math.floor(n), 0)}€${cents(n)}`],
    vat: ['TTC', 'Prix TTC', 'dont 20 % de TVA'],
  },
  {
    id: 'nl-NL',
    lang: 'nl',
    cur: 'EUR',
    dp: 2,
    step: 0.01,
    normal: [8, 400],
    big: [1000, 4000],
    ship: [2.95, 6.95],
    style: () => latin('.', ','),
    formats: [
      (d, n) => `€ ${d(n, 2)}`,
      (d, n) => `€${NBSP}${d(n, 2)}`,
      (d, n) => (whole(n) ? `€ ${d(n, 0)},-` : `€ ${d(n, 2)}`),
    ],
    vat: ['incl. btw', 'Prijs incl. btw'],
  },
  {
    id: 'pt-BR',
    lang: 'pt',
    cur: 'BRL',
    dp: 2,
    step: 0.01,
    normal: [39, 900],
    big: [1000, 9000],
    ship: [9.9, 29.9],
    style: () => latin('.', ','),
    formats: [(d, n) => `R$ ${d(n, 2)}`, (d, n) => `R$${NBSP}${d(n, 2)}`],
    vat: [],
  },
  {
    id: 'nb-NO',
    lang: 'nb',
    cur: 'NOK',
    dp: 0,
    step: 1,
    normal: [99, 2999],
    big: [3000, 29999],
    ship: [49, 149],
    style: (r) => latin(pick([NBSP, ' '], r), ','),
    formats: [
      (d, n) => `kr ${d(n, 0)},-`,
      (d, n) => `${d(n, 0)},- kr`,
      (d, n) => `kr ${d(n, 2)}`,
      (d, n) => `${d(n, 0)} kr`,
    ],
    vat: ['inkl. mva.'],
  },
  {
    id: 'pl-PL',
    lang: 'pl',
    cur: 'PLN',
    dp: 2,
    step: 0.01,
    normal: [30, 900],
    big: [1000, 6000],
    ship: [8.99, 19.99],
    style: () => latin(NBSP, ',', 5),
    formats: [(d, n) => `${d(n, 2)} zł`, (d, n) => `${d(n, 2)}${NBSP}zł`],
    vat: ['Cena zawiera VAT', 'brutto'],
  },
  {
    id: 'en-GB',
    lang: 'en',
    cur: 'GBP',
    dp: 2,
    step: 0.01,
    normal: [6, 300],
    big: [1000, 3500],
    ship: [2.99, 6.99],
    style: () => latin(',', '.'),
    formats: [
      (d, n) => (whole(n) ? `£${d(n, 0)}` : `£${d(n, 2)}`),
      (d, n) => `£${d(n, 2)}`,
      (d, n) => `GBP ${d(n, 2)}`,
    ],
    vat: ['incl. VAT', 'Price includes VAT'],
  },
  {
    id: 'en-US',
    lang: 'en',
    cur: 'USD',
    dp: 2,
    step: 0.01,
    normal: [8, 400],
    big: [1000, 4500],
    ship: [3.99, 9.99],
    style: () => latin(',', '.'),
    formats: [
      (d, n) => `US$${d(n, 2)}`,
      (d, n) => `$${d(n, 2)}`,
      (d, n) => `${d(n, 2)} USD`,
      (d, n) => `USD ${d(n, 2)}`,
    ],
    vat: [],
  },
  {
    id: 'en-IN',
    lang: 'en',
    cur: 'INR',
    dp: 0,
    step: 1,
    normal: [299, 9999],
    big: [10000, 250000],
    ship: [40, 99],
    style: () => ({ group: ',', decimal: '.', indian: true, minGroup: 4, arabic: false }),
    formats: [(d, n) => `₹${d(n, 0)}`, (d, n) => `₹ ${d(n, 0)}`, (d, n) => `Rs. ${d(n, 2)}`, (d, n) => `₹${d(n, 2)}`],
    vat: ['Inclusive of all taxes'],
  },
  {
    id: 'ja-JP',
    lang: 'ja',
    cur: 'JPY',
    dp: 0,
    step: 10,
    normal: [980, 49800],
    big: [50000, 398000],
    ship: [350, 990],
    style: () => latin(',', '.'),
    formats: [
      (d, n) => `¥${d(n, 0)}`,
      (d, n) => `${d(n, 0)}円`,
      (d, n) => `￥${d(n, 0)}`,
      (d, n) => `${d(n, 0)}円（税込）`,
    ],
    vat: ['税込', '（税込）'],
  },
  {
    id: 'ko-KR',
    lang: 'ko',
    cur: 'KRW',
    dp: 0,
    step: 100,
    normal: [9900, 490000],
    big: [500000, 3000000],
    ship: [2500, 3500],
    style: () => latin(',', '.'),
    formats: [(d, n) => `${d(n, 0)}원`, (d, n) => `₩${d(n, 0)}`, (d, n) => `₩ ${d(n, 0)}`],
    vat: [],
  },
  {
    id: 'ru-RU',
    lang: 'ru',
    cur: 'RUB',
    dp: 0,
    step: 1,
    normal: [499, 29999],
    big: [30000, 250000],
    ship: [199, 499],
    style: (r) => latin(pick([NBSP, NNBSP, ' '], r), ','),
    formats: [
      (d, n) => `${d(n, 0)} ₽`,
      (d, n) => `${d(n, 0)}${NBSP}₽`,
      (d, n) => `${d(n, 0)} руб.`,
      (d, n) => `${d(n, 2)} ₽`,
    ],
    vat: [],
  },
  {
    id: 'el-GR',
    lang: 'el',
    cur: 'EUR',
    dp: 2,
    step: 0.01,
    normal: [8, 400],
    big: [1000, 4000],
    ship: [2.5, 6.9],
    style: () => latin('.', ','),
    formats: [(d, n) => `${d(n, 2)} €`, (d, n) => `${d(n, 2)}€`, (d, n) => `€${d(n, 2)}`],
    vat: ['Συμπ. ΦΠΑ 24%', 'Τιμή με ΦΠΑ'],
  },
  {
    id: 'ar-AE',
    lang: 'ar',
    cur: 'AED',
    dp: 2,
    step: 0.01,
    normal: [29, 900],
    big: [1000, 9000],
    ship: [9, 25],
    style: (r) =>
      r() < 0.4 ? { group: '٬', decimal: '٫', indian: false, minGroup: 4, arabic: true } : latin(',', '.'),
    formats: [
      (d, n) => `${d(n, 2)} د.إ`,
      (d, n) => `د.إ ${d(n, 2)}`,
      (d, n) => `AED ${d(n, 2)}`,
      (d, n) => `${d(n, 2)} درهم`,
    ],
    vat: ['شامل ضريبة القيمة المضافة'],
  },
  {
    id: 'he-IL',
    lang: 'he',
    cur: 'ILS',
    dp: 2,
    step: 0.01,
    normal: [29, 900],
    big: [1000, 9000],
    ship: [19.9, 39.9],
    style: () => latin(',', '.'),
    formats: [
      (d, n) => `₪${d(n, 2)}`,
      (d, n) => `${d(n, 2)} ₪`,
      (d, n) => `${RLM}${d(n, 2)} ₪`,
      (d, n) => `₪ ${d(n, 2)}`,
    ],
    vat: ['כולל מע״מ'],
  },
];

/** Units of each currency to one euro (rough; only for the converted figure). */
const RATE: Record<Cur, number> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  CHF: 0.95,
  INR: 90,
  JPY: 160,
  BRL: 5.4,
  NOK: 11.5,
  PLN: 4.3,
  KRW: 1450,
  RUB: 98,
  AED: 3.97,
  ILS: 4,
};
const CUR_SIGN: Record<Cur, string> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  CHF: 'CHF',
  INR: '₹',
  JPY: '¥',
  BRL: 'R$',
  NOK: 'kr',
  PLN: 'zł',
  KRW: '₩',
  RUB: '₽',
  AED: 'د.إ',
  ILS: '₪',
};
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

function digitsOf(s: NumStyle): Digits {
  return (n, dp) => {
    const [int = '0', frac] = Math.abs(n).toFixed(dp).split('.');
    let grouped = int;
    if (int.length >= s.minGroup) {
      grouped =
        s.indian && int.length > 3
          ? `${int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, s.group)}${s.group}${int.slice(-3)}`
          : int.replace(/\B(?=(\d{3})+(?!\d))/g, s.group);
    }
    const out = frac !== undefined ? `${grouped}${s.decimal}${frac}` : grouped;
    return s.arabic ? out.replace(/\d/g, (c) => ARABIC_DIGITS[Number(c)] ?? c) : out;
  };
}

/** The visitor's currency, in which a converted figure is shown (the page's currency excepted). */
const VISITOR: Array<{ cur: Cur; show: (x: number) => string }> = [
  { cur: 'USD', show: (x) => `$${digitsOf(latin(',', '.'))(x, 2)}` },
  { cur: 'USD', show: (x) => `US$${digitsOf(latin(',', '.'))(x, 2)}` },
  { cur: 'EUR', show: (x) => `€${digitsOf(latin(',', '.'))(x, 2)}` },
  { cur: 'GBP', show: (x) => `£${digitsOf(latin(',', '.'))(x, 2)}` },
  { cur: 'JPY', show: (x) => `¥${digitsOf(latin(',', '.'))(x, 0)}` },
];

interface Money {
  loc: Locale;
  d: Digits;
  /** The amount as the page writes it (text). */
  fmt: (n: number) => string;
  /** The amount in its element(s): cents in a <sup> on some pages, bidi-isolated on some rtl pages. */
  html: (n: number, cls: string, attrs?: string) => string;
  /** A machine figure: "1234.56" (attributes, JSON-LD). */
  raw: (n: number) => string;
  count: (n: number) => string;
  rating: (x: number) => string;
  pct: (p: number) => string;
  /** A price rounded as the currency rounds it. */
  round: (x: number) => number;
  /** A text's digits in the page's digits (Arabic-Indic on some Arabic pages). */
  local: (text: string) => string;
}

function moneyOf(loc: Locale, r: () => number): Money {
  const style = loc.style(r);
  const d = digitsOf(style);
  const format = pick(loc.formats, r);
  const fmt = (n: number): string => format(d, n);
  const supCents = loc.dp === 2 && r() < 0.2;
  const rtl = loc.lang === 'ar' || loc.lang === 'he';
  const isolate = rtl ? pick(['none', 'bdi', 'ltr'] as const, r) : 'none';
  const html = (n: number, cls: string, attrs = ''): string => {
    let text = esc(fmt(n));
    if (supCents && !whole(n)) {
      const tail = `${style.decimal}${d(n, 2).slice(-2)}`;
      const at = text.lastIndexOf(tail);
      if (at >= 0)
        text = `${text.slice(0, at)}<span class="dec">${style.decimal}</span><sup>${text.slice(at + style.decimal.length, at + tail.length)}</sup>${text.slice(at + tail.length)}`;
    }
    if (isolate === 'bdi') text = `<bdi>${text}</bdi>`;
    else if (isolate === 'ltr') text = `<span dir="ltr">${text}</span>`;
    return `<span class="${cls}"${attrs}>${text}</span>`;
  };
  const round = (x: number): number =>
    loc.dp === 2
      ? loc.step === 0.05
        ? Math.round(x * 20) / 20
        : round2(x)
      : Math.max(loc.step, Math.round(x / loc.step) * loc.step);
  return {
    loc,
    d,
    fmt,
    html,
    raw: (n) => (loc.dp === 2 ? n.toFixed(2) : String(n)),
    count: (n) => d(n, 0),
    rating: (x) => d(x, 1),
    pct: (p) => (['en', 'ja', 'ko', 'he', 'ar'].includes(loc.lang) ? `${d(p, 0)}%` : `${d(p, 0)}${NBSP}%`),
    round,
    local: (text) => (style.arabic ? text.replace(/\d/g, (c) => ARABIC_DIGITS[Number(c)] ?? c) : text),
  };
}

/** A main price: charm endings (.99, .95, 1299, 12,800) as shops write them; unique on the page. */
function drawPrice(r: () => number, money: Money, range: [number, number], taken: Set<number>): number {
  const loc = money.loc;
  for (;;) {
    const x = range[0] + r() * (range[1] - range[0]);
    let p: number;
    if (loc.dp === 2) {
      const base = Math.floor(x);
      const e = r();
      p =
        e < 0.3
          ? base + 0.99
          : e < 0.45
            ? base + 0.95
            : e < 0.62
              ? base
              : e < 0.7
                ? base + 0.5
                : base + Math.floor(r() * 100) / 100;
      p = money.round(p);
    } else if (loc.step === 1) p = r() < 0.6 ? Math.max(9, Math.round(x / 10) * 10 - 1) : Math.round(x);
    else p = money.round(x);
    if (p > 0 && !taken.has(p)) {
      taken.add(p);
      return p;
    }
  }
}

// ---------------------------------------------------------------- items

interface Item {
  name: string;
  maker: string;
  model: string;
  price: number;
  rating: number | null;
  reviews: number;
}

/** How a page writes names: the kind, a model, and on some pages the maker at the head. */
function composeName(lang: Lang, maker: string, model: string, kind: string, brandIn: boolean, r: () => number) {
  const rest =
    lang === 'en'
      ? `${model} ${kind}`
      : lang === 'ja' || lang === 'ko'
        ? `${kind} ${model}`
        : `${upperFirst(kind)} ${model}`;
  if (!brandIn) return upperFirst(rest);
  if (lang === 'en' && r() < 0.5) return `${maker} ${model} — ${kind}`;
  return `${maker} ${rest}`;
}

function makerFor(lang: Lang, r: () => number): string {
  const own = SCRIPT_MAKERS[lang];
  return own && r() < 0.5 ? pick(own, r) : pick(LATIN_MAKERS, r);
}

function modelFor(lang: Lang, r: () => number): string {
  const own = SCRIPT_MODELS[lang];
  const stem = own && r() < 0.4 ? pick(own, r) : pick(LATIN_MODELS, r);
  return `${stem}${pick(MODEL_SUFFIX, r)}`;
}

function sellerFor(lang: Lang, r: () => number): string {
  const own = SCRIPT_SELLERS[lang];
  return own && r() < 0.5 ? pick(own, r) : pick(LATIN_SELLERS, r);
}

function drawRating(ten: boolean, r: () => number): number {
  return ten ? round1(6 + r() * 3.8) : round1(3 + r() * 1.9);
}

function makeItem(
  r: () => number,
  money: Money,
  kinds: readonly string[],
  range: [number, number],
  taken: Set<number>,
  names: Set<string>,
  brandIn: boolean,
  ten: boolean,
): Item {
  const lang = money.loc.lang;
  for (;;) {
    const maker = makerFor(lang, r);
    const model = modelFor(lang, r);
    const name = composeName(lang, maker, model, pick(kinds, r), brandIn, r);
    if (names.has(name)) continue;
    names.add(name);
    return {
      name,
      maker,
      model,
      price: drawPrice(r, money, range, taken),
      rating: drawRating(ten, r),
      reviews: 12 + Math.floor(r() * r() * 24000),
    };
  }
}

// ---------------------------------------------------------------- markup

type Classes = (role: string) => string;

/** The page's class names: readable ("price"), prefixed ("pdp__price") or opaque ("_k3qz"). */
function classesFor(prefix: string, r: () => number): Classes {
  const kind = pick(['plain', 'prefixed', 'opaque'] as const, r);
  const made = new Map<string, string>();
  return (role) => {
    const known = made.get(role);
    if (known !== undefined) return known;
    let cls: string;
    if (kind === 'plain') cls = role;
    else if (kind === 'prefixed') cls = `${prefix}__${role}`;
    else {
      cls = '_';
      for (let i = 0; i < 4; i++) cls += 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(r() * 36)];
    }
    made.set(role, cls);
    return cls;
  };
}

type RatingStyle = 'of' | 'slash' | 'stars-title' | 'num';

function starGlyphs(x: number, ten: boolean): string {
  const full = Math.max(0, Math.min(5, Math.round(ten ? x / 2 : x)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/** A rating as the page shows it: the figure (or only a title attribute), then the count. */
function ratingHtml(
  x: number,
  count: number,
  style: RatingStyle,
  ten: boolean,
  money: Money,
  w: Words,
  k: Classes,
  countStyle: 'brackets' | 'words',
): string {
  const fig = money.rating(x);
  const scaleText = money.local(ten ? `${fig}/10` : style === 'slash' ? `${fig}/5` : w.ratingOf5(fig));
  const glyphs = starGlyphs(x, ten);
  const figure =
    style === 'stars-title' && !ten
      ? `<span class="${k('stars')}" title="${esc(scaleText)}">${glyphs}</span>`
      : style === 'num'
        ? `<span class="${k('score')}">${fig}</span><span class="${k('stars')}" aria-hidden="true">${ten ? '' : glyphs}</span>${ten ? `<span>${money.local('/10')}</span>` : ''}`
        : `<span class="${k('stars')}" aria-hidden="true">${glyphs}</span> <span class="${k('score')}">${esc(scaleText)}</span>`;
  const n = money.count(count);
  const counted = countStyle === 'brackets' ? `(${n})` : w.ratings(n);
  return `<div class="${k('rating')}">${figure} <a href="#reviews" class="${k('count')}">${esc(counted)}</a></div>`;
}

function header(shop: string, w: Words, money: Money, k: Classes, r: () => number, visitor: Cur | null): string {
  const curs = [money.loc.cur, ...(['EUR', 'USD', 'GBP', 'JPY', 'CHF'] as Cur[]).filter((c) => c !== money.loc.cur)];
  const switcher =
    r() < 0.6
      ? `<label class="${k('locale')}">${esc(w.currency)} <select name="currency">${curs
          .map(
            (c) =>
              `<option value="${c}"${c === (visitor ?? money.loc.cur) ? ' selected' : ''}>${c} – ${CUR_SIGN[c]}</option>`,
          )
          .join('')}</select></label>`
      : `<ul class="${k('locale')}" aria-label="${esc(w.currency)}">${curs
          .map((c) => `<li><a href="?cur=${c}">${CUR_SIGN[c]} ${c}</a></li>`)
          .join('')}</ul>`;
  return `<header class="${k('top')}"><a href="/" class="${k('logo')}">${esc(shop)}</a><form role="search" action="/s"><input name="q" placeholder="${esc(w.search)}"><button>${esc(w.search)}</button></form>${switcher}<a href="/cart" aria-label="${esc(w.cart)}">🛒 0</a></header>`;
}

function footer(shop: string, w: Words, k: Classes): string {
  return `<footer class="${k('foot')}"><ul>${w.footer.map((f, i) => `<li><a href="/help/${i}">${esc(f)}</a></li>`).join('')}</ul><p>© 2026 ${esc(shop)}</p></footer>`;
}

function headOf(title: string, lang: string, dir: string, extra: string): string {
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${esc(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1">${extra}</head>`;
}

// ---------------------------------------------------------------- product pages

const ITEM_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'number' },
    rating: { type: 'number' },
  },
};

interface SellerRating {
  kind: 'pct' | 'stars';
  value: number;
  count: number;
}

interface Offer {
  seller: string;
  cond: 'new' | 'used' | 'refurb';
  price: number;
  ship: number | null;
  rating: SellerRating;
}

function productPage(seed: number, r: () => number, loc: Locale): IntlPage {
  const w = WORDS[loc.lang];
  const dir = loc.lang === 'ar' || loc.lang === 'he' ? 'rtl' : 'ltr';
  const money = moneyOf(loc, r);
  const k = classesFor('pdp', r);
  const shop = pick(MARKETS, r);
  const big = r() < 0.4;
  const consumable = !big && r() < 0.2;
  const unitKind: 'kg' | 'l' = r() < 0.5 ? 'kg' : 'l';
  const kind = consumable ? w.consumables[unitKind === 'kg' ? 0 : 1] : pick(w.goods, r);
  const ten = r() < 0.15;
  const brandInTitle = r() < 0.35;
  const taken = new Set<number>();
  const names = new Set<string>();
  const cheap: [number, number] = [loc.normal[0], loc.normal[0] + (loc.normal[1] - loc.normal[0]) * 0.12];
  const main = makeItem(
    r,
    money,
    [kind],
    big ? loc.big : consumable ? cheap : loc.normal,
    taken,
    names,
    brandInTitle,
    ten,
  );
  const rating = main.rating ?? 4.2;
  const far = (v: number): boolean => Math.abs(v - main.price) >= Math.max(1, main.price * 0.02);
  /** A figure derived from a base by a factor in [lo, hi], rounded, unique and far from the price. */
  const derive = (base: number, lo: number, hi: number): number | null => {
    for (let i = 0; i < 60; i++) {
      const v = money.round(base * (lo + r() * (hi - lo)));
      if (v > 0 && !taken.has(v) && far(v)) {
        taken.add(v);
        return v;
      }
    }
    return null;
  };
  const drawShip = (): number | null => {
    for (let i = 0; i < 30; i++) {
      const x = loc.ship[0] + r() * (loc.ship[1] - loc.ship[0]);
      const v = loc.dp === 2 ? money.round(Math.floor(x) + pick([0.99, 0.95, 0.9, 0], r)) : money.round(x);
      if (v > 0 && !taken.has(v) && far(v)) {
        taken.add(v);
        return v;
      }
    }
    return null;
  };
  const sellerRating = (avoid: number): SellerRating => {
    const count = 40 + Math.floor(r() * r() * 90000);
    if (r() < 0.5) return { kind: 'pct', value: 85 + Math.floor(r() * 15), count };
    for (;;) {
      const v = round1(3.6 + r() * 1.4);
      if (v !== avoid) return { kind: 'stars', value: v, count };
    }
  };
  const sellerRatingText = (s: SellerRating): string =>
    s.kind === 'pct' ? w.sellerPct(money.pct(s.value)) : w.sellerStars(money.rating(s.value), money.count(s.count));

  // The featured offer and the other offers.
  const seller = sellerFor(loc.lang, r);
  const featuredRating = sellerRating(rating);
  const offers: Offer[] = [];
  if (r() < 0.65) {
    const n = 2 + Math.floor(r() * 4);
    const sellers = new Set<string>([seller]);
    for (let i = 0; i < n; i++) {
      const cond = r() < 0.5 ? 'new' : r() < 0.6 ? 'used' : 'refurb';
      const price =
        cond === 'new'
          ? derive(main.price, 0.88, 1.25)
          : cond === 'used'
            ? derive(main.price, 0.55, 0.85)
            : derive(main.price, 0.65, 0.9);
      let s = sellerFor(loc.lang, r);
      for (let j = 0; j < 10 && sellers.has(s); j++) s = sellerFor(loc.lang, r);
      if (price === null || sellers.has(s)) continue;
      sellers.add(s);
      offers.push({ seller: s, cond, price, ship: r() < 0.5 ? drawShip() : null, rating: sellerRating(rating) });
    }
  }
  const featuredInList = offers.length > 0 && r() < 0.3;
  const usedOffers = offers.filter((o) => o.cond !== 'new');
  const usedFrom =
    usedOffers.length > 0
      ? r() < 0.6
        ? Math.min(...usedOffers.map((o) => o.price))
        : null
      : r() < 0.25
        ? derive(main.price, 0.55, 0.8)
        : null;

  // The lines around the price.
  const list = r() < 0.4 ? derive(main.price, 1.15, 1.6) : null;
  const visitorPick =
    r() < 0.45
      ? pick(
          VISITOR.filter((v) => v.cur !== loc.cur),
          r,
        )
      : null;
  let converted: number | null = null;
  if (visitorPick) {
    const x = (main.price / RATE[loc.cur]) * RATE[visitorPick.cur];
    const v = visitorPick.cur === 'JPY' ? Math.round(x) : round2(x);
    if (far(v)) converted = v;
  }
  const vat = loc.vat.length > 0 && r() < 0.7 ? pick(loc.vat, r) : null;
  const shipping = r() < 0.55 ? drawShip() : null;
  const freeShipping = shipping === null && r() < 0.5;
  const qty = unitKind === 'kg' ? pick([0.5, 0.25, 1], r) : pick([0.75, 0.5, 1], r);
  const unit = consumable && qty !== 1 ? money.round(main.price / qty) : null;
  if (unit !== null) taken.add(unit);
  const member = r() < 0.15 ? derive(main.price, 0.88, 0.95) : null;
  const coupon =
    r() < 0.25
      ? (() => {
          for (let i = 0; i < 20; i++) {
            const raw = main.price * (0.05 + r() * 0.12);
            const v = loc.dp === 2 ? Math.max(1, Math.round(raw)) : money.round(raw);
            if (!taken.has(v) && far(v)) {
              taken.add(v);
              return v;
            }
          }
          return null;
        })()
      : null;
  const subscribe = r() < (consumable ? 0.6 : 0.06) ? derive(main.price, 0.85, 0.95) : null;

  // Also bought: other items, a few by the same maker.
  const alsoN = 3 + Math.floor(r() * 4);
  const also: Item[] = [];
  for (let i = 0; i < alsoN; i++) {
    const it = makeItem(r, money, w.goods, loc.normal, taken, names, brandInTitle && r() < 0.7, ten);
    if (r() < 0.2 && !brandInTitle) it.maker = main.maker;
    if (it.rating === rating) it.rating = round1(Math.min(ten ? 9.9 : 4.9, rating + 0.3));
    also.push(it);
  }
  const alsoMakers = r() < 0.6;
  const alsoHeading = pick(w.alsoBought, r);

  // Where the brand and the price sit.
  const brandLine = r() < 0.35;
  const crumbBrand = r() < 0.5;
  let specsAt = pick(['details', 'dl', 'hidden-tab', 'table', 'none'] as const, r);
  if (!brandLine && !crumbBrand && !brandInTitle && specsAt === 'none') specsAt = pick(['details', 'hidden-tab'], r);
  const priceAt = pick(['summary', 'summary', 'buybox', 'both'] as const, r);
  const ratingStyle: RatingStyle = ten
    ? pick(['slash', 'num'] as const, r)
    : pick(['of', 'slash', 'stars-title', 'num'], r);
  const countStyle = pick(['brackets', 'words'] as const, r);
  const ld = pick(['none', 'none', 'offer', 'offer', 'aggregate'] as const, r);
  const microdata = r() < 0.25;
  const metaPrice = r() < 0.3;
  const sellerRatingShown = r() < 0.85;

  // ---- markup
  const md = (prop: string): string => (microdata ? ` itemprop="${prop}"` : '');
  const crumbs = `<nav aria-label="breadcrumb" class="${k('crumbs')}"><ol><li><a href="/">${esc(w.home)}</a></li><li><a href="/c/${slug(w.cats[0] ?? '')}">${esc(pick(w.cats, r))}</a></li>${crumbBrand ? `<li><a href="/b/${slug(main.maker)}">${esc(main.maker)}</a></li>` : ''}<li aria-current="page">${esc(main.model)}</li></ol></nav>`;
  const brandHtml = brandLine
    ? r() < 0.5
      ? `<div class="${k('brand')}">${esc(w.brand)}: <a href="/b/${slug(main.maker)}"${md('brand')}>${esc(main.maker)}</a></div>`
      : `<a class="${k('brand')}" href="/b/${slug(main.maker)}">${esc(w.moreFrom(main.maker))}</a>`
    : '';
  const title = `<h1 class="${k('title')}"${md('name')}>${esc(main.name)}</h1>`;
  const ratingBlock = ratingHtml(rating, main.reviews, ratingStyle, ten, money, w, k, countStyle);
  const priceLine = `<div class="${k('pricebox')}">${
    list !== null ? `<span class="${k('was')}">${esc(w.listPrice)} <s>${esc(money.fmt(list))}</s></span> ` : ''
  }${money.html(main.price, k('price'))}${
    converted !== null && visitorPick
      ? ` <span class="${k('converted')}">(${esc(w.approx)} ${esc(visitorPick.show(converted))})</span>`
      : ''
  }${vat ? `<div class="${k('note')}">${esc(vat)}</div>` : ''}${
    unit !== null ? `<div class="${k('unit')}">${esc(w.unit(money.fmt(unit), unitKind))}</div>` : ''
  }</div>`;
  const extras = [
    shipping !== null
      ? `<div class="${k('ship')}">${esc(w.shipping(money.fmt(shipping)))}</div>`
      : freeShipping
        ? `<div class="${k('ship')}">${esc(w.freeShipping)}</div>`
        : '',
    member !== null ? `<div class="${k('member')}">${esc(w.member(money.fmt(member)))}</div>` : '',
    coupon !== null
      ? `<label class="${k('coupon')}"><input type="checkbox"> ${esc(w.coupon(money.fmt(coupon)))}</label>`
      : '',
    subscribe !== null
      ? `<label class="${k('subscribe')}"><input type="radio" name="plan"> ${esc(w.subscribe(money.fmt(subscribe)))}</label>`
      : '',
  ].join('');
  const buyBox = `<aside class="${k('buybox')}">${priceAt !== 'summary' ? priceLine : ''}<div class="${k('stock')}">${esc(w.inStock)}</div><div class="${k('seller')}">${esc(w.soldBy(''))}<a href="/shop/${slug(seller)}">${esc(seller)}</a>${
    sellerRatingShown ? ` <span class="${k('seller-rating')}">${esc(sellerRatingText(featuredRating))}</span>` : ''
  }</div><button type="submit" name="add" class="${k('button')}" data-price="${money.raw(main.price)}" data-currency="${loc.cur}">${esc(w.cart)}</button><button type="button" class="${k('button')}">${esc(w.buyNow)}</button>${
    usedFrom !== null ? `<a href="#offers" class="${k('used')}">${esc(w.usedFrom(money.fmt(usedFrom)))}</a>` : ''
  }</aside>`;
  const summary = `<div class="${k('summary')}">${brandHtml}${title}${ratingBlock}${priceAt !== 'buybox' ? priceLine : ''}${extras}</div>`;

  const offerRows = [
    ...(featuredInList
      ? [{ seller, cond: 'new' as const, price: main.price, ship: shipping, rating: featuredRating }]
      : []),
    ...offers,
  ];
  const offersTable = r() < 0.5;
  const offersHtml =
    offerRows.length === 0
      ? ''
      : offersTable
        ? `<section id="offers" class="${k('offers')}"><h2>${esc(pick(w.otherSellers, r))} (${offerRows.length})</h2><table><thead><tr><th>${esc(w.priceLabel)}</th><th>${esc(w.condLabel)}</th><th>${esc(w.sellerLabel)}</th><th></th></tr></thead><tbody>${offerRows
            .map(
              (o) =>
                `<tr class="${k('offer')}"><td>${money.html(o.price, k('price'))}${o.ship !== null ? `<div>${esc(w.shipping(money.fmt(o.ship)))}</div>` : `<div>${esc(w.freeShipping)}</div>`}</td><td>${esc(w.cond[o.cond])}</td><td><a href="/shop/${slug(o.seller)}">${esc(o.seller)}</a><div>${esc(sellerRatingText(o.rating))}</div></td><td><button type="button">${esc(w.cart)}</button></td></tr>`,
            )
            .join('')}</tbody></table></section>`
        : `<section id="offers" class="${k('offers')}"><h2>${esc(pick(w.otherSellers, r))}</h2><ul>${offerRows
            .map(
              (o) =>
                `<li class="${k('offer')}"><span class="${k('cond')}">${esc(w.cond[o.cond])}</span> ${money.html(o.price, k('price'))} <span class="${k('ship')}">${esc(o.ship !== null ? w.shipping(money.fmt(o.ship)) : w.freeShipping)}</span> <span class="${k('seller')}">${esc(w.soldBy(o.seller))}</span> <span class="${k('seller-rating')}">${esc(sellerRatingText(o.rating))}</span> <button type="button">${esc(w.cart)}</button></li>`,
            )
            .join('')}</ul></section>`;

  const modelCode = `${main.model.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || 'M'}-${100 + Math.floor(r() * 900)}`;
  const weight = round1(0.3 + r() * 6);
  const specRows: Array<[string, string]> = [
    [w.brand, main.maker],
    [w.model, modelCode],
    [w.weight, `${money.rating(weight)} kg`],
  ];
  const specTable = `<table class="${k('specs')}"><tbody>${specRows.map(([a, b]) => `<tr><th scope="row">${esc(a)}</th><td>${esc(b)}</td></tr>`).join('')}</tbody></table>`;
  const descr = `<p>${esc(w.details)}</p>`;
  const specsHtml =
    specsAt === 'details'
      ? `<section class="${k('about')}"><h2>${esc(w.description)}</h2>${descr}<details><summary>${esc(w.specs)}</summary>${specTable}</details></section>`
      : specsAt === 'dl'
        ? `<section class="${k('about')}"><h2>${esc(w.specs)}</h2><dl>${specRows.map(([a, b]) => `<dt>${esc(a)}</dt><dd>${esc(b)}</dd>`).join('')}</dl>${descr}</section>`
        : specsAt === 'table'
          ? `<section class="${k('about')}"><h2>${esc(w.specs)}</h2>${specTable}${descr}</section>`
          : specsAt === 'hidden-tab'
            ? `<div class="${k('tabs')}"><div role="tablist"><button role="tab" aria-selected="true" aria-controls="t1">${esc(w.description)}</button><button role="tab" aria-selected="false" aria-controls="t2">${esc(w.specs)}</button><button role="tab" aria-selected="false" aria-controls="t3">${esc(w.reviewsTab)}</button></div><div role="tabpanel" id="t1">${descr}</div><div role="tabpanel" id="t2" hidden>${specTable}</div><div role="tabpanel" id="t3" hidden><p>${esc(money.local(ten ? `${money.rating(rating)}/10` : w.ratingOf5(money.rating(rating))))} · ${esc(w.ratings(money.count(main.reviews)))}</p></div></div>`
            : `<section class="${k('about')}"><h2>${esc(w.description)}</h2>${descr}</section>`;

  const alsoHtml = `<section class="${k('carousel')}"><h2>${esc(alsoHeading)}</h2><ul class="${k('cards')}">${also
    .map(
      (it, i) =>
        `<li class="${k('card')}"><a href="/p/${seed}-${i}"><img src="/img/${seed}-${i}.jpg" alt="${esc(it.name)}"></a><a class="${k('card-title')}" href="/p/${seed}-${i}">${esc(it.name)}</a>${alsoMakers ? `<div class="${k('maker')}">${esc(it.maker)}</div>` : ''}${it.rating !== null ? ratingHtml(it.rating, it.reviews, ratingStyle, ten, money, w, k, countStyle) : ''}${money.html(it.price, k('price'))}</li>`,
    )
    .join('')}</ul></section>`;

  const gallery = `<div class="${k('gallery')}">${[0, 1, 2].map((i) => `<img src="/img/${seed}-m${i}.jpg" alt="${esc(main.name)}">`).join('')}</div>`;
  const microMeta = microdata
    ? `${brandLine ? '' : `<meta itemprop="brand" content="${esc(main.maker)}">`}<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="${money.raw(main.price)}"><meta itemprop="priceCurrency" content="${loc.cur}"></div><div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating"><meta itemprop="ratingValue" content="${rating}"><meta itemprop="reviewCount" content="${main.reviews}"><meta itemprop="bestRating" content="${ten ? 10 : 5}"></div>`
    : '';
  const newPrices = [main.price, ...offers.filter((o) => o.cond === 'new').map((o) => o.price)];
  const ldJson =
    ld === 'none'
      ? ''
      : `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: main.name,
          brand: { '@type': 'Brand', name: main.maker },
          sku: modelCode,
          offers:
            ld === 'offer'
              ? {
                  '@type': 'Offer',
                  price: money.raw(main.price),
                  priceCurrency: loc.cur,
                  seller: { '@type': 'Organization', name: seller },
                }
              : {
                  '@type': 'AggregateOffer',
                  lowPrice: money.raw(Math.min(...newPrices)),
                  highPrice: money.raw(Math.max(...newPrices)),
                  offerCount: newPrices.length,
                  priceCurrency: loc.cur,
                },
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating,
            reviewCount: main.reviews,
            bestRating: ten ? 10 : 5,
          },
        }).replace(/</g, '\\u003c')}</script>`;
  const headExtra = `<meta property="og:title" content="${esc(main.name)}">${
    metaPrice
      ? `<meta property="product:price:amount" content="${money.raw(main.price)}"><meta property="product:price:currency" content="${loc.cur}">`
      : ''
  }`;
  const layout = pick(['columns', 'stacked'] as const, r);
  const top = `<div class="${k('product')}"${microdata ? ' itemscope itemtype="https://schema.org/Product"' : ''}>${gallery}${summary}${buyBox}${microMeta}</div>`;
  const sections = layout === 'columns' ? [offersHtml, specsHtml, alsoHtml] : [specsHtml, offersHtml, alsoHtml];
  const body = `${header(shop, w, money, k, r, visitorPick?.cur ?? null)}${crumbs}<main>${top}${sections.join('')}</main>${footer(shop, w, k)}${ldJson}`;
  const docTitle = r() < 0.7 ? `${main.name} | ${shop}` : `${shop}: ${main.name}`;
  const html = `${headOf(docTitle, loc.id, dir, headExtra)}<body>${body}</body></html>`;

  // The careful answer, then the careless one: each field true or borrowed.
  const truth = { name: main.name, brand: main.maker, price: main.price, rating };
  const { answer, leaves, put } = carelessAnswer(truth, r);
  const other = pick(also, r);
  const anOffer = offers.length > 0 ? pick(offers, r) : null;
  put('name', [[other.name, `also-bought item’s name (${alsoHeading})`]], 0.3);
  put(
    'brand',
    [
      [
        alsoMakers || other.name.includes(other.maker) ? other.maker : null,
        `also-bought item’s maker (${alsoHeading})`,
      ],
      [seller, 'the seller as brand'],
      [anOffer?.seller ?? null, 'another seller as brand'],
    ],
    0.35,
  );
  put(
    'price',
    [
      [anOffer?.price ?? null, `another seller’s offer (${anOffer?.cond ?? ''})`],
      [usedFrom, '“used from” figure'],
      [converted, `converted price (${visitorPick?.cur ?? ''})`],
      [subscribe, 'subscription price'],
      [coupon, 'coupon figure'],
      [shipping, 'shipping as price'],
      [list, 'list price as price'],
      [other.price, `also-bought item’s price (${alsoHeading})`],
    ],
    0.7,
  );
  put(
    'rating',
    [
      [sellerRatingShown ? featuredRating.value : null, `seller rating (${featuredRating.kind}) as rating`],
      [main.reviews, 'rating count as rating'],
      [other.rating, `also-bought item’s rating (${alsoHeading})`],
    ],
    0.5,
  );
  return {
    seed,
    kind: 'product',
    url: `https://${slug(shop).replace(/-/g, '')}${seed}.example/${loc.id.toLowerCase()}/p/${encodeURIComponent(slug(main.name))}`,
    html,
    prompt:
      'The product on this page: its name, brand, price (in the currency the page charges) and average customer rating',
    schema: ITEM_SCHEMA,
    answer,
    leaves,
    truth,
    style: { locale: loc.id, lang: loc.lang, dir, layout: `product ${layout}, specs ${specsAt}, price ${priceAt}` },
  };
}

// ---------------------------------------------------------------- category pages

const LIST_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          maker: { type: 'string' },
          price: { type: 'number' },
          rating: { type: 'number' },
        },
      },
    },
  },
};

interface Card extends Item {
  sponsored: boolean;
  mode: 'plain' | 'list' | 'offers' | 'range';
  /** The struck list price (mode list) or the range's upper bound (mode range). */
  other: number | null;
  offers: number;
  ship: number | null;
  unit: number | null;
}

function listPage(seed: number, r: () => number, loc: Locale): IntlPage {
  const w = WORDS[loc.lang];
  const dir = loc.lang === 'ar' || loc.lang === 'he' ? 'rtl' : 'ltr';
  const money = moneyOf(loc, r);
  const k = classesFor('plp', r);
  const shop = pick(MARKETS, r);
  const consumable = r() < 0.3;
  const unitKind: 'kg' | 'l' = r() < 0.5 ? 'kg' : 'l';
  const kind = consumable ? w.consumables[unitKind === 'kg' ? 0 : 1] : pick(w.goods, r);
  const big = !consumable && r() < 0.35;
  const range: [number, number] = big
    ? loc.big
    : consumable
      ? [loc.normal[0], loc.normal[0] + (loc.normal[1] - loc.normal[0]) * 0.12]
      : loc.normal;
  const ten = r() < 0.15;
  const brandInTitle = r() < 0.4;
  const makerLine = !brandInTitle || r() < 0.3;
  const layout = r() < 0.7 ? 'grid' : 'table';
  const ratingStyle: RatingStyle = ten
    ? pick(['slash', 'num'] as const, r)
    : pick(['of', 'slash', 'stars-title', 'num'], r);
  const countStyle = pick(['brackets', 'words'] as const, r);
  const taken = new Set<number>();
  const names = new Set<string>();
  const n = 8 + Math.floor(r() * 8);
  const sponsoredN = r() < 0.75 ? 1 + Math.floor(r() * 3) : 0;
  const shipCards = r() < 0.4;
  const qty = unitKind === 'kg' ? pick([0.5, 0.25], r) : pick([0.75, 0.5], r);

  const cards: Card[] = [];
  for (let i = 0; i < n + sponsoredN; i++) {
    const it = makeItem(r, money, [kind], range, taken, names, brandInTitle, ten);
    const roll = r();
    const mode: Card['mode'] = roll < 0.55 ? 'plain' : roll < 0.7 ? 'list' : roll < 0.85 ? 'offers' : 'range';
    let other: number | null = null;
    if (mode === 'list' || mode === 'range') {
      for (let j = 0; j < 40 && other === null; j++) {
        const v = money.round(it.price * (mode === 'list' ? 1.15 + r() * 0.4 : 1.2 + r() * 0.6));
        if (!taken.has(v) && Math.abs(v - it.price) >= Math.max(1, it.price * 0.02)) {
          taken.add(v);
          other = v;
        }
      }
    }
    let ship: number | null = null;
    if (shipCards && r() < 0.6) {
      const x = loc.ship[0] + r() * (loc.ship[1] - loc.ship[0]);
      const v = loc.dp === 2 ? money.round(Math.floor(x) + 0.99) : money.round(x);
      if (Math.abs(v - it.price) >= Math.max(1, it.price * 0.02)) ship = v;
    }
    cards.push({
      ...it,
      rating: r() < 0.12 ? null : it.rating,
      sponsored: false,
      mode: other === null && (mode === 'list' || mode === 'range') ? 'plain' : mode,
      other,
      offers: 2 + Math.floor(r() * 8),
      ship,
      unit: consumable ? money.round(it.price / qty) : null,
    });
  }
  // Sponsored cards: at the top, and some further down, among the results.
  const spots = new Set<number>();
  while (spots.size < sponsoredN) spots.add(spots.size === 0 && r() < 0.7 ? 0 : Math.floor(r() * cards.length));
  for (const s of spots) (cards[s] as Card).sponsored = true;
  const searched = Array.from({ length: 3 + Math.floor(r() * 2) }, () =>
    makeItem(r, money, [kind], range, taken, names, brandInTitle, ten),
  );
  const total = n * (3 + Math.floor(r() * 9)) + Math.floor(r() * 9);
  const badge = (): string =>
    r() < 0.6
      ? `<span class="${k('badge')}">${esc(w.sponsored)}</span>`
      : `<div class="${k('badge')}">${esc(w.sponsored)} <button type="button" aria-label="i">ⓘ</button></div>`;

  const priceCell = (c: Card): string => {
    const main =
      c.mode === 'offers'
        ? `<span class="${k('offers')}">${esc(w.offersFrom(money.count(c.offers), money.fmt(c.price)))}</span>`
        : c.mode === 'range' && c.other !== null
          ? `<span class="${k('price')}">${esc(money.fmt(c.price))} – ${esc(money.fmt(c.other))}</span>`
          : c.mode === 'list' && c.other !== null
            ? `${money.html(c.price, k('price'))} <s class="${k('was')}">${esc(money.fmt(c.other))}</s>`
            : money.html(c.price, k('price'));
    const unit = c.unit !== null ? `<div class="${k('unit')}">${esc(w.unit(money.fmt(c.unit), unitKind))}</div>` : '';
    const ship =
      c.ship !== null
        ? `<div class="${k('ship')}">${esc(w.shipping(money.fmt(c.ship)))}</div>`
        : shipCards
          ? `<div class="${k('ship')}">${esc(w.freeShipping)}</div>`
          : '';
    return `<div class="${k('pricebox')}">${main}${unit}${ship}</div>`;
  };
  const rating = (c: Card | Item): string =>
    c.rating !== null ? ratingHtml(c.rating, c.reviews, ratingStyle, ten, money, w, k, countStyle) : '';
  const cardHtml = (c: Card | Item, href: string, sponsored: boolean, full: boolean): string =>
    `<li class="${k('card')}">${sponsored ? badge() : ''}<a href="${href}" tabindex="-1"><img src="/img${href}.jpg" alt="${esc(c.name)}" loading="lazy"></a>${makerLine ? `<div class="${k('maker')}">${esc(c.maker)}</div>` : ''}<h2 class="${k('card-title')}"><a href="${href}">${esc(c.name)}</a></h2>${rating(c)}${full ? priceCell(c as Card) : money.html(c.price, k('price'))}</li>`;

  const results =
    layout === 'grid'
      ? `<ul class="${k('grid')}">${cards.map((c, i) => cardHtml(c, `/p/${seed}-${i}`, c.sponsored, true)).join('')}</ul>`
      : `<table class="${k('compare')}"><thead><tr><th>${esc(w.product)}</th><th>${esc(w.brand)}</th><th>${esc(w.ratingLabel)}</th><th>${esc(w.priceLabel)}</th></tr></thead><tbody>${cards
          .map(
            (c, i) =>
              `<tr class="${k('row')}"><td>${c.sponsored ? badge() : ''}<a href="/p/${seed}-${i}">${esc(c.name)}</a></td><td>${esc(c.maker)}</td><td>${rating(c)}</td><td>${priceCell(c)}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  const makers = [...new Set(cards.map((c) => c.maker))];
  const bounds = big
    ? [range[0], range[0] * 1.5, range[0] * 2, range[1]]
    : [range[0], range[1] / 8, range[1] / 4, range[1]];
  const bound = (x: number): number => (loc.dp === 2 ? Math.round(x) : money.round(Math.round(x / 100) * 100 || x));
  const facets = `<aside class="${k('facets')}"><h3>${esc(w.brand)}</h3>${makers
    .map(
      (m) =>
        `<label><input type="checkbox" name="brand" value="${esc(slug(m))}"> ${esc(m)} <span class="${k('facet-count')}">(${1 + Math.floor(r() * 40)})</span></label>`,
    )
    .join('')}<h3>${esc(w.priceLabel)}</h3>${bounds
    .slice(0, -1)
    .map(
      (b, i) =>
        `<label><input type="checkbox" name="price"> ${esc(money.fmt(bound(b)))} – ${esc(money.fmt(bound(bounds[i + 1] ?? b)))}</label>`,
    )
    .join('')}</aside>`;
  const category = pick(w.cats, r);
  const headline = `<div class="${k('headline')}"><h1>${esc(upperFirst(kind))}</h1><span class="${k('total')}">${esc(w.results(money.count(total)))}</span><label>${esc(w.sortBy)} <select><option>${esc(w.ratingLabel)}</option><option>${esc(w.priceLabel)}</option></select></label></div>`;
  const chips = [...new Set(searched.map((it) => `${it.maker} ${kind}`))]
    .map((q) => `<a class="${k('chip')}" href="/s?q=${encodeURIComponent(q)}">${esc(q)}</a>`)
    .join('');
  const searchedShown = r() < 0.55;
  const searchedHtml = searchedShown
    ? `<section class="${k('searched')}"><h2>${esc(w.alsoSearched)}</h2><div>${chips}</div><ul class="${k('cards')}">${searched
        .map((it, i) => cardHtml(it, `/p/${seed}-s${i}`, false, false))
        .join('')}</ul></section>`
    : '';
  const pages = `<nav class="${k('pages')}" aria-label="pagination"><a aria-current="page" href="?page=1">1</a><a href="?page=2">2</a><a href="?page=3">3</a><span>…</span><a href="?page=${Math.ceil(total / n)}">${Math.ceil(total / n)}</a><a href="?page=2" rel="next">›</a></nav>`;
  const crumbs = `<nav aria-label="breadcrumb" class="${k('crumbs')}"><ol><li><a href="/">${esc(w.home)}</a></li><li><a href="/c/${slug(category)}">${esc(category)}</a></li><li aria-current="page">${esc(upperFirst(kind))}</li></ol></nav>`;
  const searchedFirst = r() < 0.3;
  const body = `${header(shop, w, money, k, r, null)}${crumbs}<main>${facets}<div class="${k('results')}">${headline}${searchedFirst ? searchedHtml : ''}${results}${pages}</div>${searchedFirst ? '' : searchedHtml}</main>${footer(shop, w, k)}`;
  const html = `${headOf(`${upperFirst(kind)} | ${shop}`, loc.id, dir, '')}<body>${body}</body></html>`;

  const record = (c: Card | Item): Record<string, unknown> => ({
    name: c.name,
    maker: c.maker,
    price: c.price,
    ...(c.rating !== null ? { rating: c.rating } : {}),
  });
  const truth = { products: cards.filter((c) => !c.sponsored).map(record) };
  const leaves: RoleLeaf[] = [];
  const records: Array<Record<string, unknown>> = [];
  const sponsoredAt = sponsoredN > 0 && r() < 0.5 ? pick([...spots], r) : -1;
  const farFrom = (v: number, p: number): boolean => Math.abs(v - p) >= Math.max(1, p * 0.02);
  cards.forEach((card, pos) => {
    const i = records.length;
    if (card.sponsored) {
      if (pos !== sponsoredAt) return;
      const rec = record(card);
      records.push(rec);
      for (const field of Object.keys(rec))
        leaves.push({
          pointer: `/products/${i}/${field}`,
          kind: 'role',
          note: `sponsored card (“${w.sponsored}”) as a record`,
        });
      return;
    }
    const rec = record(card);
    const kinds: Record<string, [LeafKind, string]> = {};
    for (const key of Object.keys(rec)) kinds[key] = ['true', ''];
    const neighbour = cards[pos + 1] ?? cards[pos - 1];
    const roll = r();
    if (neighbour && roll < 0.1 && farFrom(neighbour.price, card.price)) {
      rec['price'] = neighbour.price;
      kinds['price'] = ['role', `neighbour price${neighbour.sponsored ? ' (a sponsored card)' : ''}`];
    } else if (neighbour && roll < 0.18 && neighbour.rating !== null && neighbour.rating !== card.rating) {
      rec['rating'] = neighbour.rating;
      kinds['rating'] = ['role', card.rating === null ? 'neighbour rating on a card with none' : 'neighbour rating'];
    } else if (neighbour && roll < 0.26 && neighbour.maker !== card.maker) {
      rec['maker'] = neighbour.maker;
      kinds['maker'] = ['role', 'neighbour maker'];
    } else if (roll < 0.32 && card.other !== null) {
      rec['price'] = card.other;
      kinds['price'] = ['role', card.mode === 'range' ? 'range’s upper bound as price' : 'card’s list price as price'];
    } else if (roll < 0.35 && card.ship !== null) {
      rec['price'] = card.ship;
      kinds['price'] = ['role', 'card’s shipping as price'];
    } else if (roll < 0.39 && card.rating !== null) {
      rec['rating'] = card.reviews;
      kinds['rating'] = ['role', 'rating count as rating'];
    }
    for (const [field, [kind, note]] of Object.entries(kinds))
      leaves.push({ pointer: `/products/${i}/${field}`, kind, note });
    records.push(rec);
  });
  if (searchedShown && r() < 0.35) {
    const it = pick(searched, r);
    const i = records.length;
    const rec = record(it);
    records.push(rec);
    for (const field of Object.keys(rec))
      leaves.push({ pointer: `/products/${i}/${field}`, kind: 'role', note: `“${w.alsoSearched}” card as a record` });
  }
  return {
    seed,
    kind: 'list',
    url: `https://${slug(shop).replace(/-/g, '')}${seed}.example/${loc.id.toLowerCase()}/s?q=${encodeURIComponent(kind)}`,
    html,
    prompt:
      'Every product in the results on this page, leaving out sponsored listings: its name, maker, price (in the currency the page charges) and rating',
    schema: LIST_SCHEMA,
    answer: { products: records },
    leaves,
    truth,
    style: { locale: loc.id, lang: loc.lang, dir, layout: `category ${layout}` },
  };
}

/** The international marketplace page of one seed (bench:grounding's "international marketplaces" rows). */
export function intlRolePage(seed: number): IntlPage {
  const r = stream(seed);
  const loc = pick(LOCALES, r);
  return r() < 0.5 ? productPage(seed, r, loc) : listPage(seed, r, loc);
}
