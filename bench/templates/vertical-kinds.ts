/**
 * The record kinds of bench/templates/verticals.ts: sites that are not shops. Each kind has a
 * fixed schema of six fields — a name, a list whose length varies (1–4 items), a coded value
 * from a small set, a date, a number with its unit and one optional field — with labels in four
 * languages. Every name, title and company is made of invented syllables, so no value comes from
 * a real site.
 */
import type { Random } from './random';

export type Lang = 'en' | 'de' | 'fr' | 'es';
export const LANGS: readonly Lang[] = ['en', 'de', 'fr', 'es'];

/** The six roles every kind fills; the schema's field names differ by kind. */
export type Role = 'name' | 'list' | 'code' | 'date' | 'amount' | 'extra';
export const ROLES: readonly Role[] = ['name', 'list', 'code', 'date', 'amount', 'extra'];

export interface VerticalRecord {
  name: string;
  list: string[];
  code: string;
  /** The date itself; each site shows it in its own format. */
  date: { y: number; m: number; d: number };
  amount: string;
  extra?: string;
}

export interface VerticalKind {
  kind: string;
  /** The schema's field name for each role. */
  fields: Record<Role, string>;
  /** A label for each role in each language (as a site shows it, before any upper-casing). */
  labels: Record<Role, [string, string, string, string]>;
  /** The word a legacy site puts before the list under the name ("by A and B"). */
  by: [string, string, string, string];
  /** schema.org type and the property the list goes in, for sites with JSON-LD. */
  ld: { type: string; list: string; date: string; people: boolean };
  /** "Not found" wording for the error page, per language. */
  notFound: [string, string, string, string];
  codes: readonly string[];
  name(r: Random): string;
  item(r: Random): string;
  amount(r: Random, lang: Lang): string;
  extra(r: Random): string;
}

const SYLLABLES = [
  'bra',
  'vel',
  'mor',
  'tin',
  'ka',
  'lis',
  'dor',
  'qua',
  'ren',
  'sho',
  'vi',
  'nal',
  'tro',
  'fen',
  'ost',
  'lum',
  'zel',
  'pon',
  'gri',
  'sta',
  'ul',
  'mer',
  'cav',
  'ith',
  'bel',
  'rog',
  'sil',
  'yar',
] as const;

/** An invented word of two or three syllables, capitalised. */
export function word(r: Random, min = 2, max = 3): string {
  const n = r.int(min, max);
  const text = Array.from({ length: n }, () => r.pick(SYLLABLES)).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function person(r: Random): string {
  const initial = r.chance(0.15) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  return `${word(r, 2, 2)}${initial} ${word(r)}`;
}

const index = (lang: Lang): number => LANGS.indexOf(lang);
export const inLang = <T>(values: readonly [T, T, T, T], lang: Lang): T => values[index(lang)] as T;

/** Thousands grouped as the language writes them. */
export function grouped(n: number, lang: Lang): string {
  const sep = lang === 'en' ? ',' : lang === 'fr' ? ' ' : '.';
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

const decimal = (n: number, digits: number, lang: Lang): string =>
  lang === 'en' ? n.toFixed(digits) : n.toFixed(digits).replace('.', ',');

const MONTHS: Record<Lang, string[]> = {
  en: [
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
  fr: [
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
  es: [
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
};

export type DateFormat = 'iso' | 'dots' | 'slashes' | 'long' | 'short';
export const DATE_FORMATS: readonly DateFormat[] = ['iso', 'dots', 'slashes', 'long', 'short'];

/** A date as the site shows it. */
export function showDate(date: VerticalRecord['date'], format: DateFormat, lang: Lang): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  const { y, m, d } = date;
  const month = MONTHS[lang][m - 1] ?? '';
  if (format === 'iso') return `${y}-${two(m)}-${two(d)}`;
  if (format === 'dots') return `${two(d)}.${two(m)}.${y}`;
  if (format === 'slashes') return lang === 'en' ? `${two(m)}/${two(d)}/${y}` : `${two(d)}/${two(m)}/${y}`;
  if (format === 'short' && lang === 'en') return `${d} ${month.slice(0, 3)} ${y}`;
  if (lang === 'en') return `${month} ${d}, ${y}`;
  if (lang === 'de') return `${d}. ${month} ${y}`;
  if (lang === 'fr') return `${d} ${month} ${y}`;
  return `${d} de ${month} de ${y}`;
}

export const isoDate = (date: VerticalRecord['date']): string =>
  `${date.y}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;

const vocab = (words: readonly string[]) => (r: Random) => r.pick(words);

export const KINDS: readonly VerticalKind[] = [
  {
    kind: 'film',
    fields: {
      name: 'title',
      list: 'directors',
      code: 'rating',
      date: 'release_date',
      amount: 'runtime',
      extra: 'studio',
    },
    labels: {
      name: ['Title', 'Titel', 'Titre', 'Título'],
      list: ['Director', 'Regie', 'Réalisation', 'Dirección'],
      code: ['Rating', 'Freigabe', 'Classification', 'Clasificación'],
      date: ['Release date', 'Kinostart', 'Date de sortie', 'Estreno'],
      amount: ['Runtime', 'Laufzeit', 'Durée', 'Duración'],
      extra: ['Studio', 'Produktion', 'Production', 'Productora'],
    },
    by: ['Directed by', 'Ein Film von', 'Un film de', 'Dirigida por'],
    ld: { type: 'Movie', list: 'director', date: 'datePublished', people: true },
    notFound: ['Title not found', 'Titel nicht gefunden', 'Titre introuvable', 'Título no encontrado'],
    codes: ['G', 'PG', 'PG-13', 'R', 'NC-17', 'NR'],
    name: (r) =>
      `${r.pick(['The ', '', '', 'A '])}${word(r)} ${r.pick(['Hollow', 'Letters', 'Winter', 'Tide', 'Engine', 'Crossing', 'Orchard', 'Signal', 'Harbour'])}`,
    item: person,
    amount: (r) => `${r.int(78, 184)} min`,
    extra: (r) => `${word(r)} ${r.pick(['Pictures', 'Films', 'Studios', 'Cinema'])}`,
  },
  {
    kind: 'book',
    fields: { name: 'title', list: 'authors', code: 'format', date: 'published', amount: 'length', extra: 'publisher' },
    labels: {
      name: ['Title', 'Titel', 'Titre', 'Título'],
      list: ['Author', 'Autor', 'Auteur', 'Autor'],
      code: ['Format', 'Einband', 'Format', 'Formato'],
      date: ['Published', 'Erschienen', 'Parution', 'Publicación'],
      amount: ['Length', 'Umfang', 'Nombre de pages', 'Extensión'],
      extra: ['Publisher', 'Verlag', 'Éditeur', 'Editorial'],
    },
    by: ['by', 'von', 'de', 'de'],
    ld: { type: 'Book', list: 'author', date: 'datePublished', people: true },
    notFound: ['Book not found', 'Buch nicht gefunden', 'Livre introuvable', 'Libro no encontrado'],
    codes: ['Hardcover', 'Paperback', 'eBook', 'Audiobook', 'Board book'],
    name: (r) =>
      `${word(r)} ${r.pick(['and the', 'of the', 'beyond the', 'under the'])} ${word(r)} ${r.pick(['Stones', 'Keys', 'Lanterns', 'Rivers'])}`,
    item: person,
    amount: (r, lang) => `${r.int(96, 880)} ${inLang(['pages', 'Seiten', 'pages', 'páginas'], lang)}`,
    extra: (r) => `${word(r)} ${r.pick(['House', 'Press', 'Books', 'and Sons'])}`,
  },
  {
    kind: 'job',
    fields: {
      name: 'title',
      list: 'locations',
      code: 'employment_type',
      date: 'posted',
      amount: 'salary',
      extra: 'department',
    },
    labels: {
      name: ['Position', 'Stelle', 'Poste', 'Puesto'],
      list: ['Location', 'Standort', 'Lieu', 'Ubicación'],
      code: ['Employment type', 'Anstellungsart', 'Type de contrat', 'Tipo de contrato'],
      date: ['Posted', 'Veröffentlicht', 'Publiée le', 'Publicada'],
      amount: ['Salary', 'Gehalt', 'Salaire', 'Salario'],
      extra: ['Department', 'Abteilung', 'Service', 'Departamento'],
    },
    by: ['in', 'in', 'à', 'en'],
    ld: { type: 'JobPosting', list: 'jobLocation', date: 'datePosted', people: false },
    notFound: [
      'This job is no longer available',
      'Diese Stelle ist nicht mehr verfügbar',
      "Cette offre n'existe plus",
      'Esta oferta ya no existe',
    ],
    codes: ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'],
    name: (r) =>
      `${r.pick(['Senior ', 'Junior ', '', 'Lead '])}${r.pick(['Warehouse', 'Data', 'Field', 'Kitchen', 'Account', 'Network'])} ${r.pick(['Coordinator', 'Analyst', 'Technician', 'Manager', 'Specialist', 'Assistant'])}`,
    item: (r) => `${word(r)}${r.pick(['ton', 'burg', ' Falls', 'ville', ''])}`,
    amount: (r, lang) => `${grouped(r.int(24, 140) * 1000, lang)} ${r.pick(['EUR', 'USD'])}`,
    extra: vocab(['Logistics', 'Finance', 'Research', 'Customer Care', 'Operations', 'Facilities']),
  },
  {
    kind: 'car',
    fields: {
      name: 'model',
      list: 'features',
      code: 'fuel',
      date: 'first_registration',
      amount: 'mileage',
      extra: 'dealer',
    },
    labels: {
      name: ['Model', 'Modell', 'Modèle', 'Modelo'],
      list: ['Features', 'Ausstattung', 'Équipements', 'Equipamiento'],
      code: ['Fuel', 'Kraftstoff', 'Carburant', 'Combustible'],
      date: ['First registration', 'Erstzulassung', 'Mise en circulation', 'Matriculación'],
      amount: ['Mileage', 'Kilometerstand', 'Kilométrage', 'Kilometraje'],
      extra: ['Dealer', 'Händler', 'Vendeur', 'Concesionario'],
    },
    by: ['with', 'mit', 'avec', 'con'],
    ld: { type: 'Car', list: 'additionalProperty', date: 'dateVehicleFirstRegistered', people: false },
    notFound: ['Vehicle not found', 'Fahrzeug nicht gefunden', 'Véhicule introuvable', 'Vehículo no encontrado'],
    codes: ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'LPG'],
    name: (r) => `${word(r)} ${word(r, 2, 2)} ${r.pick(['1.4', '2.0', 'e-Drive', 'Touring', 'GT', 'Comfort'])}`,
    item: vocab([
      'Heated seats',
      'Navigation',
      'Tow bar',
      'Sunroof',
      'Parking sensors',
      'Cruise control',
      'Alloy wheels',
      'Rear camera',
      'Roof rails',
    ]),
    amount: (r, lang) => `${grouped(r.int(3, 190) * 1000 + r.int(0, 999), lang)} km`,
    extra: (r) => `${r.pick(['Autohaus ', 'Garage ', 'Motors '])}${word(r)}`,
  },
  {
    kind: 'restaurant',
    fields: {
      name: 'name',
      list: 'cuisines',
      code: 'price_range',
      date: 'inspected',
      amount: 'distance',
      extra: 'phone',
    },
    labels: {
      name: ['Name', 'Name', 'Nom', 'Nombre'],
      list: ['Cuisine', 'Küche', 'Cuisine', 'Cocina'],
      code: ['Price range', 'Preisklasse', 'Gamme de prix', 'Precio'],
      date: ['Last inspection', 'Letzte Kontrolle', 'Dernière inspection', 'Última inspección'],
      amount: ['Distance', 'Entfernung', 'Distance', 'Distancia'],
      extra: ['Phone', 'Telefon', 'Téléphone', 'Teléfono'],
    },
    by: ['Serving', 'Küche:', 'Cuisine', 'Cocina'],
    ld: { type: 'Restaurant', list: 'servesCuisine', date: 'foundingDate', people: false },
    notFound: [
      'Restaurant not found',
      'Restaurant nicht gefunden',
      'Restaurant introuvable',
      'Restaurante no encontrado',
    ],
    codes: ['$', '$$', '$$$', '$$$$'],
    name: (r) =>
      `${r.pick(['Café ', 'Chez ', 'Trattoria ', 'The ', ''])}${word(r)}${r.pick(['', ' Kitchen', ' Grill', ' Table'])}`,
    item: vocab([
      'Thai',
      'Georgian',
      'Vegan',
      'Seafood',
      'Levantine',
      'Basque',
      'Peruvian',
      'Korean',
      'Ethiopian',
      'Tapas',
    ]),
    amount: (r, lang) => `${decimal(r.int(1, 150) / 10, 1, lang)} km`,
    extra: (r) => `+${r.int(30, 49)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
  },
  {
    kind: 'player',
    fields: { name: 'name', list: 'positions', code: 'status', date: 'born', amount: 'height', extra: 'club' },
    labels: {
      name: ['Player', 'Spieler', 'Joueur', 'Jugador'],
      list: ['Position', 'Position', 'Poste', 'Posición'],
      code: ['Status', 'Status', 'Statut', 'Estado'],
      date: ['Born', 'Geboren', 'Né le', 'Nacimiento'],
      amount: ['Height', 'Größe', 'Taille', 'Altura'],
      extra: ['Club', 'Verein', 'Club', 'Club'],
    },
    by: ['Plays', 'Spielt', 'Joue', 'Juega'],
    ld: { type: 'Person', list: 'jobTitle', date: 'birthDate', people: false },
    notFound: ['Player not found', 'Spieler nicht gefunden', 'Joueur introuvable', 'Jugador no encontrado'],
    codes: ['Active', 'Injured', 'Suspended', 'On loan'],
    name: person,
    item: vocab(['Goalkeeper', 'Centre-back', 'Full-back', 'Midfielder', 'Winger', 'Striker', 'Sweeper']),
    amount: (r, lang) => `${decimal(r.int(162, 204) / 100, 2, lang)} m`,
    extra: (r) => `${r.pick(['FC ', 'SC ', 'Athletic ', 'Real '])}${word(r)}`,
  },
  {
    kind: 'university',
    fields: { name: 'name', list: 'faculties', code: 'type', date: 'founded', amount: 'campus_area', extra: 'rector' },
    labels: {
      name: ['Institution', 'Hochschule', 'Établissement', 'Institución'],
      list: ['Faculties', 'Fakultäten', 'Facultés', 'Facultades'],
      code: ['Type', 'Träger', 'Statut', 'Tipo'],
      date: ['Founded', 'Gegründet', 'Fondée le', 'Fundada'],
      amount: ['Campus area', 'Campusfläche', 'Superficie du campus', 'Superficie del campus'],
      extra: ['Rector', 'Rektor', 'Recteur', 'Rector'],
    },
    by: ['Faculties of', 'Fakultäten für', 'Facultés de', 'Facultades de'],
    ld: { type: 'CollegeOrUniversity', list: 'department', date: 'foundingDate', people: false },
    notFound: [
      'Institution not found',
      'Hochschule nicht gefunden',
      'Établissement introuvable',
      'Institución no encontrada',
    ],
    codes: ['Public', 'Private', 'Private non-profit', 'Church-run'],
    name: (r) => `${r.pick(['University of ', 'Institute of ', '', 'Free University of '])}${word(r)}`,
    item: vocab(['Law', 'Medicine', 'Engineering', 'Fine Arts', 'Economics', 'Philosophy', 'Agriculture', 'Theology']),
    amount: (r) => `${r.int(12, 900)} ha`,
    extra: person,
  },
  {
    kind: 'event',
    fields: { name: 'name', list: 'performers', code: 'admission', date: 'date', amount: 'duration', extra: 'venue' },
    labels: {
      name: ['Event', 'Veranstaltung', 'Événement', 'Evento'],
      list: ['Line-up', 'Mitwirkende', 'Avec', 'Artistas'],
      code: ['Admission', 'Eintritt', 'Entrée', 'Entrada'],
      date: ['Date', 'Datum', 'Date', 'Fecha'],
      amount: ['Duration', 'Dauer', 'Durée', 'Duración'],
      extra: ['Venue', 'Ort', 'Lieu', 'Lugar'],
    },
    by: ['With', 'Mit', 'Avec', 'Con'],
    ld: { type: 'Event', list: 'performer', date: 'startDate', people: true },
    notFound: ['Event not found', 'Veranstaltung nicht gefunden', 'Événement introuvable', 'Evento no encontrado'],
    codes: ['Free', 'Ticketed', 'Sold out', 'Invitation only'],
    name: (r) => `${word(r)} ${r.pick(['Nights', 'Festival', 'Sessions', 'Gala', 'Open Air'])} ${r.int(2019, 2027)}`,
    item: person,
    amount: (r) => `${r.int(45, 240)} min`,
    extra: (r) => `${word(r)} ${r.pick(['Hall', 'Arena', 'Park', 'Theatre'])}`,
  },
];

/** One record of a kind: 1–4 distinct list items, the optional field present or not. */
export function recordOf(kind: VerticalKind, r: Random, lang: Lang, withExtra: boolean): VerticalRecord {
  const list: string[] = [];
  const wanted = r.int(1, 4);
  for (let tries = 0; list.length < wanted && tries < 20; tries++) {
    const item = kind.item(r);
    if (!list.includes(item)) list.push(item);
  }
  const record: VerticalRecord = {
    name: kind.name(r),
    list,
    code: r.pick(kind.codes),
    date: { y: r.int(1961, 2026), m: r.int(1, 12), d: r.int(1, 28) },
    amount: kind.amount(r, lang),
  };
  if (withExtra) record.extra = kind.extra(r);
  return record;
}
