import { make, pick, type Rng } from './data';

/**
 * Markups that real shops, job boards, directories and search results use for their lists,
 * generated with known records. Each markup names its record fields, makes one record and
 * renders a page of them inside a page shell (site header, menus, footer, cookie text).
 */
export type ListRecord = Record<string, string>;

export interface ListMarkup {
  name: string;
  /** What the markup exercises (shown in the bench's table). */
  about: string;
  pages: number;
  perPage: number;
  record: (r: Rng, code: string) => ListRecord;
  /** The page body between the site header and footer. */
  render: (records: ListRecord[], r: Rng) => string;
  /** Wrap the content in <main> (some sites have none). */
  main: boolean;
}

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const stars = (rating: string): string => '★'.repeat(Math.round(Number(rating))).padEnd(5, '☆');

const product = (r: Rng, code: string): ListRecord => ({
  name: make.product(r, code),
  price: `$${make.price(r)}`,
  rating: make.rating(r),
});

const SHARED = [
  'Made from recycled materials and built to last for years of daily use.',
  'A customer favourite: light, sturdy and easy to clean after every trip.',
  'Designed in our studio and produced in small batches by local workshops.',
  'Backed by a two-year warranty and free returns within thirty days.',
];

export const MARKUPS: ListMarkup[] = [
  {
    name: 'shop-ul-no-main',
    about: 'plain <ul><li><h3><a>name</a></h3> $price ★ rating</li>, no <main>, 3 pages',
    pages: 3,
    perPage: 40,
    main: false,
    record: product,
    render: (records) =>
      `<h1>All products</h1><ul>${records
        .map(
          (p) =>
            `<li><h3><a href="/p/${slug(p.name ?? '')}">${esc(p.name ?? '')}</a></h3> ${p.price} ★ ${p.rating}</li>`,
        )
        .join('')}</ul>`,
  },
  {
    name: 'cards-shared-descriptions',
    about: '240 cards sharing four descriptions',
    pages: 1,
    perPage: 240,
    main: true,
    record: (r, code) => ({ ...product(r, code), description: pick(r, SHARED) }),
    render: (records) =>
      `<h1>Outdoor gear</h1><div class="product-grid">${records
        .map(
          (p) =>
            `<div class="product-card"><h2 class="title"><a href="/p/${slug(p.name ?? '')}">${esc(p.name ?? '')}</a></h2>` +
            `<p class="desc">${p.description}</p><div class="meta"><span class="price">${p.price}</span>` +
            `<span class="rating" title="${p.rating} out of 5">${p.rating}</span></div><button type="button">Add to cart</button></div>`,
        )
        .join('')}</div>`,
  },
  {
    name: 'tiles-name-in-alt',
    about: 'grid tiles, name only in an image alt inside a link, price split over spans, 3 pages',
    pages: 3,
    perPage: 48,
    main: true,
    record: (r, code) => ({ name: make.product(r, code), price: `€${make.price(r)}` }),
    render: (records) =>
      `<div class="tiles">${records
        .map((p) => {
          const [whole, cents] = (p.price ?? '').slice(1).split('.');
          return (
            `<div class="tile"><a class="tile-link" href="/p/${slug(p.name ?? '')}"><img src="/img/${slug(p.name ?? '')}.jpg" alt="${esc(p.name ?? '')}"></a>` +
            `<div class="tile-price"><span class="cur">€</span><span class="whole">${whole}</span><span class="sep">.</span><span class="cents">${cents}</span></div></div>`
          );
        })
        .join('')}</div>`,
  },
  {
    name: 'directory-table',
    about: 'a directory as a data table with a header row',
    pages: 1,
    perPage: 150,
    main: true,
    record: (r, code) => ({ name: make.person(r, code), phone: make.phone(r), city: make.city(r) }),
    render: (records) =>
      `<h1>Member directory</h1><table class="directory"><thead><tr><th>Name</th><th>Phone</th><th>City</th></tr></thead><tbody>${records
        .map(
          (p) =>
            `<tr><td><a href="/m/${slug(p.name ?? '')}">${esc(p.name ?? '')}</a></td><td>${p.phone}</td><td>${p.city}</td></tr>`,
        )
        .join('')}</tbody></table>`,
  },
  {
    name: 'jobs-beside-filters',
    about: 'job cards as <article> in a wrapper named "sidebar-layout" beside a filter <aside>, 3 pages',
    pages: 3,
    perPage: 25,
    main: false,
    record: (r, code) => ({
      title: make.role(r, code),
      company: make.company(r),
      location: make.city(r),
      salary: make.salary(r),
      posted: make.date(r),
    }),
    render: (records) =>
      `<div class="sidebar-layout"><aside class="filters"><h2>Filters</h2><ul>${[
        'Remote',
        'Full-time',
        'Part-time',
        'Contract',
      ]
        .map((f) => `<li><label><input type="checkbox"> ${f}</label></li>`)
        .join('')}</ul></aside><section class="results"><h1>Jobs</h1>${records
        .map(
          (j) =>
            `<article class="job"><h2><a href="/jobs/${slug(j.title ?? '')}">${esc(j.title ?? '')}</a></h2>` +
            `<div class="company">${j.company}</div><div class="location">${j.location}</div>` +
            `<div class="salary">${j.salary}</div><div class="tags"><span>Remote</span><span>Full-time</span></div>` +
            `<time datetime="2026-01-01">${j.posted}</time><a class="apply" href="/apply">Apply now</a></article>`,
        )
        .join('')}</section></div>`,
  },
  {
    name: 'search-results',
    about: 'search results: title and source inside one link, snippet beside it, 3 pages',
    pages: 3,
    perPage: 20,
    main: false,
    record: (r, code) => ({
      title: make.sentence(r, code),
      source: `example-${code}.org`,
      snippet: `${make.words(r, 18)} ${code}.`,
    }),
    render: (records) =>
      `<div id="search"><div class="results">${records
        .map(
          (s) =>
            `<div class="g"><div class="head"><a href="https://${s.source}/page"><h3>${esc(s.title ?? '')}</h3><cite>${s.source} › page</cite></a></div>` +
            `<div class="snippet"><span>${s.snippet}</span></div></div>`,
        )
        .join('')}</div><div class="pager"><a href="?p=2">Next</a></div></div>`,
  },
  {
    name: 'menu-wrapper',
    about: 'a restaurant menu in a wrapper named "menu" (a boilerplate name)',
    pages: 1,
    perPage: 60,
    main: false,
    record: (r, code) => ({
      name: `${pick(r, ['Roast', 'Grilled', 'Smoked', 'Braised', 'Fresh'])} ${pick(r, ['Trout', 'Squash', 'Lamb', 'Tofu', 'Mushrooms'])} No. ${code}`,
      price: `£${make.price(r)}`,
      description: make.words(r, 8),
    }),
    render: (records) =>
      `<div class="menu"><h1>Dinner menu</h1>${records
        .map(
          (d) =>
            `<div class="menu-item"><span class="item-name">${d.name}</span><span class="dots"></span>` +
            `<span class="item-price">${d.price}</span><p class="item-desc">${d.description}</p></div>`,
        )
        .join('')}</div>`,
  },
  {
    name: 'aria-hidden-prices',
    about: 'prices and stars shown with aria-hidden="true" beside a screen-reader copy',
    pages: 1,
    perPage: 50,
    main: true,
    record: product,
    render: (records) =>
      `<ul class="results">${records
        .map(
          (p) =>
            `<li class="result"><a href="/p/${slug(p.name ?? '')}"><span class="name">${esc(p.name ?? '')}</span></a>` +
            `<div class="price"><span aria-hidden="true">${p.price}</span><span class="visually-hidden">Price</span></div>` +
            `<div class="stars"><span aria-hidden="true">${stars(p.rating ?? '0')} ${p.rating}</span><span class="visually-hidden">Rated</span></div></li>`,
        )
        .join('')}</ul>`,
  },
  {
    name: 'people-utility-divs',
    about: 'utility-class <div> rows with no semantic tags, 3 pages',
    pages: 3,
    perPage: 30,
    main: false,
    record: (r, code) => ({ name: make.person(r, code), role: make.role(r, code), email: `p${code}@example.net` }),
    render: (records) =>
      `<div class="mx-auto max-w-7xl"><div class="text-2xl font-bold">Team</div><div class="flex flex-col gap-4">${records
        .map(
          (p) =>
            `<div class="flex items-center gap-3 rounded border p-4"><div class="h-10 w-10 rounded-full bg-gray-200"></div>` +
            `<div class="min-w-0"><div class="font-medium"><a href="/people/${slug(p.name ?? '')}">${esc(p.name ?? '')}</a></div>` +
            `<div class="text-sm text-gray-500">${esc(p.role ?? '')}</div></div><div class="ml-auto text-sm">${p.email}</div></div>`,
        )
        .join('')}</div></div>`,
  },
  {
    name: 'events-list',
    about: 'an ordered list of events with <time>, link and venue',
    pages: 1,
    perPage: 80,
    main: true,
    record: (r, code) => ({ name: `Evening talk ${code}`, date: make.date(r), venue: `${make.city(r)} Hall` }),
    render: (records) =>
      `<h1>What's on</h1><ol class="events">${records
        .map(
          (e) =>
            `<li><time datetime="2026-05-01">${e.date}</time> <a href="/e/${slug(e.name ?? '')}">${e.name}</a> <span class="venue">${e.venue}</span></li>`,
        )
        .join('')}</ol>`,
  },
  {
    name: 'books-in-menu-named-section',
    about: 'book rows in a section named "catalog menu-results", author as "by …", ISBN, 3 pages',
    pages: 3,
    perPage: 30,
    main: false,
    record: (r, code) => ({
      title: `The ${pick(r, ['Quiet', 'Last', 'Hidden', 'Winter', 'Paper'])} ${pick(r, ['Garden', 'Harbour', 'Letter', 'Map', 'Orchard'])} ${code}`,
      author: make.person(r, code),
      price: `$${make.price(r)}`,
      isbn_13: make.isbn(r),
    }),
    render: (records) =>
      `<section class="catalog menu-results">${records
        .map(
          (b) =>
            `<div class="book-row"><a class="cover" href="/b/${b.isbn_13}"><img src="/c/${b.isbn_13}.jpg" alt=""></a>` +
            `<div class="info"><a class="title" href="/b/${b.isbn_13}">${b.title}</a><div class="by">by <a href="/a/${slug(b.author ?? '')}">${b.author}</a></div>` +
            `<div class="isbn">ISBN ${b.isbn_13}</div></div><div class="buy"><span class="price">${b.price}</span><button>Add to basket</button></div></div>`,
        )
        .join('')}</section>`,
  },
  {
    name: 'forum-threads',
    about: 'forum thread rows, each with the same "Reply · Share" links',
    pages: 1,
    perPage: 100,
    main: true,
    record: (r, code) => ({ title: make.sentence(r, code), author: make.person(r, code), replies: make.count(r) }),
    render: (records) =>
      `<h1>Discussions</h1><div class="threads">${records
        .map(
          (t) =>
            `<div class="thread"><a class="thread-title" href="/t/${slug(t.title ?? '')}">${esc(t.title ?? '')}</a>` +
            `<span class="by">started by ${t.author}</span><span class="count">${t.replies} replies</span>` +
            `<span class="actions"><a href="/reply">Reply</a> · <a href="/share">Share</a></span></div>`,
        )
        .join('')}</div>`,
  },
  {
    name: 'property-cards-with-header',
    about: 'property cards whose address sits in a <header> inside each <article>',
    pages: 1,
    perPage: 40,
    main: false,
    record: (r, code) => ({
      address: make.address(r, code),
      price: `€${make.price(r)}`,
      beds: `${1 + Math.floor(r() * 5)} bedrooms`,
    }),
    render: (records) =>
      `<div class="listings">${records
        .map(
          (h) =>
            `<article class="listing"><header><a href="/h/${slug(h.address ?? '')}">${h.address}</a></header>` +
            `<div class="facts"><span>${h.beds}</span></div><footer><strong>${h.price}</strong></footer></article>`,
        )
        .join('')}</div>`,
  },
  {
    name: 'sup-cents',
    about: 'prices with the cents in <sup> ($12<sup>99</sup>)',
    pages: 1,
    perPage: 60,
    main: true,
    record: product,
    render: (records) =>
      `<div class="products">${records
        .map((p) => {
          const [whole, cents] = (p.price ?? '').slice(1).split('.');
          return (
            `<div class="product"><h2><a href="/p/${slug(p.name ?? '')}">${esc(p.name ?? '')}</a></h2>` +
            `<div class="price">$${whole}<sup>${cents}</sup></div><div class="rating">${p.rating} / 5</div></div>`
          );
        })
        .join('')}</div>`,
  },
  // Added with the record-boundary rework of recipes and run once as written: catalogues the
  // learner was not built against (see docs/benchmarks.md, "Recipes on list pages").
  {
    name: 'table-rows-with-totals',
    about: 'stock table: header row, body rows, a totals row in <tfoot>, 3 pages',
    pages: 3,
    perPage: 35,
    main: true,
    record: (r, code) => ({
      name: make.product(r, code),
      sku: `SKU-${code}`,
      price: `$${make.price(r)}`,
      stock: `${make.count(r)} in stock`,
    }),
    render: (records) =>
      `<h1>Stock</h1><table class="stock"><thead><tr><th>Item</th><th>SKU</th><th>Price</th><th>Stock</th></tr></thead><tbody>${records
        .map(
          (p) =>
            `<tr><td><a href="/p/${slug(p.name ?? '')}">${esc(p.name ?? '')}</a></td><td>${p.sku}</td><td>${p.price}</td><td>${p.stock}</td></tr>`,
        )
        .join(
          '',
        )}</tbody><tfoot><tr><td>Total</td><td>${records.length} items</td><td>–</td><td>–</td></tr></tfoot></table>`,
  },
  {
    name: 'grid-rows-of-cards',
    about: 'cards four to a row (div.row > div.col > div.card), badge on some cards, 3 pages',
    pages: 3,
    perPage: 36,
    main: true,
    record: (r, code) => ({ name: make.product(r, code), price: `£${make.price(r)}`, colour: pick(r, COLOURS) }),
    render: (records, r) => {
      const rows: string[] = [];
      for (let i = 0; i < records.length; i += 4) {
        rows.push(
          `<div class="row">${records
            .slice(i, i + 4)
            .map(
              (p) =>
                `<div class="col"><div class="card">${r() < 0.3 ? '<span class="badge">New</span>' : ''}` +
                `<a class="card-link" href="/p/${slug(p.name ?? '')}"><h3>${esc(p.name ?? '')}</h3></a>` +
                `<p>Colour: ${p.colour}</p><p class="amount">${p.price}</p></div></div>`,
            )
            .join('')}</div>`,
        );
      }
      return `<h1>New arrivals</h1><div class="grid">${rows.join('')}</div>`;
    },
  },
  {
    name: 'cards-hashed-classes',
    about: 'CSS-in-JS cards: generated class names, data-testid attributes, 3 pages',
    pages: 3,
    perPage: 24,
    main: true,
    record: (r, code) => ({ name: make.product(r, code), price: `$${make.price(r)}`, rating: make.rating(r) }),
    render: (records, r) => {
      const hash = (): string => Math.floor(r() * 0xffffff).toString(36) + Math.floor(r() * 0xffffff).toString(36);
      return `<div class="css-${hash()}">${records
        .map(
          (p) =>
            `<div class="css-${hash()} e1${hash()}" data-testid="product-card"><a class="css-${hash()}" href="/p/${slug(p.name ?? '')}">` +
            `<span data-testid="product-name">${esc(p.name ?? '')}</span></a><div class="sc-${hash()}"><span data-testid="price">${p.price}</span>` +
            `<span aria-label="Rated ${p.rating} out of 5" class="css-${hash()}">${p.rating}</span></div></div>`,
        )
        .join('')}</div>`;
    },
  },
  {
    name: 'reviews-with-featured',
    about: 'reviews, the top one repeated above the list as "Featured review", 3 pages',
    pages: 3,
    perPage: 20,
    main: true,
    record: (r, code) => ({
      author: make.person(r, code),
      date: make.date(r),
      rating: `${1 + Math.floor(r() * 5)} out of 5`,
      title: make.sentence(r, code),
    }),
    render: (records) => {
      const review = (v: ListRecord): string =>
        `<div class="review"><div class="review-head"><strong>${v.author}</strong> · <time>${v.date}</time></div>` +
        `<div class="stars">${v.rating}</div><h4>${esc(v.title ?? '')}</h4><p>${make.words(() => 0.5, 12)}</p></div>`;
      const top = records[0];
      return (
        `<h1>Customer reviews</h1>${top ? `<aside class="featured"><h2>Featured review</h2>${review(top)}</aside>` : ''}` +
        `<section class="reviews">${records.map(review).join('')}</section>`
      );
    },
  },
  {
    name: 'dl-glossary-pairs',
    about: 'records as <dt>/<dd> pairs in one <dl>, no element around a record, 3 pages',
    pages: 3,
    perPage: 30,
    main: true,
    record: (r, code) => ({ term: `${pick(r, COLOURS)} ${make.product(r, code)}`, meaning: make.sentence(r, code) }),
    render: (records) =>
      `<h1>Glossary</h1><dl class="glossary">${records
        .map((g) => `<dt>${esc(g.term ?? '')}</dt><dd>${esc(g.meaning ?? '')}</dd>`)
        .join('')}</dl>`,
  },
  // Added with the fix for values several <dd>s share; never tuned on (held out).
  {
    name: 'dl-catalogue-shared-values',
    about: 'a course catalogue as <dt>/<dd> runs in one <dl>; credits and instructors shared by many courses',
    pages: 1,
    perPage: 45,
    main: true,
    record: (r, code) => ({
      course: `${pick(r, ['GEO', 'HIS', 'BIO', 'ART'])} ${code}: ${make.product(r, code)}`,
      credits: `${pick(r, ['2', '3', '3', '4'])} credits`,
      instructor: `Instructor: ${pick(r, INSTRUCTORS)}`,
    }),
    render: (records) =>
      `<h1>Course catalogue</h1><dl class="catalogue">${records
        .map(
          (c) => `<dt>${esc(c.course ?? '')}</dt><dd>${esc(c.credits ?? '')}</dd><dd>${esc(c.instructor ?? '')}</dd>`,
        )
        .join('')}</dl>`,
  },
  // Added before records without an element of their own were learned, run once as written.
  {
    name: 'story-row-pairs',
    about: 'a table of stories: a title row, then a details row and a spacer row per story, 3 pages',
    pages: 3,
    perPage: 30,
    main: false,
    record: (r, code) => ({
      title: make.sentence(r, code),
      site: `${pick(r, ['harbour', 'orchard', 'lantern', 'meadow'])}${code}.example`,
      points: `${make.count(r)} points`,
      user: `user${code}`,
      comments: `${make.count(r)} comments`,
    }),
    render: (records) =>
      `<table class="itemlist">${records
        .map(
          (s, i) =>
            `<tr class="athing"><td class="rank">${i + 1}.</td><td class="title"><a href="/s/${slug(s.title ?? '')}">${esc(s.title ?? '')}</a> <span class="sitebit">(${s.site})</span></td></tr>` +
            `<tr><td></td><td class="subtext"><span class="score">${s.points}</span> by <a class="hnuser" href="/u/${s.user}">${s.user}</a> | <a href="/item/${i}">${s.comments}</a></td></tr>` +
            `<tr class="spacer"><td></td></tr>`,
        )
        .join('')}<tr><td></td><td><a class="morelink" href="?more">More</a></td></tr></table>`,
  },
  {
    name: 'heading-paragraph-runs',
    about: 'posts as runs of <h3>, a meta line and a summary inside one <div>, 3 pages',
    pages: 3,
    perPage: 25,
    main: true,
    record: (r, code) => ({
      title: make.sentence(r, code),
      date: make.date(r),
      author: make.person(r, code),
      summary: `${make.words(r, 14)} ${code}.`,
    }),
    render: (records) =>
      `<h1>Blog</h1><div class="posts">${records
        .map(
          (b) =>
            `<h3><a href="/post/${slug(b.title ?? '')}">${esc(b.title ?? '')}</a></h3>` +
            `<p class="meta">${b.date} · ${b.author}</p><p>${esc(b.summary ?? '')}</p>`,
        )
        .join('')}</div>`,
  },
];

/** Few enough that each teaches several courses; long enough that a repeat is not a "short value". */
const INSTRUCTORS = [
  'Professor Imogen Adeyemi-Lund, School of Earth Sciences',
  'Doctor Rafael Oyelaran-Brandt, Department of History',
  'Professor Sunniva Kobayashi-Reed, Department of Biology',
];

const COLOURS = ['Red', 'Navy', 'Olive', 'Sand', 'Charcoal', 'Teal'];

/** The site around the list: menus, footer and cookie text repeated on every page. */
export function pageShell(markup: ListMarkup, body: string, page: number): string {
  const menu = ['Home', 'New in', 'Sale', 'Brands', 'Help', 'Account']
    .map((label) => `<li><a href="/${slug(label)}">${label}</a></li>`)
    .join('');
  const pager =
    markup.pages > 1
      ? `<nav class="pagination">${Array.from({ length: markup.pages }, (_, i) => `<a href="?page=${i + 1}">${i + 1}</a>`).join(' ')}${
          page < markup.pages ? ` <a rel="next" href="?page=${page + 1}">Next</a>` : ''
        }</nav>`
      : '';
  const content = `${body}${pager}`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${markup.name} — page ${page}</title></head><body>` +
    `<header class="site-header"><a href="/" class="logo">Example Store</a><nav><ul>${menu}</ul></nav></header>` +
    (markup.main ? `<main>${content}</main>` : content) +
    `<div class="cookie-banner">We use cookies to improve your experience. <button>Accept</button></div>` +
    `<footer><ul><li><a href="/about">About us</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li></ul><p>© 2026 Example Store</p></footer>` +
    `</body></html>`
  );
}
