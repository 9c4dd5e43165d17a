/**
 * Generated reference-data and profile sites for bench:recipes (family `reference`), written blind:
 * without reading the recipe learner, grounding, the job runner or the other generators. Each
 * seed gives one site — one invented origin, one template, one fixed prompt and JSON schema — of
 * 20 pages (12 for about a third of the seeds), in the product's sequence.
 *
 * Topics (about half detail, half list sites): software package pages, wiki-style infoboxes
 * (a <table> or a <dl>, some rows on some pages only), cooking recipes, stock and fund quotes,
 * social profiles, sports match pages (detail); weather forecasts (days as cards, table rows or
 * table COLUMNS), comparison grids whose records are the table's COLUMNS (one column a plan or a
 * model, one row an attribute), course catalogues and staff directories (lists).
 *
 * Markup that is hard for a reader that takes an element's text literally, a few kinds a site,
 * the same on every page of its template: prices split across elements (`12<sup>99</sup>` is
 * 12.99, the currency in its own span), footnote marks inside numbers (`12,480<sup>[2]</sup>`),
 * compact counts, `<time datetime>` with a human text, `<data value>`, `<meter>`/`<progress>`
 * with text, tabs whose `hidden` panels hold other data, "Read more" truncation with the rest of
 * the text in the DOM, `<abbr title>`, microdata on some sites, JSON-LD on some sites that on
 * some pages disagrees with the visible text, star icons whose value is an aria-label, labels in
 * en/de/fr/es, semantic, utility or hashed class names, an A/B variant of the template on some
 * pages, optional rows, arrays of varying length, a "similar packages / more recipes / who to
 * follow / other matches" block styled like the main item, ads, and error and empty pages.
 *
 * The truth is what a careful, perfect model answers for the site's prompt and schema:
 * - values as the page shows them: strings trimmed, in the page's own words and format (a date
 *   is the shown text "2. März 2024", not the `datetime` attribute; a licence is the shown
 *   abbreviation, not its `title`; a version is shown without a "v");
 * - numbers as numbers where the schema says number or integer: "12,99 €" → 12.99,
 *   "−0,42" → -0.42, "12,480[2]" → 12480, "48.2 km²" → 48.2;
 * - compact counts, one rule: a `string` field keeps the text as shown ("12.4B" market cap), an
 *   `integer` field gets the expanded number of what is shown ("12.4K" → 12400, "1,2 Mio." →
 *   1200000). Where the page also has `<data value>`, that value is the same expanded number;
 * - a field the page does not show is left out; an array field with no items is left out;
 * - hidden tabs and panels (`hidden`), the °F twin of a °C value, ads, "featured" blocks and
 *   the related block are not read; the visible text wins over JSON-LD;
 * - an error page is `{}`; an empty list page is `{ <list>: [] }` (`odd` marks both).
 * Every name, word and value is invented. A seed gives the same site on every machine.
 */
import { randomFor, type Random } from './random';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const REFERENCE_DEV_SEEDS = range(1, 30);
export const REFERENCE_HELD_OUT_SEEDS = range(6101, 6130);
export const REFERENCE_STRESS_SEEDS = range(8500, 8559);

export type ReferenceTopic =
  'package' | 'infobox' | 'recipe' | 'quote' | 'profile' | 'match' | 'weather' | 'grid' | 'catalog';

export interface ReferencePage {
  url: string;
  html: string;
  truth: Record<string, unknown>;
  /** An error page (truth `{}`) or an empty list page (truth `{ <list>: [] }`). */
  odd: boolean;
}

export interface ReferenceSite {
  name: string;
  kind: 'detail' | 'list';
  topic: ReferenceTopic;
  /** `<layout>/<class style>/<language>`, e.g. `columns/hashed/de`. */
  style: string;
  prompt: string;
  schema: Record<string, unknown>;
  pages: ReferencePage[];
}

type Lang = 'en' | 'de' | 'fr' | 'es';
type Css = 'semantic' | 'utility' | 'hashed';

/** What one topic's template draws once a site and renders a page at a time. */
interface TopicPlan {
  kind: 'detail' | 'list';
  layout: string;
  prompt: string;
  schema: Record<string, unknown>;
  /** For lists: the array field (an empty page answers `{ [list]: [] }`). */
  list?: string;
  /** Page `index` (0-based); `b`: the A/B variant of the template. */
  page(index: number, b: boolean): RenderedPage;
  /** The body of an empty list page (no records, the same chrome). */
  empty?(index: number): { path: string; title: string; body: string };
}

interface RenderedPage {
  path: string;
  title: string;
  body: string;
  truth: Record<string, unknown>;
  /** JSON-LD for the head (may disagree with the visible text). */
  ld?: Record<string, unknown>;
}

interface Ctx {
  r: Random;
  seed: number;
  lang: Lang;
  css: Css;
  /** The class attribute's value for a role, in the site's class style. */
  c: (role: string) => string;
  micro: boolean;
  jsonld: boolean;
  /** Big counts shown compact ("12.4K") rather than in full. */
  compact: boolean;
  /** Prices split across elements (`12<sup>99</sup>`). */
  split: boolean;
  /** A minus sign U+2212 rather than "-". */
  trueMinus: boolean;
  currency: string;
  brand: string;
}

// ---------------------------------------------------------------------------------------------
// Words, names and text

const SYLLABLES = [
  'ka',
  'lo',
  'mir',
  'ven',
  'tor',
  'sa',
  'bel',
  'qui',
  'dra',
  'nel',
  'os',
  'fen',
  'ru',
  'lia',
  'tam',
  'gor',
  'vi',
  'zan',
  'pel',
  'cor',
  'ith',
  'mo',
  'sha',
  'bri',
  'ul',
  'ne',
  'dax',
  'rin',
  'ho',
  'est',
];

function word(r: Random, min = 2, max = 3): string {
  let out = '';
  for (let i = r.int(min, max); i > 0; i--) out += r.pick(SYLLABLES);
  return out;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function personName(r: Random): string {
  return `${cap(word(r, 2, 2))} ${cap(word(r, 2, 3))}`;
}

/** Several distinct values from a maker (gives up on a clash after a few tries). */
function distinct<T>(n: number, make: () => T, key: (v: T) => string = String): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (let tries = 0; out.length < n && tries < n * 20; tries++) {
    const v = make();
    if (seen.has(key(v))) continue;
    seen.add(key(v));
    out.push(v);
  }
  return out;
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const UTILITY = [
  'flex items-center gap-2',
  'text-sm text-gray-600',
  'font-semibold text-lg',
  'mt-2 text-xs uppercase tracking-wide',
  'grid grid-cols-2 gap-4',
  'px-3 py-1 rounded bg-gray-100',
  'tabular-nums font-medium',
  'text-base leading-6',
  'p-4 border rounded-lg',
  'inline-flex gap-1',
];

function classNamer(css: Css, seed: number, prefix: string): (role: string) => string {
  if (css === 'semantic') return (role) => `${prefix}-${role}`;
  if (css === 'utility') return (role) => UTILITY[hash(role) % UTILITY.length] ?? 'block';
  return (role) => `${prefix.slice(0, 2)}-${hash(`${seed}:${role}`).toString(36).slice(0, 6)}`;
}

// ---------------------------------------------------------------------------------------------
// Numbers, money, dates in the site's language

const MONTHS: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/** Whole number with the language's grouping: 1,234,567 / 1.234.567 / 1 234 567. */
function groupInt(n: number, lang: Lang): string {
  const sep = lang === 'en' ? ',' : lang === 'fr' ? '\u202f' : '.';
  return String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** A non-negative number with `digits` decimals in the language's format. */
function decimal(n: number, digits: number, lang: Lang): string {
  const [whole = '0', frac] = Math.abs(n).toFixed(digits).split('.');
  const point = lang === 'en' ? '.' : ',';
  return `${groupInt(Number(whole), lang)}${frac ? point + frac : ''}`;
}

/** A signed number: "+0.42", "−0,42" (the site's minus sign). */
function signed(ctx: Ctx, n: number, digits: number): string {
  const sign = n > 0 ? '+' : n < 0 ? (ctx.trueMinus ? '\u2212' : '-') : '';
  return `${sign}${decimal(n, digits, ctx.lang)}`;
}

const round = (n: number, digits: number): number => Number(n.toFixed(digits));

/** A count as the site shows it and the number an integer field takes from that text. */
function count(ctx: Ctx, n: number): { text: string; value: number } {
  if (!ctx.compact || n < 10_000) return { text: groupInt(n, ctx.lang), value: n };
  const [k, m] =
    ctx.lang === 'en'
      ? ['K', 'M']
      : ctx.lang === 'de'
        ? [' Tsd.', ' Mio.']
        : ctx.lang === 'fr'
          ? [' k', ' M']
          : [' mil', ' M'];
  const tenths = (t: number): string => (t % 10 === 0 ? String(t / 10) : decimal(t / 10, 1, ctx.lang));
  if (n < 100_000) {
    const t = Math.round(n / 100);
    return { text: `${tenths(t)}${k}`, value: t * 100 };
  }
  if (n < 1_000_000) {
    const t = Math.round(n / 1000);
    return t >= 1000 ? { text: `1${m}`, value: 1_000_000 } : { text: `${t}${k}`, value: t * 1000 };
  }
  const t = Math.round(n / 100_000);
  return { text: `${tenths(t)}${m}`, value: t * 100_000 };
}

/** A count's markup: plain, or in `<data value>` (the same expanded number). */
function countHtml(ctx: Ctx, shown: { text: string; value: number }, role: string, prop?: string): string {
  const ip = prop && ctx.micro ? ` itemprop="${prop}"` : '';
  if (ctx.compact && shown.text !== groupInt(shown.value, ctx.lang))
    return `<data class="${ctx.c(role)}" value="${shown.value}"${ip}>${shown.text}</data>`;
  return `<span class="${ctx.c(role)}"${ip}>${shown.text}</span>`;
}

function moneyText(ctx: Ctx, amount: number): string {
  const n = decimal(amount, 2, ctx.lang);
  return ctx.lang === 'en' ? `${ctx.currency}${n}` : `${n}\u00a0${ctx.currency}`;
}

/** A price's markup: plain, or split (`<span>$</span>12<sup>99</sup>`), the currency in its own span. */
function moneyHtml(ctx: Ctx, amount: number, role: string, prop?: string): string {
  const ip = prop && ctx.micro ? ` itemprop="${prop}" content="${amount.toFixed(2)}"` : '';
  if (!ctx.split) return `<span class="${ctx.c(role)}"${ip}>${moneyText(ctx, amount)}</span>`;
  const [whole = '0', cents = '00'] = decimal(amount, 2, ctx.lang).split(/[.,](?=\d\d$)/);
  const cur = `<span class="${ctx.c('currency')}">${ctx.currency}</span>`;
  const num = `<span class="${ctx.c('price-int')}">${whole}</span><sup class="${ctx.c('price-frac')}">${cents}</sup>`;
  return `<span class="${ctx.c(role)}"${ip}>${ctx.lang === 'en' ? cur + num : `${num}\u00a0${cur}`}</span>`;
}

interface Day {
  y: number;
  m: number;
  d: number;
}

function randomDay(r: Random, from = 2016, to = 2025): Day {
  return { y: r.int(from, to), m: r.int(1, 12), d: r.int(1, 28) };
}

const iso = (day: Day): string => `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;

function dateText(day: Day, lang: Lang): string {
  const month = MONTHS[lang][day.m - 1] ?? '';
  if (lang === 'en') return `${month} ${day.d}, ${day.y}`;
  if (lang === 'de') return `${day.d}. ${month} ${day.y}`;
  if (lang === 'fr') return `${day.d} ${month} ${day.y}`;
  return `${day.d} ${month} ${day.y}`;
}

/** `<time datetime>` with the human text (the truth is the text). */
function timeHtml(ctx: Ctx, day: Day, text: string, role: string, prop?: string): string {
  const ip = prop && ctx.micro ? ` itemprop="${prop}"` : '';
  return `<time class="${ctx.c(role)}" datetime="${iso(day)}"${ip}>${text}</time>`;
}

function agoText(n: number, unit: 'day' | 'month', lang: Lang): string {
  const one = n === 1;
  if (lang === 'en') return `${n} ${unit}${one ? '' : 's'} ago`;
  if (lang === 'de') return `vor ${n} ${unit === 'day' ? (one ? 'Tag' : 'Tagen') : one ? 'Monat' : 'Monaten'}`;
  if (lang === 'fr') return `il y a ${n} ${unit === 'day' ? (one ? 'jour' : 'jours') : 'mois'}`;
  return `hace ${n} ${unit === 'day' ? (one ? 'día' : 'días') : one ? 'mes' : 'meses'}`;
}

// ---------------------------------------------------------------------------------------------
// Labels: en, de, fr, es

const LABELS: Record<string, [string, string, string, string]> = {
  home: ['Home', 'Startseite', 'Accueil', 'Inicio'],
  search: ['Search', 'Suche', 'Rechercher', 'Buscar'],
  about: ['About', 'Über uns', 'À propos', 'Acerca de'],
  privacy: ['Privacy', 'Datenschutz', 'Confidentialité', 'Privacidad'],
  notFound: ['Page not found', 'Seite nicht gefunden', 'Page introuvable', 'Página no encontrada'],
  notFoundText: [
    'The page you asked for does not exist or was removed.',
    'Die angeforderte Seite existiert nicht oder wurde entfernt.',
    'La page demandée n’existe pas ou a été supprimée.',
    'La página solicitada no existe o fue eliminada.',
  ],
  noResults: [
    'Nothing to show here yet.',
    'Hier gibt es noch nichts.',
    'Rien à afficher pour le moment.',
    'Aún no hay nada que mostrar.',
  ],
  readMore: ['Read more', 'Weiterlesen', 'Lire la suite', 'Leer más'],
  sponsored: ['Sponsored', 'Anzeige', 'Sponsorisé', 'Patrocinado'],
  featured: ['Featured', 'Empfohlen', 'À la une', 'Destacado'],
  cookie: [
    'We use cookies to improve this site.',
    'Wir verwenden Cookies.',
    'Nous utilisons des cookies.',
    'Usamos cookies.',
  ],
  accept: ['Accept', 'Akzeptieren', 'Accepter', 'Aceptar'],
  version: ['Version', 'Version', 'Version', 'Versión'],
  weeklyDownloads: ['Weekly downloads', 'Downloads pro Woche', 'Téléchargements hebdomadaires', 'Descargas semanales'],
  license: ['License', 'Lizenz', 'Licence', 'Licencia'],
  dependencies: ['Dependencies', 'Abhängigkeiten', 'Dépendances', 'Dependencias'],
  devDependencies: [
    'Dev dependencies',
    'Entwicklungsabhängigkeiten',
    'Dépendances de dev',
    'Dependencias de desarrollo',
  ],
  lastPublished: ['Last published', 'Zuletzt veröffentlicht', 'Dernière publication', 'Última publicación'],
  readme: ['Readme', 'Beschreibung', 'Présentation', 'Léeme'],
  versions: ['Versions', 'Versionen', 'Versions', 'Versiones'],
  similarPackages: ['Similar packages', 'Ähnliche Pakete', 'Paquets similaires', 'Paquetes similares'],
  deprecated: [
    'This package is no longer maintained.',
    'Dieses Paket wird nicht mehr gepflegt.',
    'Ce paquet n’est plus maintenu.',
    'Este paquete ya no se mantiene.',
  ],
  noDependencies: ['No dependencies', 'Keine Abhängigkeiten', 'Aucune dépendance', 'Sin dependencias'],
  region: ['Region', 'Region', 'Région', 'Región'],
  population: ['Population', 'Einwohner', 'Population', 'Población'],
  area: ['Area', 'Fläche', 'Superficie', 'Superficie'],
  founded: ['Founded', 'Gegründet', 'Fondation', 'Fundación'],
  mayor: ['Mayor', 'Bürgermeister', 'Maire', 'Alcalde'],
  range: ['Range', 'Gebirge', 'Massif', 'Cordillera'],
  elevation: ['Elevation', 'Höhe', 'Altitude', 'Altitud'],
  prominence: ['Prominence', 'Schartenhöhe', 'Proéminence', 'Prominencia'],
  firstAscent: ['First ascent', 'Erstbesteigung', 'Première ascension', 'Primer ascenso'],
  seeAlso: ['See also', 'Siehe auch', 'Voir aussi', 'Véase también'],
  servings: ['Servings', 'Portionen', 'Portions', 'Raciones'],
  prep: ['Prep time', 'Vorbereitung', 'Préparation', 'Preparación'],
  cook: ['Cook time', 'Kochzeit', 'Cuisson', 'Cocción'],
  ingredients: ['Ingredients', 'Zutaten', 'Ingrédients', 'Ingredientes'],
  method: ['Method', 'Zubereitung', 'Préparation', 'Elaboración'],
  rating: ['Rating', 'Bewertung', 'Note', 'Valoración'],
  reviews: ['reviews', 'Bewertungen', 'avis', 'reseñas'],
  moreRecipes: ['More recipes', 'Weitere Rezepte', 'Autres recettes', 'Más recetas'],
  price: ['Price', 'Kurs', 'Cours', 'Precio'],
  change: ['Change', 'Veränderung', 'Variation', 'Cambio'],
  marketCap: ['Market cap', 'Marktkap.', 'Capitalisation', 'Cap. bursátil'],
  volume: ['Volume', 'Volumen', 'Volume', 'Volumen'],
  alsoWatch: ['People also watch', 'Andere sehen sich auch an', 'Les autres regardent aussi', 'Otros también siguen'],
  delayed: [
    'Quotes delayed 15 minutes.',
    'Kurse 15 Minuten verzögert.',
    'Cours différés de 15 minutes.',
    'Cotizaciones con 15 minutos de retraso.',
  ],
  followers: ['Followers', 'Follower', 'Abonnés', 'Seguidores'],
  following: ['Following', 'Folgt', 'Abonnements', 'Siguiendo'],
  posts: ['Posts', 'Beiträge', 'Publications', 'Publicaciones'],
  joined: ['Joined', 'Dabei seit', 'Inscrit en', 'Se unió en'],
  whoToFollow: ['Who to follow', 'Vorschläge für dich', 'Suggestions', 'A quién seguir'],
  follow: ['Follow', 'Folgen', 'Suivre', 'Seguir'],
  replies: ['Replies', 'Antworten', 'Réponses', 'Respuestas'],
  media: ['Media', 'Medien', 'Médias', 'Multimedia'],
  location: ['Location', 'Ort', 'Lieu', 'Ubicación'],
  venue: ['Venue', 'Stadion', 'Stade', 'Estadio'],
  date: ['Date', 'Datum', 'Date', 'Fecha'],
  attendance: ['Attendance', 'Zuschauer', 'Affluence', 'Asistencia'],
  scorers: ['Goals', 'Tore', 'Buts', 'Goles'],
  lineups: ['Lineups', 'Aufstellungen', 'Compositions', 'Alineaciones'],
  summary: ['Summary', 'Übersicht', 'Résumé', 'Resumen'],
  otherMatches: ['Other matches', 'Weitere Spiele', 'Autres matchs', 'Otros partidos'],
  fullTime: ['Full time', 'Abpfiff', 'Terminé', 'Final'],
  forecast: ['Forecast', 'Vorhersage', 'Prévisions', 'Pronóstico'],
  now: ['Now', 'Jetzt', 'Maintenant', 'Ahora'],
  high: ['High', 'Max.', 'Max.', 'Máx.'],
  low: ['Low', 'Min.', 'Min.', 'Mín.'],
  day: ['Day', 'Tag', 'Jour', 'Día'],
  condition: ['Conditions', 'Wetter', 'Conditions', 'Condiciones'],
  precip: ['Rain', 'Regen', 'Pluie', 'Lluvia'],
  hourly: ['Hourly', 'Stündlich', 'Par heure', 'Por horas'],
  compare: ['Compare plans', 'Tarife vergleichen', 'Comparer les offres', 'Comparar planes'],
  compareModels: ['Compare models', 'Modelle vergleichen', 'Comparer les modèles', 'Comparar modelos'],
  perMonth: ['/ month', '/ Monat', '/ mois', '/ mes'],
  monthly: ['Monthly', 'Monatlich', 'Mensuel', 'Mensual'],
  yearly: ['Yearly', 'Jährlich', 'Annuel', 'Anual'],
  mostPopular: ['Most popular', 'Beliebt', 'Le plus choisi', 'Más popular'],
  storage: ['Storage', 'Speicher', 'Stockage', 'Almacenamiento'],
  seats: ['Users', 'Nutzer', 'Utilisateurs', 'Usuarios'],
  support: ['Support', 'Support', 'Assistance', 'Soporte'],
  sso: ['Single sign-on', 'Single Sign-on', 'Authentification unique', 'Inicio de sesión único'],
  included: ['Included', 'Enthalten', 'Inclus', 'Incluido'],
  notIncluded: ['Not included', 'Nicht enthalten', 'Non inclus', 'No incluido'],
  weight: ['Weight', 'Gewicht', 'Poids', 'Peso'],
  battery: ['Battery', 'Akku', 'Batterie', 'Batería'],
  trial: ['Free trial', 'Gratis testen', 'Essai gratuit', 'Prueba gratuita'],
  choose: ['Choose', 'Auswählen', 'Choisir', 'Elegir'],
  courses: ['Course catalogue', 'Vorlesungsverzeichnis', 'Catalogue des cours', 'Catálogo de cursos'],
  code: ['Code', 'Nummer', 'Code', 'Código'],
  course: ['Course', 'Veranstaltung', 'Cours', 'Asignatura'],
  credits: ['Credits', 'ECTS', 'Crédits', 'Créditos'],
  instructor: ['Instructor', 'Dozent', 'Enseignant', 'Profesor'],
  schedule: ['Schedule', 'Termin', 'Horaire', 'Horario'],
  enrolled: ['Enrolled', 'Belegt', 'Inscrits', 'Inscritos'],
  staff: ['Staff directory', 'Mitarbeiterverzeichnis', 'Annuaire', 'Directorio'],
  name: ['Name', 'Name', 'Nom', 'Nombre'],
  role: ['Role', 'Funktion', 'Fonction', 'Cargo'],
  department: ['Department', 'Abteilung', 'Service', 'Departamento'],
  phone: ['Phone', 'Telefon', 'Téléphone', 'Teléfono'],
  email: ['Email', 'E-Mail', 'Courriel', 'Correo'],
  office: ['Office', 'Büro', 'Bureau', 'Despacho'],
  page: ['Page', 'Seite', 'Page', 'Página'],
  next: ['Next', 'Weiter', 'Suivant', 'Siguiente'],
};

const LANG_INDEX: Record<Lang, number> = { en: 0, de: 1, fr: 2, es: 3 };

function label(ctx: Ctx, key: string): string {
  return LABELS[key]?.[LANG_INDEX[ctx.lang]] ?? key;
}

const WEEKDAYS: Record<Lang, Array<[string, string]>> = {
  en: [
    ['Mon', 'Monday'],
    ['Tue', 'Tuesday'],
    ['Wed', 'Wednesday'],
    ['Thu', 'Thursday'],
    ['Fri', 'Friday'],
    ['Sat', 'Saturday'],
    ['Sun', 'Sunday'],
  ],
  de: [
    ['Mo', 'Montag'],
    ['Di', 'Dienstag'],
    ['Mi', 'Mittwoch'],
    ['Do', 'Donnerstag'],
    ['Fr', 'Freitag'],
    ['Sa', 'Samstag'],
    ['So', 'Sonntag'],
  ],
  fr: [
    ['lun.', 'lundi'],
    ['mar.', 'mardi'],
    ['mer.', 'mercredi'],
    ['jeu.', 'jeudi'],
    ['ven.', 'vendredi'],
    ['sam.', 'samedi'],
    ['dim.', 'dimanche'],
  ],
  es: [
    ['lun', 'lunes'],
    ['mar', 'martes'],
    ['mié', 'miércoles'],
    ['jue', 'jueves'],
    ['vie', 'viernes'],
    ['sáb', 'sábado'],
    ['dom', 'domingo'],
  ],
};

const CONDITIONS: Record<Lang, string[]> = {
  en: ['Sunny', 'Partly cloudy', 'Cloudy', 'Light rain', 'Showers', 'Thunderstorms', 'Snow', 'Fog'],
  de: ['Sonnig', 'Heiter', 'Bewölkt', 'Leichter Regen', 'Schauer', 'Gewitter', 'Schnee', 'Nebel'],
  fr: ['Ensoleillé', 'Éclaircies', 'Nuageux', 'Pluie faible', 'Averses', 'Orages', 'Neige', 'Brouillard'],
  es: ['Soleado', 'Parcialmente nublado', 'Nublado', 'Lluvia débil', 'Chubascos', 'Tormentas', 'Nieve', 'Niebla'],
};

/** A short prose sentence in the site's language about an invented subject. */
function sentence(ctx: Ctx, subject: string): string {
  const r = ctx.r;
  const a = word(r);
  const b = word(r);
  const forms: Record<Lang, string[]> = {
    en: [
      `${subject} keeps ${a} records in step with the ${b} index.`,
      `Built for teams who move ${a} data between ${b} nodes every day.`,
      `It was first drafted by the ${cap(a)} circle and later reworked for ${b} use.`,
    ],
    de: [
      `${subject} hält ${a}-Daten mit dem ${b}-Index im Gleichschritt.`,
      `Gedacht für Teams, die täglich ${a}-Daten zwischen ${b}-Knoten bewegen.`,
      `Zuerst vom ${cap(a)}-Kreis entworfen und später für ${b} überarbeitet.`,
    ],
    fr: [
      `${subject} garde les données ${a} au pas de l’index ${b}.`,
      `Pensé pour les équipes qui déplacent des données ${a} entre nœuds ${b}.`,
      `D’abord esquissé par le cercle ${cap(a)}, puis repris pour ${b}.`,
    ],
    es: [
      `${subject} mantiene los datos ${a} al paso del índice ${b}.`,
      `Pensado para equipos que mueven datos ${a} entre nodos ${b} cada día.`,
      `Primero lo esbozó el círculo ${cap(a)} y luego se adaptó a ${b}.`,
    ],
  };
  return r.pick(forms[ctx.lang]);
}

/**
 * "Read more" truncation: the first part shown, the rest in the DOM (collapsed by CSS), then a
 * button. The truth is the whole text, without the button's words.
 */
function readMoreHtml(ctx: Ctx, text: string, role: string, prop?: string): string {
  const ip = prop && ctx.micro ? ` itemprop="${prop}"` : '';
  const cut = text.indexOf(' ', Math.min(text.length - 1, 40));
  if (cut < 0) return `<p class="${ctx.c(role)}"${ip}>${esc(text)}</p>`;
  return `<div class="${ctx.c(`${role}-wrap`)}"><p class="${ctx.c(role)}"${ip}>${esc(text.slice(0, cut))}<span class="${ctx.c('rest')}" data-collapsed="true">${esc(text.slice(cut))}</span></p><button type="button" class="${ctx.c('more')}" aria-expanded="false">${label(ctx, 'readMore')}</button></div>`;
}

/** A star rating: glyphs with the value in an aria-label, and sometimes the number in text too. */
function starsHtml(ctx: Ctx, value: number, withText: boolean): string {
  const full = Math.round(value);
  const glyphs = '★'.repeat(full) + '☆'.repeat(5 - full);
  const aria =
    ctx.lang === 'en'
      ? `${decimal(value, 1, 'en')} of 5 stars`
      : ctx.lang === 'de'
        ? `${decimal(value, 1, 'de')} von 5 Sternen`
        : ctx.lang === 'fr'
          ? `${decimal(value, 1, 'fr')} sur 5 étoiles`
          : `${decimal(value, 1, 'es')} de 5 estrellas`;
  const text = withText ? ` <span class="${ctx.c('rating-value')}">${decimal(value, 1, ctx.lang)}</span>` : '';
  return `<span class="${ctx.c('stars')}" role="img" aria-label="${aria}">${glyphs}</span>${text}`;
}

/** Tabs: the first panel shown, the others `hidden` (their data is not read). */
function tabsHtml(ctx: Ctx, panels: Array<[string, string]>, shown = 0): string {
  const ids = panels.map((_, i) => `tab-${hash(`${ctx.seed}${i}`).toString(36).slice(0, 4)}-${i}`);
  const list = panels
    .map(
      ([name], i) =>
        `<button role="tab" aria-selected="${i === shown}" aria-controls="${ids[i]}" class="${ctx.c('tab')}">${name}</button>`,
    )
    .join('');
  const bodies = panels
    .map(
      ([, html], i) =>
        `<div role="tabpanel" id="${ids[i]}" class="${ctx.c('tab-panel')}"${i === shown ? '' : ' hidden'}>${html}</div>`,
    )
    .join('');
  return `<div class="${ctx.c('tabs')}"><div role="tablist">${list}</div>${bodies}</div>`;
}

// ---------------------------------------------------------------------------------------------
// The page around a topic's body

interface Chrome {
  cookie: boolean;
  nav: string[];
}

function drawChrome(ctx: Ctx): Chrome {
  return { cookie: ctx.r.chance(0.4), nav: distinct(ctx.r.int(2, 4), () => cap(word(ctx.r))) };
}

function shell(ctx: Ctx, chrome: Chrome, page: { title: string; body: string; ld?: unknown }, b: boolean): string {
  const c = ctx.c;
  const ld = page.ld ? `<script type="application/ld+json">${JSON.stringify(page.ld)}</script>` : '';
  const nav = [label(ctx, 'home'), ...chrome.nav, label(ctx, 'about')]
    .map((n, i) => `<li><a href="/${i === 0 ? '' : encodeURIComponent(n.toLowerCase())}">${esc(n)}</a></li>`)
    .join('');
  const cookie = chrome.cookie
    ? `<div class="${c('cookie')}" role="dialog"><p>${label(ctx, 'cookie')}</p><button>${label(ctx, 'accept')}</button></div>`
    : '';
  const promo = b
    ? `<div class="${c('promo')}"><p>${esc(cap(word(ctx.r)))} ${esc(word(ctx.r))} — ${label(ctx, 'featured')}</p></div>`
    : '';
  const main = b ? `<div class="${c('exp')}" data-variant="b">${promo}${page.body}</div>` : page.body;
  return `<!doctype html><html lang="${ctx.lang}"><head><meta charset="utf-8"><title>${esc(page.title)} · ${esc(ctx.brand)}</title>${ld}</head><body><header class="${c('site-header')}"><a class="${c('logo')}" href="/">${esc(ctx.brand)}</a><nav><ul>${nav}</ul></nav><form role="search"><input type="search" placeholder="${label(ctx, 'search')}"></form></header><main class="${c('main')}">${main}</main><footer class="${c('footer')}"><a href="/privacy">${label(ctx, 'privacy')}</a><p>© ${esc(ctx.brand)}</p></footer>${cookie}</body></html>`;
}

function errorBody(ctx: Ctx): string {
  return `<section class="${ctx.c('error')}"><h1>404 — ${label(ctx, 'notFound')}</h1><p>${label(ctx, 'notFoundText')}</p><a href="/">${label(ctx, 'home')}</a></section>`;
}

/** An ad styled as a small card: a name and a price that are not the page's data. */
function adHtml(ctx: Ctx): string {
  const r = ctx.r;
  const name = `${cap(word(r))} ${cap(word(r, 1, 2))}`;
  return `<aside class="${ctx.c('ad')}" data-ad-slot="${r.int(100, 999)}"><span class="${ctx.c('ad-label')}">${label(ctx, 'sponsored')}</span><a href="https://ads.${word(r)}.example/c?${r.int(1000, 9999)}" rel="sponsored"><strong>${esc(name)}</strong> ${moneyText(ctx, r.int(5, 300) + 0.99)}</a></aside>`;
}

const itemscope = (ctx: Ctx, type: string): string =>
  ctx.micro ? ` itemscope itemtype="https://schema.org/${type}"` : '';
const prop = (ctx: Ctx, name: string): string => (ctx.micro ? ` itemprop="${name}"` : '');

/** Label/value facts as a `<dl>` or a two-column `<table>`. */
function factsHtml(ctx: Ctx, form: 'dl' | 'table', rows: Array<[string, string]>, role = 'facts'): string {
  if (form === 'dl')
    return `<dl class="${ctx.c(role)}">${rows.map(([k, v]) => `<div class="${ctx.c(`${role}-row`)}"><dt>${k}</dt><dd>${v}</dd></div>`).join('')}</dl>`;
  return `<table class="${ctx.c(role)}"><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;
}

const schemaOf = (properties: Record<string, unknown>, required: string[] = []): Record<string, unknown> => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});
const STR = { type: 'string' };
const INT = { type: 'integer' };
const NUM = { type: 'number' };
const STRS = { type: 'array', items: { type: 'string' } };
const listSchema = (list: string, item: Record<string, unknown>, required: string[]): Record<string, unknown> =>
  schemaOf({ [list]: { type: 'array', items: schemaOf(item, required) } }, [list]);

// ---------------------------------------------------------------------------------------------
// Software package pages (detail)

function semver(r: Random): string {
  const v = `${r.int(0, 14)}.${r.int(0, 30)}.${r.int(0, 40)}`;
  return r.chance(0.1) ? `${v}-${r.pick(['beta', 'rc', 'next'])}.${r.int(1, 6)}` : v;
}

function packagePlan(ctx: Ctx): TopicPlan {
  const { r, c } = ctx;
  const scope = r.chance(0.4) ? `@${word(r)}/` : '';
  const form = r.pick(['dl', 'table'] as const);
  const relative = r.chance(0.4);
  const abbr = r.chance(0.5);
  const ranges = r.chance(0.5);
  const describe = r.chance(0.6);
  const tool = r.pick(['qpm add', 'kit get', 'pakk install']);
  const licences: Array<[string, string]> = [
    ['OTL-2.0', 'Open Tinker Licence 2.0'],
    ['FRL-1.1', 'Free Reuse Licence 1.1'],
    ['BWX', 'Bramwell Permissive Licence'],
    ['QSA-3', 'Quill Share-Alike 3'],
    ['CPL-0', 'Commons Public Licence Zero'],
  ];
  const pkgName = (): string =>
    `${scope}${word(r)}${r.chance(0.4) ? `-${r.pick(['core', 'utils', 'kit', 'io', 'lite'])}` : ''}`;
  const props: Record<string, unknown> = {
    name: STR,
    version: STR,
    weekly_downloads: INT,
    license: STR,
    dependencies: STRS,
    last_published: STR,
  };
  if (describe) props.description = STR;
  const card = (name: string, version: string, downloads: { text: string; value: number }): string =>
    `<article class="${c('package')}"><h3 class="${c('pkg-name')}"><a href="/package/${name}">${esc(name)}</a></h3><span class="${c('pkg-version')}">${version}</span> ${countHtml(ctx, downloads, 'downloads')}</article>`;
  return {
    kind: 'detail',
    layout: form,
    prompt: `Get this package's name, latest version, weekly downloads, license, its dependencies (package names only) and when it was last published${describe ? ', and its description' : ''}.`,
    schema: schemaOf(props, ['name', 'version']),
    page(index, b) {
      const name = pkgName();
      const version = semver(r);
      const downloads = count(ctx, r.chance(0.2) ? r.int(40, 9_999) : r.int(10_000, 6_000_000));
      const licence = r.chance(0.9) ? r.pick(licences) : null;
      const deps = distinct(r.pick([0, 1, 2, 3, 4, 6, 8]), () => `${r.chance(0.2) ? scope : ''}${word(r)}`);
      const devDeps = distinct(r.int(1, 4), () => word(r));
      const published = randomDay(r, 2019, 2025);
      const ago = r.int(1, 28);
      const pubText = relative
        ? agoText(ago, r.chance(0.5) ? 'day' : 'month', ctx.lang)
        : dateText(published, ctx.lang);
      const description = `${sentence(ctx, name)} ${sentence(ctx, cap(word(r)))}`;
      const truth: Record<string, unknown> = { name, version, weekly_downloads: downloads.value };
      if (licence) truth.license = licence[0];
      if (deps.length) truth.dependencies = deps;
      truth.last_published = pubText;
      if (describe) truth.description = description;
      const depList = deps.length
        ? `<ul class="${c('deps')}">${deps.map((d) => `<li><a href="/package/${d}">${d}</a>${ranges ? ` <code class="${c('range')}">^${r.int(0, 9)}.${r.int(0, 20)}.0</code>` : ''}</li>`).join('')}</ul>`
        : `<p class="${c('deps-none')}">${label(ctx, 'noDependencies')}</p>`;
      const rows: Array<[string, string]> = [
        [label(ctx, 'version'), `<span class="${c('pkg-version')}"${prop(ctx, 'softwareVersion')}>${version}</span>`],
        [label(ctx, 'weeklyDownloads'), countHtml(ctx, downloads, 'downloads', 'interactionCount')],
      ];
      if (licence)
        rows.push([
          label(ctx, 'license'),
          abbr
            ? `<abbr title="${licence[1]}"${prop(ctx, 'license')}>${licence[0]}</abbr>`
            : `<span${prop(ctx, 'license')}>${licence[0]}</span>`,
        ]);
      rows.push([label(ctx, 'lastPublished'), timeHtml(ctx, published, pubText, 'published', 'dateModified')]);
      rows.push([`${label(ctx, 'dependencies')} (${deps.length})`, depList]);
      const facts = `<div class="${c('pkg-side')}"><p class="${c('install')}"><code>${tool} ${name}</code></p>${factsHtml(ctx, form, rows)}</div>`;
      const older = distinct(r.int(2, 5), () => semver(r))
        .map(
          (v) =>
            `<li><span class="${c('pkg-version')}">${v}</span> ${((d: Day): string => timeHtml(ctx, d, dateText(d, ctx.lang), 'published'))(randomDay(r, 2016, 2022))}</li>`,
        )
        .join('');
      const readme = describe
        ? readMoreHtml(ctx, description, 'description', 'description')
        : `<p>${esc(sentence(ctx, name))}</p>`;
      const tabs = tabsHtml(ctx, [
        [label(ctx, 'readme'), readme],
        [label(ctx, 'versions'), `<ul>${older}</ul>`],
        [
          label(ctx, 'devDependencies'),
          `<ul class="${c('deps')}">${devDeps.map((d) => `<li><a href="/package/${d}">${d}</a></li>`).join('')}</ul>`,
        ],
      ]);
      const head = `<div class="${c('pkg-head')}"><h1 class="${c('pkg-name')}"${prop(ctx, 'name')}>${esc(name)}</h1> <span class="${c('pkg-version')}">${version}</span></div>`;
      const banner = r.chance(0.1) ? `<div class="${c('warning')}" role="alert">${label(ctx, 'deprecated')}</div>` : '';
      const related = r.chance(0.7)
        ? `<section class="${c('related')}"><h2>${label(ctx, 'similarPackages')}</h2>${distinct(r.int(2, 4), pkgName)
            .map((n) => card(n, semver(r), count(ctx, r.int(500, 3_000_000))))
            .join('')}</section>`
        : '';
      const article = `<article class="${c('package')}"${itemscope(ctx, 'SoftwareApplication')}>${head}${banner}<div class="${c('pkg-layout')}">${b ? facts + tabs : tabs + facts}</div></article>`;
      const ld = ctx.jsonld
        ? {
            '@context': 'https://schema.org',
            '@type': 'SoftwareApplication',
            name,
            softwareVersion: r.chance(0.3) ? semver(r) : version,
            dateModified: iso(published),
          }
        : undefined;
      return {
        path: `/package/${name}`,
        title: name,
        body: b ? related + article : article + related + (r.chance(0.3) ? adHtml(ctx) : ''),
        truth,
        ...(ld ? { ld } : {}),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Wiki-style infobox pages (detail): a town or a mountain, rows only on some pages

function infoboxPlan(ctx: Ctx): TopicPlan {
  const { r, c } = ctx;
  const subject = r.pick(['town', 'mountain'] as const);
  const form = r.pick(['dl', 'table'] as const);
  const footnotes = r.chance(0.5);
  const note = (): string =>
    footnotes && r.chance(0.5)
      ? `<sup class="${c('ref')}"><a href="#cite-${r.int(1, 9)}">[${r.int(1, 9)}]</a></sup>`
      : '';
  const props: Record<string, unknown> =
    subject === 'town'
      ? { name: STR, region: STR, population: INT, area_km2: NUM, founded: STR, mayor: STR }
      : { name: STR, range: STR, elevation_m: INT, prominence_m: INT, first_ascent: STR };
  const prompt =
    subject === 'town'
      ? 'From the infobox, get the town name, region, population, area in km², when it was founded and the mayor.'
      : 'From the infobox, get the mountain name, its range, elevation and prominence in metres, and the date of the first ascent.';
  const coords = (): string => `${r.int(1, 70)}°${r.int(0, 59)}′N ${r.int(1, 40)}°${r.int(0, 59)}′E`;
  const miniBox = (name: string, k: string, v: string): string =>
    `<table class="${c('infobox')}"><caption class="${c('infobox-title')}">${esc(name)}</caption><tbody><tr><th scope="row">${k}</th><td>${v}</td></tr></tbody></table>`;
  return {
    kind: 'detail',
    layout: form,
    prompt,
    schema: schemaOf(props, ['name']),
    page(index, b) {
      const name =
        subject === 'town' ? cap(word(r, 2, 3)) : `${r.pick(['Mount', 'Piz', 'Monte', 'Pic'])} ${cap(word(r))}`;
      const truth: Record<string, unknown> = { name };
      const rows: Array<[string, string]> = [];
      let ld: Record<string, unknown> | undefined;
      if (subject === 'town') {
        const region = `${cap(word(r))} ${r.pick(['Vale', 'March', 'Reach', 'Shire'])}`;
        const population = r.int(800, 2_400_000);
        const area = round(r.int(30, 9000) / 10, 1);
        const founded = r.chance(0.5) ? String(r.int(900, 1890)) : dateText(randomDay(r, 1200, 1899), ctx.lang);
        const mayor = personName(r);
        Object.assign(truth, { region, population, area_km2: area });
        rows.push([
          label(ctx, 'region'),
          `<a href="/wiki/${region.replace(/ /g, '_')}"${prop(ctx, 'containedInPlace')}>${region}</a>`,
        ]);
        rows.push([
          label(ctx, 'population'),
          `<span${prop(ctx, 'population')}>${groupInt(population, ctx.lang)}</span>${note()}`,
        ]);
        rows.push([label(ctx, 'area'), `${decimal(area, 1, ctx.lang)}&nbsp;km²${note()}`]);
        if (r.chance(0.7)) {
          truth.founded = founded;
          rows.push([label(ctx, 'founded'), founded]);
        }
        rows.push(['<abbr title="Coordinates">Coord.</abbr>', `<span class="${c('geo')}">${coords()}</span>`]);
        if (r.chance(0.6)) {
          truth.mayor = mayor;
          rows.push([label(ctx, 'mayor'), `<a href="/wiki/${mayor.replace(/ /g, '_')}">${mayor}</a>`]);
        }
        ld = {
          '@context': 'https://schema.org',
          '@type': 'City',
          name,
          population: r.chance(0.3) ? population + r.int(10, 900) : population,
        };
      } else {
        const chain = `${cap(word(r))} ${r.pick(['Range', 'Alps', 'Crags', 'Heights'])}`;
        const elevation = r.int(900, 8100);
        const feet = Math.round(elevation * 3.28084);
        Object.assign(truth, { range: chain, elevation_m: elevation });
        rows.push([
          label(ctx, 'elevation'),
          `${groupInt(elevation, ctx.lang)}&nbsp;m (${groupInt(feet, ctx.lang)}&nbsp;ft)${note()}`,
        ]);
        if (r.chance(0.7)) {
          const prominence = r.int(50, elevation - 100);
          truth.prominence_m = prominence;
          rows.push([label(ctx, 'prominence'), `${groupInt(prominence, ctx.lang)}&nbsp;m${note()}`]);
        }
        rows.push([label(ctx, 'range'), `<a href="/wiki/${chain.replace(/ /g, '_')}">${chain}</a>`]);
        rows.push(['<abbr title="Coordinates">Coord.</abbr>', `<span class="${c('geo')}">${coords()}</span>`]);
        if (r.chance(0.5)) {
          const day = randomDay(r, 1790, 1990);
          const shown = r.chance(0.5) ? dateText(day, ctx.lang) : String(day.y);
          truth.first_ascent = shown;
          rows.push([label(ctx, 'firstAscent'), timeHtml(ctx, day, shown, 'date')]);
        }
        ld = { '@context': 'https://schema.org', '@type': 'Mountain', name };
      }
      const box =
        form === 'table'
          ? `<table class="${c('infobox')}"${itemscope(ctx, 'Place')}><caption class="${c('infobox-title')}"${prop(ctx, 'name')}>${esc(name)}</caption><tbody><tr><td colspan="2"><img src="/img/${hash(name).toString(36)}.jpg" alt="${esc(name)}" width="220"></td></tr>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`
          : `<aside class="${c('infobox')}"${itemscope(ctx, 'Place')}><h2 class="${c('infobox-title')}"${prop(ctx, 'name')}>${esc(name)}</h2>${factsHtml(ctx, 'dl', rows, 'infobox-rows')}</aside>`;
      const paras = Array.from(
        { length: r.int(2, 4) },
        () => `<p>${esc(sentence(ctx, name))} ${r.int(1400, 1990)}: ${groupInt(r.int(200, 90_000), ctx.lang)}.</p>`,
      );
      const toc = `<nav class="${c('toc')}"><ol>${paras.map((_, i) => `<li><a href="#s${i}">${cap(word(r))}</a></li>`).join('')}</ol></nav>`;
      const seeAlso = r.chance(0.7)
        ? `<section class="${c('navbox')}"><h2>${label(ctx, 'seeAlso')}</h2>${distinct(r.int(1, 3), () => cap(word(r)))
            .map((n) =>
              subject === 'town'
                ? miniBox(n, label(ctx, 'population'), groupInt(r.int(800, 900_000), ctx.lang))
                : miniBox(`Piz ${n}`, label(ctx, 'elevation'), `${groupInt(r.int(900, 8000), ctx.lang)}&nbsp;m`),
            )
            .join('')}</section>`
        : '';
      const refs = footnotes
        ? `<ol class="${c('references')}">${range(1, 9)
            .map((i) => `<li id="cite-${i}">${cap(word(r))} ${r.int(1900, 2020)}.</li>`)
            .join('')}</ol>`
        : '';
      const heading = `<h1 class="${c('page-title')}">${esc(name)}</h1>`;
      const body = b
        ? `${heading}${paras[0] ?? ''}${box}${toc}${paras.slice(1).join('')}`
        : `${heading}${box}${toc}${paras.join('')}`;
      return {
        path: `/wiki/${name.replace(/ /g, '_')}`,
        title: name,
        body: `<article class="${c('article')}">${body}${seeAlso}${refs}</article>`,
        truth,
        ...(ctx.jsonld ? { ld } : {}),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Cooking recipes (detail)

const UNITS: Record<Lang, string[]> = {
  en: ['g', 'ml', 'tbsp', 'tsp', 'cups'],
  de: ['g', 'ml', 'EL', 'TL', 'Tassen'],
  fr: ['g', 'ml', 'c. à s.', 'c. à c.', 'tasses'],
  es: ['g', 'ml', 'cda.', 'cdta.', 'tazas'],
};

function minutesText(mins: number, lang: Lang): string {
  const h = Math.floor(mins / 60);
  const m = mins % 60;
  const hour = lang === 'de' ? 'Std.' : 'h';
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} ${hour}` : `${h} ${hour} ${m} min`;
}

function recipePlan(ctx: Ctx): TopicPlan {
  const { r, c } = ctx;
  const meter = r.chance(0.4);
  const groups = r.chance(0.5);
  const servingsData = r.chance(0.5);
  const dish = (): string => `${cap(word(r))} ${r.pick(['stew', 'tart', 'loaf', 'salad', 'broth', 'bake'])}`;
  const ptime = (mins: number, role: string, p: string): string =>
    `<time class="${c(role)}" datetime="PT${mins}M"${prop(ctx, p)}>${minutesText(mins, ctx.lang)}</time>`;
  const ratingHtml = (value: number, votes: number): string =>
    meter
      ? `<meter class="${c('rating')}" min="0" max="5" value="${value}">${decimal(value, 1, ctx.lang)}/5</meter> <span class="${c('votes')}">(${groupInt(votes, ctx.lang)} ${label(ctx, 'reviews')})</span>`
      : `${starsHtml(ctx, value, true)} <span class="${c('votes')}">(${groupInt(votes, ctx.lang)} ${label(ctx, 'reviews')})</span>`;
  return {
    kind: 'detail',
    layout: meter ? 'meter' : 'stars',
    prompt:
      'Extract the recipe: title, number of servings, prep time and cook time as shown, the ingredients (one line each, as written) and the average rating.',
    schema: schemaOf({ title: STR, servings: INT, prep_time: STR, cook_time: STR, ingredients: STRS, rating: NUM }, [
      'title',
      'ingredients',
    ]),
    page(index, b) {
      const title = dish();
      const servings = r.int(1, 12);
      const prep = r.pick([5, 10, 15, 20, 25, 30, 45]);
      const cook = r.chance(0.85) ? r.pick([10, 20, 35, 50, 60, 75, 90, 120]) : 0;
      const rated = r.chance(0.8);
      const rating = round(r.int(25, 50) / 10, 1);
      const lines = distinct(r.int(3, 11), () => word(r)).map((food) => {
        const qty = r.pick(['1', '2', '3', '½', '¼', '150', '200', '250', '400']);
        const unit = r.pick(UNITS[ctx.lang]);
        return {
          text: `${qty} ${unit} ${food}`,
          html: `<span class="${c('qty')}">${qty}</span> <span class="${c('unit')}">${unit}</span> <span class="${c('food')}">${food}</span>`,
        };
      });
      const truth: Record<string, unknown> = { title, servings, prep_time: minutesText(prep, ctx.lang) };
      if (cook) truth.cook_time = minutesText(cook, ctx.lang);
      truth.ingredients = lines.map((l) => l.text);
      if (rated) truth.rating = rating;
      const split = groups && lines.length > 5 ? r.int(2, lines.length - 2) : lines.length;
      const li = (l: { html: string }): string =>
        `<li class="${c('ingredient')}"${prop(ctx, 'recipeIngredient')}><input type="checkbox" aria-label="✓"> ${l.html}</li>`;
      const ingredients =
        `<section class="${c('ingredients')}"><h2>${label(ctx, 'ingredients')}</h2><ul>${lines.slice(0, split).map(li).join('')}</ul>` +
        (split < lines.length
          ? `<h3 class="${c('group')}">${cap(word(r))}</h3><ul>${lines.slice(split).map(li).join('')}</ul>`
          : '') +
        '</section>';
      const servingsHtml = servingsData
        ? `<data class="${c('servings')}" value="${servings}"${prop(ctx, 'recipeYield')}>${servings}</data>`
        : `<button aria-label="−">−</button><span class="${c('servings')}"${prop(ctx, 'recipeYield')}>${servings}</span><button aria-label="+">+</button>`;
      const meta: Array<[string, string]> = [
        [label(ctx, 'prep'), ptime(prep, 'time', 'prepTime')],
        ...(cook ? ([[label(ctx, 'cook'), ptime(cook, 'time', 'cookTime')]] as Array<[string, string]>) : []),
        [label(ctx, 'servings'), servingsHtml],
      ];
      const steps = `<section class="${c('method')}"><h2>${label(ctx, 'method')}</h2><ol>${Array.from({ length: r.int(3, 6) }, () => `<li>${esc(sentence(ctx, cap(word(r))))} ${r.int(2, 40)} min.</li>`).join('')}</ol></section>`;
      const head = `<h1 class="${c('recipe-title')}"${prop(ctx, 'name')}>${esc(title)}</h1><div class="${c('rating-row')}">${rated ? ratingHtml(rating, r.int(3, 4000)) : `<span class="${c('votes')}">—</span>`}</div>`;
      const card = (t: string): string =>
        `<article class="${c('recipe-card')}"><h3 class="${c('recipe-title')}"><a href="/r/${t.toLowerCase().replace(/ /g, '-')}">${esc(t)}</a></h3>${ratingHtml(round(r.int(25, 50) / 10, 1), r.int(3, 900))} ${ptime(r.pick([15, 30, 45]), 'time', 'totalTime')}</article>`;
      const more = r.chance(0.75)
        ? `<section class="${c('related')}"><h2>${label(ctx, 'moreRecipes')}</h2>${distinct(r.int(2, 4), dish).map(card).join('')}</section>`
        : '';
      const story = `<div class="${c('story')}"><p>${esc(sentence(ctx, title))}</p><p>${esc(sentence(ctx, title))}</p></div>`;
      const article = `<article class="${c('recipe')}"${itemscope(ctx, 'Recipe')}>${head}${b ? '' : story}${factsHtml(ctx, 'dl', meta, 'recipe-meta')}${ingredients}${steps}</article>`;
      const ld = {
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: title,
        recipeYield: r.chance(0.3) ? servings + 2 : servings,
        prepTime: `PT${prep}M`,
        recipeIngredient: lines.map((l) => l.text),
      };
      return {
        path: `/r/${title.toLowerCase().replace(/ /g, '-')}`,
        title,
        body: b ? `${story}${article}${more}` : `${article}${r.chance(0.3) ? adHtml(ctx) : ''}${more}`,
        truth,
        ...(ctx.jsonld ? { ld } : {}),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Stock and fund quotes (detail)

function capText(ctx: Ctx, n: number): string {
  const billions = n >= 1e9;
  const v = decimal(round(n / (billions ? 1e9 : 1e6), 1), 1, ctx.lang);
  if (ctx.lang === 'en') return `${ctx.currency}${v}${billions ? 'B' : 'M'}`;
  const unit =
    ctx.lang === 'de'
      ? billions
        ? 'Mrd.'
        : 'Mio.'
      : ctx.lang === 'fr'
        ? billions
          ? 'Md'
          : 'M'
        : billions
          ? 'mil M'
          : 'M';
  return `${v}\u00a0${unit}\u00a0${ctx.currency}`;
}

function quotePlan(ctx: Ctx): TopicPlan {
  const { r, c } = ctx;
  const exchange = r.chance(0.5) ? r.pick(['NXE', 'QMX', 'BRV']) : '';
  const arrows = r.chance(0.5);
  const pctInline = r.chance(0.5);
  const symbolOf = (): string => word(r, 2, 2).toUpperCase().slice(0, r.int(3, 4));
  const nameOf = (): string => `${cap(word(r))} ${r.pick(['Holdings', 'Works', 'Group', 'Growth Fund', 'Systems'])}`;
  const move = (price: number): { change: number; pct: number } => {
    const change = round((price * r.int(-600, 600)) / 10_000, 2);
    return { change, pct: round((change / (price - change)) * 100, 2) };
  };
  const changeHtml = (m: { change: number; pct: number }): string => {
    const dir = m.change >= 0 ? 'up' : 'down';
    const arrow = arrows
      ? `<span class="${c(`arrow-${dir}`)}" aria-label="${dir}">${m.change >= 0 ? '▲' : '▼'}</span>`
      : '';
    const pct = `${signed(ctx, m.pct, 2)}${ctx.lang === 'en' ? '' : '\u00a0'}%`;
    return `${arrow}<span class="${c(`change-${dir}`)}">${signed(ctx, m.change, 2)}</span> <span class="${c(`pct-${dir}`)}">${pctInline ? `(${pct})` : pct}</span>`;
  };
  const symbolHtml = (s: string): string => `<span class="${c('symbol')}">${exchange ? `${exchange}: ${s}` : s}</span>`;
  return {
    kind: 'detail',
    layout: exchange ? 'exchange' : 'plain',
    prompt:
      'Get the quote: ticker symbol, company or fund name, current price, change, percent change and market cap (as shown).',
    schema: schemaOf({ symbol: STR, name: STR, price: NUM, change: NUM, percent_change: NUM, market_cap: STR }, [
      'symbol',
      'price',
    ]),
    page(index, b) {
      const symbol = symbolOf();
      const name = nameOf();
      const price = round(r.int(150, 250_000) / 100, 2);
      const m = move(price);
      const marketCap = r.int(50, 900_000) * 1e6;
      const showCap = r.chance(0.85);
      const truth: Record<string, unknown> = { symbol, name, price, change: m.change, percent_change: m.pct };
      if (showCap) truth.market_cap = capText(ctx, marketCap);
      const prev = round(price - m.change, 2);
      const stats: Array<[string, string]> = [
        ['Open', moneyText(ctx, round(prev + r.int(-50, 50) / 100, 2))],
        [label(ctx, 'volume'), groupInt(r.int(10_000, 90_000_000), ctx.lang)],
        ...(showCap
          ? ([[label(ctx, 'marketCap'), `<span class="${c('market-cap')}">${capText(ctx, marketCap)}</span>`]] as Array<
              [string, string]
            >)
          : []),
        ['<abbr title="Price to earnings">P/E</abbr>', decimal(r.int(30, 900) / 10, 1, ctx.lang)],
      ];
      const panel = (days: string): string =>
        `<p class="${c('range-change')}">${days}: ${changeHtml(move(price))}</p><svg class="${c('chart')}" aria-hidden="true" viewBox="0 0 100 30"><path d="M0 ${r.int(5, 25)} L100 ${r.int(5, 25)}"/></svg>`;
      const tabs = tabsHtml(ctx, [
        [
          '1D',
          `<svg class="${c('chart')}" aria-hidden="true" viewBox="0 0 100 30"><path d="M0 15 L100 ${r.int(5, 25)}"/></svg>`,
        ],
        ['5D', panel('5D')],
        ['1M', panel('1M')],
        ['1Y', panel('1Y')],
      ]);
      const head = `<div class="${c('quote-head')}"${itemscope(ctx, 'Corporation')}><h1 class="${c('quote-name')}"${prop(ctx, 'name')}>${esc(name)}</h1> ${symbolHtml(symbol)}</div><div class="${c('quote-price')}">${moneyHtml(ctx, price, 'price')} ${changeHtml(m)}</div><p class="${c('note')}">${label(ctx, 'delayed')}</p>`;
      const card = (): string => {
        const p = round(r.int(150, 90_000) / 100, 2);
        const s = symbolOf();
        return `<li class="${c('quote-card')}"><a href="/quote/${s}">${symbolHtml(s)}<span class="${c('quote-name')}">${esc(nameOf())}</span></a>${moneyHtml(ctx, p, 'price')} ${changeHtml(move(p))}</li>`;
      };
      const watch = r.chance(0.75)
        ? `<section class="${c('related')}"><h2>${label(ctx, 'alsoWatch')}</h2><ul>${Array.from({ length: r.int(2, 5) }, card).join('')}</ul></section>`
        : '';
      const body = `<section class="${c('quote')}">${head}${b ? factsHtml(ctx, 'table', stats, 'stats') + tabs : tabs + factsHtml(ctx, 'table', stats, 'stats')}</section>`;
      return {
        path: `/quote/${symbol}`,
        title: `${name} (${symbol})`,
        body: b ? watch + body : body + watch,
        truth,
        ...(ctx.jsonld
          ? { ld: { '@context': 'https://schema.org', '@type': 'Corporation', name, tickerSymbol: symbol } }
          : {}),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Social profiles (detail)

function profilePlan(ctx: Ctx): TopicPlan {
  const { r, c } = ctx;
  const countFirst = r.chance(0.6);
  const showFollowing = r.chance(0.6);
  const withBio = r.chance(0.5);
  const withLocation = r.chance(0.5);
  const handleOf = (): string => `@${word(r)}${r.chance(0.3) ? r.int(1, 99) : ''}`;
  const stat = (shown: { text: string; value: number }, key: string, href: string): string => {
    const n = countHtml(ctx, shown, 'stat-count');
    const l = `<span class="${c('stat-label')}">${label(ctx, key)}</span>`;
    return `<a class="${c('stat')}" href="${href}">${countFirst ? `${n} ${l}` : `${l} ${n}`}</a>`;
  };
  const props: Record<string, unknown> = { handle: STR, display_name: STR, followers: INT, posts: INT, joined: STR };
  if (showFollowing) props.following = INT;
  if (withLocation) props.location = STR;
  if (withBio) props.bio = STR;
  return {
    kind: 'detail',
    layout: countFirst ? 'count-first' : 'label-first',
    prompt: `From this profile, get the handle, display name, number of followers${showFollowing ? ', how many accounts it follows' : ''}, number of posts, when the account joined${withLocation ? ', the location' : ''}${withBio ? ' and the bio' : ''}.`,
    schema: schemaOf(props, ['handle']),
    page(index, b) {
      const handle = handleOf();
      const display = personName(r);
      const followers = count(ctx, r.chance(0.3) ? r.int(3, 9_999) : r.int(10_000, 8_000_000));
      const following = count(ctx, r.int(0, 4_000));
      const posts = count(ctx, r.int(0, 60_000));
      const joinedDay = randomDay(r, 2008, 2024);
      const joined = `${MONTHS[ctx.lang][joinedDay.m - 1]} ${joinedDay.y}`;
      const location = r.chance(0.7) ? `${cap(word(r))}, ${cap(word(r))}` : '';
      const bio = `${sentence(ctx, display)} ${sentence(ctx, cap(word(r)))}`;
      const truth: Record<string, unknown> = { handle, display_name: display, followers: followers.value };
      if (showFollowing) truth.following = following.value;
      truth.posts = posts.value;
      truth.joined = joined;
      if (withLocation && location) truth.location = location;
      if (withBio) truth.bio = bio;
      const base = `/${handle.slice(1)}`;
      const stats = [
        stat(posts, 'posts', base),
        stat(followers, 'followers', `${base}/followers`),
        ...(showFollowing ? [stat(following, 'following', `${base}/following`)] : []),
      ].join('');
      const verified = r.chance(0.3)
        ? ` <svg class="${c('badge')}" role="img" aria-label="Verified account" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>`
        : '';
      const meta = [
        ...(withLocation && location
          ? [`<span class="${c('meta')}"${prop(ctx, 'homeLocation')}>${esc(location)}</span>`]
          : []),
        `<span class="${c('meta')}">${label(ctx, 'joined')} ${timeHtml(ctx, joinedDay, joined, 'joined')}</span>`,
      ].join(' · ');
      const card = `<header class="${c('profile-card')}"${itemscope(ctx, 'Person')}><img class="${c('avatar')}" src="/a/${hash(handle).toString(36)}.png" alt=""><h1 class="${c('display-name')}"${prop(ctx, 'name')}>${esc(display)}${verified}</h1><p class="${c('handle')}"${prop(ctx, 'alternateName')}>${handle}</p>${withBio ? readMoreHtml(ctx, bio, 'bio', 'description') : ''}<p class="${c('meta-row')}">${meta}</p><nav class="${c('stats')}">${stats}</nav><button class="${c('follow')}">${label(ctx, 'follow')}</button></header>`;
      const post = (): string =>
        `<article class="${c('post')}"><p>${esc(sentence(ctx, cap(word(r))))}</p><span class="${c('likes')}" aria-label="likes">♥ ${count(ctx, r.int(0, 90_000)).text}</span></article>`;
      const tabs = tabsHtml(ctx, [
        [label(ctx, 'posts'), Array.from({ length: r.int(1, 4) }, post).join('')],
        [label(ctx, 'replies'), Array.from({ length: 2 }, post).join('')],
        [label(ctx, 'media'), `<p>${count(ctx, r.int(0, 900)).text}</p>`],
      ]);
      const suggest = (): string => {
        const h = handleOf();
        return `<li class="${c('suggestion')}"><span class="${c('display-name')}">${esc(personName(r))}</span> <span class="${c('handle')}">${h}</span> ${stat(count(ctx, r.int(100, 3_000_000)), 'followers', `/${h.slice(1)}/followers`)}<button class="${c('follow')}">${label(ctx, 'follow')}</button></li>`;
      };
      const who = r.chance(0.8)
        ? `<aside class="${c('related')}"><h2>${label(ctx, 'whoToFollow')}</h2><ul>${Array.from({ length: r.int(2, 4) }, suggest).join('')}</ul></aside>`
        : '';
      const ld = {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: {
          '@type': 'Person',
          name: display,
          alternateName: handle,
          interactionStatistic: {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/FollowAction',
            userInteractionCount: followers.value + r.int(0, 99),
          },
        },
      };
      return {
        path: base,
        title: `${display} (${handle})`,
        body: b ? `${who}${card}${tabs}` : `${card}${tabs}${who}`,
        truth,
        ...(ctx.jsonld ? { ld } : {}),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Sports match pages (detail)

function matchPlan(ctx: Ctx): TopicPlan {
  const { r, c } = ctx;
  const showAttendance = r.chance(0.6);
  const teamOf = (): string => `${cap(word(r))} ${r.pick(['FC', 'United', 'Rovers', 'Athletic', 'Wanderers'])}`;
  const playerOf = (): string => `${word(r, 1, 1).charAt(0).toUpperCase()}. ${cap(word(r, 2, 3))}`;
  const board = (home: string, away: string, hg: number, ag: number, tag: 'h1' | 'h3'): string =>
    `<div class="${c('scoreboard')}"><${tag} class="${c('teams')}"><span class="${c('team-home')}"${tag === 'h1' ? prop(ctx, 'homeTeam') : ''}>${esc(home)}</span> <span class="${c('score')}"><span class="${c('goals')}">${hg}</span><span class="${c('score-sep')}">–</span><span class="${c('goals')}">${ag}</span></span> <span class="${c('team-away')}"${tag === 'h1' ? prop(ctx, 'awayTeam') : ''}>${esc(away)}</span></${tag}><span class="${c('status')}">${label(ctx, 'fullTime')}</span></div>`;
  /** Goals spread over a few players: each scorer once, with the minutes of their goals. */
  const goals = (n: number): Array<{ name: string; minutes: number[] }> => {
    const out: Array<{ name: string; minutes: number[] }> = [];
    for (let g = 0; g < n; g++) {
      const minute = r.int(1, 90);
      const again = out.length > 0 && r.chance(0.25) ? r.pick(out) : null;
      if (again) again.minutes.push(minute);
      else out.push({ name: playerOf(), minutes: [minute] });
    }
    return out;
  };
  const scorerList = (list: Array<{ name: string; minutes: number[] }>, side: string): string =>
    `<ul class="${c(`scorers-${side}`)}">${list
      .map(
        (s) =>
          `<li><span class="${c('player')}">${s.name}</span> <span class="${c('minutes')}">${s.minutes
            .sort((a, b) => a - b)
            .map((m) => `${m}'`)
            .join(', ')}</span></li>`,
      )
      .join('')}</ul>`;
  const props: Record<string, unknown> = {
    home: STR,
    away: STR,
    home_score: INT,
    away_score: INT,
    date: STR,
    venue: STR,
    scorers: STRS,
  };
  if (showAttendance) props.attendance = INT;
  return {
    kind: 'detail',
    layout: showAttendance ? 'attendance' : 'plain',
    prompt: `From this match report, get the home and away teams, each side's goals, the date, the venue, the goal scorers (player names)${showAttendance ? ' and the attendance' : ''}.`,
    schema: schemaOf(props, ['home', 'away', 'home_score', 'away_score']),
    page(index, b) {
      const [home = 'A', away = 'B'] = distinct(2, teamOf);
      const hg = r.pick([0, 0, 1, 1, 1, 2, 2, 3, 4]);
      const ag = r.pick([0, 0, 1, 1, 2, 2, 3]);
      const hs = goals(hg);
      const aw = goals(ag);
      const day = randomDay(r, 2021, 2025);
      const date = dateText(day, ctx.lang);
      const venue = `${cap(word(r))} ${r.pick(['Park', 'Arena', 'Ground', 'Stadium'])}`;
      const attendance = r.int(800, 78_000);
      const attendanceShown = showAttendance && r.chance(0.8);
      const names = [...hs, ...aw].map((s) => s.name);
      const truth: Record<string, unknown> = { home, away, home_score: hg, away_score: ag, date, venue };
      if (names.length) truth.scorers = [...new Set(names)];
      if (attendanceShown) truth.attendance = attendance;
      const facts: Array<[string, string]> = [
        [
          label(ctx, 'date'),
          `${timeHtml(ctx, day, date, 'date', 'startDate')} <span class="${c('kickoff')}">${r.int(12, 21)}:${r.pick(['00', '30', '45'])}</span>`,
        ],
        [label(ctx, 'venue'), `<span class="${c('venue')}"${prop(ctx, 'location')}>${esc(venue)}</span>`],
        ...(attendanceShown
          ? ([[label(ctx, 'attendance'), groupInt(attendance, ctx.lang)]] as Array<[string, string]>)
          : []),
      ];
      const summary =
        names.length > 0
          ? `<h2>${label(ctx, 'scorers')}</h2><div class="${c('scorers')}">${scorerList(hs, 'home')}${scorerList(aw, 'away')}</div>`
          : `<p class="${c('no-goals')}">0–0</p>`;
      const lineup = (): string =>
        `<ol class="${c('lineup')}">${Array.from({ length: 11 }, () => `<li>${playerOf()}</li>`).join('')}</ol>`;
      const tabs = tabsHtml(ctx, [
        [label(ctx, 'summary'), summary],
        [label(ctx, 'lineups'), lineup() + lineup()],
        ['Stats', `<p>${r.int(30, 70)} % – ${r.int(30, 70)} %</p>`],
      ]);
      const competition = `<p class="${c('competition')}">${cap(word(r))} ${r.pick(['League', 'Cup', 'Division'])} · ${r.int(1, 34)}</p>`;
      const others = r.chance(0.75)
        ? `<section class="${c('related')}"><h2>${label(ctx, 'otherMatches')}</h2>${Array.from(
            { length: r.int(2, 4) },
            () => {
              const [h = 'C', a = 'D'] = distinct(2, teamOf);
              return board(h, a, r.int(0, 4), r.int(0, 4), 'h3');
            },
          ).join('')}</section>`
        : '';
      const article = `<article class="${c('match')}"${itemscope(ctx, 'SportsEvent')}>${competition}${board(home, away, hg, ag, 'h1')}${factsHtml(ctx, b ? 'table' : 'dl', facts, 'match-facts')}${tabs}</article>`;
      const ld = {
        '@context': 'https://schema.org',
        '@type': 'SportsEvent',
        name: `${home} – ${away}`,
        startDate: iso(day),
        location: { '@type': 'Place', name: r.chance(0.25) ? `${cap(word(r))} Arena` : venue },
      };
      return {
        path: `/match/${hash(home + away + index).toString(36)}`,
        title: `${home} ${hg}–${ag} ${away}`,
        body: b ? others + article : article + (r.chance(0.3) ? adHtml(ctx) : '') + others,
        truth,
        ...(ctx.jsonld ? { ld } : {}),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Weather forecasts (list): days as cards, table rows or table columns; a hidden °F twin

function weatherPlan(ctx: Ctx): TopicPlan {
  const { r, c } = ctx;
  const layout = r.pick(['cards', 'rows', 'columns'] as const);
  const withDate = r.chance(0.6);
  const withRain = r.chance(0.5);
  const twin = r.chance(0.5);
  const icons = r.chance(0.5);
  const deg = (n: number, role: string): string => {
    const t = (v: number): string => `${v < 0 ? (ctx.trueMinus ? '\u2212' : '-') : ''}${Math.abs(v)}°`;
    const f = Math.round((n * 9) / 5 + 32);
    return `<span class="${c(role)}" data-unit="c">${t(n)}</span>${twin ? `<span class="${c(role)}" data-unit="f" hidden>${t(f)}</span>` : ''}`;
  };
  const condHtml = (text: string): string =>
    icons
      ? `<i class="${c('icon')}" role="img" aria-label="${esc(text)}"></i><span class="${c('sr-only')}">${esc(text)}</span>`
      : `<span class="${c('condition')}">${esc(text)}</span>`;
  const item: Record<string, unknown> = { day: STR, high: INT, low: INT, condition: STR };
  if (withRain) item.rain_chance = INT;
  const cities = (): string => cap(word(r));
  return {
    kind: 'list',
    layout,
    list: 'days',
    prompt: `List the forecast days: for each, the day as shown, the high and low temperature in °C, the conditions${withRain ? ' and the chance of rain in %, where given' : ''}.`,
    schema: listSchema('days', item, ['day', 'high', 'low']),
    page(index, b) {
      const city = cities();
      const n = r.pick([5, 7, 7, 10, 14]);
      const start = r.int(0, 6);
      const dom = r.int(1, 17);
      const days = Array.from({ length: n }, (_, i) => {
        const [short, long] = WEEKDAYS[ctx.lang][(start + i) % 7] ?? ['?', '?'];
        const low = r.int(-8, 18);
        const ci = r.int(0, 7);
        const rainy = ci >= 3 && ci <= 6;
        return {
          shown: withDate ? `${short} ${dom + i}` : short,
          html: `<abbr title="${long}">${short}</abbr>${withDate ? ` ${dom + i}` : ''}`,
          high: low + r.int(2, 13),
          low,
          condition: CONDITIONS[ctx.lang][ci] ?? '',
          rain: rainy ? r.pick([20, 30, 40, 60, 80, 90]) : 0,
        };
      });
      const truth = days.map((d) => {
        const rec: Record<string, unknown> = { day: d.shown, high: d.high, low: d.low, condition: d.condition };
        if (withRain && d.rain) rec.rain_chance = d.rain;
        return rec;
      });
      const rain = (v: number): string =>
        withRain && v ? `<meter class="${c('rain')}" min="0" max="100" value="${v}">${v}\u00a0%</meter>` : '';
      let list: string;
      if (layout === 'cards')
        list = `<ol class="${c('days')}">${days.map((d) => `<li class="${c('day-card')}"><span class="${c('day')}">${d.html}</span>${condHtml(d.condition)}<span class="${c('hi')}">${deg(d.high, 'temp')}</span> / <span class="${c('lo')}">${deg(d.low, 'temp')}</span> ${rain(d.rain)}</li>`).join('')}</ol>`;
      else if (layout === 'rows')
        list = `<table class="${c('days')}"><thead><tr><th>${label(ctx, 'day')}</th><th>${label(ctx, 'high')}</th><th>${label(ctx, 'low')}</th><th>${label(ctx, 'condition')}</th>${withRain ? `<th>${label(ctx, 'precip')}</th>` : ''}</tr></thead><tbody>${days.map((d) => `<tr><th scope="row">${d.html}</th><td>${deg(d.high, 'temp')}</td><td>${deg(d.low, 'temp')}</td><td>${condHtml(d.condition)}</td>${withRain ? `<td>${rain(d.rain)}</td>` : ''}</tr>`).join('')}</tbody></table>`;
      else
        list = `<table class="${c('days')}"><thead><tr><td></td>${days.map((d) => `<th scope="col">${d.html}</th>`).join('')}</tr></thead><tbody><tr><th scope="row">${label(ctx, 'high')}</th>${days.map((d) => `<td>${deg(d.high, 'temp')}</td>`).join('')}</tr><tr><th scope="row">${label(ctx, 'low')}</th>${days.map((d) => `<td>${deg(d.low, 'temp')}</td>`).join('')}</tr><tr><th scope="row">${label(ctx, 'condition')}</th>${days.map((d) => `<td>${condHtml(d.condition)}</td>`).join('')}</tr>${withRain ? `<tr><th scope="row">${label(ctx, 'precip')}</th>${days.map((d) => `<td>${rain(d.rain)}</td>`).join('')}</tr>` : ''}</tbody></table>`;
      const nowTemp = r.int(-5, 25);
      const now = r.chance(0.7)
        ? `<section class="${c('now')}"><h2>${label(ctx, 'now')}</h2><div class="${c('day-card')}">${condHtml(r.pick(CONDITIONS[ctx.lang]))}<span class="${c('hi')}">${deg(nowTemp, 'temp')}</span></div></section>`
        : '';
      const hourly = `<ol class="${c('hours')}">${Array.from({ length: 6 }, (_, h) => `<li>${String(h * 3).padStart(2, '0')}:00 ${deg(r.int(-5, 25), 'temp')} ${esc(r.pick(CONDITIONS[ctx.lang]))}</li>`).join('')}</ol>`;
      const body = `<h1 class="${c('page-title')}">${esc(city)} — ${label(ctx, 'forecast')}</h1>${b ? '' : now}${tabsHtml(
        ctx,
        [
          [label(ctx, 'forecast'), list],
          [label(ctx, 'hourly'), hourly],
        ],
      )}${b ? now : ''}${r.chance(0.3) ? adHtml(ctx) : ''}`;
      return {
        path: `/forecast/${city.toLowerCase()}`,
        title: `${city} — ${label(ctx, 'forecast')}`,
        body,
        truth: { days: truth },
      };
    },
    empty() {
      const city = cities();
      return {
        path: `/forecast/${city.toLowerCase()}`,
        title: `${city} — ${label(ctx, 'forecast')}`,
        body: `<h1 class="${c('page-title')}">${esc(city)} — ${label(ctx, 'forecast')}</h1><p class="${c('empty')}">${label(ctx, 'noResults')}</p>`,
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Comparison grids (list): the RECORDS ARE COLUMNS — one column a plan or a model, one row an attribute

function gridPlan(ctx: Ctx): TopicPlan {
  const { r, c } = ctx;
  const subject = r.pick(['plans', 'models'] as const);
  const form = r.pick(['table', 'div'] as const);
  const brand = cap(word(r));
  const support = [cap(word(r)), `${cap(word(r))} 24/7`, `${label(ctx, 'email')} + ${cap(word(r))}`];
  const check = (yes: boolean): string =>
    `<span class="${c(yes ? 'yes' : 'no')}" role="img" aria-label="${label(ctx, yes ? 'included' : 'notIncluded')}">${yes ? '✓' : '—'}</span>`;
  const item: Record<string, unknown> =
    subject === 'plans'
      ? { name: STR, price: NUM, storage: STR, users: INT, support: STR, sso: { type: 'boolean' } }
      : { name: STR, price: NUM, weight: STR, battery: STR, rating: NUM };
  /** One row of the grid: its label cell and one cell a column. */
  const rowHtml = (head: string, cells: string[], role: string): string =>
    form === 'table'
      ? `<tr class="${c(role)}"><th scope="row">${head}</th>${cells.map((x) => `<td>${x}</td>`).join('')}</tr>`
      : `<div role="row" class="${c(role)}"><div role="rowheader" class="${c('grid-label')}">${head}</div>${cells.map((x) => `<div role="cell" class="${c('grid-cell')}">${x}</div>`).join('')}</div>`;
  return {
    kind: 'list',
    layout: `columns-${form}`,
    list: subject,
    prompt:
      subject === 'plans'
        ? 'List every plan in the comparison: name, monthly price, storage, number of users, support level and whether single sign-on is included.'
        : 'List every model in the comparison: name, price, weight, battery life and rating.',
    schema: listSchema(subject, item, ['name']),
    page(index, b) {
      const n = r.pick([2, 3, 3, 4, 4, 5]);
      const popular = r.int(0, n - 1);
      const names =
        subject === 'plans'
          ? distinct(n, () => cap(word(r)))
          : distinct(n, () => `${brand} ${word(r, 1, 2).toUpperCase()} ${r.int(2, 9)}`);
      const prices = names
        .map((_, i) => round(r.int(3, 9) * (i + 1) + r.pick([0, 0.5, 0.99]), 2))
        .sort((x, y) => x - y);
      const records: Array<Record<string, unknown>> = names.map((name, i) => ({ name, price: prices[i] }));
      const rows: string[] = [];
      const priceCell = (p: number): string =>
        subject === 'plans'
          ? `<span data-billing="monthly">${moneyHtml(ctx, p, 'price')} <span class="${c('per')}">${label(ctx, 'perMonth')}</span></span><span data-billing="yearly" hidden>${moneyHtml(ctx, round(p * 10, 2), 'price')}</span>`
          : moneyHtml(ctx, p, 'price');
      rows.push(rowHtml(label(ctx, 'price'), prices.map(priceCell), 'price-row'));
      if (subject === 'plans') {
        const storage = names.map((_, i) => `${[5, 20, 50, 200, 1000][i] ?? 2000}\u00a0GB`);
        const users = names.map((_, i) => (i === n - 1 && r.chance(0.5) ? null : ([1, 5, 10, 25, 100][i] ?? 500)));
        const sup = names.map((_, i) => support[Math.min(i, support.length - 1)] ?? '');
        const sso = names.map((_, i) => i >= n - 2);
        const showSso = r.chance(0.8);
        records.forEach((rec, i) => {
          rec.storage = (storage[i] ?? '').replace('\u00a0', ' ');
          if (users[i] !== null) rec.users = users[i];
          rec.support = sup[i];
          if (showSso) rec.sso = sso[i];
        });
        rows.push(rowHtml(label(ctx, 'storage'), storage, 'row'));
        rows.push(
          rowHtml(
            label(ctx, 'seats'),
            users.map((u) => (u === null ? '∞' : groupInt(u, ctx.lang))),
            'row',
          ),
        );
        rows.push(rowHtml(label(ctx, 'support'), sup.map(esc), 'row'));
        if (showSso) rows.push(rowHtml(label(ctx, 'sso'), sso.map(check), 'row'));
        if (r.chance(0.4))
          rows.push(
            rowHtml(
              label(ctx, 'trial'),
              names.map(() => `${r.pick([7, 14, 30])} d`),
              'row',
            ),
          );
      } else {
        const weights = names.map(() => `${decimal(r.int(4, 40) / 10, 1, ctx.lang)} kg`);
        const battery = names.map(() => `${r.int(4, 30)} h`);
        const ratings = names.map(() => (r.chance(0.8) ? round(r.int(30, 50) / 10, 1) : null));
        records.forEach((rec, i) => {
          rec.weight = weights[i];
          rec.battery = battery[i];
          if (ratings[i] !== null) rec.rating = ratings[i];
        });
        rows.push(rowHtml(label(ctx, 'weight'), weights, 'row'));
        rows.push(rowHtml(label(ctx, 'battery'), battery, 'row'));
        rows.push(
          rowHtml(
            label(ctx, 'rating'),
            ratings.map((v) => (v === null ? '—' : starsHtml(ctx, v, true))),
            'row',
          ),
        );
      }
      const headCell = (name: string, i: number): string =>
        `${i === popular ? `<span class="${c('badge')}">${label(ctx, 'mostPopular')}</span>` : ''}<span class="${c('col-name')}">${esc(name)}</span>`;
      const choose = names.map(
        (name) => `<a class="${c('cta')}" href="/signup?plan=${encodeURIComponent(name)}">${label(ctx, 'choose')}</a>`,
      );
      const grid =
        form === 'table'
          ? `<table class="${c('compare')}"><thead><tr><td></td>${names.map((name, i) => `<th scope="col">${headCell(name, i)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody>${b ? `<tfoot>${rowHtml('', choose, 'cta-row')}</tfoot>` : ''}</table>`
          : `<div role="table" class="${c('compare')}"><div role="row" class="${c('grid-head')}"><div role="columnheader"></div>${names.map((name, i) => `<div role="columnheader" class="${c('grid-cell')}">${headCell(name, i)}</div>`).join('')}</div>${rows.join('')}${b ? rowHtml('', choose, 'cta-row') : ''}</div>`;
      const toggle =
        subject === 'plans'
          ? `<div class="${c('billing')}" role="radiogroup"><button role="radio" aria-checked="true">${label(ctx, 'monthly')}</button><button role="radio" aria-checked="false">${label(ctx, 'yearly')}</button></div>`
          : '';
      const title =
        subject === 'plans' ? `${brand} — ${label(ctx, 'compare')}` : `${brand} — ${label(ctx, 'compareModels')}`;
      const path = `/compare/${hash(`${index}:${names.join()}`).toString(36)}`;
      return {
        path,
        title,
        body: `<h1 class="${c('page-title')}">${esc(title)}</h1>${toggle}${grid}<p class="${c('fineprint')}">${esc(sentence(ctx, brand))}</p>`,
        truth: { [subject]: records },
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Course catalogues and staff directories (lists): table rows or cards, a featured entry apart

function catalogPlan(ctx: Ctx): TopicPlan {
  const { r, c } = ctx;
  const subject = r.pick(['courses', 'staff'] as const);
  const form = r.pick(['table', 'cards'] as const);
  const dept = cap(word(r, 1, 2))
    .toUpperCase()
    .slice(0, 4);
  const domain = `${word(r)}.example`;
  const bar = r.chance(0.5);
  const officeShown = r.chance(0.5);
  const dayPairs: Record<Lang, Array<[string, string]>> = {
    en: [
      ['MW', 'Monday, Wednesday'],
      ['TTh', 'Tuesday, Thursday'],
      ['F', 'Friday'],
    ],
    de: [
      ['Mo/Mi', 'Montag, Mittwoch'],
      ['Di/Do', 'Dienstag, Donnerstag'],
      ['Fr', 'Freitag'],
    ],
    fr: [
      ['lu/me', 'lundi, mercredi'],
      ['ma/je', 'mardi, jeudi'],
      ['ve', 'vendredi'],
    ],
    es: [
      ['L/X', 'lunes, miércoles'],
      ['M/J', 'martes, jueves'],
      ['V', 'viernes'],
    ],
  };
  const item: Record<string, unknown> =
    subject === 'courses'
      ? { code: STR, title: STR, credits: NUM, instructor: STR, schedule: STR, enrolled: INT }
      : { name: STR, role: STR, department: STR, phone: STR, email: STR, office: STR };
  const heads =
    subject === 'courses'
      ? ['code', 'course', 'credits', 'instructor', 'schedule', 'enrolled']
      : ['name', 'role', 'department', 'phone', 'email', 'office'];
  /** One entry: its truth and its cells' markup, in the order of `heads`. */
  const entry = (): { truth: Record<string, unknown>; cells: string[] } => {
    if (subject === 'courses') {
      const code = `${dept} ${r.int(100, 499)}`;
      const title = `${cap(word(r))} ${r.pick(['Methods', 'Foundations', 'Seminar', 'Studio', 'Theory'])}`;
      const credits = r.pick([1, 2, 3, 4, 5, 6, 1.5, 7.5]);
      const instructor = personName(r);
      const [abbr, long] = r.pick(dayPairs[ctx.lang]);
      const startH = r.int(8, 17);
      const time = `${startH}:${r.pick(['00', '15', '30'])}–${startH + r.pick([1, 2])}:${r.pick(['00', '15', '45'])}`;
      const capacity = r.pick([20, 30, 40, 60, 120]);
      const enrolled = r.int(0, capacity);
      const seats = bar
        ? `<progress class="${c('seats')}" value="${enrolled}" max="${capacity}">${enrolled}/${capacity}</progress> <span class="${c('seats-text')}">${enrolled}/${capacity}</span>`
        : `<span class="${c('seats-text')}">${enrolled}/${capacity}</span>`;
      return {
        truth: { code, title, credits, instructor, schedule: `${abbr} ${time}`, enrolled },
        cells: [
          `<span class="${c('code')}">${code}</span>`,
          `<a class="${c('title')}" href="/course/${code.replace(' ', '-').toLowerCase()}">${esc(title)}</a>`,
          decimal(credits, Number.isInteger(credits) ? 0 : 1, ctx.lang),
          esc(instructor),
          `<abbr title="${long}">${abbr}</abbr> ${time}`,
          seats,
        ],
      };
    }
    const name = personName(r);
    const role = `${cap(word(r))} ${r.pick(['Lead', 'Officer', 'Coordinator', 'Analyst', 'Steward'])}`;
    const department = `${cap(word(r))} ${r.pick(['Office', 'Lab', 'Services', 'Desk'])}`;
    const phone = `+99 ${r.int(10, 99)} ${r.int(100, 999)} ${r.int(1000, 9999)}`;
    const email = `${name.toLowerCase().replace(' ', '.')}@${domain}`;
    const office = officeShown && r.chance(0.7) ? `${cap(word(r, 1, 1))}-${r.int(100, 499)}` : '';
    const truth: Record<string, unknown> = { name, role, department, phone, email };
    if (office) truth.office = office;
    return {
      truth,
      cells: [
        `<a class="${c('person-name')}" href="/people/${name.toLowerCase().replace(' ', '-')}">${esc(name)}</a>`,
        esc(role),
        esc(department),
        `<a href="tel:${phone.replace(/ /g, '')}">${phone}</a>`,
        `<a href="mailto:${email}">${email}</a>`,
        office,
      ],
    };
  };
  const render = (entries: Array<{ cells: string[] }>, role: string): string =>
    form === 'table'
      ? entries
          .map(
            (e) =>
              `<tr class="${c(role)}">${e.cells.map((x, i) => (i === 0 ? `<th scope="row">${x}</th>` : `<td>${x}</td>`)).join('')}</tr>`,
          )
          .join('')
      : entries
          .map(
            (e) =>
              `<article class="${c(role)}"><h3 class="${c('entry-title')}">${e.cells[0]}${subject === 'courses' ? ` ${e.cells[1]}` : ''}</h3><dl>${e.cells
                .slice(subject === 'courses' ? 2 : 1)
                .map((x, i) =>
                  x ? `<dt>${label(ctx, heads[i + (subject === 'courses' ? 2 : 1)] ?? '')}</dt><dd>${x}</dd>` : '',
                )
                .join('')}</dl></article>`,
          )
          .join('');
  const title = label(ctx, subject === 'courses' ? 'courses' : 'staff');
  return {
    kind: 'list',
    layout: form,
    list: subject,
    prompt:
      subject === 'courses'
        ? 'List the courses of the catalogue listing (the featured course box is not part of it): code, title, credits, instructor, schedule as shown and how many students are enrolled.'
        : 'List the people of the directory listing (the featured spotlight is not part of it): name, role, department, phone, email and office (where given).',
    schema: listSchema(subject, item, subject === 'courses' ? ['code', 'title'] : ['name']),
    page(index, b) {
      const entries = Array.from({ length: r.int(3, 14) }, entry);
      const featured = r.chance(0.4) ? entry() : null;
      const ad = r.chance(0.3) ? adHtml(ctx) : '';
      const cut = r.int(1, entries.length - 1);
      let list: string;
      if (form === 'table') {
        const headRow = `<tr>${heads.map((h) => `<th scope="col">${label(ctx, h)}</th>`).join('')}</tr>`;
        const adRow = ad ? `<tr class="${c('ad-row')}"><td colspan="${heads.length}">${ad}</td></tr>` : '';
        list = `<table class="${c('directory')}"><thead>${headRow}</thead><tbody>${render(entries.slice(0, cut), 'entry')}${adRow}${render(entries.slice(cut), 'entry')}</tbody></table>`;
      } else
        list = `<div class="${c('directory')}">${render(entries.slice(0, cut), 'entry')}${ad}${render(entries.slice(cut), 'entry')}</div>`;
      const spotlight = featured
        ? `<section class="${c('featured')}"><h2>${label(ctx, 'featured')}</h2>${form === 'table' ? `<table class="${c('directory')}"><tbody>${render([featured], 'entry')}</tbody></table>` : render([featured], 'entry')}</section>`
        : '';
      const pager = `<nav class="${c('pager')}"><span>${label(ctx, 'page')} ${index + 1}</span> <a rel="next" href="?page=${index + 2}">${label(ctx, 'next')}</a></nav>`;
      return {
        path: `/${subject}?page=${index + 1}`,
        title: `${title} — ${label(ctx, 'page')} ${index + 1}`,
        body: `<h1 class="${c('page-title')}">${title}</h1>${b ? '' : spotlight}${list}${b ? spotlight : ''}${pager}`,
        truth: { [subject]: entries.map((e) => e.truth) },
      };
    },
    empty(index) {
      return {
        path: `/${subject}?page=${index + 1}`,
        title: `${title} — ${label(ctx, 'page')} ${index + 1}`,
        body: `<h1 class="${c('page-title')}">${title}</h1><p class="${c('empty')}">${label(ctx, 'noResults')}</p>`,
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A site

/**
 * Topics in turn by seed, so every split holds each of them: six detail and six list slots
 * (each list topic twice). The language turns too; the rest is drawn.
 */
const ROTA: ReferenceTopic[] = [
  'package',
  'weather',
  'infobox',
  'grid',
  'recipe',
  'catalog',
  'quote',
  'weather',
  'profile',
  'grid',
  'match',
  'catalog',
];
const LANGS: Lang[] = ['en', 'de', 'fr', 'es'];

const PLANS: Record<ReferenceTopic, (ctx: Ctx) => TopicPlan> = {
  package: packagePlan,
  infobox: infoboxPlan,
  recipe: recipePlan,
  quote: quotePlan,
  profile: profilePlan,
  match: matchPlan,
  weather: weatherPlan,
  grid: gridPlan,
  catalog: catalogPlan,
};

export function generateReferenceSite(seed: number): ReferenceSite {
  const r = randomFor(hash(`reference:${seed}`));
  const topic = ROTA[seed % ROTA.length] ?? 'package';
  const lang = LANGS[(seed + Math.floor(seed / ROTA.length)) % LANGS.length] ?? 'en';
  const css = r.pick(['semantic', 'utility', 'hashed'] as const);
  const brand = `${cap(word(r))}${r.pick(['', 'hub', 'base', 'dex', 'ly'])}`;
  const ctx: Ctx = {
    r,
    seed,
    lang,
    css,
    c: classNamer(css, seed, word(r, 1, 2)),
    micro: r.chance(0.35),
    jsonld: r.chance(0.4),
    compact: r.chance(0.5),
    split: r.chance(0.4),
    trueMinus: r.chance(0.5),
    currency: lang === 'en' ? r.pick(['$', '£']) : '€',
    brand,
  };
  const plan = PLANS[topic](ctx);
  const chrome = drawChrome(ctx);
  const origin = `https://${r.chance(0.5) ? 'www.' : ''}${brand.toLowerCase()}.${r.pick(['example', 'test', 'invalid'])}`;
  const count = r.chance(1 / 3) ? 12 : 20;
  // Error and empty pages: never pages 1–2 (the model learns there), 0–2 of the rest.
  const odd = new Set(r.sample(range(2, count - 1), r.pick([0, 1, 1, 2])));
  const ab = r.chance(0.4);
  const pages: ReferencePage[] = [];
  for (let index = 0; index < count; index++) {
    const b = ab && index > 0 && r.chance(0.3);
    if (odd.has(index)) {
      const empty = plan.empty && plan.list && r.chance(0.6) ? plan.empty(index) : null;
      if (empty && plan.list) {
        pages.push({
          url: origin + empty.path,
          html: shell(ctx, chrome, empty, false),
          truth: { [plan.list]: [] },
          odd: true,
        });
        continue;
      }
      const path = `/${word(r)}/${r.int(1000, 9999)}`;
      pages.push({
        url: origin + path,
        html: shell(ctx, chrome, { title: `404 — ${label(ctx, 'notFound')}`, body: errorBody(ctx) }, false),
        truth: {},
        odd: true,
      });
      continue;
    }
    const page = plan.page(index, b);
    pages.push({ url: origin + page.path, html: shell(ctx, chrome, page, b), truth: page.truth, odd: false });
  }
  return {
    name: `reference-${seed}-${topic}`,
    kind: plan.kind,
    topic,
    style: `${plan.layout}/${css}/${lang}`,
    prompt: plan.prompt,
    schema: plan.schema,
    pages,
  };
}
