/**
 * Unseen VERTICAL templates for bench:recipes (`--suites verticals`): seeded sites of one
 * template each whose records are not shop products — films, books, jobs, cars, restaurants,
 * sports players, universities, events (bench/templates/vertical-kinds.ts) — 20 pages a site, or
 * 12 for about half the seeds (the size of the outside check's film site).
 *
 * Half the sites are "legacy": XHTML table layouts, labels in bold cells, `<b>Label:</b> value<br />`
 * or the label in the very text node of the value, `<font>`, no classes, upper-case labels,
 * no-break spaces, list items joined in one element (", ", " / ", " and ") or given as link
 * text, a "by A and B" line under the title, a banner, a left navigation table, a footer and an
 * "other titles you may like" block styled like the record. The other half are "modern": cards,
 * definition lists or key/value rows, chips, values shown without a label in a meta line, JSON-LD
 * that agrees with the page or is absent. Per seed: class names, tags, label language (en, de,
 * fr, es), date format, row order (rows move on some pages), an error page replacing one page.
 *
 * The truth is what a perfect model answers: each value exactly as shown (a list split into its
 * items, no label), the optional field left out where the page does not show it, `{}` for an
 * error page. Every name and title is invented.
 */
import { randomFor, type Random } from './random';
import {
  DATE_FORMATS,
  inLang,
  isoDate,
  KINDS,
  LANGS,
  recordOf,
  showDate,
  word,
  type DateFormat,
  type Lang,
  type Role,
  type VerticalKind,
  type VerticalRecord,
} from './vertical-kinds';

export interface VerticalPage {
  url: string;
  html: string;
  truth: Record<string, unknown>;
  /** An error page (its truth has no values). */
  odd: boolean;
}

export interface VerticalSite {
  name: string;
  /** The record kind: film, book, job, car, restaurant, player, university, event. */
  kind: string;
  style: 'legacy' | 'modern';
  prompt: string;
  schema: Record<string, unknown>;
  pages: VerticalPage[];
}

/** The split (docs/benchmarks.md): the learner may be changed while looking at DEV seeds only. */
export const VERTICAL_DEV_SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);
export const VERTICAL_HELD_OUT_SEEDS = Array.from({ length: 40 }, (_, i) => 2001 + i);

const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const AND: Record<Lang, string> = { en: 'and', de: 'und', fr: 'et', es: 'y' };
const MAY_LIKE: Record<Lang, string> = {
  en: 'Other titles you may like',
  de: 'Das könnte Sie auch interessieren',
  fr: 'Vous aimerez aussi',
  es: 'También te puede gustar',
};

interface Style {
  legacy: boolean;
  lang: Lang;
  dateFormat: DateFormat;
  /** How a list sits in one element: ", ", " / " or "A, B and C". */
  joiner: 'comma' | 'slash' | 'and';
  siteName: string;
  rowsMove: boolean;
  /** Order of the labelled rows (before any page moves them). */
  order: Role[];
  related: number;
  // Legacy
  rows: 'cells' | 'bold' | 'inline';
  upper: boolean;
  nbsp: boolean;
  linkItems: boolean;
  byLine: boolean;
  titleRow: boolean;
  // Modern
  facts: 'dl' | 'rows' | 'table';
  listAs: 'chips' | 'links' | 'text';
  unlabelled: Set<Role>;
  jsonLd: boolean;
  cls: (name: string) => string;
}

function classNamer(r: Random): (name: string) => string {
  const how = r.pick(['plain', 'prefixed', 'bem', 'hashed'] as const);
  const prefix = word(r, 1, 2).toLowerCase();
  const made = new Map<string, string>();
  return (name) => {
    let out = made.get(name);
    if (out === undefined) {
      if (how === 'plain') out = name;
      else if (how === 'prefixed') out = `${prefix}-${name}`;
      else if (how === 'bem') out = `${prefix}__${name}`;
      else out = `${prefix}-${Math.floor(r.next() * 36 ** 5).toString(36)}`;
      made.set(name, out);
    }
    return out;
  };
}

function styleFor(seed: number, r: Random): Style {
  const legacy = Math.floor((seed - 1) / KINDS.length) % 2 === 0;
  const lang = r.pick(LANGS);
  const unlabelled = new Set<Role>(r.sample(['code', 'amount', 'date'] as Role[], r.int(0, 2)));
  const listAs = r.pick(['chips', 'links', 'text'] as const);
  return {
    legacy,
    lang,
    dateFormat: r.pick(DATE_FORMATS),
    joiner: r.pick(['comma', 'slash', 'and'] as const),
    siteName: `${word(r)}${r.pick([' Online', '.test', ' Guide', ' Index', ''])}`,
    rowsMove: r.chance(0.5),
    order: r.shuffle(['list', 'code', 'date', 'amount', 'extra'] as Role[]),
    related: r.chance(0.7) ? r.pick([0.4, 0.7, 1]) : 0,
    rows: r.pick(['cells', 'bold', 'inline'] as const),
    upper: r.chance(0.3),
    nbsp: r.chance(0.5),
    linkItems: r.chance(0.5),
    byLine: r.chance(0.35),
    titleRow: r.chance(0.25),
    facts: r.pick(['dl', 'rows', 'table'] as const),
    listAs,
    unlabelled: legacy ? new Set() : unlabelled,
    jsonLd: r.chance(0.5),
    cls: classNamer(r),
  };
}

function joined(items: string[], s: Style): string[] {
  // The text between items, item by item: ["", ", ", " and "] for three items joined with "and".
  return items.map((_, i) => {
    if (i === 0) return '';
    if (s.joiner === 'comma') return ', ';
    if (s.joiner === 'slash') return ' / ';
    return i === items.length - 1 ? ` ${AND[s.lang]} ` : ', ';
  });
}

/** A list in one element: plain text, or each item as link text with the joiners between. */
function listHtml(items: string[], s: Style, links: boolean): string {
  const between = joined(items, s);
  return items
    .map(
      (item, i) =>
        `${esc(between[i] ?? '')}${links ? `<a href="/search?q=${encodeURIComponent(item)}">${esc(item)}</a>` : esc(item)}`,
    )
    .join('');
}

function label(kind: VerticalKind, role: Role, s: Style): string {
  const text = inLang(kind.labels[role], s.lang);
  return s.upper ? text.toUpperCase() : text;
}

interface Shown {
  record: VerticalRecord;
  date: string;
}

function valueHtml(role: Role, shown: Shown, s: Style): string {
  const { record } = shown;
  if (role === 'list') return listHtml(record.list, s, s.linkItems);
  if (role === 'code')
    return s.linkItems
      ? `<a href="/browse/${encodeURIComponent(record.code)}">${esc(record.code)}</a>`
      : esc(record.code);
  if (role === 'date') return esc(shown.date);
  if (role === 'amount') return esc(record.amount);
  if (role === 'name') return esc(record.name);
  return esc(record.extra ?? '');
}

/** The rows a page shows, in the site's order or, on some pages, moved. */
function rolesOf(record: VerticalRecord, s: Style, r: Random, skip: Set<Role>): Role[] {
  const order = s.rowsMove && r.chance(0.35) ? r.shuffle(s.order) : s.order;
  return order.filter((role) => !skip.has(role) && (role !== 'extra' || record.extra !== undefined));
}

// ---------------------------------------------------------------- legacy

function legacyRow(kind: VerticalKind, role: Role, shown: Shown, s: Style): string {
  const sp = s.nbsp ? '&nbsp;' : ' ';
  const name = esc(label(kind, role, s));
  const value = valueHtml(role, shown, s);
  if (s.rows === 'cells')
    return `<tr><td width="140" bgcolor="#e8e8d0" valign="top"><font face="Verdana" size="2"><b>${name}:</b></font></td><td><font face="Verdana" size="2">${value}</font></td></tr>`;
  if (s.rows === 'bold') return `<b>${name}:</b>${sp}${value}<br />`;
  return `<font size="2">${name}:${sp}${value}</font><br />`;
}

function legacyRows(rows: string[], s: Style): string {
  return s.rows === 'cells'
    ? `<table border="0" cellpadding="3" cellspacing="0">${rows.join('')}</table>`
    : `<font face="Arial" size="2">${rows.join('\n')}</font>`;
}

function legacyRecord(kind: VerticalKind, shown: Shown, s: Style, r: Random, main: boolean): string {
  const parts: string[] = [];
  const skip = new Set<Role>();
  if (!s.titleRow)
    parts.push(
      main
        ? `<font size="4" color="#660000"><b>${esc(shown.record.name)}</b></font><br />`
        : `<b>${esc(shown.record.name)}</b><br />`,
    );
  if (s.byLine) {
    skip.add('list');
    const by = esc(inLang(kind.by, s.lang));
    parts.push(`<i>${by} ${listHtml(shown.record.list, s, s.linkItems)}</i><br />`);
  }
  const roles = main ? rolesOf(shown.record, s, r, skip) : s.byLine ? [] : (['list'] as Role[]);
  const rows = [...(s.titleRow ? (['name'] as Role[]) : []), ...roles].map((role) => legacyRow(kind, role, shown, s));
  if (rows.length) parts.push(legacyRows(rows, s));
  return parts.join('\n');
}

function legacyChrome(kind: VerticalKind, s: Style, r: Random, title: string, body: string): string {
  const nav = r
    .sample(['Home', 'New', 'A–Z', 'Top 100', 'Search', 'Contact', 'Archive', 'Help'], 5)
    .map(
      (item) =>
        `<tr><td><font size="2"><a href="/${encodeURIComponent(item.toLowerCase())}">${esc(item)}</a></font></td></tr>`,
    )
    .join('');
  const browse = Array.from({ length: 3 }, () => kind.item(r))
    .map(
      (item) =>
        `<tr><td><font size="1"><a href="/browse?q=${encodeURIComponent(item)}">${esc(item)}</a></font></td></tr>`,
    )
    .join('');
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${s.lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)} - ${esc(s.siteName)}</title></head>
<body bgcolor="#ffffff" topmargin="0" leftmargin="0">
<table width="100%" cellpadding="4" cellspacing="0"><tr><td bgcolor="#003366"><font color="#ffffff" size="5" face="Georgia"><b>${esc(s.siteName)}</b></font></td><td bgcolor="#003366" align="right"><font color="#ffffff" size="1">${esc(kind.kind)} database since ${1996 + (s.siteName.length % 8)}</font></td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" border="0"><tr>
<td width="150" valign="top" bgcolor="#eeeeee"><table border="0" cellpadding="2">${nav}<tr><td><hr /></td></tr>${browse}</table></td>
<td valign="top">${body}</td>
</tr></table>
<table width="100%"><tr><td align="center"><font size="1" color="#666666">&copy; ${esc(s.siteName)} &middot; <a href="/imprint">Imprint</a> &middot; <a href="/privacy">Privacy</a></font></td></tr></table>
</body></html>`;
}

// ---------------------------------------------------------------- modern

function modernList(kind: VerticalKind, record: VerticalRecord, s: Style, main: boolean): string {
  const c = s.cls;
  if (s.listAs === 'chips')
    return `<ul class="${c('chips')}">${record.list.map((item) => `<li class="${c('chip')}">${esc(item)}</li>`).join('')}</ul>`;
  if (s.listAs === 'links')
    return `<p class="${c('people')}">${main ? `<span class="${c('people-label')}">${esc(label(kind, 'list', s))}</span> ` : ''}${listHtml(record.list, s, true)}</p>`;
  return `<p class="${c('people')}">${listHtml(record.list, s, false)}</p>`;
}

function modernFacts(kind: VerticalKind, roles: Role[], shown: Shown, s: Style): string {
  const c = s.cls;
  const pairs = roles.map(
    (role) => [esc(label(kind, role, s)), valueHtml(role, shown, { ...s, linkItems: false })] as const,
  );
  if (s.facts === 'dl')
    return `<dl class="${c('facts')}">${pairs.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;
  if (s.facts === 'table')
    return `<table class="${c('spec')}"><tbody>${pairs.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`;
  return `<div class="${c('facts')}">${pairs.map(([k, v]) => `<div class="${c('row')}"><span class="${c('key')}">${k}</span><span class="${c('value')}">${v}</span></div>`).join('')}</div>`;
}

function modernRecord(kind: VerticalKind, shown: Shown, s: Style, r: Random): string {
  const c = s.cls;
  const meta = (['code', 'amount', 'date'] as Role[]).filter((role) => s.unlabelled.has(role));
  // A list shown as text sits among the labelled facts; chips and links sit under the title.
  const skip = new Set<Role>(meta);
  if (s.listAs !== 'text') skip.add('list');
  const roles = rolesOf(shown.record, s, r, skip);
  return [
    `<h1 class="${c('title')}">${esc(shown.record.name)}</h1>`,
    meta.length
      ? `<p class="${c('meta')}">${meta.map((role) => `<span class="${c(`meta-${role}`)}">${valueHtml(role, shown, s)}</span>`).join(' · ')}</p>`
      : '',
    s.listAs !== 'text' ? modernList(kind, shown.record, s, true) : '',
    modernFacts(kind, roles, shown, s),
  ]
    .filter(Boolean)
    .join('\n');
}

function jsonLd(kind: VerticalKind, record: VerticalRecord): string {
  const list = kind.ld.people ? record.list.map((name) => ({ '@type': 'Person', name })) : record.list;
  const data = {
    '@context': 'https://schema.org',
    '@type': kind.ld.type,
    name: record.name,
    [kind.ld.list]: list,
    [kind.ld.date]: isoDate(record.date),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function modernChrome(s: Style, title: string, body: string, head = ''): string {
  const c = s.cls;
  return `<!doctype html><html lang="${s.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)} | ${esc(s.siteName)}</title>${head}</head>
<body><header class="${c('header')}"><a class="${c('logo')}" href="/">${esc(s.siteName)}</a><nav class="${c('nav')}"><a href="/new">New</a><a href="/popular">Popular</a><a href="/search">Search</a></nav></header>
<main class="${c('main')}">${body}</main>
<footer class="${c('footer')}"><p>© ${esc(s.siteName)}</p><a href="/terms">Terms</a></footer></body></html>`;
}

// ---------------------------------------------------------------- pages

function pageHtml(kind: VerticalKind, s: Style, r: Random, shown: Shown, related: Shown[]): string {
  const c = s.cls;
  if (s.legacy) {
    const more = related.length
      ? `<br /><hr /><font size="3"><b>${esc(MAY_LIKE[s.lang])}</b></font><br />\n${related.map((o) => legacyRecord(kind, o, s, r, false)).join('\n<br />\n')}`
      : '';
    return legacyChrome(kind, s, r, shown.record.name, `${legacyRecord(kind, shown, s, r, true)}\n${more}`);
  }
  const more = related.length
    ? `<section class="${c('related')}"><h2>${esc(MAY_LIKE[s.lang])}</h2>${related
        .map(
          (o) =>
            `<div class="${c('card')}"><h3 class="${c('title')}">${esc(o.record.name)}</h3>${modernList(kind, o.record, s, false)}</div>`,
        )
        .join('')}</section>`
    : '';
  return modernChrome(
    s,
    shown.record.name,
    `<article class="${c('card')}">${modernRecord(kind, shown, s, r)}</article>${more}`,
    s.jsonLd ? jsonLd(kind, shown.record) : '',
  );
}

function errorHtml(kind: VerticalKind, s: Style, r: Random): string {
  const message = inLang(kind.notFound, s.lang);
  if (s.legacy)
    return legacyChrome(
      kind,
      s,
      r,
      message,
      `<font size="4" color="#990000"><b>${esc(message)}</b></font><br /><font size="2">Please try the search.</font>`,
    );
  return modernChrome(
    s,
    message,
    `<section class="${s.cls('card')}"><h1>${esc(message)}</h1><p>Please try the search.</p></section>`,
  );
}

function truthOf(kind: VerticalKind, shown: Shown): Record<string, unknown> {
  const f = kind.fields;
  const truth: Record<string, unknown> = {
    [f.name]: shown.record.name,
    [f.list]: [...shown.record.list],
    [f.code]: shown.record.code,
    [f.date]: shown.date,
    [f.amount]: shown.record.amount,
  };
  if (shown.record.extra !== undefined) truth[f.extra] = shown.record.extra;
  return truth;
}

export function schemaOf(kind: VerticalKind): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [role, name] of Object.entries(kind.fields))
    properties[name] = role === 'list' ? { type: 'array', items: { type: 'string' } } : { type: 'string' };
  return { type: 'object', properties };
}

/** One vertical site from a seed: its kind follows the seed (all eight in every eight seeds). */
export function generateVerticalSite(seed: number): VerticalSite {
  const kind = KINDS[(seed - 1) % KINDS.length] as VerticalKind;
  const r = randomFor(seed * 7919 + 17);
  const s = styleFor(seed, r);
  const count = r.chance(0.5) ? 12 : 20;
  const extraOnFirst = r.chance(0.5);
  const errorAt = r.chance(0.4) ? r.int(3, count - 1) : -1;
  const host = `https://${s.siteName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+$/, '')}-${seed}.test`;
  const pages: VerticalPage[] = [];
  for (let i = 0; i < count; i++) {
    const withExtra = i === 0 ? extraOnFirst : r.chance(0.7);
    const record = recordOf(kind, r, s.lang, withExtra);
    const shown: Shown = { record, date: showDate(record.date, s.dateFormat, s.lang) };
    const url = `${host}/${kind.kind}/${1000 + seed * 50 + i}`;
    if (i === errorAt) {
      pages.push({ url, html: errorHtml(kind, s, r), truth: {}, odd: true });
      continue;
    }
    const related = r.chance(s.related)
      ? Array.from({ length: r.int(2, 3) }, () => {
          const other = recordOf(kind, r, s.lang, false);
          return { record: other, date: showDate(other.date, s.dateFormat, s.lang) };
        })
      : [];
    pages.push({ url, html: pageHtml(kind, s, r, shown, related), truth: truthOf(kind, shown), odd: false });
  }
  const names = Object.values(kind.fields);
  return {
    name: `vertical-${seed}`,
    kind: kind.kind,
    style: s.legacy ? 'legacy' : 'modern',
    prompt: `The ${kind.kind} on this page: ${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}.`,
    schema: schemaOf(kind),
    pages,
  };
}
