/**
 * The kinds of value people ask pages for, whatever they call the field. Each concept lists
 * the words that name it (English and a few other languages, lower case, without accents),
 * whether its value is short (a price, a date) or may be long text, and what gives it away on
 * a page: text that looks like its value or label, class/id/itemprop names, and the keys
 * inline data scripts store it under. The words are generic vocabulary, never a site's.
 */
export type Concept =
  | 'price'
  | 'currency'
  | 'identifier'
  | 'barcode'
  | 'brand'
  | 'person'
  | 'date'
  | 'title'
  | 'name'
  | 'summary'
  | 'site'
  | 'url'
  | 'image'
  | 'rating'
  | 'count'
  | 'availability'
  | 'category'
  | 'language'
  | 'condition'
  | 'color'
  | 'size'
  | 'location'
  | 'phone'
  | 'email'
  | 'organization'
  | 'duration'
  | 'long-text';

export interface ConceptInfo {
  /** Single words naming the concept. */
  words: string[];
  /** Two-word names ("made by"); also matched written as one word ("madeby"). */
  phrases?: string[];
  /** A short value: the model needs the block that holds it, not the whole page. */
  short: boolean;
  /** Text that looks like the value or its label. */
  signal?: RegExp;
  /** Substrings of class, id, itemprop or data keys that suggest where the value sits. */
  hint?: string;
  /** Keys inline data scripts store the value under. */
  keys?: string[];
}

// A credit line: "By A and B", "Story by A", "Reporting by A", "A and B contributed reporting".
const BYLINE =
  /^(- )?(by|von|par|por|door|di|av)\s|\bauthor|\bautor|\bauteur|\b(written|posted|story|words|text|reporting|photos?) by\b|\b(contributed|additional) reporting\b|\breported from\b/i;
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
/** A month written out or abbreviated, and nothing longer ("Marvel 2015" is no date). */
const MONTH_NAME =
  '(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)\\.?';
const DATE = new RegExp(
  `\\b(19|20)\\d\\d-\\d\\d-\\d\\d|\\b${MONTH} \\d{1,2},? (19|20)\\d\\d|\\b${MONTH_NAME},? (19|20)\\d\\d\\b|\\b\\d{1,2}\\.? ${MONTH} (19|20)\\d\\d|\\b\\d{1,2}[./]\\d{1,2}[./](19|20)?\\d\\d\\b|\\b(published|updated|posted)\\b`,
  'i',
);

export const CONCEPTS: Record<Concept, ConceptInfo> = {
  price: {
    words: ['price', 'cost', 'amount', 'msrp', 'rrp', 'fee', 'preis', 'kosten', 'prix', 'tarif', 'precio', 'coste'],
    phrases: ['how much'],
    short: true,
    signal:
      /([$€£¥₹]|\b(usd|eur|gbp|chf|pln|sek|nok|dkk|kr|zł|lei|rub|₽)\b)\s*\d|\d\s*([$€£¥₹]|\b(usd|eur|gbp|chf|pln|sek|kr|zł|lei|₽)\b)|\b(price|cost|preis|prix|precio|prezzo|prijs)\b/i,
    hint: 'price|cost|amount|preis|prix|precio',
    keys: ['price', 'salePrice', 'currentPrice', 'finalPrice', 'priceAmount', 'offerPrice', 'displayPrice'],
  },
  currency: {
    words: [
      'currency',
      'usd',
      'eur',
      'euro',
      'euros',
      'dollar',
      'dollars',
      'gbp',
      'waehrung',
      'wahrung',
      'devise',
      'moneda',
      'valuta',
    ],
    short: true,
    signal: /[$€£¥₹]|\b(usd|eur|gbp|chf|pln|sek|nok|dkk|currency)\b/i,
    hint: 'currency|price',
    keys: ['currency', 'priceCurrency', 'currencyCode'],
  },
  identifier: {
    words: ['sku', 'mpn', 'asin', 'id', 'ref', 'reference', 'referencia', 'artikelnummer', 'artnr', 'code'],
    phrases: [
      'item number',
      'item no',
      'item id',
      'item code',
      'part number',
      'part no',
      'model number',
      'model no',
      'product id',
      'product code',
      'product number',
      'article number',
      'style number',
      'catalog number',
      'stock number',
    ],
    short: true,
    signal:
      /\b(sku|item|model|part|art(icle)?|product|style|artikel|ref(erence)?)\s*(no|nr|number|nummer|#|id|code)?\b\s*[:#.]|\basin\b|\bmpn\b|\bsku\b/i,
    hint: 'sku|asin|mpn|product-?id|item-?(no|number|id)|model|part-?number|article-?number',
    keys: ['sku', 'skuId', 'asin', 'productId', 'itemId', 'mpn', 'articleNumber'],
  },
  barcode: {
    words: ['gtin', 'ean', 'upc', 'isbn', 'issn', 'barcode', 'jan'],
    phrases: ['bar code'],
    short: true,
    signal: /\b(gtin|ean|upc|isbn|barcode)\b|\b\d{8,14}\b/i,
    hint: 'gtin|ean|upc|isbn|barcode',
    keys: ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'ean', 'upc', 'isbn', 'barcode'],
  },
  brand: {
    words: [
      'brand',
      'manufacturer',
      'maker',
      'make',
      'vendor',
      'marke',
      'hersteller',
      'marque',
      'fabricant',
      'marca',
      'fabricante',
    ],
    phrases: ['made by', 'manufactured by', 'brand name'],
    short: true,
    signal: /\b(brand|manufacturer|marke|marque|marca|hersteller|fabricant|by)\b/i,
    hint: 'brand|manufacturer|vendor|maker',
    keys: ['brand', 'brandName', 'manufacturer'],
  },
  person: {
    words: [
      'author',
      'byline',
      'writer',
      'creator',
      'reporter',
      'journalist',
      'contributor',
      'autor',
      'auteur',
      'autore',
      'verfasser',
      'redacteur',
    ],
    phrases: ['written by', 'posted by', 'authored by', 'by line', 'created by'],
    short: true,
    signal: BYLINE,
    hint: 'author|byline|creator|writer',
    keys: ['author', 'byline', 'creator'],
  },
  date: {
    words: [
      'date',
      'published',
      'pubdate',
      'posted',
      'updated',
      'modified',
      'created',
      'datetime',
      'timestamp',
      'time',
      'day',
      'when',
      'datum',
      'fecha',
      'veroffentlicht',
      'publie',
      'publicado',
    ],
    phrases: ['published on', 'published at', 'publication date', 'release date', 'posted on', 'posted at'],
    short: true,
    signal: DATE,
    hint: 'date|time|publish|posted',
    keys: ['datePublished', 'publishedTime', 'publishDate', 'published_at', 'pubDate'],
  },
  title: {
    words: ['title', 'headline', 'heading', 'hed', 'subject', 'titel', 'uberschrift', 'titre', 'titulo', 'titolo'],
    short: true,
    hint: 'title|headline',
    keys: ['title', 'headline'],
  },
  name: {
    words: ['name', 'label', 'nom', 'nombre', 'naam', 'nome'],
    short: true,
  },
  summary: {
    words: [
      'excerpt',
      'summary',
      'dek',
      'standfirst',
      'lede',
      'teaser',
      'subtitle',
      'subheading',
      'subhead',
      'tagline',
      'snippet',
      'resumen',
      'resume',
      'zusammenfassung',
      'chapeau',
    ],
    short: true,
    hint: 'excerpt|summary|dek|standfirst|description|lede|intro|subtitle|teaser',
    keys: ['description', 'excerpt', 'summary'],
  },
  site: {
    words: [
      'publication',
      'publisher',
      'outlet',
      'newspaper',
      'magazine',
      'masthead',
      'verlag',
      'editeur',
      'editorial',
    ],
    phrases: ['site name', 'website name', 'publication name', 'news outlet'],
    short: true,
    hint: 'site-?name|publisher|brand|logo',
    keys: ['siteName', 'site_name', 'publisher'],
  },
  url: { words: ['url', 'link', 'href', 'uri', 'permalink', 'website', 'homepage', 'enlace', 'lien'], short: true },
  image: {
    words: ['image', 'img', 'photo', 'picture', 'thumbnail', 'thumb', 'logo', 'icon', 'bild', 'foto', 'imagen'],
    short: true,
  },
  rating: {
    words: ['rating', 'stars', 'star', 'score', 'grade', 'bewertung', 'valoracion', 'puntuacion'],
    short: true,
    signal: /★|☆|\b\d([.,]\d)?\s*(\/|out of|von|sur|de)\s*(5|10)\b|\b(rating|stars?|bewertung)\b/i,
    hint: 'rating|stars|score',
  },
  count: {
    words: ['count', 'number', 'num', 'qty', 'quantity', 'total', 'anzahl', 'cantidad'],
    phrases: ['how many', 'number of'],
    short: true,
  },
  availability: {
    words: [
      'availability',
      'available',
      'stock',
      'instock',
      'inventory',
      'verfugbarkeit',
      'lieferbar',
      'disponibilite',
      'disponibilidad',
    ],
    phrases: ['in stock'],
    short: true,
    signal:
      /\b(in stock|out of stock|available|unavailable|sold out|auf lager|lieferbar|en stock|disponible|agotado)\b/i,
    hint: 'availability|stock|inventory',
  },
  category: {
    words: [
      'category',
      'categories',
      'department',
      'genre',
      'tags',
      'tag',
      'keywords',
      'kategorie',
      'categorie',
      'categoria',
      'rubrik',
    ],
    short: true,
    hint: 'category|breadcrumb|tag',
  },
  language: { words: ['language', 'lang', 'locale', 'sprache', 'langue', 'idioma'], short: true },
  condition: { words: ['condition', 'zustand', 'etat', 'estado'], short: true },
  color: { words: ['color', 'colour', 'farbe', 'couleur'], short: true },
  size: {
    words: ['size', 'dimensions', 'weight', 'groesse', 'grosse', 'taille', 'talla', 'gewicht', 'poids', 'peso'],
    short: true,
  },
  location: {
    words: [
      'location',
      'city',
      'address',
      'place',
      'region',
      'country',
      'zip',
      'postcode',
      'venue',
      'ort',
      'stadt',
      'adresse',
      'ville',
      'ciudad',
      'direccion',
      'pais',
    ],
    phrases: ['postal code', 'zip code'],
    short: true,
    hint: 'location|address|city|place|region|locality',
  },
  phone: {
    words: ['phone', 'telephone', 'tel', 'mobile', 'fax', 'telefon', 'telefono', 'telefone'],
    phrases: ['phone number', 'telephone number', 'mobile number', 'contact number'],
    short: true,
    signal: /\b(tel|phone|telefon|telefono|fax|call)\b|\+\d{1,3}[\s.-]?\(?\d/i,
    hint: 'phone|telephone',
  },
  email: {
    words: ['email', 'mail', 'courriel', 'correo'],
    short: true,
    signal: /[\w.+-]+@[\w-]+\.\w|\be-?mail\b/i,
    hint: 'email|mail',
  },
  organization: {
    words: [
      'company',
      'employer',
      'organization',
      'organisation',
      'firm',
      'business',
      'agency',
      'firma',
      'unternehmen',
      'entreprise',
      'societe',
      'empresa',
    ],
    short: true,
    hint: 'company|employer|organi[sz]ation',
  },
  duration: { words: ['duration', 'runtime', 'length', 'dauer', 'duree', 'duracion'], short: true },
  'long-text': {
    words: [
      'body',
      'text',
      'content',
      'contents',
      'fulltext',
      'paragraph',
      'paragraphs',
      'description',
      'desc',
      'details',
      'features',
      'specifications',
      'specs',
      'review',
      'reviews',
      'comment',
      'comments',
      'replies',
      'answers',
      'transcript',
      'instructions',
      'ingredients',
      'bio',
      'biography',
      'about',
      'overview',
      'notes',
      'html',
      'markdown',
      'blurb',
      'abstract',
      'beschreibung',
      'inhalt',
      'texte',
      'contenu',
      'texto',
      'contenido',
      'descripcion',
      'testo',
      'corps',
      'cuerpo',
    ],
    phrases: ['full text'],
    short: false,
  },
};

/**
 * Words that only narrow another word ("sale price", "product name", "page title") or say
 * nothing about the value ("value", "of"): they neither name a concept nor make a field
 * unknown.
 */
export const MODIFIERS = new Set([
  // English
  'the',
  'a',
  'an',
  'of',
  'for',
  'on',
  'at',
  'in',
  'by',
  'to',
  'and',
  'or',
  'its',
  'value',
  'val',
  'field',
  'main',
  'primary',
  'current',
  'original',
  'final',
  'sale',
  'list',
  'regular',
  'retail',
  'display',
  'product',
  'item',
  'article',
  'story',
  'post',
  'page',
  'entry',
  'listing',
  'offer',
  'unit',
  'full',
  'short',
  'official',
  'first',
  'last',
  // Other languages
  'de',
  'del',
  'la',
  'le',
  'les',
  'el',
  'der',
  'die',
  'das',
  'des',
  'du',
  'von',
  'produkt',
  'artikel',
  'produit',
  'producto',
]);
