/**
 * Record values for the generated list pages: seeded, so every run builds the same corpus.
 * Names carry a unique code, so one record's name is never part of another's.
 */
export type Rng = () => number;

/** mulberry32: small, fast and good enough to pick words. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: Rng, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)] as T;
}

const ADJECTIVES = [
  'Alder',
  'Brisk',
  'Cobalt',
  'Dune',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Linen',
  'Maple',
  'Nimbus',
  'Orchard',
  'Pebble',
  'Quill',
  'Russet',
  'Saffron',
  'Tundra',
];
const THINGS = [
  'Kettle',
  'Backpack',
  'Lamp',
  'Jacket',
  'Mug',
  'Notebook',
  'Sneaker',
  'Blanket',
  'Speaker',
  'Chair',
  'Watch',
  'Tent',
  'Skillet',
  'Scarf',
  'Bottle',
];
const FIRST = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elif',
  'Farah',
  'Goran',
  'Hana',
  'Ivo',
  'Jonas',
  'Kaia',
  'Luca',
  'Mei',
  'Nadia',
  'Omar',
  'Priya',
  'Rosa',
  'Sven',
  'Tomas',
  'Yara',
];
const LAST = [
  'Abbott',
  'Berger',
  'Castell',
  'Duarte',
  'Eklund',
  'Ferreira',
  'Galvan',
  'Holm',
  'Iversen',
  'Jansen',
  'Kovacs',
  'Lindqvist',
  'Moreau',
  'Novak',
  'Okafor',
  'Petrov',
  'Quint',
  'Rahman',
  'Sato',
  'Vidal',
];
const CITIES = [
  'Lisbon',
  'Tallinn',
  'Porto',
  'Ghent',
  'Bergen',
  'Graz',
  'Lyon',
  'Malmo',
  'Turku',
  'Bilbao',
  'Krakow',
  'Utrecht',
];
const STREETS = [
  'Oak Street',
  'Harbour Road',
  'Mill Lane',
  'Station Square',
  'Church Walk',
  'River Row',
  'Hill Avenue',
];
const ROLES = [
  'Backend Engineer',
  'Data Analyst',
  'Product Designer',
  'Support Lead',
  'QA Engineer',
  'Site Reliability Engineer',
  'Technical Writer',
  'Sales Manager',
];
const COMPANIES = [
  'Northwind Labs',
  'Bluefin Systems',
  'Copperleaf',
  'Driftwood Media',
  'Evergrain Foods',
  'Foxglove Health',
  'Glasshouse Studio',
];
const TOPICS = [
  'hiking boots',
  'sourdough starter',
  'solar panels',
  'bike repair',
  'tax forms',
  'home espresso',
  'garden beds',
];
const WORDS = [
  'practical',
  'guide',
  'detailed',
  'notes',
  'compares',
  'options',
  'prices',
  'steps',
  'common',
  'mistakes',
  'budget',
  'tested',
  'review',
  'update',
  'simple',
];

export interface Made {
  n: number;
  code: string;
}

/** A unique four-digit code per record: names stay distinct and never contain each other. */
export function codes(r: Rng, count: number): string[] {
  const seen = new Set<number>();
  const out: string[] = [];
  while (out.length < count) {
    const n = 1000 + Math.floor(r() * 9000);
    if (seen.has(n)) continue;
    seen.add(n);
    out.push(String(n));
  }
  return out;
}

export const make = {
  product: (r: Rng, code: string) => `${pick(r, ADJECTIVES)} ${pick(r, THINGS)} ${code}`,
  price: (r: Rng) => (5 + Math.floor(r() * 400) + pick(r, [0.99, 0.5, 0.0, 0.95, 0.25])).toFixed(2),
  rating: (r: Rng) => (3 + Math.floor(r() * 20) / 10).toFixed(1),
  person: (r: Rng, code: string) => `${pick(r, FIRST)} ${pick(r, LAST)}-${code}`,
  city: (r: Rng) => pick(r, CITIES),
  address: (r: Rng, code: string) => `${code} ${pick(r, STREETS)}`,
  phone: (r: Rng) =>
    `+351 ${200 + Math.floor(r() * 700)} ${100 + Math.floor(r() * 900)} ${100 + Math.floor(r() * 900)}`,
  role: (r: Rng, code: string) => `${pick(r, ROLES)} (${code})`,
  company: (r: Rng) => pick(r, COMPANIES),
  salary: (r: Rng) => `€${40 + Math.floor(r() * 80)},000`,
  sentence: (r: Rng, code: string) =>
    `How to choose ${pick(r, TOPICS)}: a ${Array.from({ length: 6 }, () => pick(r, WORDS)).join(' ')} ${code}`,
  words: (r: Rng, n: number) => Array.from({ length: n }, () => pick(r, WORDS)).join(' '),
  isbn: (r: Rng) => `978${Array.from({ length: 10 }, () => Math.floor(r() * 10)).join('')}`,
  count: (r: Rng) => String(Math.floor(r() * 500)),
  date: (r: Rng) => {
    const month = pick(r, ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    return `${month} ${1 + Math.floor(r() * 28)}, 2026`;
  },
};
