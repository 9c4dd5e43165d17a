/**
 * Generated same-template sites for the recipe bench whose records are NOT shop product cards:
 * "feeds and tables". Written blind — without reading the recipe learner, the grounding code or
 * the other generated families — as an outside check of the learner.
 *
 * What is modelled, one template a site (20 pages, or 12 for about a third of the seeds):
 *  - topics: forum threads (posts: author, posted, own text, likes), reviews (reviewer, rating,
 *    date, title), data tables (league tables, leaderboards, price comparisons: rank, name,
 *    points / score / price, change), job boards, real-estate listings, event calendars,
 *    news/blog indexes and search results; about 3 sites in 4 are LIST pages, the rest DETAIL
 *    pages (a job ad, a listing, an event, an article with tags and a reading time);
 *  - records as table rows (header row, a totals footer on some, rank cells spanning tied rows),
 *    `<ul>`/`<ol>` items, `<article>` cards, definition lists (a fact list in each card, or a
 *    calendar whose `<dt>` date heads the events under it), old forum tables, threaded replies
 *    nested inside posts, a post quoting another post (the quote is not the post's own text);
 *  - traps the prompt tells the model to leave out: pinned/sticky posts, featured or sponsored
 *    items and ads interleaved with the records (same markup plus a badge), a "trending" sidebar
 *    list styled exactly like the records, a "people also ask" box, a totals row, a related-items
 *    block on detail pages, a banner on some pages only;
 *  - per site: labels in en/de/fr/es, semantic, utility or hashed class names, labelled or bare
 *    values, a date style (ISO, long, short, US, relative for recent dates), thousands separators
 *    of the language, pagination or "load more", an A/B variant of the template on some pages;
 *  - per page: record counts that vary, an empty page ("No results", truth `{ <array>: [] }`),
 *    an error page on most sites (truth `{}`), optional fields shown on some records only.
 *
 * The truth is what a careful, perfect model answers for the site's one fixed prompt and schema:
 * values exactly as shown (strings trimmed, numbers as numbers, list fields split into items,
 * relative dates as the same text), optional fields left out where not shown, the excluded items
 * left out. Every name, word and value is invented.
 *
 * Split: dev seeds 1–30 (looked at), held-out seeds 6001–6030 (figures only, never their misses),
 * stress seeds 8100–8159 (in neither split).
 */
import { randomFor, type Random } from './random';

export interface FeedsSite {
  name: string;
  kind: 'detail' | 'list';
  topic: string;
  style: string;
  prompt: string;
  schema: Record<string, unknown>;
  pages: Array<{ url: string; html: string; truth: Record<string, unknown>; odd: boolean }>;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const FEEDS_DEV_SEEDS = range(1, 30);
export const FEEDS_HELD_OUT_SEEDS = range(6001, 6030);
export const FEEDS_STRESS_SEEDS = range(8100, 8159);

type Lang = 'en' | 'de' | 'fr' | 'es';
type Topic = 'forum' | 'reviews' | 'table' | 'jobs' | 'listings' | 'events' | 'news' | 'search';
type ClassStyle = 'semantic' | 'utility' | 'hashed';
type Layout = 'table' | 'ul' | 'ol' | 'article' | 'div' | 'dl' | 'legacy';
type Variant = 'A' | 'B';
type Role = 'record' | 'reply' | 'pinned' | 'featured' | 'ad' | 'trending' | 'related' | 'box';

/** One shown item of a page, in page order, for the sanity test: its role and a text that names it. */
export interface FeedsPlanItem {
  role: Role;
  key: string;
}

// ---------------------------------------------------------------------------------------------
// Words of the four languages.

interface Words {
  months: readonly string[];
  monthsShort: readonly string[];
  days: readonly string[];
  colon: string;
  ago: (n: number, unit: 'hour' | 'day') => string;
  yesterday: string;
  labels: Record<string, readonly [string, string]>;
  by: string;
  likes: (n: string) => string;
  comments: (n: string) => string;
  minRead: (n: number) => string;
  free: string;
  perYear: string;
  perMonth: string;
  roomsUnit: (n: string) => string;
  sponsored: string;
  featured: string;
  pinned: string;
  trending: string;
  related: string;
  wrote: string;
  reply: string;
  loadMore: string;
  next: string;
  prev: string;
  noResults: string;
  notFound: string;
  notFoundBody: string;
  results: (n: string) => string;
  total: string;
  average: string;
  helpful: (n: number) => string;
  postsCount: string;
  banners: readonly string[];
  nav: readonly string[];
  peopleAsk: string;
  relatedSearches: string;
  topReview: string;
  averageRating: (r: string, n: string) => string;
  types: readonly string[];
  features: readonly string[];
  tags: readonly string[];
  skills: readonly string[];
  open: readonly string[];
  tail: readonly string[];
  reviewA: readonly string[];
  reviewB: readonly string[];
  headlines: readonly string[];
  things: readonly string[];
  summaryA: readonly string[];
  summaryB: readonly string[];
  eventA: readonly string[];
  eventB: readonly string[];
  eventJoin: (a: string, b: string) => string;
  venue: (w: string) => string;
  placeEnds: readonly string[];
  surnameEnds: readonly string[];
  company: readonly string[];
  team: (place: string, r: Random) => string;
  listing: (r: Random, place: string) => string;
  jobRoles: readonly string[];
  jobDomains: readonly string[];
  job: (role: string, domain: string) => string;
  aboutRole: string;
  aboutPlace: string;
  aboutEvent: string;
  league: string;
  leaderboard: string;
  comparison: string;
  jobsHeading: string;
  listingsHeading: string;
  eventsHeading: string;
  newsHeading: string;
  reviewsHeading: string;
  searchHeading: string;
  threadHeading: string;
  teamHead: string;
  playerHead: string;
  shopHead: string;
  played: string;
  shipping: string;
}

const EN: Words = {
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  colon: ':',
  ago: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`,
  yesterday: 'yesterday',
  labels: {
    author: ['Posted by', 'Author'],
    posted: ['Posted', 'Date'],
    likes: ['Likes', 'Liked'],
    reviewer: ['Reviewer', 'Written by'],
    rating: ['Rating', 'Score'],
    date: ['Date', 'Published'],
    title: ['Title', 'Headline'],
    rank: ['#', 'Pos'],
    points: ['Pts', 'Points'],
    score: ['Score', 'Points'],
    price: ['Price', 'Cost'],
    change: ['Change', 'Trend'],
    company: ['Company', 'Employer'],
    location: ['Location', 'Where'],
    salary: ['Salary', 'Pay'],
    area: ['Area', 'Floor area'],
    rooms: ['Rooms', 'Bedrooms'],
    venue: ['Venue', 'Where'],
    comments: ['Comments', 'Replies'],
    type: ['Job type', 'Contract'],
    organizer: ['Organizer', 'Hosted by'],
    reading_time: ['Reading time', 'Length'],
    tags: ['Tags', 'Topics'],
    features: ['Features', 'Amenities'],
    skills: ['Skills', 'Requirements'],
    name: ['Event', 'What'],
    headline: ['Headline', 'Story'],
  },
  by: 'By',
  likes: (n) => `${n} likes`,
  comments: (n) => `${n} comments`,
  minRead: (n) => `${n} min read`,
  free: 'Free',
  perYear: 'a year',
  perMonth: '/month',
  roomsUnit: (n) => `${n} rooms`,
  sponsored: 'Sponsored',
  featured: 'Featured',
  pinned: 'Pinned',
  trending: 'Trending now',
  related: 'You may also like',
  wrote: 'wrote:',
  reply: 'Reply',
  loadMore: 'Load more',
  next: 'Next',
  prev: 'Previous',
  noResults: 'No results found.',
  notFound: 'Page not found',
  notFoundBody: 'The page you asked for has moved or never existed.',
  results: (n) => `${n} results`,
  total: 'Total',
  average: 'Average price',
  helpful: (n) => `Helpful (${n})`,
  postsCount: 'Posts',
  banners: ['Members save 10% on renewals this month.', 'Scheduled maintenance on Sunday from 02:00 to 04:00.'],
  nav: ['Home', 'Browse', 'Help', 'Sign in'],
  peopleAsk: 'People also ask',
  relatedSearches: 'Related searches',
  topReview: 'Most helpful review',
  averageRating: (r, n) => `${r} out of 5 · ${n} reviews`,
  types: ['Full-time', 'Part-time', 'Contract', 'Temporary'],
  features: ['Balcony', 'Lift', 'Garden', 'Parking space', 'Cellar', 'Fitted kitchen', 'Bike storage'],
  tags: ['Transport', 'Housing', 'Local politics', 'Culture', 'Weather', 'Schools', 'Markets', 'Sport'],
  skills: [
    'Forklift licence',
    'Spreadsheets',
    'Customer care',
    'Shift work',
    'Team leadership',
    'Route planning',
    'First aid',
  ],
  open: [
    'Has anyone else noticed that',
    'Quick update:',
    'I finally tested whether',
    'For what it is worth,',
    'Same problem here -',
    'After two weeks I can say that',
    'Honest question: is it true that',
    'Following up on my last post,',
  ],
  tail: [
    'the {X} kit drains its battery overnight.',
    'the {X} firmware fixed the rattling for me.',
    'the {X} hinge needs a drop of oil every month.',
    'swapping the {X} filter made a big difference.',
    'the {X} app forgets my settings after a restart.',
    'nobody at {X} support answered my ticket.',
    'the {X} manual skips the calibration step.',
    'the {X} bracket is cheaper at the corner shop.',
    'the {X} beta is stable enough for daily use.',
  ],
  reviewA: ['Sturdy', 'Solid', 'Disappointing', 'Lovely', 'Noisy', 'Compact', 'Overpriced', 'Reliable', 'Fiddly'],
  reviewB: [
    'but the lid rattles',
    'and easy to clean',
    'after the update',
    'for the price',
    'for a weekend stay',
    'once you read the manual',
    'with friendly staff',
    'in a small flat',
  ],
  headlines: [
    '{P} council approves new {t}',
    'Why the {X} {t} is running late',
    '{P} opens its first {t} in a decade',
    'Residents of {P} split over {t} plans',
    'Inside the {X} {t}: a quiet success',
    'What the {P} {t} vote means for you',
  ],
  things: ['tram line', 'library', 'cycle bridge', 'market hall', 'flood barrier', 'night bus', 'harbour walk'],
  summaryA: [
    'The plan was drafted over two winters.',
    'Work is due to start in spring.',
    'The vote passed by a narrow margin.',
    'Local traders asked for a delay.',
    'The budget has grown by a third.',
    'A second hearing is planned.',
  ],
  summaryB: [
    'Critics say the costs were never shown.',
    'Supporters expect more visitors.',
    'The route will be reviewed again.',
    'Neighbours were invited to comment.',
    'A final decision is expected soon.',
  ],
  eventA: ['Harbour', 'Lantern', 'Autumn', 'Midnight', 'Riverside', 'Winter', 'Copper', 'Garden'],
  eventB: ['Jazz Evening', 'Night Market', 'Poetry Slam', 'Book Fair', 'Film Club', 'Choir Concert', 'Quiz Night'],
  eventJoin: (a, b) => `${a} ${b}`,
  venue: (w) => `${w} ${['Hall', 'Theatre', 'Warehouse', 'Arts Centre'][w.length % 4]}`,
  placeEnds: ['ford', 'wick', 'by', 'ton', 'mere'],
  surnameEnds: ['son', 'ley', 'ton', 'well'],
  company: ['Logistics', 'Systems', 'Analytics', 'Foods', 'Labs', 'Works'],
  team: (place, r) => `${place} ${r.pick(['Rovers', 'Athletic', 'United', 'Wanderers', 'Town'])}`,
  listing: (r, place) =>
    `${r.pick(['Bright', 'Quiet', 'Renovated', 'Spacious', 'Cosy', 'Top-floor'])} ${r.pick(['flat', 'loft', 'townhouse', 'studio', 'maisonette', 'cottage'])} ${r.pick(['near', 'in', 'close to'])} ${place}`,
  jobRoles: ['Analyst', 'Engineer', 'Coordinator', 'Specialist', 'Manager', 'Technician', 'Designer'],
  jobDomains: ['Data', 'Payroll', 'Warehouse', 'Frontend', 'Field Service', 'Procurement', 'Quality', 'Support'],
  job: (role, domain) => `${domain} ${role}`,
  aboutRole: 'About the role',
  aboutPlace: 'About this home',
  aboutEvent: 'About the event',
  league: 'League table',
  leaderboard: 'Leaderboard',
  comparison: 'Price comparison',
  jobsHeading: 'Jobs',
  listingsHeading: 'Homes for sale and rent',
  eventsHeading: "What's on",
  newsHeading: 'Latest stories',
  reviewsHeading: 'Customer reviews',
  searchHeading: 'Search results',
  threadHeading: 'Thread',
  teamHead: 'Team',
  playerHead: 'Player',
  shopHead: 'Shop',
  played: 'P',
  shipping: 'Shipping',
};

const DE: Words = {
  months: [
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
  monthsShort: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  days: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  colon: ':',
  ago: (n, unit) => (unit === 'hour' ? `vor ${n} Stunde${n === 1 ? '' : 'n'}` : `vor ${n} Tag${n === 1 ? '' : 'en'}`),
  yesterday: 'gestern',
  labels: {
    author: ['Verfasst von', 'Autor'],
    posted: ['Geschrieben', 'Datum'],
    likes: ['Gefällt', 'Likes'],
    reviewer: ['Bewertet von', 'Von'],
    rating: ['Bewertung', 'Note'],
    date: ['Datum', 'Veröffentlicht'],
    title: ['Titel', 'Überschrift'],
    rank: ['Pl.', 'Rang'],
    points: ['Pkt.', 'Punkte'],
    score: ['Punkte', 'Wertung'],
    price: ['Preis', 'Kosten'],
    change: ['Veränderung', 'Trend'],
    company: ['Unternehmen', 'Arbeitgeber'],
    location: ['Standort', 'Ort'],
    salary: ['Gehalt', 'Vergütung'],
    area: ['Wohnfläche', 'Fläche'],
    rooms: ['Zimmer', 'Räume'],
    venue: ['Ort', 'Veranstaltungsort'],
    comments: ['Kommentare', 'Antworten'],
    type: ['Anstellungsart', 'Vertrag'],
    organizer: ['Veranstalter', 'Gastgeber'],
    reading_time: ['Lesezeit', 'Dauer'],
    tags: ['Schlagwörter', 'Themen'],
    features: ['Ausstattung', 'Merkmale'],
    skills: ['Kenntnisse', 'Anforderungen'],
    name: ['Veranstaltung', 'Was'],
    headline: ['Überschrift', 'Artikel'],
  },
  by: 'Von',
  likes: (n) => `${n} Gefällt mir`,
  comments: (n) => `${n} Kommentare`,
  minRead: (n) => `${n} Min. Lesezeit`,
  free: 'Eintritt frei',
  perYear: 'pro Jahr',
  perMonth: '/Monat',
  roomsUnit: (n) => `${n} Zi.`,
  sponsored: 'Anzeige',
  featured: 'Top-Angebot',
  pinned: 'Angeheftet',
  trending: 'Gerade beliebt',
  related: 'Das könnte Sie auch interessieren',
  wrote: 'schrieb:',
  reply: 'Antworten',
  loadMore: 'Mehr laden',
  next: 'Weiter',
  prev: 'Zurück',
  noResults: 'Keine Ergebnisse gefunden.',
  notFound: 'Seite nicht gefunden',
  notFoundBody: 'Die angeforderte Seite wurde verschoben oder existiert nicht.',
  results: (n) => `${n} Ergebnisse`,
  total: 'Gesamt',
  average: 'Durchschnittspreis',
  helpful: (n) => `Hilfreich (${n})`,
  postsCount: 'Beiträge',
  banners: [
    'Mitglieder sparen diesen Monat 10 % bei der Verlängerung.',
    'Wartungsarbeiten am Sonntag von 2 bis 4 Uhr.',
  ],
  nav: ['Start', 'Entdecken', 'Hilfe', 'Anmelden'],
  peopleAsk: 'Ähnliche Fragen',
  relatedSearches: 'Verwandte Suchanfragen',
  topReview: 'Hilfreichste Bewertung',
  averageRating: (r, n) => `${r} von 5 · ${n} Bewertungen`,
  types: ['Vollzeit', 'Teilzeit', 'Befristet', 'Minijob'],
  features: ['Balkon', 'Aufzug', 'Garten', 'Stellplatz', 'Keller', 'Einbauküche', 'Fahrradraum'],
  tags: ['Verkehr', 'Wohnen', 'Lokalpolitik', 'Kultur', 'Wetter', 'Schule', 'Wirtschaft', 'Sport'],
  skills: ['Staplerschein', 'Tabellenkalkulation', 'Kundenkontakt', 'Schichtarbeit', 'Teamführung', 'Erste Hilfe'],
  open: [
    'Hat noch jemand bemerkt, dass',
    'Kurzes Update:',
    'Ich habe endlich getestet, ob',
    'Zur Info:',
    'Gleiches Problem hier -',
    'Nach zwei Wochen kann ich sagen, dass',
    'Nachtrag zu meinem letzten Beitrag:',
  ],
  tail: [
    'das {X}-Set über Nacht den Akku leert.',
    'die {X}-Firmware das Klappern behoben hat.',
    'das {X}-Scharnier jeden Monat Öl braucht.',
    'der {X}-Filter einen großen Unterschied macht.',
    'die {X}-App nach dem Neustart alles vergisst.',
    'der {X}-Support nicht antwortet.',
    'im {X}-Handbuch die Kalibrierung fehlt.',
    'die {X}-Halterung im Laden günstiger ist.',
  ],
  reviewA: ['Robust', 'Solide', 'Enttäuschend', 'Schön', 'Laut', 'Kompakt', 'Zu teuer', 'Zuverlässig'],
  reviewB: [
    'aber der Deckel klappert',
    'und leicht zu reinigen',
    'nach dem Update',
    'für den Preis',
    'für ein Wochenende',
    'mit freundlichem Personal',
    'für kleine Wohnungen',
  ],
  headlines: [
    '{P} beschließt neue {t}',
    'Warum sich die {X}-{t} verzögert',
    '{P} eröffnet erste {t} seit zehn Jahren',
    'Streit in {P} um die {t}',
    'Was die Abstimmung über die {t} für {P} bedeutet',
  ],
  things: ['Straßenbahnlinie', 'Bibliothek', 'Radbrücke', 'Markthalle', 'Hochwassermauer', 'Nachtbuslinie'],
  summaryA: [
    'Der Plan entstand über zwei Winter.',
    'Die Arbeiten sollen im Frühjahr beginnen.',
    'Die Abstimmung fiel knapp aus.',
    'Händler baten um Aufschub.',
    'Das Budget ist um ein Drittel gewachsen.',
  ],
  summaryB: [
    'Kritiker bemängeln fehlende Zahlen.',
    'Befürworter erwarten mehr Besucher.',
    'Die Strecke wird erneut geprüft.',
    'Anwohner konnten Stellung nehmen.',
  ],
  eventA: ['Hafen', 'Laternen', 'Herbst', 'Mitternachts', 'Ufer', 'Winter', 'Kupfer', 'Garten'],
  eventB: ['Jazzabend', 'Nachtmarkt', 'Lesung', 'Flohmarkt', 'Kinoabend', 'Chorkonzert', 'Quizabend'],
  eventJoin: (a, b) => `${a}-${b}`,
  venue: (w) => `${w}${['halle', 'haus', '-Theater', 'keller'][w.length % 4]}`,
  placeEnds: ['brunn', 'feld', 'hausen', 'dorf', 'heim'],
  surnameEnds: ['mann', 'er', 'bauer', 'ke'],
  company: ['GmbH', 'Logistik GmbH', 'Werke AG', 'Technik KG'],
  team: (place, r) => `${r.pick(['FC', 'SV', 'TSV', 'SC'])} ${place}`,
  listing: (r, place) =>
    `${r.pick(['Helle', 'Ruhige', 'Renovierte', 'Großzügige', 'Gemütliche', 'Sanierte'])} ${r.pick(['Wohnung', 'Dachgeschosswohnung', 'Maisonette', 'Altbauwohnung', 'Gartenwohnung'])} in ${place}`,
  jobRoles: ['Sachbearbeiter', 'Techniker', 'Koordinator', 'Berater', 'Entwickler', 'Leiter'],
  jobDomains: ['Einkauf', 'Lager', 'Vertrieb', 'Buchhaltung', 'Qualität', 'Kundenservice', 'Logistik'],
  job: (role, domain) => `${role} ${domain} (m/w/d)`,
  aboutRole: 'Ihre Aufgaben',
  aboutPlace: 'Objektbeschreibung',
  aboutEvent: 'Über die Veranstaltung',
  league: 'Tabelle',
  leaderboard: 'Bestenliste',
  comparison: 'Preisvergleich',
  jobsHeading: 'Stellenangebote',
  listingsHeading: 'Wohnungen und Häuser',
  eventsHeading: 'Veranstaltungen',
  newsHeading: 'Neueste Artikel',
  reviewsHeading: 'Kundenbewertungen',
  searchHeading: 'Suchergebnisse',
  threadHeading: 'Thema',
  teamHead: 'Verein',
  playerHead: 'Spieler',
  shopHead: 'Händler',
  played: 'Sp.',
  shipping: 'Versand',
};

const FR: Words = {
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  monthsShort: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  days: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
  colon: ' :',
  ago: (n, unit) => `il y a ${n} ${unit === 'hour' ? 'heure' : 'jour'}${n === 1 ? '' : 's'}`,
  yesterday: 'hier',
  labels: {
    author: ['Publié par', 'Auteur'],
    posted: ['Publié', 'Date'],
    likes: ['J’aime', 'Mentions'],
    reviewer: ['Avis de', 'Par'],
    rating: ['Note', 'Évaluation'],
    date: ['Date', 'Publié le'],
    title: ['Titre', 'Intitulé'],
    rank: ['Rang', 'Pos.'],
    points: ['Pts', 'Points'],
    score: ['Score', 'Points'],
    price: ['Prix', 'Tarif'],
    change: ['Évolution', 'Variation'],
    company: ['Entreprise', 'Employeur'],
    location: ['Lieu', 'Localisation'],
    salary: ['Salaire', 'Rémunération'],
    area: ['Surface', 'Superficie'],
    rooms: ['Pièces', 'Chambres'],
    venue: ['Lieu', 'Salle'],
    comments: ['Commentaires', 'Réponses'],
    type: ['Contrat', 'Type de poste'],
    organizer: ['Organisateur', 'Proposé par'],
    reading_time: ['Temps de lecture', 'Durée'],
    tags: ['Étiquettes', 'Thèmes'],
    features: ['Équipements', 'Atouts'],
    skills: ['Compétences', 'Profil'],
    name: ['Événement', 'Quoi'],
    headline: ['Titre', 'Article'],
  },
  by: 'Par',
  likes: (n) => `${n} j’aime`,
  comments: (n) => `${n} commentaires`,
  minRead: (n) => `${n} min de lecture`,
  free: 'Gratuit',
  perYear: 'par an',
  perMonth: '/mois',
  roomsUnit: (n) => `${n} pièces`,
  sponsored: 'Sponsorisé',
  featured: 'À la une',
  pinned: 'Épinglé',
  trending: 'Tendances',
  related: 'Vous aimerez aussi',
  wrote: 'a écrit :',
  reply: 'Répondre',
  loadMore: 'Charger plus',
  next: 'Suivant',
  prev: 'Précédent',
  noResults: 'Aucun résultat.',
  notFound: 'Page introuvable',
  notFoundBody: 'La page demandée a été déplacée ou n’existe pas.',
  results: (n) => `${n} résultats`,
  total: 'Total',
  average: 'Prix moyen',
  helpful: (n) => `Utile (${n})`,
  postsCount: 'Messages',
  banners: ['Les membres économisent 10 % ce mois-ci.', 'Maintenance prévue dimanche de 2 h à 4 h.'],
  nav: ['Accueil', 'Parcourir', 'Aide', 'Connexion'],
  peopleAsk: 'Autres questions posées',
  relatedSearches: 'Recherches associées',
  topReview: 'Avis le plus utile',
  averageRating: (r, n) => `${r} sur 5 · ${n} avis`,
  types: ['CDI', 'CDD', 'Temps partiel', 'Intérim'],
  features: ['Balcon', 'Ascenseur', 'Jardin', 'Place de parking', 'Cave', 'Cuisine équipée', 'Local vélos'],
  tags: ['Transports', 'Logement', 'Politique locale', 'Culture', 'Météo', 'Écoles', 'Économie', 'Sport'],
  skills: ['Permis cariste', 'Tableur', 'Relation client', 'Travail posté', 'Management d’équipe', 'Secourisme'],
  open: [
    'Quelqu’un a remarqué que',
    'Petite mise à jour :',
    'J’ai enfin vérifié si',
    'Pour info,',
    'Même souci ici :',
    'Après deux semaines, je confirme que',
  ],
  tail: [
    'le kit {X} vide la batterie la nuit.',
    'le firmware {X} a réglé le bruit.',
    'la charnière {X} demande de l’huile chaque mois.',
    'changer le filtre {X} fait une vraie différence.',
    'l’appli {X} oublie mes réglages au redémarrage.',
    'le support {X} ne répond pas.',
    'le manuel {X} oublie l’étalonnage.',
    'le support mural {X} est moins cher en magasin.',
  ],
  reviewA: ['Solide', 'Décevant', 'Charmant', 'Bruyant', 'Compact', 'Trop cher', 'Fiable', 'Pratique'],
  reviewB: [
    'mais le couvercle vibre',
    'et facile à nettoyer',
    'après la mise à jour',
    'pour le prix',
    'pour un week-end',
    'avec un personnel aimable',
  ],
  headlines: [
    '{P} approuve un nouveau {t}',
    'Pourquoi le {t} {X} prend du retard',
    '{P} inaugure son premier {t} depuis dix ans',
    'À {P}, le projet de {t} divise',
  ],
  things: ['tramway', 'marché couvert', 'pont cyclable', 'parc urbain', 'centre culturel', 'port de plaisance'],
  summaryA: [
    'Le projet a mûri pendant deux hivers.',
    'Les travaux doivent commencer au printemps.',
    'Le vote a été serré.',
    'Les commerçants demandent un report.',
    'Le budget a augmenté d’un tiers.',
  ],
  summaryB: [
    'Les opposants réclament des chiffres.',
    'Les partisans attendent plus de visiteurs.',
    'Le tracé sera revu.',
    'Les riverains ont été consultés.',
  ],
  eventA: ['du port', 'des lanternes', 'd’automne', 'de minuit', 'des berges', 'd’hiver', 'du jardin'],
  eventB: [
    'Soirée jazz',
    'Marché nocturne',
    'Scène ouverte',
    'Salon du livre',
    'Ciné-club',
    'Concert de chœur',
    'Soirée quiz',
  ],
  eventJoin: (a, b) => `${b} ${a}`,
  venue: (w) => `${['Salle', 'Théâtre', 'La Halle', 'Maison'][w.length % 4]} ${w}`,
  placeEnds: ['ville', 'court', 'mont', 'ac', 'ières'],
  surnameEnds: ['eau', 'ier', 'ard', 'in'],
  company: ['SAS', 'Services', 'Industries', 'Conseil'],
  team: (place, r) => `${r.pick(['AS', 'FC', 'Stade', 'Olympique'])} ${place}`,
  listing: (r, place) =>
    `${r.pick(['Appartement', 'Loft', 'Studio', 'Duplex', 'Maison de ville'])} ${r.pick(['lumineux', 'calme', 'rénové', 'spacieux', 'en dernier étage'])} à ${place}`,
  jobRoles: ['Chargé', 'Technicien', 'Responsable', 'Consultant', 'Développeur', 'Assistant'],
  jobDomains: ['achats', 'logistique', 'qualité', 'paie', 'clientèle', 'maintenance', 'ventes'],
  job: (role, domain) => `${role} ${domain} H/F`,
  aboutRole: 'Vos missions',
  aboutPlace: 'Description du bien',
  aboutEvent: 'À propos',
  league: 'Classement',
  leaderboard: 'Tableau des scores',
  comparison: 'Comparateur de prix',
  jobsHeading: 'Offres d’emploi',
  listingsHeading: 'Annonces immobilières',
  eventsHeading: 'Agenda',
  newsHeading: 'Derniers articles',
  reviewsHeading: 'Avis clients',
  searchHeading: 'Résultats de recherche',
  threadHeading: 'Discussion',
  teamHead: 'Équipe',
  playerHead: 'Joueur',
  shopHead: 'Marchand',
  played: 'J',
  shipping: 'Livraison',
};

const ES: Words = {
  months: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  monthsShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  days: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  colon: ':',
  ago: (n, unit) => `hace ${n} ${unit === 'hour' ? (n === 1 ? 'hora' : 'horas') : n === 1 ? 'día' : 'días'}`,
  yesterday: 'ayer',
  labels: {
    author: ['Publicado por', 'Autor'],
    posted: ['Publicado', 'Fecha'],
    likes: ['Me gusta', 'Votos'],
    reviewer: ['Opinión de', 'Por'],
    rating: ['Valoración', 'Nota'],
    date: ['Fecha', 'Publicado'],
    title: ['Título', 'Titular'],
    rank: ['Pos.', 'Puesto'],
    points: ['Pts', 'Puntos'],
    score: ['Puntuación', 'Puntos'],
    price: ['Precio', 'Coste'],
    change: ['Cambio', 'Tendencia'],
    company: ['Empresa', 'Empleador'],
    location: ['Ubicación', 'Lugar'],
    salary: ['Salario', 'Sueldo'],
    area: ['Superficie', 'Metros'],
    rooms: ['Habitaciones', 'Dormitorios'],
    venue: ['Lugar', 'Sala'],
    comments: ['Comentarios', 'Respuestas'],
    type: ['Jornada', 'Contrato'],
    organizer: ['Organiza', 'Anfitrión'],
    reading_time: ['Tiempo de lectura', 'Duración'],
    tags: ['Etiquetas', 'Temas'],
    features: ['Características', 'Extras'],
    skills: ['Requisitos', 'Competencias'],
    name: ['Evento', 'Qué'],
    headline: ['Titular', 'Artículo'],
  },
  by: 'Por',
  likes: (n) => `${n} me gusta`,
  comments: (n) => `${n} comentarios`,
  minRead: (n) => `${n} min de lectura`,
  free: 'Gratis',
  perYear: 'al año',
  perMonth: '/mes',
  roomsUnit: (n) => `${n} hab.`,
  sponsored: 'Patrocinado',
  featured: 'Destacado',
  pinned: 'Fijado',
  trending: 'Tendencias',
  related: 'También te puede interesar',
  wrote: 'escribió:',
  reply: 'Responder',
  loadMore: 'Cargar más',
  next: 'Siguiente',
  prev: 'Anterior',
  noResults: 'No se encontraron resultados.',
  notFound: 'Página no encontrada',
  notFoundBody: 'La página que buscas se ha movido o no existe.',
  results: (n) => `${n} resultados`,
  total: 'Total',
  average: 'Precio medio',
  helpful: (n) => `Útil (${n})`,
  postsCount: 'Mensajes',
  banners: ['Los socios ahorran un 10 % este mes.', 'Mantenimiento programado el domingo de 2:00 a 4:00.'],
  nav: ['Inicio', 'Explorar', 'Ayuda', 'Entrar'],
  peopleAsk: 'Otras preguntas',
  relatedSearches: 'Búsquedas relacionadas',
  topReview: 'Opinión más útil',
  averageRating: (r, n) => `${r} de 5 · ${n} opiniones`,
  types: ['Jornada completa', 'Media jornada', 'Temporal', 'Prácticas'],
  features: ['Balcón', 'Ascensor', 'Jardín', 'Plaza de garaje', 'Trastero', 'Cocina equipada', 'Terraza'],
  tags: ['Transporte', 'Vivienda', 'Política local', 'Cultura', 'Tiempo', 'Colegios', 'Economía', 'Deporte'],
  skills: [
    'Carné de carretilla',
    'Hojas de cálculo',
    'Atención al cliente',
    'Trabajo a turnos',
    'Liderazgo',
    'Primeros auxilios',
  ],
  open: [
    'Alguien más ha notado que',
    'Actualización rápida:',
    'Por fin he probado si',
    'Para que conste,',
    'Mismo problema aquí:',
    'Después de dos semanas, confirmo que',
  ],
  tail: [
    'el kit {X} gasta la batería por la noche.',
    'el firmware {X} arregló el ruido.',
    'la bisagra {X} necesita aceite cada mes.',
    'cambiar el filtro {X} se nota mucho.',
    'la app {X} olvida mis ajustes al reiniciar.',
    'el soporte de {X} no contesta.',
    'el manual {X} no explica la calibración.',
    'el soporte {X} es más barato en la tienda.',
  ],
  reviewA: ['Sólido', 'Decepcionante', 'Encantador', 'Ruidoso', 'Compacto', 'Demasiado caro', 'Fiable', 'Práctico'],
  reviewB: [
    'pero la tapa vibra',
    'y fácil de limpiar',
    'tras la actualización',
    'por el precio',
    'para un fin de semana',
    'con personal amable',
  ],
  headlines: [
    '{P} aprueba un nuevo {t}',
    'Por qué el {t} {X} se retrasa',
    '{P} inaugura su primer {t} en una década',
    'El proyecto de {t} divide a {P}',
  ],
  things: ['tranvía', 'mercado cubierto', 'puente ciclista', 'parque urbano', 'centro cultural', 'paseo marítimo'],
  summaryA: [
    'El plan se preparó durante dos inviernos.',
    'Las obras empezarán en primavera.',
    'La votación fue ajustada.',
    'Los comerciantes piden un aplazamiento.',
    'El presupuesto creció un tercio.',
  ],
  summaryB: [
    'Los críticos piden cifras.',
    'Los partidarios esperan más visitantes.',
    'El trazado se revisará.',
    'Los vecinos pudieron opinar.',
  ],
  eventA: ['del puerto', 'de los faroles', 'de otoño', 'de medianoche', 'de la ribera', 'de invierno', 'del jardín'],
  eventB: [
    'Noche de jazz',
    'Mercado nocturno',
    'Recital de poesía',
    'Feria del libro',
    'Cineclub',
    'Concierto coral',
    'Noche de trivial',
  ],
  eventJoin: (a, b) => `${b} ${a}`,
  venue: (w) => `${['Sala', 'Teatro', 'Nave', 'Casa'][w.length % 4]} ${w}`,
  placeEnds: ['ona', 'ejo', 'illa', 'ar', 'ales'],
  surnameEnds: ['ez', 'ero', 'illa', 'ón'],
  company: ['S.L.', 'Servicios', 'Industrias', 'Consultores'],
  team: (place, r) => `${r.pick(['CD', 'UD', 'Atlético', 'Racing'])} ${place}`,
  listing: (r, place) =>
    `${r.pick(['Piso', 'Ático', 'Estudio', 'Dúplex', 'Casa adosada'])} ${r.pick(['luminoso', 'tranquilo', 'reformado', 'amplio', 'con terraza'])} en ${place}`,
  jobRoles: ['Técnico', 'Responsable', 'Analista', 'Coordinador', 'Asesor', 'Desarrollador'],
  jobDomains: ['de compras', 'de logística', 'de calidad', 'de nóminas', 'comercial', 'de mantenimiento'],
  job: (role, domain) => `${role} ${domain}`,
  aboutRole: 'Funciones',
  aboutPlace: 'Descripción del inmueble',
  aboutEvent: 'Sobre el evento',
  league: 'Clasificación',
  leaderboard: 'Ranking',
  comparison: 'Comparador de precios',
  jobsHeading: 'Ofertas de empleo',
  listingsHeading: 'Pisos y casas',
  eventsHeading: 'Agenda',
  newsHeading: 'Últimas noticias',
  reviewsHeading: 'Opiniones de clientes',
  searchHeading: 'Resultados de búsqueda',
  threadHeading: 'Tema',
  teamHead: 'Equipo',
  playerHead: 'Jugador',
  shopHead: 'Tienda',
  played: 'PJ',
  shipping: 'Envío',
};

const WORDS: Record<Lang, Words> = { en: EN, de: DE, fr: FR, es: ES };

// ---------------------------------------------------------------------------------------------
// Invented names.

const SYLLABLES = [
  'ka',
  'lor',
  'ven',
  'mi',
  'dra',
  'tho',
  'sel',
  'bru',
  'nia',
  'quen',
  'or',
  'vel',
  'tam',
  'ri',
  'zen',
  'fal',
  'co',
  'mer',
  'bra',
  'lin',
  'dor',
  'sa',
  'hol',
  'pe',
  'gun',
  'te',
  'wis',
  'ar',
];

const cap = (w: string): string => (w ? w[0]!.toUpperCase() + w.slice(1) : w);

function word(r: Random, min = 2, max = 3): string {
  let out = '';
  const n = r.int(min, max);
  for (let i = 0; i < n; i++) out += r.pick(SYLLABLES);
  return out;
}

const placeName = (r: Random, L: Words): string => cap(word(r, 1, 2) + r.pick(L.placeEnds));
const personName = (r: Random, L: Words): string =>
  `${cap(word(r, 2, 2))} ${cap(word(r, 1, 2) + r.pick(L.surnameEnds))}`;
const handle = (r: Random): string =>
  r.chance(0.5)
    ? `${word(r, 2, 3)}${r.pick(['_', '', '.'])}${r.int(1, 99)}`
    : `${cap(word(r, 2, 2))}${cap(word(r, 1, 2))}`;
const companyName = (r: Random, L: Words): string => `${cap(word(r, 2, 3))} ${r.pick(L.company)}`;

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (text: string): string => esc(text).replace(/"/g, '&quot;');
const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------------------------------------------------------------------------------------------
// Class names: one function a site, the same role giving the same class on every page.

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function hashName(text: string, n: number): string {
  let out = '';
  let h = hashOf(text);
  for (let i = 0; i < n; i++) {
    out += ALNUM[(i === 0 ? h % 26 : h % 62) as number];
    h = Math.floor(h / 62) || hashOf(out + text);
  }
  return out;
}

const UTILITIES = [
  'flex',
  'items-center',
  'gap-2',
  'gap-4',
  'p-4',
  'px-3',
  'py-2',
  'mt-1',
  'mb-2',
  'text-sm',
  'text-xs',
  'text-lg',
  'font-semibold',
  'font-medium',
  'text-gray-600',
  'text-slate-500',
  'rounded-lg',
  'border',
  'border-b',
  'shadow-sm',
  'grid',
  'truncate',
  'leading-snug',
  'hover:underline',
  'space-y-1',
  'bg-white',
  'md:flex-row',
  'w-full',
  'justify-between',
  'tabular-nums',
];

type Classer = (role: string, variant?: Variant) => string;

/** Roles of the page around the records: a BEM site names them after the site, not the record. */
const CHROME = new Set([
  'top',
  'logo',
  'nav',
  'banner',
  'page',
  'main',
  'sidebar',
  'bottom',
  'crumbs',
  'pager',
  'more',
]);

function makeClasser(style: ClassStyle, seed: number, block: string, r: Random, abClasses: boolean): Classer {
  const prefix = r.pick(['', '', 'c-', `${block.slice(0, 2)}-`]);
  const bem = r.chance(0.5);
  const flavour = r.pick(['emotion', 'modules', 'styled'] as const);
  const camel = (role: string): string => role.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const changed = new Set(['item', 'meta', 'list']);
  return (role, variant = 'A') => {
    const b = abClasses && variant === 'B' && changed.has(role);
    if (style === 'semantic') {
      const owner = CHROME.has(role) ? 'site' : block;
      const name = role === 'item' ? block : bem ? `${owner}__${role}` : role;
      return ` class="${prefix}${name}${b ? ` ${prefix}${block}--compact` : ''}"`;
    }
    if (style === 'utility') {
      const h = hashOf(`${seed}:${role}${b ? ':B' : ''}`);
      if (h % 7 === 0 && role !== 'item') return '';
      const picks: string[] = [];
      for (let i = 0; i < 2 + (h % 4); i++) {
        const u = UTILITIES[hashOf(`${h}:${i}`) % UTILITIES.length] as string;
        if (!picks.includes(u)) picks.push(u);
      }
      return ` class="${picks.join(' ')}"`;
    }
    const key = `${seed}:${role}${b ? ':B' : ''}`;
    if (flavour === 'emotion') return ` class="css-${hashName(key, 6).toLowerCase()}"`;
    if (flavour === 'modules') return ` class="${cap(camel(block))}_${camel(role)}__${hashName(key, 5)}"`;
    return ` class="sc-${hashName(key, 6)} ${hashName(`${key}+`, 6)}"`;
  };
}

// ---------------------------------------------------------------------------------------------
// Numbers, money and dates as a site shows them.

interface Site {
  seed: number;
  r: Random;
  lang: Lang;
  L: Words;
  topic: Topic;
  kind: 'detail' | 'list';
  layout: Layout;
  classStyle: ClassStyle;
  c: Classer;
  host: string;
  brand: string;
  group: boolean;
  dateStyle: 'iso' | 'long' | 'short' | 'us' | 'weekday' | 'relative';
  labelled: Set<string>;
  factsAs: 'dl' | 'spans' | 'ul' | 'table';
  sep: string;
  currency: '$' | '£' | '€';
  currencyFirst: boolean;
  now: number;
  /** Per-site choices of the list templates. */
  replies: 'include' | 'exclude' | 'none';
  quotes: boolean;
  countLine: boolean;
  ads: boolean;
  pinned: boolean;
  featured: boolean;
  trending: boolean;
  banner: boolean;
  ab: boolean;
  abWrap: boolean;
  abLabels: boolean;
  abOrder: boolean;
  paging: 'pages' | 'more' | 'none';
  asideFirst: boolean;
  tableKind: 'league' | 'leaderboard' | 'comparison';
  rankStyle: 'plain' | 'dot' | 'hash';
  ties: 'rowspan' | 'repeat';
  headerInBody: boolean;
  totalsRow: boolean;
  likesStyle: 'words' | 'heart' | 'label';
  ratingStyle: 'slash' | 'stars' | 'label';
  urlShown: 'full' | 'crumbs';
  rent: boolean;
  areaUnit: 'm²' | 'sq ft';
  minRecords: number;
  maxRecords: number;
  arrayField: string;
  fields: FieldDef[];
}

interface FieldDef {
  name: string;
  type: 'string' | 'number' | 'array';
  description: string;
}

const DAY = 86_400_000;

function groupDigits(s: Site, n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  const sign = n < 0 ? '-' : '';
  if (!s.group || digits.length <= 3) return sign + digits;
  const sep = { en: ',', de: '.', fr: '\u202f', es: '.' }[s.lang];
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

function decimal(s: Site, x: number, places: number): string {
  const [whole = '0', frac] = Math.abs(x).toFixed(places).split('.');
  const w = groupDigits(s, Number(whole));
  const text = frac === undefined ? w : `${w}${s.lang === 'en' ? '.' : ','}${frac}`;
  return x < 0 ? `-${text}` : text;
}

function money(s: Site, amount: string): string {
  const gap = s.lang === 'en' ? '' : ' ';
  return s.currencyFirst || s.currency !== '€' ? `${s.currency}${gap}${amount}` : `${amount} €`;
}

function formatDate(s: Site, t: number, style = s.dateStyle): string {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  const two = (n: number): string => String(n).padStart(2, '0');
  const L = s.L;
  const ago = Math.floor((s.now - t) / DAY);
  if (style === 'relative') {
    if (ago <= 0) return L.ago(Math.max(1, Math.floor((s.now - t) / 3_600_000)), 'hour');
    if (ago === 1) return L.yesterday;
    if (ago < 7) return L.ago(ago, 'day');
    return formatDate(s, t, 'short');
  }
  if (style === 'iso') return `${y}-${two(m + 1)}-${two(day)}`;
  if (style === 'us') return s.lang === 'en' ? `${two(m + 1)}/${two(day)}/${y}` : formatDate(s, t, 'short');
  if (style === 'long') {
    if (s.lang === 'en') return `${L.months[m]} ${day}, ${y}`;
    if (s.lang === 'de') return `${day}. ${L.months[m]} ${y}`;
    if (s.lang === 'fr') return `${day} ${L.months[m]} ${y}`;
    return `${day} de ${L.months[m]} de ${y}`;
  }
  if (style === 'weekday') {
    const wd = L.days[d.getUTCDay()];
    if (s.lang === 'en') return `${wd}, ${day} ${L.monthsShort[m]} ${y}`;
    if (s.lang === 'de') return `${wd}, ${two(day)}.${two(m + 1)}.${y}`;
    return `${wd} ${day} ${L.monthsShort[m]} ${y}`;
  }
  if (s.lang === 'en') return `${day} ${L.monthsShort[m]} ${y}`;
  if (s.lang === 'de') return `${two(day)}.${two(m + 1)}.${y}`;
  return `${two(day)}/${two(m + 1)}/${y}`;
}

// ---------------------------------------------------------------------------------------------
// Records: each field's shown markup (without its label) and the perfect answer.

interface Value {
  html: string;
  truth: unknown;
}
/** A record's fields; names starting with "_" are shown but not asked for. */
type Rec = Record<string, Value>;

interface Item {
  role: Role;
  rec: Rec;
  replies: Item[];
}

const text = (t: string): Value => ({ html: esc(t), truth: t });

/** A past moment, days before the site's "now" (some on the same day, for relative dates). */
function pastTime(s: Site, maxDays = 300): number {
  const r = s.r;
  const days = r.chance(0.3) ? r.int(0, 6) : r.int(0, maxDays);
  return s.now - days * DAY - r.int(1, 20) * 3_600_000;
}

function dateValue(s: Site, t: number, style = s.dateStyle): Value {
  const shown = formatDate(s, t, style);
  return { html: `<time datetime="${new Date(t).toISOString()}">${esc(shown)}</time>`, truth: shown };
}

function sentence(s: Site): string {
  const L = s.L;
  return `${s.r.pick(L.open)} ${s.r.pick(L.tail).replace('{X}', cap(word(s.r, 2, 2)))}`;
}

function likesValue(s: Site, n: number): Value {
  const shown = groupDigits(s, n);
  if (s.likesStyle === 'heart') return { html: `<span aria-hidden="true">♥</span> ${shown}`, truth: n };
  if (s.likesStyle === 'label') return { html: shown, truth: n };
  return { html: esc(s.L.likes(shown)), truth: n };
}

function ratingValue(s: Site, rating: number): Value {
  const shown = decimal(s, rating, Number.isInteger(rating) && s.r.chance(0.5) ? 0 : 1);
  const stars = '★'.repeat(Math.round(rating)) + '☆'.repeat(5 - Math.round(rating));
  if (s.ratingStyle === 'stars')
    return { html: `<span aria-hidden="true">${stars}</span> <span>${shown}</span>`, truth: rating };
  if (s.ratingStyle === 'slash') return { html: `${shown}/5`, truth: rating };
  return { html: shown, truth: rating };
}

function makePost(s: Site): Rec {
  const r = s.r;
  const rec: Rec = {
    author: text(handle(r)),
    posted: dateValue(s, pastTime(s, 60)),
    text: text(sentence(s)),
    _posts: text(String(r.int(3, 4800))),
  };
  if (r.chance(0.6)) rec.likes = likesValue(s, r.chance(0.1) ? r.int(1000, 4000) : r.int(1, 240));
  return rec;
}

function makeReview(s: Site): Rec {
  const r = s.r;
  const L = s.L;
  const rating = r.chance(0.3) ? r.int(2, 9) / 2 : r.int(1, 5);
  return {
    reviewer: text(r.chance(0.5) ? personName(r, L) : `${cap(word(r, 2, 2))} ${cap(word(r, 1, 1))[0]}.`),
    rating: ratingValue(s, rating),
    date: dateValue(s, pastTime(s)),
    title: text(`${r.pick(L.reviewA)}, ${r.pick(L.reviewB)}`),
    _body: text(sentence(s)),
    _helpful: text(L.helpful(r.int(0, 40))),
  };
}

function makeJob(s: Site): Rec {
  const r = s.r;
  const L = s.L;
  const rec: Rec = {
    title: text(L.job(r.pick(L.jobRoles), r.pick(L.jobDomains))),
    company: text(companyName(r, L)),
    location: text(r.chance(0.2) ? `${placeName(r, L)} (Remote)` : placeName(r, L)),
    posted: dateValue(s, pastTime(s, 40)),
  };
  if (r.chance(0.55)) rec.salary = text(salaryText(s));
  return rec;
}

function salaryText(s: Site): string {
  const r = s.r;
  const low = r.int(24, 80) * 1000;
  const high = low + r.int(4, 20) * 1000;
  if (r.chance(0.15)) {
    const hourly = decimal(s, r.int(1300, 3200) / 100, 2);
    return `${money(s, hourly)}${s.lang === 'en' ? ' an hour' : '/h'}`;
  }
  if (s.lang === 'en' && r.chance(0.4)) return `${s.currency}${low / 1000}k–${s.currency}${high / 1000}k`;
  return `${money(s, groupDigits(s, low))} – ${money(s, groupDigits(s, high))} ${s.L.perYear}`;
}

function listingPrice(s: Site): Value {
  const r = s.r;
  const amount = s.rent ? r.int(45, 320) * 10 : r.int(90, 1400) * 1000;
  return { html: esc(`${money(s, groupDigits(s, amount))}${s.rent ? s.L.perMonth : ''}`), truth: amount };
}

function makeListing(s: Site): Rec {
  const r = s.r;
  const L = s.L;
  const place = placeName(r, L);
  const area = s.areaUnit === 'sq ft' ? r.int(38, 260) * 10 : r.chance(0.2) ? r.int(300, 1600) / 10 : r.int(28, 190);
  const rec: Rec = {
    title: text(L.listing(r, place)),
    price: listingPrice(s),
    area: { html: esc(`${decimal(s, area, Number.isInteger(area) ? 0 : 1)} ${s.areaUnit}`), truth: area },
    location: text(r.chance(0.5) ? `${cap(word(r, 2, 2))}, ${place}` : place),
  };
  if (r.chance(0.7)) {
    const rooms = r.int(1, 6);
    rec.rooms = { html: esc(s.labelled.has('rooms') ? String(rooms) : L.roomsUnit(String(rooms))), truth: rooms };
  }
  return rec;
}

function eventPrice(s: Site): Value {
  const r = s.r;
  if (r.chance(0.3)) return text(s.L.free);
  const amount = r.chance(0.3) ? decimal(s, r.int(5, 40) + 0.5, 2) : String(r.int(5, 60));
  return text(money(s, amount));
}

function makeEvent(s: Site, at?: number): Rec {
  const r = s.r;
  const L = s.L;
  const t = at ?? s.now + r.int(1, 120) * DAY;
  const shown = formatDate(s, t, s.dateStyle === 'relative' ? 'weekday' : s.dateStyle);
  return {
    name: text(L.eventJoin(r.pick(L.eventA), r.pick(L.eventB))),
    date: { html: `<time datetime="${new Date(t).toISOString().slice(0, 10)}">${esc(shown)}</time>`, truth: shown },
    venue: text(r.chance(0.5) ? `${L.venue(cap(word(r, 2, 2)))}, ${placeName(r, L)}` : L.venue(cap(word(r, 2, 2)))),
    price: eventPrice(s),
    _t: { html: '', truth: t },
  };
}

function makeStory(s: Site): Rec {
  const r = s.r;
  const L = s.L;
  const headline = r
    .pick(L.headlines)
    .replace('{P}', placeName(r, L))
    .replace('{t}', r.pick(L.things))
    .replace('{X}', cap(word(r, 2, 2)));
  const rec: Rec = {
    headline: text(headline),
    author: text(personName(r, L)),
    date: dateValue(s, pastTime(s, 90)),
    summary: text(`${r.pick(L.summaryA)} ${r.pick(L.summaryB)}`),
  };
  if (r.chance(0.65)) {
    const n = r.chance(0.1) ? r.int(1000, 3000) : r.int(1, 400);
    rec.comments = { html: esc(L.comments(groupDigits(s, n))), truth: n };
  }
  return rec;
}

function makeResult(s: Site, query: string): Rec {
  const r = s.r;
  const host = `${word(r, 2, 3)}.example`;
  const path = [word(r, 1, 2), `${slug(query)}-${word(r, 1, 2)}`];
  const url = `https://www.${host}/${path.join('/')}`;
  const title = `${cap(query)}: ${r.pick(s.L.reviewA)} ${r.pick(s.L.things)} ${cap(word(r, 2, 2))}`;
  const first = r.pick(s.L.summaryA);
  const second = r.pick(s.L.summaryB);
  const snippetHtml = `${esc(first)} <b>${esc(query)}</b> ${esc(second)}`;
  const snippetText = `${first} ${query} ${second}`;
  return {
    title: text(title),
    url: { html: esc(s.urlShown === 'full' ? url : `www.${host} › ${path.join(' › ')}`), truth: url },
    snippet: { html: snippetHtml, truth: snippetText },
  };
}

interface Row {
  rank: number;
  name: string;
  value: number;
  change: number | null;
  played: number;
  extra: string;
}

function makeRows(s: Site, n: number): Row[] {
  const r = s.r;
  const L = s.L;
  const names = new Set<string>();
  while (names.size < n) {
    const name =
      s.tableKind === 'league'
        ? L.team(placeName(r, L), r)
        : s.tableKind === 'leaderboard'
          ? handle(r)
          : `${cap(word(r, 2, 3))} ${r.pick(['Direct', 'Outlet', 'Store', 'Depot', 'Markt'])}`;
    names.add(name);
  }
  const played = r.int(8, 30);
  const values = [...names].map(() =>
    s.tableKind === 'league'
      ? r.int(0, played * 3)
      : s.tableKind === 'leaderboard'
        ? r.chance(0.2)
          ? r.int(10, 60) * 500
          : r.int(800, 48000)
        : r.int(9900, 89900) / 100,
  );
  // A tie on some pages, so rank cells span rows.
  if (s.tableKind !== 'comparison' && values.length > 3 && r.chance(0.7)) values[1] = values[2] as number;
  const order = [...names].map((name, i) => ({ name, value: values[i] as number }));
  order.sort((a, b) => (s.tableKind === 'comparison' ? a.value - b.value : b.value - a.value));
  const rows: Row[] = [];
  order.forEach(({ name, value }, i) => {
    const prev = rows[i - 1];
    const rank = prev && prev.value === value ? prev.rank : i + 1;
    const moves = r.chance(0.6);
    rows.push({
      rank,
      name,
      value,
      change: moves ? (s.tableKind === 'comparison' ? r.int(-400, 400) / 100 || 0.5 : r.int(-3, 3) || 1) : null,
      played,
      extra: s.tableKind === 'comparison' ? money(s, decimal(s, r.int(0, 6) + 0.99, 2)) : String(r.int(-20, 30)),
    });
  });
  return rows;
}

function rowRec(s: Site, row: Row): Rec {
  const rankShown = s.rankStyle === 'dot' ? `${row.rank}.` : s.rankStyle === 'hash' ? `#${row.rank}` : String(row.rank);
  const valueField = s.tableKind === 'league' ? 'points' : s.tableKind === 'leaderboard' ? 'score' : 'price';
  const rec: Rec = {
    rank: { html: esc(rankShown), truth: row.rank },
    name: text(row.name),
    [valueField]: {
      html: esc(s.tableKind === 'comparison' ? money(s, decimal(s, row.value, 2)) : groupDigits(s, row.value)),
      truth: row.value,
    },
    _played: text(String(row.played)),
    _extra: text(row.extra),
  };
  if (row.change !== null) {
    const shown =
      s.tableKind === 'comparison'
        ? `${row.change > 0 ? '+' : ''}${decimal(s, row.change, 2)}`
        : `${row.change > 0 ? '+' : ''}${row.change}`;
    rec.change = { html: esc(shown), truth: shown };
  }
  return rec;
}

// ---------------------------------------------------------------------------------------------
// Rendering.

function labelOf(s: Site, name: string, variant: Variant): string {
  const pair = s.L.labels[name] ?? [name, name];
  return s.abLabels && variant === 'B' ? pair[1] : pair[0];
}

/** A field as a span, its label before it when the site labels it. */
function fieldHtml(s: Site, rec: Rec, name: string, variant: Variant, tag = 'span'): string {
  const v = rec[name];
  if (!v) return '';
  const label = s.labelled.has(name)
    ? `<span${s.c('label')}>${esc(labelOf(s, name, variant))}${s.L.colon}</span> `
    : '';
  return `<${tag}${s.c(`f-${name}`)}>${label}${v.html}</${tag}>`;
}

/** Several fields as the site groups facts: a definition list, a list, spans with separators. */
function factsHtml(s: Site, rec: Rec, names: string[], variant: Variant): string {
  const shown = names.filter((n) => rec[n]);
  if (shown.length === 0) return '';
  if (s.factsAs === 'dl')
    return `<dl${s.c('facts')}>${shown
      .map(
        (n) =>
          `<div${s.c('fact')}><dt${s.c('dt')}>${esc(labelOf(s, n, variant))}</dt><dd${s.c(`f-${n}`)}>${rec[n]!.html}</dd></div>`,
      )
      .join('')}</dl>`;
  if (s.factsAs === 'table')
    return `<table${s.c('facts')}><tbody>${shown
      .map(
        (n) => `<tr><th${s.c('th')}>${esc(labelOf(s, n, variant))}</th><td${s.c(`f-${n}`)}>${rec[n]!.html}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  if (s.factsAs === 'ul')
    return `<ul${s.c('facts')}>${shown.map((n) => fieldHtml(s, rec, n, variant, 'li')).join('')}</ul>`;
  return `<div${s.c('meta')}>${shown.map((n) => fieldHtml(s, rec, n, variant)).join(s.sep)}</div>`;
}

function badgeHtml(s: Site, role: Role): string {
  const word = role === 'ad' ? s.L.sponsored : role === 'featured' ? s.L.featured : role === 'pinned' ? s.L.pinned : '';
  return word ? `<span${s.c('badge')}>${esc(word)}</span>` : '';
}

function itemTag(layout: Layout): string {
  return layout === 'ul' || layout === 'ol' ? 'li' : layout === 'article' ? 'article' : 'div';
}

function wrapItem(s: Site, inner: string, item: Item, variant: Variant, id: string): string {
  const tag = itemTag(s.layout);
  const body = s.abWrap && variant === 'B' ? `<div${s.c('inner')}>${inner}</div>` : inner;
  return `<${tag}${s.c('item', variant)} data-id="${id}">${badgeHtml(s, item.role)}${body}</${tag}>`;
}

function order(s: Site, names: string[], variant: Variant): string[] {
  return s.abOrder && variant === 'B' ? [...names].reverse() : names;
}

function forumPost(s: Site, item: Item, variant: Variant, id: string): string {
  const rec = item.rec;
  const quote = rec._quoteAuthor
    ? `<blockquote${s.c('quote')}><cite>${rec._quoteAuthor.html}</cite> ${esc(s.L.wrote)}<p>${rec._quoteText!.html}</p></blockquote>`
    : '';
  if (s.layout === 'legacy') {
    return `<table${s.c('item', variant)} width="100%" cellspacing="1" data-id="${id}"><tr><td${s.c('side')} valign="top" width="160"><b${s.c('f-author')}>${rec.author!.html}</b><br><span${s.c('posts')}>${esc(s.L.postsCount)}: ${rec._posts!.html}</span></td><td valign="top"><div${s.c('head')}>${badgeHtml(s, item.role)}${fieldHtml(s, rec, 'posted', variant)}</div><div${s.c('body')}>${quote}${rec.text!.html}</div>${rec.likes ? `<div${s.c('foot')}>${fieldHtml(s, rec, 'likes', variant)}</div>` : ''}</td></tr></table>`;
  }
  const head = order(s, ['author', 'posted'], variant)
    .map((n) =>
      n === 'author'
        ? `<a href="/u/${slug(String(rec.author!.truth))}"${s.c('f-author')}>${rec.author!.html}</a>`
        : fieldHtml(s, rec, n, variant),
    )
    .join(s.sep);
  const replies = item.replies.length
    ? `<div${s.c('replies')}>${item.replies.map((reply, i) => forumPost(s, reply, variant, `${id}-${i + 1}`)).join('')}</div>`
    : '';
  const tag = s.layout === 'article' ? 'article' : 'div';
  const inner = `<header${s.c('head')}>${badgeHtml(s, item.role)}${head}</header><div${s.c('body')}>${quote}<p${s.c('f-text')}>${rec.text!.html}</p></div><footer${s.c('foot')}>${fieldHtml(s, rec, 'likes', variant)}<a href="#reply-${id}"${s.c('action')}>${esc(s.L.reply)}</a></footer>`;
  return `<${tag}${s.c('item', variant)} id="post-${id}">${s.abWrap && variant === 'B' ? `<div${s.c('inner')}>${inner}</div>` : inner}${replies}</${tag}>`;
}

function cardHtml(s: Site, item: Item, variant: Variant, id: string): string {
  const rec = item.rec;
  switch (s.topic) {
    case 'forum':
      return forumPost(s, item, variant, id);
    case 'reviews':
      return wrapItem(
        s,
        `<div${s.c('head')}>${order(s, ['reviewer', 'date'], variant)
          .map((n) => fieldHtml(s, rec, n, variant))
          .join(
            s.sep,
          )}</div>${fieldHtml(s, rec, 'rating', variant, 'div')}<h3${s.c('f-title')}>${rec.title!.html}</h3><p${s.c('body')}>${rec._body!.html}</p><div${s.c('foot')}><button type="button">${rec._helpful!.html}</button></div>`,
        item,
        variant,
        id,
      );
    case 'jobs':
      return wrapItem(
        s,
        `<h3${s.c('f-title')}><a href="/job/${id}">${rec.title!.html}</a></h3>${factsHtml(s, rec, order(s, ['company', 'location'], variant), variant)}${fieldHtml(s, rec, 'salary', variant, 'div')}<div${s.c('foot')}>${fieldHtml(s, rec, 'posted', variant)}</div>`,
        item,
        variant,
        id,
      );
    case 'listings':
      return wrapItem(
        s,
        `<a href="/listing/${id}"${s.c('media')}><img src="/img/${id}.jpg" alt="${attr(String(rec.title!.truth))}"></a><h3${s.c('f-title')}><a href="/listing/${id}">${rec.title!.html}</a></h3>${fieldHtml(s, rec, 'price', variant, 'div')}${factsHtml(s, rec, order(s, ['area', 'rooms'], variant), variant)}${fieldHtml(s, rec, 'location', variant, 'div')}`,
        item,
        variant,
        id,
      );
    case 'events':
      return wrapItem(
        s,
        `${fieldHtml(s, rec, 'date', variant, 'div')}<h3${s.c('f-name')}><a href="/event/${id}">${rec.name!.html}</a></h3>${factsHtml(s, rec, order(s, ['venue', 'price'], variant), variant)}`,
        item,
        variant,
        id,
      );
    case 'news':
      return wrapItem(
        s,
        `<h2${s.c('f-headline')}><a href="/story/${id}">${rec.headline!.html}</a></h2><div${s.c('byline')}>${esc(s.L.by)} <a href="/author/${slug(String(rec.author!.truth))}"${s.c('f-author')}>${rec.author!.html}</a>${s.sep}${fieldHtml(s, rec, 'date', variant)}</div><p${s.c('f-summary')}>${rec.summary!.html}</p>${rec.comments ? `<a href="/story/${id}#comments"${s.c('f-comments')}>${rec.comments.html}</a>` : ''}`,
        item,
        variant,
        id,
      );
    case 'search': {
      const url = String(rec.url!.truth);
      return wrapItem(
        s,
        `<a href="${attr(url)}"${s.c('link')}><h3${s.c('f-title')}>${rec.title!.html}</h3></a><cite${s.c('f-url')}>${rec.url!.html}</cite><p${s.c('f-snippet')}>${rec.snippet!.html}</p>`,
        item,
        variant,
        id,
      );
    }
    case 'table':
      return wrapItem(
        s,
        `<span${s.c('f-rank')}>${rec.rank!.html}</span> <span${s.c('f-name')}>${rec.name!.html}</span> ${[
          'points',
          'score',
          'price',
        ]
          .filter((n) => rec[n])
          .map((n) => `<span${s.c('f-value')}>${rec[n]!.html}</span>`)
          .join('')} ${rec.change ? `<span${s.c('f-change')}>${rec.change.html}</span>` : ''}`,
        item,
        variant,
        id,
      );
  }
}

/** Table columns of a topic: a head and each record's cell. */
function tableColumns(s: Site, variant: Variant): Array<{ head: string; cell: (rec: Rec) => string; name: string }> {
  const L = s.L;
  const plain = (name: string) => (rec: Rec) => rec[name]?.html ?? '';
  if (s.topic === 'table') {
    const valueField = s.tableKind === 'league' ? 'points' : s.tableKind === 'leaderboard' ? 'score' : 'price';
    const cols = [
      { name: 'rank', head: labelOf(s, 'rank', variant), cell: plain('rank') },
      {
        name: 'name',
        head: s.tableKind === 'league' ? L.teamHead : s.tableKind === 'leaderboard' ? L.playerHead : L.shopHead,
        cell: (rec: Rec) => `<a href="/${slug(String(rec.name!.truth))}">${rec.name!.html}</a>`,
      },
    ];
    if (s.tableKind === 'league') cols.push({ name: '_played', head: L.played, cell: plain('_played') });
    if (s.tableKind === 'comparison') cols.push({ name: '_extra', head: L.shipping, cell: plain('_extra') });
    cols.push({ name: valueField, head: labelOf(s, valueField, variant), cell: plain(valueField) });
    if (s.tableKind === 'league') cols.push({ name: '_extra', head: '+/-', cell: plain('_extra') });
    cols.push({
      name: 'change',
      head: labelOf(s, 'change', variant),
      cell: (rec) =>
        rec.change
          ? `<i class="icon-${String(rec.change.truth).startsWith('-') ? 'down' : 'up'}" aria-hidden="true"></i>${rec.change.html}`
          : '',
    });
    return cols;
  }
  if (s.topic === 'jobs')
    return [
      {
        name: 'title',
        head: labelOf(s, 'title', variant),
        cell: (rec) => `<a href="/job/${slug(String(rec.title!.truth))}">${rec.title!.html}</a>`,
      },
      ...order(s, ['company', 'location'], variant).map((name) => ({
        name,
        head: labelOf(s, name, variant),
        cell: plain(name),
      })),
      { name: 'salary', head: labelOf(s, 'salary', variant), cell: plain('salary') },
      { name: 'posted', head: labelOf(s, 'posted', variant), cell: plain('posted') },
    ];
  // events
  return [
    { name: 'date', head: labelOf(s, 'date', variant), cell: plain('date') },
    {
      name: 'name',
      head: labelOf(s, 'name', variant),
      cell: (rec) => `<a href="/event/${slug(String(rec.name!.truth))}">${rec.name!.html}</a>`,
    },
    ...order(s, ['venue', 'price'], variant).map((name) => ({
      name,
      head: labelOf(s, name, variant),
      cell: plain(name),
    })),
  ];
}

function tableHtml(s: Site, items: Item[], variant: Variant, where: 'main' | 'aside'): string {
  const cols = tableColumns(s, variant);
  const headRow = `<tr${s.c('head-row')}>${cols.map((col) => `<th${s.c('th')}>${esc(col.head)}</th>`).join('')}</tr>`;
  const rows: string[] = [];
  items.forEach((item, i) => {
    if (item.role === 'ad' && s.topic === 'table') {
      rows.push(
        `<tr${s.c('ad-row')}><td colspan="${cols.length}">${badgeHtml(s, 'ad')} ${item.rec.name!.html}</td></tr>`,
      );
      return;
    }
    const cells = cols.map((col, c) => {
      if (col.name === 'rank' && s.ties === 'rowspan') {
        const prev = items[i - 1];
        if (prev && prev.role === item.role && prev.rec.rank?.truth === item.rec.rank?.truth) return null;
        let span = 1;
        for (let j = i + 1; j < items.length; j++) {
          const next = items[j]!;
          if (next.role !== item.role || next.rec.rank?.truth !== item.rec.rank?.truth) break;
          span += 1;
        }
        return `<td${s.c('f-rank')}${span > 1 ? ` rowspan="${span}"` : ''}>${col.cell(item.rec)}</td>`;
      }
      const badge = c === (s.topic === 'events' ? 1 : 0) ? badgeHtml(s, item.role) : '';
      return `<td${s.c(col.name.startsWith('_') ? 'td' : `f-${col.name}`)}>${badge}${col.cell(item.rec)}</td>`;
    });
    rows.push(`<tr${s.c('item', variant)}>${cells.filter((c) => c !== null).join('')}</tr>`);
  });
  let foot = '';
  if (s.totalsRow && where === 'main' && s.topic === 'table') {
    const shown = items.filter((item) => item.role === 'record');
    const valueField = s.tableKind === 'league' ? 'points' : s.tableKind === 'leaderboard' ? 'score' : 'price';
    const values = shown.map((item) => Number(item.rec[valueField]?.truth ?? 0));
    const total =
      s.tableKind === 'comparison'
        ? money(s, decimal(s, values.reduce((a, b) => a + b, 0) / Math.max(1, values.length), 2))
        : groupDigits(
            s,
            values.reduce((a, b) => a + b, 0),
          );
    const at = cols.findIndex((col) => col.name === valueField);
    foot = `<tfoot><tr${s.c('total-row')}><td colspan="${at}">${esc(s.tableKind === 'comparison' ? s.L.average : s.L.total)}</td><td>${esc(total)}</td>${cols.length - at - 1 > 0 ? `<td colspan="${cols.length - at - 1}"></td>` : ''}</tr></tfoot>`;
  }
  const head = s.headerInBody ? '' : `<thead>${headRow}</thead>`;
  return `<table${s.c('list', variant)}${s.headerInBody ? ' border="0" cellpadding="3"' : ''}>${head}<tbody>${s.headerInBody ? headRow : ''}${rows.join('')}</tbody>${foot}</table>`;
}

/** An events calendar as a definition list: each date a `<dt>`, its events the `<dd>`s after it. */
function calendarHtml(s: Site, items: Item[], variant: Variant): string {
  const parts: string[] = [];
  let last = '';
  items.forEach((item, i) => {
    const date = String(item.rec.date!.truth);
    if (date !== last) {
      parts.push(`<dt${s.c('day')}>${item.rec.date!.html}</dt>`);
      last = date;
    }
    const rec = item.rec;
    parts.push(
      `<dd${s.c('item', variant)}>${badgeHtml(s, item.role)}<a href="/event/${i}"${s.c('f-name')}>${rec.name!.html}</a>${s.sep || ' '}${factsHtml(s, rec, order(s, ['venue', 'price'], variant), variant)}</dd>`,
    );
  });
  return `<dl${s.c('list', variant)}>${parts.join('')}</dl>`;
}

function listHtml(s: Site, items: Item[], variant: Variant, where: 'main' | 'aside', page: number): string {
  if (s.layout === 'table') return tableHtml(s, items, variant, where);
  if (s.layout === 'dl') return calendarHtml(s, items, variant);
  const inner = items.map((item, i) => cardHtml(s, item, variant, `${page}-${where}-${i}`)).join('');
  if (s.layout === 'ul') return `<ul${s.c('list', variant)}>${inner}</ul>`;
  if (s.layout === 'ol') return `<ol${s.c('list', variant)}>${inner}</ol>`;
  return `<div${s.c('list', variant)}>${inner}</div>`;
}

function pageShell(s: Site, title: string, main: string, aside: string, banner: string): string {
  const L = s.L;
  const nav = L.nav.map((n, i) => `<a href="/${i ? slug(n) : ''}">${esc(n)}</a>`).join(' ');
  const asideHtml = aside ? `<aside${s.c('sidebar')}>${aside}</aside>` : '';
  const body = s.asideFirst
    ? `${asideHtml}<main${s.c('main')}>${main}</main>`
    : `<main${s.c('main')}>${main}</main>${asideHtml}`;
  return `<!doctype html><html lang="${s.lang}"><head><meta charset="utf-8"><title>${esc(title)} – ${esc(s.brand)}</title><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/assets/site.css"></head><body><header${s.c('top')}><a href="/"${s.c('logo')}>${esc(s.brand)}</a><nav${s.c('nav')}>${nav}</nav></header>${banner}<div${s.c('page')}>${body}</div><footer${s.c('bottom')}><p>© ${new Date(s.now).getUTCFullYear()} ${esc(s.brand)}</p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer><script>window.__APP__={page:"${s.topic}"};</script></body></html>`;
}

function bannerHtml(s: Site): string {
  return `<div${s.c('banner')} role="status">${esc(s.r.pick(s.L.banners))}</div>`;
}

function pagingHtml(s: Site, page: number, last: boolean): string {
  const L = s.L;
  if (s.paging === 'none' || last) return '';
  if (s.paging === 'more')
    return `<div${s.c('more')}><button type="button" data-next="${page + 1}">${esc(L.loadMore)}</button></div>`;
  const links = range(Math.max(1, page - 1), page + 2)
    .map((n) => (n === page ? `<span aria-current="page">${n}</span>` : `<a href="?page=${n}">${n}</a>`))
    .join(' ');
  return `<nav${s.c('pager')} aria-label="pagination">${page > 1 ? `<a href="?page=${page - 1}" rel="prev">${esc(L.prev)}</a> ` : ''}${links} <a href="?page=${page + 1}" rel="next">${esc(L.next)}</a></nav>`;
}

// ---------------------------------------------------------------------------------------------
// Site choices.

const TOPICS: readonly Topic[] = ['forum', 'reviews', 'table', 'jobs', 'listings', 'events', 'news', 'search'];
const DETAIL_TOPICS: readonly Topic[] = ['jobs', 'listings', 'events', 'news'];

const LAYOUTS: Record<Topic, readonly Layout[]> = {
  forum: ['article', 'div', 'legacy'],
  reviews: ['article', 'ul', 'div'],
  table: ['table', 'table', 'table', 'ol'],
  jobs: ['ul', 'article', 'table', 'div'],
  listings: ['article', 'ul', 'div'],
  events: ['table', 'ul', 'article', 'dl'],
  news: ['article', 'ul', 'div'],
  search: ['ol', 'div'],
};

const BLOCKS: Record<Topic, string> = {
  forum: 'post',
  reviews: 'review',
  table: 'row',
  jobs: 'job-card',
  listings: 'listing',
  events: 'event',
  news: 'teaser',
  search: 'result',
};

function listFields(s: Site): { arrayField: string; fields: FieldDef[] } {
  const f = (name: string, type: FieldDef['type'], description: string): FieldDef => ({ name, type, description });
  switch (s.topic) {
    case 'forum':
      return {
        arrayField: 'posts',
        fields: [
          f('author', 'string', 'who wrote the post'),
          f('posted', 'string', 'when it was posted, as shown'),
          f('text', 'string', "the post's own text, not text it quotes"),
          f('likes', 'number', 'likes, when shown'),
        ],
      };
    case 'reviews':
      return {
        arrayField: 'reviews',
        fields: [
          f('reviewer', 'string', 'who wrote the review'),
          f('rating', 'number', 'the rating out of 5'),
          f('date', 'string', 'the date as shown'),
          f('title', 'string', "the review's title"),
        ],
      };
    case 'table': {
      const value = s.tableKind === 'league' ? 'points' : s.tableKind === 'leaderboard' ? 'score' : 'price';
      return {
        arrayField: s.tableKind === 'league' ? 'standings' : s.tableKind === 'leaderboard' ? 'entries' : 'offers',
        fields: [
          f('rank', 'number', 'the position'),
          f(
            'name',
            'string',
            s.tableKind === 'league' ? 'the team' : s.tableKind === 'leaderboard' ? 'the player' : 'the shop',
          ),
          f(value, 'number', value === 'price' ? 'the price as a number' : `the ${value}`),
          f('change', 'string', 'the change as shown, when shown'),
        ],
      };
    }
    case 'jobs':
      return {
        arrayField: 'jobs',
        fields: [
          f('title', 'string', 'the job title'),
          f('company', 'string', 'the employer'),
          f('location', 'string', 'where'),
          f('salary', 'string', 'the salary as shown, when shown'),
          f('posted', 'string', 'when it was posted, as shown'),
        ],
      };
    case 'listings':
      return {
        arrayField: 'listings',
        fields: [
          f('title', 'string', "the listing's title"),
          f('price', 'number', 'the price as a number'),
          f('area', 'number', `the area in ${s.areaUnit}`),
          f('rooms', 'number', 'rooms, when shown'),
          f('location', 'string', 'where'),
        ],
      };
    case 'events':
      return {
        arrayField: 'events',
        fields: [
          f('name', 'string', "the event's name"),
          f('date', 'string', 'the date as shown'),
          f('venue', 'string', 'where it takes place'),
          f('price', 'string', 'the price as shown, or the word shown for free entry'),
        ],
      };
    case 'news':
      return {
        arrayField: 'stories',
        fields: [
          f('headline', 'string', 'the headline'),
          f('author', 'string', 'the author'),
          f('date', 'string', 'the date as shown'),
          f('summary', 'string', 'the summary'),
          f('comments', 'number', 'the comment count, when shown'),
        ],
      };
    case 'search':
      return {
        arrayField: 'results',
        fields: [
          f('title', 'string', "the result's title"),
          f('url', 'string', "the result's address"),
          f('snippet', 'string', 'the text under it'),
        ],
      };
  }
}

function detailFields(s: Site): FieldDef[] {
  const f = (name: string, type: FieldDef['type'], description: string): FieldDef => ({ name, type, description });
  switch (s.topic) {
    case 'jobs':
      return [
        f('title', 'string', 'the job title'),
        f('company', 'string', 'the employer'),
        f('location', 'string', 'where'),
        f('salary', 'string', 'the salary as shown, when shown'),
        f('posted', 'string', 'when it was posted, as shown'),
        f('type', 'string', 'the kind of contract'),
        f('skills', 'array', 'the skills asked for'),
      ];
    case 'listings':
      return [
        f('title', 'string', "the listing's title"),
        f('price', 'number', 'the price as a number'),
        f('area', 'number', `the area in ${s.areaUnit}`),
        f('rooms', 'number', 'rooms, when shown'),
        f('location', 'string', 'where'),
        f('features', 'array', 'the features listed'),
      ];
    case 'events':
      return [
        f('name', 'string', "the event's name"),
        f('date', 'string', 'the date as shown'),
        f('venue', 'string', 'where it takes place'),
        f('price', 'string', 'the price as shown, or the word shown for free entry'),
        f('organizer', 'string', 'who organises it, when shown'),
      ];
    default:
      return [
        f('headline', 'string', 'the headline'),
        f('author', 'string', 'the author'),
        f('date', 'string', 'the date as shown'),
        f('tags', 'array', "the article's tags"),
        f('reading_time', 'string', 'the reading time as shown'),
      ];
  }
}

function schemaOf(fields: FieldDef[]): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const field of fields)
    props[field.name] =
      field.type === 'array'
        ? { type: 'array', items: { type: 'string' }, description: field.description }
        : { type: field.type, description: field.description };
  return props;
}

function promptOf(s: Site): string {
  const names = s.fields.map((f) => `${f.name} (${f.description})`).join(', ');
  if (s.kind === 'detail')
    return `From this ${s.topic === 'news' ? 'article' : s.topic === 'listings' ? 'listing' : s.topic === 'jobs' ? 'job ad' : 'event'} page, extract: ${names}. Values exactly as shown; leave a field out when the page does not show it. Ignore related or recommended items, ads and sidebars.`;
  const what: Record<Topic, string> = {
    forum:
      s.replies === 'exclude'
        ? 'every top-level post in this thread (not the replies nested under a post)'
        : `every post in this thread${s.replies === 'include' ? ', nested replies included, in page order' : ''}`,
    reviews: 'every review in the list',
    table: 'every row of the table',
    jobs: 'every job in the results',
    listings: 'every property listing in the results',
    events: 'every event in the calendar',
    news: 'every story in the list',
    search: 'every organic search result',
  };
  const leaveOut: Record<Topic, string> = {
    forum: 'Leave out pinned or sticky posts, ads and the sidebar.',
    reviews: 'Leave out the highlighted "most helpful" review box, ads and the sidebar.',
    table: 'Leave out the header row, totals or average rows, ads and any sidebar table.',
    jobs: 'Leave out featured (promoted) jobs, sponsored ads and the sidebar.',
    listings: 'Leave out featured (promoted) listings, sponsored ads and the sidebar.',
    events: 'Leave out sponsored events and the sidebar.',
    news: 'Leave out pinned and sponsored stories and the trending sidebar.',
    search: 'Leave out ads, "people also ask" questions and related searches.',
  };
  return `Extract ${what[s.topic]}: ${names}. Values exactly as shown; numbers as numbers; leave a field out of a record when it is not shown. ${leaveOut[s.topic]} An empty list when there are none.`;
}

function makeSite(seed: number): Site {
  const r = randomFor((Math.imul(seed, 2654435761) ^ 0x0feed5) >>> 0);
  const lang = r.pick(['en', 'en', 'de', 'fr', 'es'] as const);
  const L = WORDS[lang];
  const kind = r.chance(0.25) ? 'detail' : 'list';
  const topic = kind === 'detail' ? r.pick(DETAIL_TOPICS) : r.pick(TOPICS);
  const layout: Layout = kind === 'detail' ? r.pick(['dl', 'table', 'div'] as const) : r.pick(LAYOUTS[topic]);
  const classStyle = r.pick(['semantic', 'utility', 'hashed'] as const);
  const ab = r.chance(0.5);
  const abClasses = ab && r.chance(0.5);
  const brandWord = cap(word(r, 2, 3));
  const ranges: Record<Topic, [number, number]> = {
    forum: [3, 12],
    reviews: [3, 10],
    table: [6, 20],
    jobs: [5, 15],
    listings: [4, 12],
    events: [4, 14],
    news: [5, 12],
    search: [6, 10],
  };
  const dateStyle = r.pick(['iso', 'long', 'short', 'us', 'weekday', 'relative'] as const);
  const currency = lang === 'en' ? r.pick(['$', '£'] as const) : '€';
  const s: Site = {
    seed,
    r,
    lang,
    L,
    topic,
    kind,
    layout,
    classStyle,
    c: makeClasser(classStyle, seed, BLOCKS[topic], r, abClasses),
    host: `${brandWord.toLowerCase()}${r.pick(['', '-board', '-hub', '-list', 'online'])}.example`,
    brand: `${brandWord}${r.pick(['', ' Board', ' Hub', ' Daily', ' Finder'])}`,
    group: r.chance(0.8),
    dateStyle: dateStyle === 'us' && lang !== 'en' ? 'short' : dateStyle,
    labelled: new Set(),
    factsAs:
      kind === 'detail'
        ? layout === 'dl'
          ? 'dl'
          : layout === 'table'
            ? 'table'
            : 'spans'
        : r.pick(['dl', 'spans', 'spans', 'ul'] as const),
    sep: r.pick([' · ', ' | ', ' ', ' — ', '']),
    currency,
    currencyFirst: currency !== '€' || r.chance(0.3),
    now: Date.UTC(2024, 8, 1) + r.int(0, 200) * DAY + r.int(8, 20) * 3_600_000,
    replies:
      topic === 'forum' && layout !== 'legacy' ? r.pick(['include', 'include', 'exclude', 'none'] as const) : 'none',
    quotes: r.chance(0.6),
    countLine: r.chance(0.5),
    ads: r.chance(0.5),
    pinned: r.chance(0.6),
    featured: r.chance(0.6),
    trending: r.chance(0.45),
    banner: r.chance(0.5),
    ab,
    abWrap: ab && r.chance(0.6),
    abLabels: ab && r.chance(0.5),
    abOrder: ab && r.chance(0.4),
    paging: r.pick(['pages', 'more', 'none'] as const),
    asideFirst: r.chance(0.3),
    tableKind: r.pick(['league', 'leaderboard', 'comparison'] as const),
    rankStyle: r.pick(['plain', 'dot', 'hash'] as const),
    ties: r.chance(0.6) ? 'rowspan' : 'repeat',
    headerInBody: r.chance(0.3),
    totalsRow: r.chance(0.5),
    likesStyle: r.pick(['words', 'heart', 'label'] as const),
    ratingStyle: r.pick(['slash', 'stars', 'label'] as const),
    urlShown: r.chance(0.5) ? 'full' : 'crumbs',
    rent: r.chance(0.4),
    areaUnit: lang === 'en' && r.chance(0.5) ? 'sq ft' : 'm²',
    minRecords: ranges[topic][0],
    maxRecords: ranges[topic][1],
    arrayField: '',
    fields: [],
  };
  if (kind === 'list') {
    const { arrayField, fields } = listFields(s);
    s.arrayField = arrayField;
    s.fields = fields;
  } else s.fields = detailFields(s);
  const labelChance = kind === 'detail' && s.factsAs === 'spans' ? 0.7 : 0.35;
  for (const field of s.fields) if (r.chance(labelChance)) s.labelled.add(field.name);
  if (s.likesStyle === 'label') s.labelled.add('likes');
  if (s.ratingStyle === 'label') s.labelled.add('rating');
  return s;
}

// ---------------------------------------------------------------------------------------------
// Pages.

interface Built {
  url: string;
  html: string;
  truth: Record<string, unknown>;
  odd: boolean;
  plan: FeedsPlanItem[];
}

const KEY: Record<Topic, string> = {
  forum: 'text',
  reviews: 'title',
  table: 'name',
  jobs: 'title',
  listings: 'title',
  events: 'name',
  news: 'headline',
  search: 'title',
};

function truthOf(s: Site, rec: Rec): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of s.fields) if (rec[field.name]) out[field.name] = rec[field.name]!.truth;
  return out;
}

/** Records of the topic whose names are new on the page. */
function fresh(s: Site, seen: Set<string>, n: number, make: () => Rec): Rec[] {
  const out: Rec[] = [];
  for (let tries = 0; out.length < n && tries < n * 50; tries++) {
    const rec = make();
    const key = String(rec[KEY[s.topic]]?.truth ?? '');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(rec);
  }
  return out;
}

function pageUrl(s: Site, page: number, query: string): string {
  const base = `https://${s.host}`;
  switch (s.topic) {
    case 'forum':
      return `${base}/t/${slug(query)}-${1000 + s.seed * 37 + page}`;
    case 'reviews':
      return `${base}/p/${slug(query)}/reviews${page > 1 ? `?page=${page}` : ''}`;
    case 'table':
      return `${base}/${s.tableKind}/${slug(query)}`;
    case 'jobs':
      return `${base}/jobs?q=${encodeURIComponent(query)}&page=${page}`;
    case 'listings':
      return `${base}/search/${slug(query)}?page=${page}`;
    case 'events':
      return `${base}/events/${slug(query)}`;
    case 'news':
      return `${base}/section/${slug(query)}?page=${page}`;
    case 'search':
      return `${base}/search?q=${encodeURIComponent(query)}&start=${(page - 1) * 10}`;
  }
}

function listPage(s: Site, index: number, pages: number, empty: boolean): Built {
  const r = s.r;
  const L = s.L;
  const page = index + 1;
  const variant: Variant = s.ab && index > 0 && r.chance(0.35) ? 'B' : 'A';
  const seen = new Set<string>();
  const query =
    s.topic === 'table'
      ? `${placeName(r, L)} ${2019 + (index % 6)}`
      : s.topic === 'forum' || s.topic === 'reviews'
        ? `${cap(word(r, 2, 2))} ${r.pick(L.things)}`
        : s.topic === 'search'
          ? r.pick(L.things)
          : placeName(r, L);
  const count = empty ? 0 : index === pages - 1 ? r.int(1, s.minRecords) : r.int(s.minRecords, s.maxRecords);
  const plan: FeedsPlanItem[] = [];
  let items: Item[] = [];
  const leaf = (rec: Rec, role: Role): Item => ({ role, rec, replies: [] });
  let rows: Row[] = [];
  const eventBase = s.now + r.int(1, 60) * DAY;
  const maker = (): Rec => {
    switch (s.topic) {
      case 'forum':
        return makePost(s);
      case 'reviews':
        return makeReview(s);
      case 'jobs':
        return makeJob(s);
      case 'listings':
        return makeListing(s);
      case 'events':
        return makeEvent(s, eventBase + r.int(0, Math.max(2, Math.floor(count / 2))) * DAY);
      case 'news':
        return makeStory(s);
      case 'search':
        return makeResult(s, query);
      case 'table': {
        const row = makeRows(s, 1)[0]!;
        return rowRec(s, { ...row, rank: r.int(1, 9) });
      }
    }
  };
  if (s.topic === 'table') {
    rows = makeRows(s, count);
    items = rows.map((row) => leaf(rowRec(s, row), 'record'));
    for (const item of items) seen.add(String(item.rec.name!.truth));
  } else {
    items = fresh(s, seen, count, maker).map((rec) => leaf(rec, 'record'));
    if (s.topic === 'events') items.sort((a, b) => Number(a.rec._t!.truth) - Number(b.rec._t!.truth));
  }
  // Threads: replies nested under some posts, posts quoting an earlier post.
  if (s.topic === 'forum') {
    if (s.replies !== 'none') {
      const role: Role = s.replies === 'include' ? 'record' : 'reply';
      for (const item of items) {
        if (!r.chance(0.3)) continue;
        item.replies = fresh(s, seen, r.int(1, 2), maker).map((rec) => leaf(rec, role));
        const first = item.replies[0];
        if (first && r.chance(0.25)) first.replies = fresh(s, seen, 1, maker).map((rec) => leaf(rec, role));
      }
    }
    if (s.quotes)
      items.forEach((item, i) => {
        const earlier = items[r.int(0, Math.max(0, i - 1))];
        if (i > 0 && earlier && r.chance(0.3)) {
          item.rec._quoteAuthor = earlier.rec.author!;
          item.rec._quoteText = earlier.rec.text!;
        }
      });
  }
  // Traps: pinned or featured items on top, ads between the records.
  const top: Item[] = [];
  if (!empty && s.pinned && (s.topic === 'forum' || s.topic === 'news') && r.chance(0.6))
    top.push(...fresh(s, seen, 1, maker).map((rec) => leaf(rec, 'pinned')));
  if (!empty && s.featured && (s.topic === 'jobs' || s.topic === 'listings') && r.chance(0.6)) {
    const featured = fresh(s, seen, r.int(1, 2), maker).map((rec) => leaf(rec, 'featured'));
    top.push(featured[0]!);
    if (featured[1]) items.splice(r.int(1, items.length), 0, featured[1]);
  }
  const adsOk = s.topic !== 'table' || s.layout === 'table';
  if (!empty && s.ads && adsOk && r.chance(0.6)) {
    for (const ad of fresh(s, seen, r.int(1, 2), maker)) {
      if (s.topic === 'table') ad.name = text(`${cap(word(r, 2, 3))} Pro – ${L.banners[0]}`);
      let at = r.int(1, items.length);
      if (s.topic === 'table')
        while (at < items.length && items[at]!.rec.rank?.truth === items[at - 1]?.rec.rank?.truth) at += 1;
      if (s.topic === 'search') at = 0;
      items.splice(at, 0, leaf(ad, 'ad'));
    }
  }
  items = [...top, ...items];
  // Reviews: a "most helpful" review box above the list, styled like the reviews.
  let before = '';
  if (s.topic === 'reviews') {
    before += `<div${s.c('summary')}>${esc(L.averageRating(decimal(s, r.int(20, 49) / 10, 1), groupDigits(s, r.int(40, 5000))))}</div>`;
    if (!empty && s.featured && r.chance(0.6)) {
      const box = fresh(s, seen, 1, maker).map((rec) => leaf(rec, 'featured'));
      plan.push(...box.map((item) => ({ role: item.role, key: String(item.rec.title!.truth) })));
      before += `<section${s.c('top-review')}><h2>${esc(L.topReview)}</h2>${listHtml(s, box, variant, 'aside', page)}</section>`;
    }
  }
  const walk = (list: Item[]): void => {
    for (const item of list) {
      plan.push({ role: item.role, key: String(item.rec[KEY[s.topic]]!.truth) });
      walk(item.replies);
    }
  };
  walk(items);
  // Search: "people also ask" between the results.
  let main: string;
  if (empty) main = `<p${s.c('empty')}>${esc(L.noResults)}</p>`;
  else if (s.topic === 'search' && items.length > 4 && r.chance(0.5)) {
    const questions = range(1, r.int(2, 4)).map(
      () => `${r.pick(['How', 'Why', 'When'])} ${r.pick(L.things)} ${cap(word(r, 2, 2))}?`,
    );
    const cut = r.int(2, items.length - 2);
    const keys = plan.splice(cut, plan.length - cut);
    plan.push(...questions.map((key) => ({ role: 'box' as Role, key })), ...keys);
    main = `${listHtml(s, items.slice(0, cut), variant, 'main', page)}<div${s.c('paa')}><h2>${esc(L.peopleAsk)}</h2>${questions.map((q) => `<details><summary>${esc(q)}</summary><p>${esc(r.pick(L.summaryA))}</p></details>`).join('')}</div>${listHtml(s, items.slice(cut), variant, 'main', page)}`;
  } else main = listHtml(s, items, variant, 'main', page);
  // The trending sidebar, styled exactly like the records.
  let aside = '';
  if (s.trending && r.chance(0.5)) {
    const trend =
      s.topic === 'table'
        ? makeRows(s, 4)
            .filter((row) => !seen.has(row.name))
            .map((row) => leaf(rowRec(s, row), 'trending'))
        : fresh(s, seen, r.int(3, 5), maker).map((rec) => leaf(rec, 'trending'));
    if (s.topic === 'events') trend.sort((a, b) => Number(a.rec._t!.truth) - Number(b.rec._t!.truth));
    plan.push(...trend.map((item) => ({ role: item.role, key: String(item.rec[KEY[s.topic]]!.truth) })));
    aside = `<h2${s.c('aside-title')}>${esc(L.trending)}</h2>${listHtml(s, trend, variant, 'aside', page)}`;
  }
  const headings: Record<Topic, string> = {
    forum: query,
    reviews: `${L.reviewsHeading}: ${query}`,
    table: `${s.tableKind === 'league' ? L.league : s.tableKind === 'leaderboard' ? L.leaderboard : L.comparison} – ${query}`,
    jobs: `${L.jobsHeading}: ${query}`,
    listings: `${L.listingsHeading}: ${query}`,
    events: `${L.eventsHeading}: ${query}`,
    news: `${L.newsHeading}: ${query}`,
    search: `${L.searchHeading}: ${query}`,
  };
  const records = items.filter((item) => item.role === 'record');
  const shownTotal = empty ? 0 : records.length + (pages - page) * s.maxRecords;
  const countLine = s.countLine ? `<p${s.c('count')}>${esc(L.results(groupDigits(s, shownTotal)))}</p>` : '';
  const html = pageShell(
    s,
    headings[s.topic],
    `<h1${s.c('title')}>${esc(headings[s.topic])}</h1>${countLine}${before}${main}${empty ? '' : pagingHtml(s, page, index === pages - 1)}`,
    aside,
    s.banner && r.chance(0.4) ? bannerHtml(s) : '',
  );
  const truthRecords: Array<Record<string, unknown>> = [];
  const collect = (list: Item[]): void => {
    for (const item of list) {
      if (item.role === 'record') truthRecords.push(truthOf(s, item.rec));
      collect(item.replies);
    }
  };
  collect(items);
  return {
    url: pageUrl(s, page, query),
    html,
    truth: { [s.arrayField]: truthRecords },
    odd: empty,
    plan,
  };
}

function listOf(s: Site, name: string, items: string[], variant: Variant): Value {
  void variant;
  return {
    html: `<ul${s.c(`f-${name}`)}>${items.map((item) => `<li${s.c('chip')}>${s.topic === 'news' ? `<a href="/tag/${slug(item)}">${esc(item)}</a>` : esc(item)}</li>`).join('')}</ul>`,
    truth: items,
  };
}

function detailPage(s: Site, index: number): Built {
  const r = s.r;
  const L = s.L;
  const variant: Variant = s.ab && index > 0 && r.chance(0.35) ? 'B' : 'A';
  const seen = new Set<string>();
  const para = (): string =>
    `<p>${esc(s.topic === 'jobs' ? r.pick(L.summaryA) : sentence(s))} ${esc(r.pick(L.summaryB))}</p>`;
  let rec: Rec;
  let body: string;
  let related: Rec[];
  let url: string;
  let section: string;
  if (s.topic === 'jobs') {
    rec = fresh(s, seen, 1, () => makeJob(s))[0]!;
    rec.type = text(r.pick(L.types));
    rec.skills = listOf(s, 'skills', r.sample(L.skills, r.int(2, 5)), variant);
    related = fresh(s, seen, 3, () => makeJob(s));
    section = L.jobsHeading;
    url = `https://${s.host}/job/${100000 + s.seed * 50 + index}-${slug(String(rec.title!.truth))}`;
    body = `<h1${s.c('f-title')}>${rec.title!.html}</h1><div${s.c('sub')}><a href="/company/${slug(String(rec.company!.truth))}"${s.c('f-company')}>${rec.company!.html}</a>${s.sep || ' '}<span${s.c('f-location')}>${rec.location!.html}</span></div>${factsHtml(s, rec, order(s, ['salary', 'type', 'posted'], variant), variant)}<section${s.c('about')}><h2>${esc(L.aboutRole)}</h2>${para()}${para()}<h3>${esc(labelOf(s, 'skills', variant))}</h3>${rec.skills.html}</section>`;
  } else if (s.topic === 'listings') {
    rec = fresh(s, seen, 1, () => makeListing(s))[0]!;
    rec.features = listOf(s, 'features', r.sample(L.features, r.int(2, 5)), variant);
    related = fresh(s, seen, 3, () => makeListing(s));
    section = L.listingsHeading;
    url = `https://${s.host}/listing/${200000 + s.seed * 50 + index}`;
    body = `<h1${s.c('f-title')}>${rec.title!.html}</h1>${fieldHtml(s, rec, 'location', variant, 'div')}${fieldHtml(s, rec, 'price', variant, 'div')}${factsHtml(s, rec, order(s, ['area', 'rooms'], variant), variant)}<section${s.c('about')}><h2>${esc(L.aboutPlace)}</h2>${para()}<h3>${esc(labelOf(s, 'features', variant))}</h3>${rec.features.html}</section>`;
  } else if (s.topic === 'events') {
    rec = fresh(s, seen, 1, () => makeEvent(s))[0]!;
    if (r.chance(0.6)) rec.organizer = text(r.chance(0.5) ? companyName(r, L) : personName(r, L));
    related = fresh(s, seen, 3, () => makeEvent(s));
    section = L.eventsHeading;
    url = `https://${s.host}/event/${slug(String(rec.name!.truth))}-${index + 1}`;
    body = `<h1${s.c('f-name')}>${rec.name!.html}</h1>${factsHtml(s, rec, order(s, ['date', 'venue', 'price', 'organizer'], variant), variant)}<section${s.c('about')}><h2>${esc(L.aboutEvent)}</h2>${para()}${para()}</section>`;
  } else {
    rec = fresh(s, seen, 1, () => makeStory(s))[0]!;
    delete rec.comments;
    rec.tags = listOf(s, 'tags', r.sample(L.tags, r.int(1, 4)), variant);
    rec.reading_time = text(L.minRead(r.int(2, 14)));
    related = fresh(s, seen, 3, () => makeStory(s));
    section = L.newsHeading;
    const day = new Date(pastTime(s, 60)).toISOString().slice(0, 10).replace(/-/g, '/');
    url = `https://${s.host}/${day}/${slug(String(rec.headline!.truth))}`;
    body = `<h1${s.c('f-headline')}>${rec.headline!.html}</h1><div${s.c('byline')}>${esc(L.by)} <a href="/author/${slug(String(rec.author!.truth))}"${s.c('f-author')}>${rec.author!.html}</a>${s.sep || ' '}${order(
      s,
      ['date', 'reading_time'],
      variant,
    )
      .map((n) => fieldHtml(s, rec, n, variant))
      .join(
        s.sep || ' ',
      )}</div><p${s.c('lead')}>${rec.summary!.html}</p>${para()}${para()}${para()}<div${s.c('tag-row')}>${s.labelled.has('tags') ? `<span${s.c('label')}>${esc(labelOf(s, 'tags', variant))}${L.colon}</span>` : ''}${rec.tags.html}</div>`;
  }
  const key = KEY[s.topic];
  const title = String(rec[key]!.truth);
  const crumbs = `<nav${s.c('crumbs')} aria-label="breadcrumb"><a href="/">${esc(L.nav[0]!)}</a> › <a href="/${slug(section)}">${esc(section)}</a> › <span>${esc(title)}</span></nav>`;
  const relatedNames =
    s.topic === 'jobs'
      ? ['company', 'location']
      : s.topic === 'listings'
        ? ['price', 'location']
        : s.topic === 'events'
          ? ['date', 'venue']
          : ['author', 'date'];
  const relatedHtml = `<section${s.c('related')}><h2>${esc(L.related)}</h2><ul${s.c('related-list')}>${related
    .map(
      (other, i) =>
        `<li${s.c('related-item')}><a href="/r/${i}"${s.c(`f-${key}`)}>${other[key]!.html}</a> ${relatedNames.map((n) => fieldHtml(s, other, n, variant)).join(s.sep || ' ')}</li>`,
    )
    .join('')}</ul></section>`;
  const article = `<article${s.c('detail', variant)}>${body}</article>`;
  const main = `${crumbs}${s.abWrap && variant === 'B' ? `<div${s.c('inner')}>${article}</div>` : article}${s.trending ? '' : relatedHtml}`;
  return {
    url,
    html: pageShell(s, title, main, s.trending ? relatedHtml : '', s.banner && r.chance(0.4) ? bannerHtml(s) : ''),
    truth: truthOf(s, rec),
    odd: false,
    plan: [
      { role: 'record', key: title },
      ...related.map((other) => ({ role: 'related' as Role, key: String(other[key]!.truth) })),
    ],
  };
}

function errorPage(s: Site, index: number): Built {
  const L = s.L;
  const main = `<h1${s.c('title')}>${esc(L.notFound)}</h1><p${s.c('empty')}>404 – ${esc(L.notFoundBody)}</p><p><a href="/">${esc(L.nav[0]!)}</a></p>`;
  return {
    url: `https://${s.host}/${s.kind === 'detail' ? 'item' : 'list'}/${slug(word(s.r, 2, 3))}-${index + 1}`,
    html: pageShell(s, L.notFound, main, '', ''),
    truth: {},
    odd: true,
    plan: [],
  };
}

function build(seed: number): { site: FeedsSite; plans: FeedsPlanItem[][] } {
  const s = makeSite(seed);
  const r = s.r;
  const count = r.chance(1 / 3) ? 12 : 20;
  const errorAt = r.chance(0.75) ? r.int(3, count - 1) : -1;
  let emptyAt = s.kind === 'list' && r.chance(0.5) ? r.int(2, count - 1) : -1;
  if (emptyAt === errorAt) emptyAt = -1;
  const built: Built[] = [];
  for (let index = 0; index < count; index++) {
    if (index === errorAt) built.push(errorPage(s, index));
    else if (s.kind === 'list') built.push(listPage(s, index, count, index === emptyAt));
    else built.push(detailPage(s, index));
  }
  const properties = schemaOf(s.fields);
  const schema =
    s.kind === 'list'
      ? { type: 'object', properties: { [s.arrayField]: { type: 'array', items: { type: 'object', properties } } } }
      : { type: 'object', properties };
  return {
    site: {
      name: `feeds-${seed}-${s.topic}`,
      kind: s.kind,
      topic: s.topic,
      style: `${s.layout}/${s.classStyle}/${s.lang}`,
      prompt: promptOf(s),
      schema,
      pages: built.map(({ url, html, truth, odd }) => ({ url, html, truth, odd })),
    },
    plans: built.map((page) => page.plan),
  };
}

/** A seeded site of the family: the same seed always gives the same site. */
export function generateFeedsSite(seed: number): FeedsSite {
  return build(seed).site;
}

/**
 * For the family's sanity test: each page's shown items in page order — the records the truth
 * describes and the traps it leaves out (pinned, featured, ads, trending, related, boxes) — each
 * with the text that names it.
 */
export function feedsPagePlans(seed: number): FeedsPlanItem[][] {
  return build(seed).plans;
}
