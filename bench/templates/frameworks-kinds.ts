/**
 * The words and number formats of bench/templates/frameworks.ts: shop interface phrases in six
 * languages (en, de, fr, es, it, nl), prices and counts written as each language writes them,
 * star ratings as screen readers hear them, and availability phrases for a yes/no field. The
 * interface phrases are the ordinary wording of shops in those languages; every product, brand
 * and colour name is made of invented syllables or plain words, so no value comes from a real site.
 */
import type { Random } from './random';

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl';
export const LANGS: readonly Lang[] = ['en', 'de', 'fr', 'es', 'it', 'nl'];

export interface Words {
  /** "4.5 out of 5 stars" as an aria-label. */
  stars(rating: string): string;
  /** A review count as a site may write it after the stars, e.g. "128 reviews". */
  reviews(count: string): string;
  noReviews: string;
  /** Availability phrases: in stock, "only N left", out of stock. */
  inStock: readonly string[];
  fewLeft(n: number): string;
  soldOut: readonly string[];
  sponsored: string;
  alsoViewed: string;
  loadMore: string;
  results(shown: number, total: string): string;
  addToCart: string;
  size: string;
  colour: string;
  brand: string;
  details: string;
  description: string;
  material: string;
  care: string;
  articleNo: string;
  home: string;
  was: string;
  notFound: string;
  checking: string;
  cookies: string;
  accept: string;
  toast: string;
  noResults: string;
  filters: string;
  sortBy: string;
  next: string;
}

export const WORDS: Record<Lang, Words> = {
  en: {
    stars: (r) => `${r} out of 5 stars`,
    reviews: (n) => `${n} reviews`,
    noReviews: 'No reviews yet',
    inStock: ['In stock', 'Ready to ship', 'Available'],
    fewLeft: (n) => `Only ${n} left`,
    soldOut: ['Sold out', 'Out of stock', 'Currently unavailable'],
    sponsored: 'Sponsored',
    alsoViewed: 'Customers also viewed',
    loadMore: 'Load more',
    results: (shown, total) => `Showing ${shown} of ${total} results`,
    addToCart: 'Add to cart',
    size: 'Size',
    colour: 'Colour',
    brand: 'Brand',
    details: 'Details',
    description: 'Description',
    material: 'Material',
    care: 'Care',
    articleNo: 'Item no.',
    home: 'Home',
    was: 'Was',
    notFound: 'We couldn’t find that page',
    checking: 'Checking your browser before you continue…',
    cookies: 'We use cookies to give you a better experience.',
    accept: 'Accept all',
    toast: 'Added to your wishlist',
    noResults: 'No products match your filters',
    filters: 'Filters',
    sortBy: 'Sort by',
    next: 'Next',
  },
  de: {
    stars: (r) => `${r} von 5 Sternen`,
    reviews: (n) => `${n} Bewertungen`,
    noReviews: 'Noch keine Bewertungen',
    inStock: ['Auf Lager', 'Sofort lieferbar', 'Verfügbar'],
    fewLeft: (n) => `Nur noch ${n} verfügbar`,
    soldOut: ['Ausverkauft', 'Nicht auf Lager', 'Derzeit nicht verfügbar'],
    sponsored: 'Gesponsert',
    alsoViewed: 'Kunden sahen sich auch an',
    loadMore: 'Mehr laden',
    results: (shown, total) => `${shown} von ${total} Artikeln`,
    addToCart: 'In den Warenkorb',
    size: 'Größe',
    colour: 'Farbe',
    brand: 'Marke',
    details: 'Produktdetails',
    description: 'Beschreibung',
    material: 'Material',
    care: 'Pflegehinweis',
    articleNo: 'Artikelnummer',
    home: 'Startseite',
    was: 'Statt',
    notFound: 'Diese Seite gibt es leider nicht',
    checking: 'Einen Moment bitte, wir prüfen Ihren Browser…',
    cookies: 'Wir verwenden Cookies, um Ihr Einkaufserlebnis zu verbessern.',
    accept: 'Alle akzeptieren',
    toast: 'Zur Wunschliste hinzugefügt',
    noResults: 'Keine Artikel gefunden',
    filters: 'Filter',
    sortBy: 'Sortieren nach',
    next: 'Weiter',
  },
  fr: {
    stars: (r) => `${r} sur 5 étoiles`,
    reviews: (n) => `${n} avis`,
    noReviews: 'Aucun avis pour le moment',
    inStock: ['En stock', 'Disponible', 'Expédié sous 24 h'],
    fewLeft: (n) => `Plus que ${n} en stock`,
    soldOut: ['Rupture de stock', 'Épuisé', 'Indisponible'],
    sponsored: 'Sponsorisé',
    alsoViewed: 'Les clients ont aussi consulté',
    loadMore: 'Voir plus',
    results: (shown, total) => `${shown} sur ${total} produits`,
    addToCart: 'Ajouter au panier',
    size: 'Taille',
    colour: 'Couleur',
    brand: 'Marque',
    details: 'Caractéristiques',
    description: 'Description',
    material: 'Matière',
    care: 'Entretien',
    articleNo: 'Référence',
    home: 'Accueil',
    was: 'Au lieu de',
    notFound: 'Oups ! Cette page est introuvable',
    checking: 'Vérification de votre navigateur en cours…',
    cookies: 'Nous utilisons des cookies pour améliorer votre expérience.',
    accept: 'Tout accepter',
    toast: 'Ajouté à vos favoris',
    noResults: 'Aucun produit ne correspond à votre recherche',
    filters: 'Filtres',
    sortBy: 'Trier par',
    next: 'Suivant',
  },
  es: {
    stars: (r) => `${r} de 5 estrellas`,
    reviews: (n) => `${n} opiniones`,
    noReviews: 'Todavía no hay opiniones',
    inStock: ['En stock', 'Disponible', 'Envío inmediato'],
    fewLeft: (n) => `Solo quedan ${n}`,
    soldOut: ['Agotado', 'Sin stock', 'No disponible'],
    sponsored: 'Patrocinado',
    alsoViewed: 'Otros clientes también vieron',
    loadMore: 'Cargar más',
    results: (shown, total) => `${shown} de ${total} resultados`,
    addToCart: 'Añadir al carrito',
    size: 'Talla',
    colour: 'Color',
    brand: 'Marca',
    details: 'Detalles',
    description: 'Descripción',
    material: 'Material',
    care: 'Cuidados',
    articleNo: 'Referencia',
    home: 'Inicio',
    was: 'Antes',
    notFound: 'No encontramos esta página',
    checking: 'Comprobando tu navegador…',
    cookies: 'Usamos cookies para mejorar tu experiencia.',
    accept: 'Aceptar todo',
    toast: 'Añadido a tu lista de deseos',
    noResults: 'No hay productos que coincidan',
    filters: 'Filtros',
    sortBy: 'Ordenar por',
    next: 'Siguiente',
  },
  it: {
    stars: (r) => `${r} su 5 stelle`,
    reviews: (n) => `${n} recensioni`,
    noReviews: 'Ancora nessuna recensione',
    inStock: ['Disponibile', 'In magazzino', 'Spedizione immediata'],
    fewLeft: (n) => `Solo ${n} rimasti`,
    soldOut: ['Esaurito', 'Non disponibile', 'Temporaneamente esaurito'],
    sponsored: 'Sponsorizzato',
    alsoViewed: 'Altri clienti hanno visto anche',
    loadMore: 'Carica altri',
    results: (shown, total) => `${shown} di ${total} prodotti`,
    addToCart: 'Aggiungi al carrello',
    size: 'Taglia',
    colour: 'Colore',
    brand: 'Marca',
    details: 'Dettagli',
    description: 'Descrizione',
    material: 'Materiale',
    care: 'Manutenzione',
    articleNo: 'Codice articolo',
    home: 'Home',
    was: 'Prima',
    notFound: 'Pagina non trovata',
    checking: 'Stiamo verificando il tuo browser…',
    cookies: 'Utilizziamo i cookie per migliorare la tua esperienza.',
    accept: 'Accetta tutti',
    toast: 'Aggiunto alla lista dei desideri',
    noResults: 'Nessun prodotto corrisponde ai filtri',
    filters: 'Filtri',
    sortBy: 'Ordina per',
    next: 'Avanti',
  },
  nl: {
    stars: (r) => `${r} van 5 sterren`,
    reviews: (n) => `${n} beoordelingen`,
    noReviews: 'Nog geen beoordelingen',
    inStock: ['Op voorraad', 'Direct leverbaar', 'Beschikbaar'],
    fewLeft: (n) => `Nog ${n} beschikbaar`,
    soldOut: ['Uitverkocht', 'Niet op voorraad', 'Tijdelijk niet leverbaar'],
    sponsored: 'Gesponsord',
    alsoViewed: 'Anderen bekeken ook',
    loadMore: 'Meer laden',
    results: (shown, total) => `${shown} van ${total} artikelen`,
    addToCart: 'In winkelwagen',
    size: 'Maat',
    colour: 'Kleur',
    brand: 'Merk',
    details: 'Specificaties',
    description: 'Omschrijving',
    material: 'Materiaal',
    care: 'Wasvoorschrift',
    articleNo: 'Artikelnummer',
    home: 'Home',
    was: 'Van',
    notFound: 'Deze pagina bestaat niet (meer)',
    checking: 'Even geduld, we controleren je browser…',
    cookies: 'Wij gebruiken cookies voor een betere winkelervaring.',
    accept: 'Alles accepteren',
    toast: 'Toegevoegd aan je verlanglijst',
    noResults: 'Geen producten gevonden',
    filters: 'Filters',
    sortBy: 'Sorteer op',
    next: 'Volgende',
  },
};

/** How a site writes money: its symbol, before or after the number, and the separators of its language. */
export interface Money {
  symbol: string;
  before: boolean;
  /** A space between the symbol and the number. */
  spaced: boolean;
  decimal: string;
  thousands: string;
  /** Whole amounts written without decimals ("49 €" rather than "49,00 €"). */
  bareWhole: boolean;
}

export function moneyFor(r: Random, lang: Lang): Money {
  const bareWhole = r.chance(0.3);
  if (lang === 'en')
    return { symbol: r.pick(['$', '£']), before: true, spaced: false, decimal: '.', thousands: ',', bareWhole };
  if (lang === 'fr') return { symbol: '€', before: false, spaced: true, decimal: ',', thousands: '\u202f', bareWhole };
  if (lang === 'it') {
    const before = r.chance(0.5);
    return { symbol: '€', before, spaced: true, decimal: ',', thousands: '.', bareWhole };
  }
  if (lang === 'nl') return { symbol: '€', before: true, spaced: true, decimal: ',', thousands: '.', bareWhole };
  return { symbol: '€', before: false, spaced: true, decimal: ',', thousands: '.', bareWhole };
}

/** A whole number grouped in thousands as the language writes it. */
export function groupedWith(n: number, thousands: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
}

export function groupedIn(n: number, lang: Lang): string {
  return groupedWith(n, lang === 'en' ? ',' : lang === 'fr' ? '\u202f' : '.');
}

/** An amount's parts as shown: the whole part grouped, the cents (empty for a bare whole amount). */
export function moneyParts(cents: number, m: Money): { whole: string; cents: string } {
  const whole = groupedWith(Math.floor(cents / 100), m.thousands);
  const rest = cents % 100;
  return { whole, cents: rest === 0 && m.bareWhole ? '' : String(rest).padStart(2, '0') };
}

/** The amount as plain text: "$1,299.99", "12,99 €", "€ 7,50". */
export function moneyText(cents: number, m: Money): string {
  const { whole, cents: c } = moneyParts(cents, m);
  const number = c ? `${whole}${m.decimal}${c}` : whole;
  const sp = m.spaced ? '\u00a0' : '';
  return m.before ? `${m.symbol}${sp}${number}` : `${number}${sp}${m.symbol}`;
}

/** A rating as the language writes it: "4.5", "4,5", "4". */
export function ratingText(rating: number, lang: Lang): string {
  const text = Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
  return lang === 'en' ? text : text.replace('.', ',');
}

const SYLLABLES = [
  'sar',
  'vo',
  'lin',
  'dek',
  'ma',
  'tor',
  'unt',
  'ne',
  'ro',
  'fal',
  'kip',
  'es',
  'bru',
  'zan',
  'ty',
  'mol',
  'ga',
  'wen',
  'hal',
  'ip',
  'dra',
  'cor',
  'lu',
  'pex',
] as const;

/** An invented word of two or three syllables, capitalised. */
export function coined(r: Random, min = 2, max = 3): string {
  const text = Array.from({ length: r.int(min, max) }, () => r.pick(SYLLABLES)).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Product lines: the noun of the name and the sizes such a product comes in (none: one size). */
export const LINES = [
  {
    nouns: ['Parka', 'Overshirt', 'Hoodie', 'Crewneck', 'Field Jacket', 'Tee'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  },
  {
    nouns: ['Runner', 'Trail Shoe', 'Chelsea Boot', 'Court Sneaker', 'Loafer'],
    sizes: ['38', '39', '40', '41', '42', '43', '44', '45'],
  },
  { nouns: ['Chino', 'Cargo Pant', 'Denim', 'Jogger'], sizes: ['28/30', '30/32', '32/32', '34/32', '36/34'] },
  { nouns: ['Tote', 'Daypack', 'Beanie', 'Cap', 'Bottle', 'Scarf'], sizes: [] },
] as const;

export const MODIFIERS = [
  'Everyday',
  'Light',
  'Heavyweight',
  'Recycled',
  'Loose',
  'Slim',
  'Waxed',
  'Quilted',
  'Merino',
  'Organic',
] as const;

export const COLOURS = [
  'Moss',
  'Slate Blue',
  'Ember',
  'Oat',
  'Charcoal',
  'Dune',
  'Pine',
  'Rust',
  'Chalk',
  'Midnight',
  'Sage Grey',
  'Clay',
] as const;

export const CATEGORIES = ['Outerwear', 'Shoes', 'Trousers', 'Accessories', 'New in', 'Sale', 'Basics'] as const;

export const MATERIALS = [
  '100% cotton',
  '80% wool, 20% polyamide',
  'Recycled polyester',
  'Canvas',
  'Suede',
  'Merino wool',
] as const;
