/**
 * bench:completeness's own family of list pages, written before reading how Quarry counts
 * records (so it was not shaped by the counting rules): category, search and listing pages
 * with what real sites put around their records — breadcrumbs, subcategory link grids (with
 * counts and pictures), facet link lists with counts, sort links, pagination (page numbers,
 * "Next", "Load more", "Showing 1–24 of 312"), "recommended" and "recently viewed" carousels
 * in the records' own markup, sponsored cards among the records, a site menu and footer.
 * Records are cards, table rows, plain list items, definition lists or text-only blocks,
 * with or without links and pictures, 1–60 of them, in five verticals and four languages.
 * Every word is made up here; the same seed gives the same page on every machine.
 *
 * Split, fixed: seeds 1–60 are dev (looked at while fixing the counter), seeds 3001–3060 are
 * held out (their figures are printed, never their failures).
 */
import { randomFor, type Random } from './templates/random';

export const COMPLETENESS_DEV_SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);
export const COMPLETENESS_HELD_OUT_SEEDS = Array.from({ length: 60 }, (_, i) => 3001 + i);

export type Vertical = 'products' | 'jobs' | 'articles' | 'events' | 'properties';
export type RecordMarkup = 'cards' | 'table' | 'list' | 'dl' | 'text';
export type Lang = 'en' | 'de' | 'fr' | 'es';
/** The hard things a page may carry (bench rows break false follow-ups down by these). */
export type Trap =
  | 'breadcrumbs'
  | 'subcategories'
  | 'facets'
  | 'sort'
  | 'pagination'
  | 'load-more'
  | 'result-total'
  | 'carousel'
  | 'sponsored'
  | 'no-links'
  | 'no-pictures';

export interface ListPage {
  seed: number;
  url: string;
  html: string;
  prompt: string;
  schema: Record<string, unknown>;
  /** JSON key of the list in the answer. */
  key: string;
  /** The page's own records, in page order, as a careful model answers them. */
  records: Array<Record<string, string>>;
  vertical: Vertical;
  markup: RecordMarkup;
  lang: Lang;
  traps: Trap[];
}

interface Words {
  home: string;
  next: string;
  prev: string;
  more: string;
  sort: string;
  relevance: string;
  newest: string;
  lowest: string;
  filter: string;
  rec: string;
  seen: string;
  ad: string;
  showing: string;
  cats: string;
  menu: string;
  foot: string;
}

const WORDS: Record<Lang, Words> = {
  en: {
    home: 'Home',
    next: 'Next',
    prev: 'Previous',
    more: 'Load more',
    sort: 'Sort by',
    relevance: 'Relevance',
    newest: 'Newest',
    lowest: 'Lowest first',
    filter: 'Refine',
    rec: 'Recommended for you',
    seen: 'Recently viewed',
    ad: 'Sponsored',
    showing: 'Showing {a}–{b} of {n} results',
    cats: 'Browse by type',
    menu: 'Help|Stores|Account|Basket',
    foot: 'About us|Careers|Privacy|Terms|Contact',
  },
  de: {
    home: 'Startseite',
    next: 'Weiter',
    prev: 'Zurück',
    more: 'Mehr laden',
    sort: 'Sortieren nach',
    relevance: 'Relevanz',
    newest: 'Neueste',
    lowest: 'Niedrigster zuerst',
    filter: 'Eingrenzen',
    rec: 'Empfehlungen für dich',
    seen: 'Zuletzt angesehen',
    ad: 'Anzeige',
    showing: '{a}–{b} von {n} Ergebnissen',
    cats: 'Nach Art stöbern',
    menu: 'Hilfe|Filialen|Konto|Warenkorb',
    foot: 'Über uns|Karriere|Datenschutz|AGB|Kontakt',
  },
  fr: {
    home: 'Accueil',
    next: 'Suivant',
    prev: 'Précédent',
    more: 'Afficher plus',
    sort: 'Trier par',
    relevance: 'Pertinence',
    newest: 'Nouveautés',
    lowest: 'Prix croissant',
    filter: 'Affiner',
    rec: 'Sélectionné pour vous',
    seen: 'Vus récemment',
    ad: 'Sponsorisé',
    showing: '{a}–{b} sur {n} résultats',
    cats: 'Parcourir par type',
    menu: 'Aide|Magasins|Compte|Panier',
    foot: 'À propos|Emplois|Confidentialité|Conditions|Contact',
  },
  es: {
    home: 'Inicio',
    next: 'Siguiente',
    prev: 'Anterior',
    more: 'Cargar más',
    sort: 'Ordenar por',
    relevance: 'Relevancia',
    newest: 'Más recientes',
    lowest: 'Menor precio',
    filter: 'Filtrar',
    rec: 'Recomendado para ti',
    seen: 'Vistos recientemente',
    ad: 'Patrocinado',
    showing: '{a}–{b} de {n} resultados',
    cats: 'Explorar por tipo',
    menu: 'Ayuda|Tiendas|Cuenta|Cesta',
    foot: 'Quiénes somos|Empleo|Privacidad|Condiciones|Contacto',
  },
};

const SYLLABLES = [
  'ka',
  'lo',
  'vem',
  'tri',
  'su',
  'dan',
  'mor',
  'pel',
  'zi',
  'ru',
  'bex',
  'nal',
  'fo',
  'qui',
  'ter',
  'ash',
];
const THINGS = ['lantern', 'satchel', 'teapot', 'trowel', 'blanket', 'ladle', 'easel', 'hammock', 'kite', 'thermos'];
const ROLES = ['Pipe Fitter', 'Night Baker', 'Kiln Operator', 'Route Planner', 'Loom Technician', 'Ferry Steward'];
const TOPICS = ['harbour tides', 'moss gardens', 'salt roads', 'clock towers', 'paper mills', 'rope bridges'];
const GATHERINGS = ['Lantern Walk', 'Seed Swap', 'Choir Night', 'Kite Fair', 'Pottery Market', 'Cider Tasting'];
const DWELLINGS = ['loft', 'cottage', 'flat', 'townhouse', 'studio', 'barn'];
const TOWNS = ['Velmora', 'Suntrik', 'Daloquin', 'Pelzirun', 'Ashfoter', 'Moravem'];

function word(r: Random, capital = true): string {
  const w = Array.from({ length: r.int(2, 3) }, () => r.pick(SYLLABLES)).join('');
  return capital ? w.charAt(0).toUpperCase() + w.slice(1) : w;
}

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function money(r: Random, lang: Lang, low = 3, high = 400): string {
  const n = (r.int(low * 100, high * 100) / 100).toFixed(2);
  if (lang === 'en') return `$${n}`;
  const comma = n.replace('.', ',');
  return lang === 'fr' ? `${comma} €` : lang === 'de' ? `${comma} €` : `€${comma}`;
}

function day(r: Random, lang: Lang): string {
  const d = r.int(1, 28);
  const m = r.int(1, 12);
  const y = r.pick([2025, 2026, 2027]);
  return lang === 'en' ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : `${d}.${m}.${y}`;
}

interface Vert {
  key: string;
  noun: string;
  prompt: (links: boolean) => string;
  /** Fields of one record, in the order a card shows them; the first is the record's name. */
  record: (r: Random, lang: Lang, k: number) => Record<string, string>;
}

const VERTICALS: Record<Vertical, Vert> = {
  products: {
    key: 'products',
    noun: 'products',
    prompt: (l) => `Every product listed on this page with its name, price${l ? ' and link' : ''}.`,
    record: (r, lang) => ({ name: `${word(r)} ${r.pick(THINGS)}`, price: money(r, lang) }),
  },
  jobs: {
    key: 'jobs',
    noun: 'jobs',
    prompt: (l) => `All job openings on this page: title, employer, town${l ? ', link' : ''}.`,
    record: (r) => ({ title: `${r.pick(ROLES)} ${word(r)}`, employer: `${word(r)} ${word(r)}`, town: r.pick(TOWNS) }),
  },
  articles: {
    key: 'articles',
    noun: 'articles',
    prompt: (l) => `The articles listed here, each with headline, author and date${l ? ' and URL' : ''}.`,
    record: (r, lang) => ({
      headline: `${word(r)} and the ${r.pick(TOPICS)} of ${word(r)}`,
      author: `${word(r)} ${word(r)}`,
      date: day(r, lang),
    }),
  },
  events: {
    key: 'events',
    noun: 'events',
    prompt: (l) => `List every event on the page with name, date and venue${l ? ' and link' : ''}.`,
    record: (r, lang) => ({
      name: `${word(r)} ${r.pick(GATHERINGS)}`,
      date: day(r, lang),
      venue: `${word(r)} Hall`,
    }),
  },
  properties: {
    key: 'listings',
    noun: 'properties',
    prompt: (l) => `Each property listing on this page: title, price and area${l ? ' and its link' : ''}.`,
    record: (r, lang) => ({
      title: `${r.pick(DWELLINGS)} in ${r.pick(TOWNS)} ${word(r)}`,
      price: money(r, lang, 300, 4000),
      area: `${r.int(18, 240)} m²`,
    }),
  },
};

/** A record as drawn: its answer fields, its link and picture. */
interface Drawn {
  fields: Record<string, string>;
  href: string | null;
  img: string | null;
}

function recordCount(r: Random): number {
  const roll = r.next();
  if (roll < 0.1) return r.int(1, 3);
  if (roll < 0.55) return r.int(4, 15);
  if (roll < 0.85) return r.int(16, 30);
  return r.int(31, 60);
}

/** One record in the page's markup; `extra` is an ad badge or nothing. */
function renderRecord(m: RecordMarkup, d: Drawn, cls: string, extra = ''): string {
  const [first, ...rest] = Object.values(d.fields).map(esc);
  const name = d.href ? `<a href="${d.href}">${first}</a>` : first;
  const pic = d.img ? `<img src="${d.img}" alt="">` : '';
  switch (m) {
    case 'cards':
      return `<div class="${cls}">${pic}${extra}<h3 class="${cls}-t">${name}</h3>${rest.map((v) => `<span>${v}</span>`).join('')}</div>`;
    case 'table':
      return `<tr class="${cls}"><td>${pic}${extra}${name}</td>${rest.map((v) => `<td>${v}</td>`).join('')}</tr>`;
    case 'list':
      return `<li class="${cls}">${pic}${extra}${name} — ${rest.join(' · ')}</li>`;
    case 'dl':
      return `<dt class="${cls}">${extra}${name}</dt><dd>${pic}${rest.join(', ')}</dd>`;
    case 'text':
      return `<div class="${cls}"><p>${extra}<b>${first}</b></p>${rest.map((v) => `<p>${v}</p>`).join('')}</div>`;
  }
}

function wrapRecords(m: RecordMarkup, inner: string, cls: string): string {
  switch (m) {
    case 'cards':
    case 'text':
      return `<div class="${cls}-grid">${inner}</div>`;
    case 'table':
      return `<table class="${cls}-table"><tbody>${inner}</tbody></table>`;
    case 'list':
      return `<ul class="${cls}-list">${inner}</ul>`;
    case 'dl':
      return `<dl class="${cls}-dl">${inner}</dl>`;
  }
}

export function completenessPage(seed: number): ListPage {
  const r = randomFor(seed * 7919 + 13);
  const lang = r.pick(['en', 'de', 'fr', 'es'] as const);
  const w = WORDS[lang];
  const vertical = r.pick(['products', 'jobs', 'articles', 'events', 'properties'] as const);
  const v = VERTICALS[vertical];
  const markup = r.pick(['cards', 'cards', 'table', 'list', 'dl', 'text'] as const);
  const links = markup !== 'text' && r.chance(0.85);
  const pictures = markup !== 'text' && r.chance(0.6);
  const cls = r.pick(['item', 'tile', 'result', 'entry', 'c-box', 'row']);
  const site = `${word(r, false)}${seed}.example`;
  const category = `${word(r)} ${v.noun}`;
  const slug = category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const traps: Trap[] = [];
  if (!links) traps.push('no-links');
  if (!pictures) traps.push('no-pictures');

  const draw = (k: number, prefix: string): Drawn => {
    const fields = v.record(r, lang, k);
    const id = `${prefix}${word(r, false)}-${k}`;
    return {
      fields,
      href: links ? `/${vertical}/${id}` : null,
      img: pictures ? `/img/${id}.jpg` : null,
    };
  };
  const n = recordCount(r);
  const own = Array.from({ length: n }, (_, k) => draw(k, ''));

  // Sponsored cards among the records, in the same markup, with a badge: not records.
  const sponsoredAt = new Set<number>();
  if (n >= 4 && r.chance(0.35)) {
    traps.push('sponsored');
    for (let i = 0; i < r.int(1, 3); i++) sponsoredAt.add(r.int(0, n - 1));
  }
  const parts: string[] = [];
  own.forEach((d, k) => {
    if (sponsoredAt.has(k)) parts.push(renderRecord(markup, draw(900 + k, 'ad-'), cls, `<em>${w.ad}</em> `));
    parts.push(renderRecord(markup, d, cls));
  });
  const recordsHtml = wrapRecords(markup, parts.join(''), cls);

  const blocksBefore: string[] = [];
  const blocksAfter: string[] = [];
  const aside: string[] = [];

  if (r.chance(0.7)) {
    traps.push('breadcrumbs');
    const crumbs = [w.home, word(r), category];
    blocksBefore.push(
      `<nav class="crumbs"><ol>${crumbs
        .map((c, i) =>
          i < crumbs.length - 1
            ? `<li><a href="/${i ? slug.slice(0, 4) : ''}">${esc(c)}</a></li>`
            : `<li>${esc(c)}</li>`,
        )
        .join('')}</ol></nav>`,
    );
  }
  if (r.chance(0.45)) {
    traps.push('subcategories');
    const count = r.int(3, 12);
    const withPics = r.chance(0.6);
    const sameClass = r.chance(0.4);
    const tiles = Array.from({ length: count }, () => {
      const sub = `${word(r)} ${v.noun}`;
      const hits = r.int(2, 480);
      const href = `/c/${sub.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      const pic = withPics ? `<img src="${href}.png" alt="">` : '';
      return `<div class="${sameClass ? cls : 'subcat'}"><a href="${href}">${pic}<span>${esc(sub)}</span></a> <small>(${hits})</small></div>`;
    });
    blocksBefore.push(
      `<section class="subcats"><h2>${w.cats}</h2><div class="subcat-grid">${tiles.join('')}</div></section>`,
    );
  }
  if (r.chance(0.5)) {
    traps.push('facets');
    const facets = Array.from({ length: r.int(2, 4) }, () => {
      const opts = Array.from(
        { length: r.int(3, 8) },
        () => `<li><a href="?f=${word(r, false)}">${esc(word(r))}</a> <span>(${r.int(1, 300)})</span></li>`,
      );
      return `<div class="facet"><h4>${esc(word(r))}</h4><ul>${opts.join('')}</ul></div>`;
    });
    aside.push(`<h3>${w.filter}</h3>${facets.join('')}`);
  }
  if (r.chance(0.4)) {
    traps.push('sort');
    blocksBefore.push(
      `<div class="sorter">${w.sort}: <a href="?s=r">${w.relevance}</a> · <a href="?s=n">${w.newest}</a> · <a href="?s=p">${w.lowest}</a></div>`,
    );
  }
  const total = n + r.int(1, 900);
  if (n >= 5 && r.chance(0.55)) {
    const style = r.pick(['numbers', 'next', 'more'] as const);
    if (style === 'more') {
      traps.push('load-more');
      blocksAfter.push(`<div class="more"><button type="button">${w.more}</button></div>`);
    } else {
      traps.push('pagination');
      const pages = r.int(2, 14);
      const nums =
        style === 'numbers'
          ? Array.from({ length: Math.min(pages, 7) }, (_, i) =>
              i === 0 ? `<span>1</span>` : `<a href="?page=${i + 1}">${i + 1}</a>`,
            ).join(' ')
          : '';
      blocksAfter.push(`<nav class="pager">${nums} <a href="?page=2" rel="next">${w.next} ›</a></nav>`);
    }
    if (r.chance(0.6)) {
      traps.push('result-total');
      blocksBefore.push(
        `<p class="count">${w.showing.replace('{a}', '1').replace('{b}', String(n)).replace('{n}', String(total))}</p>`,
      );
    }
  }
  if (r.chance(0.4)) {
    traps.push('carousel');
    const title = r.chance(0.5) ? w.rec : w.seen;
    const items = Array.from({ length: r.int(3, 8) }, (_, k) => renderRecord(markup, draw(500 + k, 'x-'), cls));
    blocksAfter.push(`<section class="rail"><h2>${title}</h2>${wrapRecords(markup, items.join(''), cls)}</section>`);
  }

  const menu = w.menu
    .split('|')
    .map((m) => `<a href="/${m.toLowerCase().replace(/[^a-z]+/g, '')}">${m}</a>`)
    .join(' ');
  const foot = w.foot
    .split('|')
    .map((m) => `<li><a href="/i/${m.toLowerCase().replace(/[^a-z]+/g, '')}">${m}</a></li>`)
    .join('');
  const sideHtml = aside.length ? `<aside class="filters">${aside.join('')}</aside>` : '';
  const body =
    `<header><a href="/" class="logo">${esc(site)}</a> <nav class="top">${menu}</nav></header>` +
    `<div class="page">${sideHtml}<main><h1>${esc(category)}</h1>${blocksBefore.join('')}${recordsHtml}${blocksAfter.join('')}</main></div>` +
    `<footer><ul>${foot}</ul><p>© ${esc(site)}</p></footer>`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(category)} | ${esc(site)}</title></head><body>${body}</body></html>`;

  const url = `https://${site}/c/${slug}`;
  const origin = `https://${site}`;
  const records = own.map((d) => ({ ...d.fields, ...(d.href ? { url: origin + d.href } : {}) }));
  const fieldNames = [...Object.keys(own[0]?.fields ?? {}), ...(links ? ['url'] : [])];
  const schema = {
    type: 'object',
    properties: {
      [v.key]: {
        type: 'array',
        items: { type: 'object', properties: Object.fromEntries(fieldNames.map((f) => [f, { type: 'string' }])) },
      },
    },
  };
  return { seed, url, html, prompt: v.prompt(links), schema, key: v.key, records, vertical, markup, lang, traps };
}
