import { closestWhere } from '../shared/ancestors';
import { inSidebar } from '../shared/sidebars';
import { parseJsonLd } from '../convert/structured-data';
import { centsMark } from '../convert/cents-in-sup';
import { isHidden } from '../convert/visibility';
import { Evidence } from './evidence';
import { foldWords } from './fold-text';
import { itemOwners, type ItemOwners } from './item-owner';
import { mainPrice, type MainChunk, type MainPrice } from './main-price';
import { mainTitle, pageNames } from './main-title';

/**
 * The page's DOM split into the main item's region and the regions of other things, for
 * placing a value of the page's main item (placement.ts). The model input marks only blocks
 * under a known heading; the DOM also says what is navigation, header, footer or a sidebar,
 * what is one card of many repeated alike, and which structured-data item is the page's own.
 *
 * The main item's region is everything not in another region; its title (main-title.ts: the
 * heading the document's title names, else the first h1) and every element holding it are
 * never another region, so a page-wide wrapper whose class mentions a sidebar or a menu cannot
 * swallow the main item.
 */
export interface DomRegions {
  /** What the main item's region says: its text, the head's title and meta, its data-block item. */
  readonly main: Evidence;
  /** Other regions, each with the words that say where it is ("in the footer"). */
  readonly others: ReadonlyArray<{ where: string; evidence: Evidence }>;
  /** Figures the main region writes beside a mark of another quantity (struck through, "shipping" class). */
  readonly otherQuantity: Evidence;
  /** Of those, the figures marked as a former or list price (struck through, an "old" or "was" class). */
  readonly listPriceMarked: Evidence;
  /** The main item's own price, by its data and by the buy box after its title (main-price.ts). */
  readonly price: MainPrice;
  /** The main item's own name: its title element, the page's titles, its data-block item's name. */
  readonly name: { evidence: Evidence; site: string[]; shown: string | null };
  /** Which item a maker or a rating belongs to, by the price next to it (item-owner.ts). */
  readonly owners: ItemOwners;
  /** The main item's maker and rating as its data says them (its data-block item, product meta). */
  readonly data: { brands: Evidence; ratings: Evidence };
  /**
   * Whether a maker's name stands on the page only inside customers' reviews (a block under a
   * heading that names reviews, in the conventions of several languages): a product a reviewer
   * compares, not the item's maker. False when it stands anywhere else too, or nowhere.
   */
  onlyInReviews(value: string): boolean;
}

/**
 * Headings of blocks that show other items than the page's own (shared with placement.ts), by
 * the conventions shops write them in; the second pattern holds more of them in German, French,
 * Spanish, Italian and Dutch (also seen, also bought, seen recently, bought together, complete
 * the look, sponsored).
 */
const OTHER_ITEMS_FIRST =
  /also (?:bought|viewed|like|love|purchased)|customers who|related|recommend|similar (?:items|products|articles|posts)|you (?:may|might|will) (?:also )?(?:like|love|need|enjoy)|recently viewed|frequently bought|bought together|more (?:from|like this|products|items|to explore|stories|articles|posts|news)|people (?:also|who)|sponsored|top picks|trending|best ?sellers|most (?:popular|read|viewed)|latest (?:news|posts|articles|stories)|read next|complete the look|others (?:also|bought)|compare (?:with )?similar|ähnliche|kunden (?:kauften|haben)|zuletzt angesehen|produits similaires|vous aimerez|también te|relacionad|consigliati|prodotti simili|potrebbe(?:ro)? interessarti|productos similares|produtos (?:similares|relacionados)|voc[eê] tamb[eé]m|les clients ont aussi|vergelijkbare|anderen (?:kochten|bekeken)|aanbevolen|podobne produkty|polecane|inni (?:kupili|ogl[aą]dali)|こちらもおすすめ|おすすめ商品|関連商品|よく一緒に|最近チェックした|この商品を(?:見た|買った)|猜你喜欢|相关(?:商品|推荐)|为你推荐|看了又看|추천 상품|관련 상품|see also|siehe auch|voir aussi|v[eé]ase tambi[eé]n|vedi anche|zie ook|veja tamb[eé]m|also searched|related searches|people also search|suchten auch|auch gesucht|recherches associées|ont aussi recherché|также ищут|szukali (?:też|także)|(?:também )?buscaram|pesquisas relacionadas|búsquedas relacionadas|zochten ook|søkte også|sökte också|関連する検索|関連検索|연관 검색/i;
const OTHER_ITEMS_ABROAD =
  /kunden (?:kauften|kaufen|sahen|haben)|s[ae]hen sich auch|auch angesehen|(?:oft |häufig )?zusammen gekauft|passend dazu|dazu passend|gesponsert|zuletzt (?:angesehen|angeschaut|besucht)|(?:ont|a) (?:aussi|également) (?:consulté|acheté|regardé|aimé)|récemment consulté|vus récemment|achetés ensemble|complétez (?:le|votre) look|sponsorisé|vous pourriez aimer|tambi[eé]n (?:vieron|compraron|han visto)|vistos recientemente|comprados juntos|completa (?:el|tu) look|patrocinad|te puede interesar|hanno (?:visto|acquistato|comprato) anche|visti (?:di recente|recentemente)|(?:comprati|acquistati) insieme|completa il look|sponsorizzat|potrebbe piacerti|bekeken ook|kochten ook|(?:recent|onlangs) bekeken|samen gekocht|maak de look compleet|gesponsord|misschien ook leuk/i;
/**
 * Other items' blocks in more wordings and languages: what others bought, viewed or searched with
 * this item, what you may like, similar and related items. English, German and Dutch phrasings
 * the lists above miss; Polish, Portuguese, the Nordic languages, Russian, Greek, Korean, Arabic
 * and Hebrew (matched without their optional vowel marks).
 */
const OTHER_ITEMS_MORE =
  /(?:often )?bought with this|shoppers also|könnte (?:ihnen|dir) (?:auch )?gefallen|misschien ook|kjøpes ofte sammen|kanskje også like|kupowane razem|może (?:cię|ci się) (?:zainteresować|spodobać)|αγοράζονται (?:συχνά )?μαζί|μπορεί να σας αρέσ|يشترى معا|نقترح عليك|נקנים יחד|אולי (?:תאהבו|יעניין)|kauften auch|(?:kupili|oglądali|szukali) (?:również|też|także)|podobne (?:artykuły|przedmioty)|tamb[eé]m (?:compr|busc|vi[ur]|pesquis|gost)|vistos recentemente|(?:kjøpte|købte|köpte|så) (?:også|också|ogs[aå])|(?:søkte|søgte|sökte) (?:også|också)|lignende (?:produkter|varer)|liknande produkter|с этим товаром|покупают вместе|также (?:покупают|смотр|купили)|похожие товары|недавно просмотренные|вам (?:может|могут) понравиться|αγόρασαν (?:επίσης|ακόμα)|σχετικ(?:ά προϊόντα|ές αναζητήσεις)|παρόμοια προϊόντα|είδαν επίσης|함께 (?:구매|본|보면)|비슷한 상품|최근 본 상품|اشتروا (?:أيض|ايض)|شاهدوا (?:أيض|ايض)|منتجات (?:ذات صلة|مشابهة)|ذات صلة|قد يعجبك|קנו גם|צפו גם|מוצרים (?:דומים|קשורים)|חיפושים קשורים|נצפו לאחרונה/i;
/**
 * Whether a heading names other items' block. A line that says a setting and its value ("Sort
 * by: Recommended", "Ordina per: Consigliati") names the setting, not a block: only the words
 * before its colon count.
 */
export const OTHER_ITEMS = {
  test: (text: string): boolean => {
    const named = /^([^:]+):\s*\S/u.exec(text)?.[1] ?? text;
    // Arabic and Hebrew vowel marks are optional in writing ("يُشترى" is "يشترى").
    const bare = named.replace(/[\u064B-\u065F\u0670\u0591-\u05C7]/g, '');
    return OTHER_ITEMS_FIRST.test(named) || OTHER_ITEMS_ABROAD.test(named) || OTHER_ITEMS_MORE.test(bare);
  },
};

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'HEAD']);
const INLINE = new Set([
  'A',
  'ABBR',
  'B',
  'BDI',
  'BDO',
  'CITE',
  'CODE',
  'DATA',
  'DEL',
  'DFN',
  'EM',
  'FONT',
  'I',
  'INS',
  'KBD',
  'MARK',
  'Q',
  'S',
  'SAMP',
  'SMALL',
  'SPAN',
  'STRIKE',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
  'VAR',
  'LABEL',
]);

/** Words of class and id names that name a region of other things than the page's item. */
const OTHER_CLASS_WORDS = new Map<string, string>([
  ['nav', 'in the navigation'],
  ['navbar', 'in the navigation'],
  ['navigation', 'in the navigation'],
  ['menu', 'in the navigation'],
  ['megamenu', 'in the navigation'],
  ['breadcrumb', 'in the navigation'],
  ['breadcrumbs', 'in the navigation'],
  ['footer', 'in the footer'],
  ['sidebar', 'in a sidebar'],
  ['recommendation', 'in a block of other items'],
  ['recommendations', 'in a block of other items'],
  ['recommended', 'in a block of other items'],
  ['reco', 'in a block of other items'],
  ['recs', 'in a block of other items'],
  ['related', 'in a block of other items'],
  ['similar', 'in a block of other items'],
  ['alternatives', 'in a block of other items'],
  ['upsell', 'in a block of other items'],
  ['crosssell', 'in a block of other items'],
  ['carousel', 'in a block of other items'],
  ['sponsored', 'in an advertisement'],
  ['advert', 'in an advertisement'],
  ['advertisement', 'in an advertisement'],
  ['newsletter', 'in the footer'],
]);

/** Class words that mark a figure as a former or list price (struck, "was", "old"). */
const LIST_PRICE_WORDS = new Set(['strike', 'strikethrough', 'crossed', 'was', 'old', 'rrp', 'msrp', 'compare']);

/** Class words that mark a figure as another quantity than the price (struck, shipping, saving). */
const OTHER_QUANTITY_WORDS = new Set([
  ...LIST_PRICE_WORDS,
  'shipping',
  'delivery',
  'postage',
  'saving',
  'savings',
  'save',
  'installment',
  'installments',
  'monthly',
]);

/**
 * Class words that name a figure on another tax basis than the price paid ("price-tax",
 * "price-excluding-tax", "vat-excl"): a tax word without a word that includes the tax
 * ("price-including-tax", "incl-vat" is the price itself).
 */
const TAX_WORDS = new Set(['tax', 'vat']);
const TAX_INCLUDED_WORDS = new Set(['incl', 'including', 'inc', 'with', 'gross', 'brutto']);

/** How a block marks its figures: as a former or list price, as another quantity, or not (null). */
type QuantityMark = 'list price' | 'other' | null;

/** The quantity an element's class words mark its figure as, if any. */
function classMark(words: readonly string[]): QuantityMark {
  if (words.some((w) => LIST_PRICE_WORDS.has(w))) return 'list price';
  if (words.some((w) => OTHER_QUANTITY_WORDS.has(w))) return 'other';
  return words.some((w) => TAX_WORDS.has(w)) && !words.some((w) => TAX_INCLUDED_WORDS.has(w)) ? 'other' : null;
}

const LANDMARKS: Record<string, string> = {
  NAV: 'in the navigation',
  FOOTER: 'in the footer',
  ASIDE: 'in a sidebar',
};
const ROLES: Record<string, string> = {
  navigation: 'in the navigation',
  contentinfo: 'in the footer',
  complementary: 'in a sidebar',
  banner: 'in the page header',
};

/** Stems of class words for other items written with a suffix ("recommend_tag", "relatedItems"). */
const OTHER_CLASS_STEMS = /^(?:recommend|related|similar|upsell|crosssell)/;

/** The region a class or id word names, or null. */
function classRegion(word: string): string | null {
  return OTHER_CLASS_WORDS.get(word) ?? (OTHER_CLASS_STEMS.test(word) ? 'in a block of other items' : null);
}

/** Words that make a class name a state of the layout ("withoutSidebar", "has-menu", "nav-open"), not a region. */
const STATE_WORDS = new Set(['without', 'no', 'has', 'with', 'show', 'hide', 'hidden', 'open', 'toggle', 'is']);

/** nameWords by class and id: a page repeats a few class lists over thousands of elements. */
const namesRead = new Map<string, readonly string[]>();
const NAMES_KEPT = 5000;

/**
 * Class and id names as words: "reco_cinema__tile", "ProductCardAlternatives" → reco, cinema,
 * tile, product, card, alternatives. A name that states a layout's state ("withoutSidebar",
 * "menu-open") names no region and gives no words.
 */
function nameWords(el: Element): readonly string[] {
  const names = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;
  if (!names.trim()) return [];
  let words = namesRead.get(names);
  if (words === undefined) {
    if (namesRead.size >= NAMES_KEPT) namesRead.clear();
    namesRead.set(names, (words = wordsOfNames(names)));
  }
  return words;
}

function wordsOfNames(names: string): string[] {
  return names
    .split(/\s+/)
    .map((name) =>
      name
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/cross[-_ ]?sell/gi, 'crosssell')
        // A part mixing letters and digits is a generated hash ("css-3wk6nav"), not words: its
        // letters may spell one ("nav") by chance.
        .split(/[-_\s]+/)
        .filter((part) => !(/\d/.test(part) && /[a-z]/i.test(part)))
        .join(' ')
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean),
    )
    .filter((words) => !words.some((w) => STATE_WORDS.has(w)))
    .flat();
}

/** Share of the page's paragraphs beyond which an element is its main content, not a region of other things. */
const MAIN_SHARE = 0.5;
/** Fewer paragraphs than this tell nothing (a page of cards and short lines). */
const MIN_PARAGRAPHS = 4;

/** Longest text an element marking its figure as another quantity holds ("Was €12,00", "Save 20 %"). */
const MAX_MARKED_CHARS = 80;

/**
 * Whether an element is the size of a marked figure: a class like "save" or "delivery" on a
 * wrapper of the whole buy box ("product-delivery-and-price") names a part of it, not every
 * figure inside. (A wrapper around the item's title never marks: it is the item's block.)
 */
function isFigureSized(el: Element): boolean {
  return (
    el.querySelector('h1,h2,h3') === null &&
    (el.textContent ?? '').replace(/\s+/g, ' ').trim().length <= MAX_MARKED_CHARS
  );
}

/** An element whose children are only pictures that say nothing: icons, images with no alt text. */
function onlyIcons(el: Element): boolean {
  return Array.from(el.querySelectorAll('*')).every((d) => {
    const tag = d.tagName.toUpperCase();
    if (tag === 'IMG') return !(d.getAttribute('alt') ?? '').trim();
    return (
      ['SVG', 'PATH', 'USE', 'G', 'I', 'SPAN'].includes(tag) &&
      !(d.getAttribute('aria-label') ?? d.getAttribute('title') ?? '').trim()
    );
  });
}

/** Headings of customers' reviews, by convention (en, de, fr, es, it, nl, pl, sv), with a count at most. */
const REVIEWS_HEADING =
  /^(?:customer |kunden|client )?(?:reviews?|ratings? (?:and|&) reviews|bewertungen|rezensionen|avis(?: clients| des clients)?|opiniones|reseñas|recensioni|beoordelingen|recenzje|opinie|omdömen|recensies)\s*(?:\(\d[\d.,]*\))?$/i;

/**
 * Blocks of customers' reviews: the parent of a heading (a heading element, or a short line of
 * text first in its block) that names reviews. Never a block holding the item's title.
 */
function reviewBlocks(doc: Document, titlePath: ReadonlySet<Element>): Element[] {
  const out: Element[] = [];
  for (const el of Array.from(doc.body?.querySelectorAll('h2,h3,h4,[role="heading"],div,p,span') ?? [])) {
    const heading = /^H\d$/i.test(el.tagName) || el.getAttribute('role') === 'heading';
    if (!heading && (el.children.length > 0 || el.parentElement?.firstElementChild !== el)) continue;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length > 40 || !REVIEWS_HEADING.test(text)) continue;
    const block = el.parentElement;
    if (block && !titlePath.has(block) && block !== doc.body) out.push(block);
  }
  return out;
}

/** Longest text of a breadcrumb trail: a few steps and the item's name. */
const MAX_TRAIL_CHARS = 300;

/** The text of an element's last non-empty text node (a trail's last step). */
function lastText(el: Element): string {
  const doc = el.ownerDocument;
  const walker = doc.createTreeWalker(el, 4);
  let last = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if ((node.textContent ?? '').trim()) last = node.textContent ?? '';
  return last;
}

/** Whether an element's parent holds text before it (the item's own sections, not a block's own label). */
function textBefore(el: Element): boolean {
  for (let prev = el.previousSibling; prev; prev = prev.previousSibling)
    if ((prev.textContent ?? '').trim().length > 0) return true;
  return false;
}

/** A structural signature: children of one parent that share it are cards of one kind. */
function signature(el: Element): string {
  return `${el.tagName}.${(el.getAttribute('class') ?? '').trim()}`;
}

/**
 * Splits a parsed page into regions. `title` is the main item's title element (the first h1)
 * when the page has one.
 */
/** A link's (or the page's) path without a trailing slash, on the page's origin; null elsewhere. */
function pagePath(href: string, base?: string): string | null {
  try {
    const at = new URL(href, base);
    if (base && at.origin !== new URL(base).origin) return null;
    const path = at.pathname.replace(/\/+$/, '');
    return path === '' ? null : path;
  } catch {
    return null;
  }
}

export function domRegions(doc: Document, url: string): DomRegions | null {
  const body = doc.body ?? doc.documentElement;
  if (!body) return null;
  const title = mainTitle(doc, pageNames(doc), url);
  const titlePath = new Set<Element>();
  for (let el: Element | null = title; el; el = el.parentElement) titlePath.add(el);
  // Headings that name other items mark their parent block (unless it holds the title).
  const headed = new Map<Element, string>();
  for (const h of Array.from(doc.querySelectorAll('h2,h3,h4,h5,h6'))) {
    const text = (h.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length > 80 || !OTHER_ITEMS.test(text)) continue;
    let block = h.parentElement;
    // A heading wrapped alone ("<div class=title><h2>…</h2></div>"): its block is one level up.
    while (block && block.children.length === 1 && block.parentElement) block = block.parentElement;
    const where = `in “${text.slice(0, 60)}”`;
    // A heading among the page's own sections ("<main><h1>…<h2>Details</h2><p>…<h2>Related</h2>
    // <div>cards</div></main>") opens only what follows it, up to the next heading of its level:
    // its parent holds the item's own text before it and is no block of other items.
    if (block === h.parentElement && textBefore(h)) {
      const level = Number(h.tagName.slice(1));
      for (let next = h.nextElementSibling; next; next = next.nextElementSibling) {
        const m = /^H([1-6])$/i.exec(next.tagName);
        if (m && Number(m[1]) <= level) break;
        if (!titlePath.has(next)) headed.set(next, where);
      }
      continue;
    }
    if (block && !titlePath.has(block) && block !== body) headed.set(block, where);
  }

  // The item's own trail (a breadcrumb ending in its name): its steps (a maker, a category) are
  // the item's, not navigation to other things.
  const itemNames = [title?.textContent ?? '', ...pageNames(doc)].map(foldWords).filter((n) => n.length >= 6);
  const isItemTrail = (el: Element): boolean => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length === 0 || text.length > MAX_TRAIL_CHARS) return false;
    const last = foldWords(lastText(el));
    // The last step names the item, whole or as the words its title ends or goes on with
    // ("Mora 220" of "Kettle Mora 220 — 1.7 l").
    return last.length >= 6 && itemNames.some((name) => ` ${name} `.includes(` ${last} `));
  };

  // Tabs of the page's own item ("Posts 52,651 · Followers 1.8M" on a profile): every link of
  // the navigation goes to the page itself or under it, so its figures are the item's own.
  const here = pagePath(url);
  const ownTabs = (el: Element): boolean => {
    const links = Array.from(el.querySelectorAll('a[href]'));
    return (
      here !== null &&
      links.length >= 2 &&
      links.every((a) => {
        const path = pagePath(a.getAttribute('href') ?? '', url);
        return path !== null && (path === here || path.startsWith(`${here}/`));
      })
    );
  };

  // The page's text measured in paragraphs (scripts and styles hold characters, not text).
  const bodyParagraphs = body.querySelectorAll('p').length;
  /** The region an element itself opens, or null (its own tag, role, class; cards are apart). */
  const opens = (el: Element): string | null => {
    if (titlePath.has(el)) return null;
    const tag = el.tagName.toUpperCase();
    const inArticle = (): boolean => el.parentElement?.closest('article,main,[role="main"]') !== null;
    const landmark = LANDMARKS[tag];
    if (
      (landmark === 'in the navigation' || el.getAttribute('role') === 'navigation') &&
      (isItemTrail(el) || ownTabs(el))
    )
      return null;
    // A sidebar inside the article is the article's own (author box, facts).
    if (landmark && !(tag === 'ASIDE' && inArticle())) return landmark;
    if (tag === 'HEADER' && !inArticle()) return 'in the page header';
    const role = ROLES[el.getAttribute('role') ?? ''];
    if (role && !(role === 'in a sidebar' && inArticle())) return role;
    const byHeading = headed.get(el);
    const byName = nameWords(el)
      .map(classRegion)
      .find((where) => where !== null);
    const where = byHeading ?? (byName === 'in the navigation' && isItemTrail(el) ? null : byName) ?? null;
    // An element that holds most of the page's paragraphs is its main content, whatever its class
    // or a heading inside it says ("l-sidebar-fixed article-body", a "More stories" box in the
    // article's text).
    if (where && bodyParagraphs >= MIN_PARAGRAPHS && el.querySelectorAll('p').length > bodyParagraphs * MAIN_SHARE)
      return null;
    return where;
  };

  const hiddenCache = new Map<Element, boolean>();
  const hiddenWithin = (el: Element | null): boolean => {
    if (!el || el === body) return false;
    let hidden = hiddenCache.get(el);
    if (hidden === undefined) {
      hidden = isHidden(el) || hiddenWithin(el.parentElement);
      hiddenCache.set(el, hidden);
    }
    return hidden;
  };

  /**
   * Hidden only by a closed tab panel or <details>: the outermost hidden ancestor is a tab panel
   * or stands in a closed <details> (a live page hides the disclosure's content, not its summary).
   */
  const inClosedTab = (el: Element): boolean => {
    let top: Element | null = null;
    for (let at: Element | null = el; at && at !== body; at = at.parentElement) if (isHidden(at)) top = at;
    return top !== null && (top.getAttribute('role') === 'tabpanel' || top.closest('details:not([open])') !== null);
  };

  const mainTexts: string[] = [];
  const quantityTexts: string[] = [];
  const listPriceTexts: string[] = [];
  // Every block in order, for the buy box (main-price.ts), and prices the main region's markup names.
  const chunks: MainChunk[] = [];
  const tabChunks: MainChunk[] = [];
  const markedPrices: string[] = [];
  const otherTexts = new Map<string, string[]>();
  // Text is joined within a block (inline markup splits a title or a price into several nodes)
  // and cut at block boundaries, so a figure never runs into the next block's.
  let buffer: { region: string | null; quantity: QuantityMark; parts: string[]; at: Element | null } = {
    region: null,
    quantity: null,
    parts: [],
    at: null,
  };
  const flush = (): void => {
    const text = buffer.parts.join('');
    const shown = figuresApart(buffer.parts);
    const texts = [text, ...spacedAtTags(buffer.parts)];
    buffer.parts = [];
    if (!text.trim()) return;
    if (buffer.region) otherTexts.set(buffer.region, [...(otherTexts.get(buffer.region) ?? []), ...texts]);
    else if (buffer.quantity) {
      quantityTexts.push(...texts);
      if (buffer.quantity === 'list price') listPriceTexts.push(...texts);
    } else mainTexts.push(...texts);
    // The buy box and the owners of makers and ratings read only what the page shows: a hidden
    // tab's table (an invoice column, a price breakdown) is not where the item's price stands.
    const chunk = buffer.at && {
      text: shown,
      quantity: buffer.quantity !== null,
      at: buffer.at,
      region: buffer.region,
    };
    if (chunk && !hiddenWithin(chunk.at)) chunks.push(chunk);
    // A closed tab or disclosure of the item ("Details": its maker's row) is the item's, one
    // click away: it names makers and ratings, never the price.
    else if (chunk && inClosedTab(chunk.at)) tabChunks.push(chunk);
  };
  type Step = { node: Node; region: string | null; quantity: QuantityMark } | 'flush';
  // Iterative walk in document order (pages nest deep), carrying the region each node is in.
  const stack: Step[] = [{ node: body, region: null, quantity: null }];
  const seen = new WeakSet<Node>([body]);
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    if (step === 'flush') {
      flush();
      continue;
    }
    const { node, region, quantity } = step;
    if (node.nodeType === 3) {
      let text = node.textContent ?? '';
      if (!text) continue;
      if (buffer.region !== region || buffer.quantity !== quantity) {
        flush();
        buffer = { region, quantity, parts: [], at: null };
      }
      // Raised cents ("$12<sup>99</sup>") read as the model input reads them: "$12.99", and
      // "€ 1.871<sup>99</sup>" as "€ 1.871,99" (the mark the whole number does not group with).
      const sup = node.parentElement;
      if (sup?.tagName.toUpperCase() === 'SUP' && /^\s*\d{2}\s*$/.test(text))
        text = `${centsMark(sup, buffer.parts.join('')) ?? '.'}${text.trim()}`;
      if (buffer.parts.length === 0) buffer.at = node.parentElement;
      buffer.parts.push(text);
      continue;
    }
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (SKIPPED.has(tag)) continue;
    const here = region ?? opens(el);
    const struck =
      tag === 'DEL' || tag === 'S' || tag === 'STRIKE' || /line-through/i.test(el.getAttribute('style') ?? '');
    const byClass = quantity !== null || struck || titlePath.has(el) ? null : classMark(nameWords(el));
    const marked: QuantityMark =
      quantity ?? (struck ? 'list price' : byClass !== null && isFigureSized(el) ? byClass : null);
    // An image's text (a maker's logo, a product shot) is its alt: read as a block of its own.
    if (tag === 'IMG') {
      const alt = (el.getAttribute('alt') ?? '').trim();
      if (alt) {
        flush();
        buffer = { region: here, quantity: marked, parts: [alt], at: el };
        flush();
      }
      continue;
    }
    // An element that shows no text but says it in an attribute (stars drawn by a style with
    // aria-label="Rated 4.5 out of 5", a title): that is its text, read as a block of its own.
    // So is one drawn by icons inside it (five <svg> stars) or by glyphs ("★★★★☆" with
    // title="4.7 out of 5"): pictures that say nothing a figure could be read from.
    const said = (el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '').trim();
    if (said && !/[\p{L}\p{N}]/u.test(el.textContent ?? '') && (el.children.length === 0 || onlyIcons(el))) {
      flush();
      buffer = { region: here, quantity: marked, parts: [said], at: el };
      flush();
      continue;
    }
    const block = !INLINE.has(tag);
    if (block) {
      flush();
      stack.push('flush');
    }
    if (here === null && el.getAttribute('itemprop') === 'price')
      markedPrices.push(el.getAttribute('content') ?? el.textContent ?? '');
    const children: Element[] = [];
    const nodes: Node[] = [];
    for (let child = el.firstChild; child && !seen.has(child); child = child.nextSibling) {
      seen.add(child);
      nodes.push(child);
      if (child.nodeType === 1) children.push(child as Element);
    }
    // Cards: three or more children alike, most with a link of their own, none holding the title.
    // The steps of the item's own trail (a navigation read as the item's) are no cards.
    // Nor are the entries of a labelled value of the item ("Dependencies": a list of packages,
    // each a link with its version), in a row's cell or a description.
    // (Fewer than two children make no cards: the walks up are left out for them.)
    const cards =
      here ||
      children.length < 2 ||
      closestWhere(el, (at) => at.tagName.toUpperCase() === 'NAV' || at.getAttribute('role') === 'navigation') ||
      inLabelledCell(el)
        ? new Set<Node>()
        : repeatedCards(children, titlePath, inSidebar(el) ? 2 : 3);
    for (let i = nodes.length - 1; i >= 0; i--) {
      const child = nodes[i] as Node;
      stack.push({
        node: child,
        region: here ?? (cards.has(child) ? 'in another item’s card' : null),
        quantity: marked,
      });
    }
  }
  flush();
  const {
    main: ldMain,
    others: ldOthers,
    prices: ldPrices,
    names: ldNames,
    brands,
    ratings,
  } = structuredItems(doc, title);
  const head = doc.head;
  if (head) {
    mainTexts.push(head.querySelector('title')?.textContent ?? '');
    for (const meta of Array.from(head.querySelectorAll('meta[content]'))) {
      mainTexts.push(meta.getAttribute('content') ?? '');
      const name = `${meta.getAttribute('property') ?? ''} ${meta.getAttribute('name') ?? ''} ${meta.getAttribute('itemprop') ?? ''}`;
      if (/(?:^|\s|:)price(?::amount)?(?:\s|$)/i.test(name)) markedPrices.push(meta.getAttribute('content') ?? '');
      if (/(?:^|\s|:)brand(?:\s|$)/i.test(name)) brands.push(meta.getAttribute('content') ?? '');
    }
  }
  mainTexts.push(...ldMain);
  if (ldOthers.length > 0) otherTexts.set('in the data block, another item', ldOthers);
  const evidence = (texts: string[]): Evidence => new Evidence([{ url, texts, urls: [] }]);
  const reviews = reviewBlocks(doc, titlePath);
  const price = mainPrice(chunks, [...ldPrices, ...markedPrices], title);
  return {
    main: evidence(mainTexts),
    others: [...otherTexts.entries()].map(([where, texts]) => ({ where, evidence: evidence(texts) })),
    otherQuantity: evidence(quantityTexts),
    listPriceMarked: evidence(listPriceTexts),
    price,
    name: {
      evidence: evidence([title?.textContent ?? '', ...pageNames(doc), ...ldNames, ...ownHeadings(doc, url, title)]),
      site: siteNames(doc, title),
      // A title rule that fell back to the site's own heading (a logo linking home) found no
      // title for the item: its name is then not judged.
      shown: title && !linksHome(title) ? (title.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60) : null,
    },
    owners: itemOwners(chunks, title, price.keys, tabChunks),
    onlyInReviews: (value) => {
      const folded = foldWords(value);
      if (folded.length < 2 || reviews.length === 0) return false;
      const places = chunks.filter((c) => ` ${foldWords(c.text)} `.includes(` ${folded} `));
      return places.length > 0 && places.every((c) => reviews.some((r) => r.contains(c.at)));
    },
    data: { brands: evidence(brands), ratings: evidence(ratings) },
  };
}

/**
 * Other headings that may title the page's item: a page with two h1s (a kicker and the title,
 * or the title in a layout the title rule did not pick) names its item in either, and an h2 or
 * h3 that links to the page itself is its title (a blog post's permalink). Not a heading of the
 * navigation, header, footer or a sidebar, and not one that links to another page (another
 * item's or article's title).
 */
function ownHeadings(doc: Document, url: string, title: Element | null): string[] {
  const here = (href: string): boolean => {
    try {
      const a = new URL(href, url);
      const b = new URL(url);
      return a.origin === b.origin && a.pathname.replace(/\/$/, '') === b.pathname.replace(/\/$/, '');
    } catch {
      return false;
    }
  };
  const outside = (h: Element): boolean =>
    h.closest('nav,footer,[role="navigation"],[role="banner"],[role="contentinfo"]') !== null ||
    outsideArticle(h.closest('header,aside'));
  const links = (h: Element): Element[] => Array.from(h.querySelectorAll('a[href]'));
  const h1s = Array.from(doc.querySelectorAll('h1')).filter(
    (h) => h !== title && !outside(h) && links(h).every((a) => here(a.getAttribute('href') ?? '')),
  );
  // A post's title in an h2 or h3 that links to its own page (a blog's permalink).
  const permalinks = Array.from(doc.querySelectorAll('h2,h3')).filter(
    (h) => !outside(h) && links(h).length === 1 && here(links(h)[0]?.getAttribute('href') ?? ''),
  );
  return [...h1s, ...permalinks].map((h) => h.textContent ?? '');
}

/** A page header or sidebar outside the article (the site's); one inside it is the article's own. */
function outsideArticle(el: Element | null): boolean {
  return el !== null && el.parentElement?.closest('article,main,[role="main"]') == null;
}

/**
 * The site's own name: og:site_name, application-name, and headings that only link home (a
 * logo). A page's title holds it too ("Kettle | Shop"), so it is no item's name.
 */
function siteNames(doc: Document, title: Element | null): string[] {
  const out: string[] = [];
  for (const meta of Array.from(doc.querySelectorAll('meta[property="og:site_name"], meta[name="application-name"]')))
    out.push(meta.getAttribute('content') ?? '');
  for (const h of Array.from(doc.querySelectorAll('h1,h2'))) {
    if (h !== title && h.contains(title)) continue;
    if (linksHome(h)) out.push(h.textContent ?? '');
  }
  return out.map((n) => foldWords(n)).filter((n) => n.length > 0);
}

/** A heading whose one link goes to the site's home page: the site's name or logo. */
function linksHome(heading: Element): boolean {
  const links = Array.from(heading.querySelectorAll('a[href]'));
  return links.length === 1 && /^(?:\/|\.\/|https?:\/\/[^/]+\/?)$/.test(links[0]?.getAttribute('href')?.trim() ?? '');
}

/** Longest text a card of another item holds (name, maker, price, rating, a line of blurb). */
const MAX_CARD_CHARS = 600;

/** What makes an element lead to another page: a link, or a click handler or address of its own. */
const LINKED = 'a[href],[onclick],[data-href],[data-url],[role="link"]';

/**
 * A block's text read also with a space where two elements' words meet ("<span>Cuisine</span>
 * <span>Thai, Vegan</span>" written without a space between the tags is "CuisineThai, Vegan"
 * joined): a key and its value set in elements of their own read apart, as the model input
 * reads them. Empty when no two words meet at a tag.
 */
function spacedAtTags(parts: string[]): string[] {
  if (parts.length < 2) return [];
  let met = false;
  const spaced = parts.reduce((joined, part) => {
    const meet = /\p{L}$/u.test(joined) && /^\p{L}/u.test(part);
    met ||= meet;
    return joined + (meet ? ' ' : '') + part;
  });
  return met ? [spaced] : [];
}

/**
 * A block's text with a space where two elements' figures meet ("<span>24€10</span><span>24€10</span>",
 * a screen reader's copy of a price glued to the shown one): two figures, as the model input reads
 * them, not one "24€1024€10". Cents raised apart are already joined with their mark (".99").
 */
function figuresApart(parts: string[]): string {
  return parts.reduce(
    (joined, part) => joined + (/\p{N}$/u.test(joined) && /^\p{N}/u.test(part) ? ' ' : '') + part,
    '',
  );
}

/** An element holding a block or a picture (a whole card wrapped in one link), not just words. */
function holdsBlocks(el: Element): boolean {
  return Array.from(el.querySelectorAll('*')).some((d) => {
    const tag = d.tagName.toUpperCase();
    return tag === 'IMG' || (!INLINE.has(tag) && tag !== 'BR' && tag !== 'WBR');
  });
}

/** Longest label a list of link words holds ("stainless steel", "Middle Eastern"). */
const MAX_LABEL_WORDS = 3;

/** An element whose whole text is one link's few words, with no figure and no picture. */
function isLabelLink(el: Element): boolean {
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const links = el.matches(LINKED) ? [el] : Array.from(el.querySelectorAll(LINKED));
  if (links.length !== 1 || !text || /\d/.test(text) || el.querySelector('img,picture,svg') !== null) return false;
  if (text.split(' ').length > MAX_LABEL_WORDS) return false;
  return (links[0]?.textContent ?? '').replace(/\s+/g, ' ').trim() === text;
}

/** Whether `el` stands in a value labelled in its row: a `<dd>`, or a cell of a row with a header cell. */
function inLabelledCell(el: Element): boolean {
  const cell = closestWhere(el, (at) => /^(?:TD|DD)$/i.test(at.tagName));
  if (!cell) return false;
  return (
    cell.tagName.toUpperCase() === 'DD' ||
    Array.from(cell.parentElement?.children ?? []).some((c) => c.tagName.toUpperCase() === 'TH')
  );
}

/**
 * `fewest`: how many alike make cards — three in the page's flow, two in a sidebar, where a
 * "Suggestions" box of two profiles, each a link away, is other items, not the item's own facts.
 */
function repeatedCards(children: Element[], titlePath: Set<Element>, fewest: number): Set<Node> {
  const out = new Set<Node>();
  if (children.length < fewest) return out;
  const groups = new Map<string, Element[]>();
  for (const child of children) groups.set(signature(child), [...(groups.get(signature(child)) ?? []), child]);
  for (const [sig, group] of groups) {
    if (group.length < fewest || group.some((c) => titlePath.has(c))) continue;
    // Bare <div>s alike are layout, not cards; a list item or an article alone is a card's markup.
    if (sig.endsWith('.') && !/^(?:LI|ARTICLE)\./i.test(sig)) continue;
    // A card shows one item in a few words; a long block is a section of the page.
    if (group.some((c) => (c.textContent ?? '').length > MAX_CARD_CHARS)) continue;
    // Links set in a line of text (a town, a region and a postcode, each a link) are words of one
    // line, not cards: an inline element is a card only when it holds a card's markup.
    if (INLINE.has(group[0]?.tagName.toUpperCase() ?? '') && !group.every(holdsBlocks)) continue;
    // Words that are each only a link (tags, genres, a cuisine, categories) name what the item
    // is, not other items: a card of another item shows a picture, a figure or more than a label.
    if (group.every(isLabelLink)) continue;
    // Rows of a description list, each a term and its description (an infobox's "Region",
    // "Mayor" rows, some with links), are the item's facts, not cards.
    if (group.every((c) => Array.from(c.children).some((k) => k.tagName.toUpperCase() === 'DT'))) continue;
    const linked = group.filter((c) => c.matches(LINKED) || c.querySelector(LINKED) !== null);
    // Cards show an item each: most of them link somewhere, and they hold a figure or a few words.
    if (linked.length * 2 < group.length) continue;
    for (const card of group) out.add(card);
  }
  return out;
}

const ITEM_TYPES =
  /^(?:product|productgroup|article|newsarticle|blogposting|report|recipe|book|movie|event|jobposting|creativework)$/i;

/**
 * Structured-data (JSON-LD) items: the page's own (the one named like the title, else the first
 * of a known item type) and the others (related products, list items). Texts of each leaf.
 */
function structuredItems(
  doc: Document,
  title: Element | null,
): { main: string[]; others: string[]; prices: string[]; names: string[]; brands: string[]; ratings: string[] } {
  const items: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    const text = script.textContent ?? '';
    // Read as the model input's data block reads it (a block wrapped in CDATA or a comment too).
    const data = parseJsonLd(text);
    if (data === undefined)
      raw.push(text); // unreadable: it cannot tell items apart, so it counts as the page's own
    else collectItems(data, items, 0);
  }
  const typed = items.filter((item) => [item['@type']].flat().some((t) => typeof t === 'string' && ITEM_TYPES.test(t)));
  if (typed.length === 0)
    return {
      main: [...raw, ...items.flatMap((item) => leaves(item))],
      others: [],
      prices: [],
      names: [],
      brands: [],
      ratings: [],
    };
  const heading = foldWords(title?.textContent ?? '');
  const named = (item: Record<string, unknown>): boolean => {
    const name = foldWords(String(item['name'] ?? item['headline'] ?? ''));
    return heading !== '' && name !== '' && (heading.includes(name) || name.includes(heading));
  };
  const own = typed.find(named) ?? typed[0];
  const main = [...raw];
  const others: string[] = [];
  // Another item of the own item's kind (a second Product) is another item; a breadcrumb, an
  // organisation or the web page are about the page itself.
  const kind = (item: Record<string, unknown>): string => String([item['@type']].flat()[0] ?? '').toLowerCase();
  for (const item of items) (item !== own && own && kind(item) === kind(own) ? others : main).push(...leaves(item));
  // The own item's offers say its price (an offer's price, or an aggregate offer's range).
  const prices = [own?.['offers']]
    .flat(2)
    .flatMap((offer) => leaves(offer))
    .filter((leaf) => /^(?:price|lowPrice|highPrice):/.test(leaf))
    .map((leaf) => leaf.slice(leaf.indexOf(':') + 1));
  const names = [own?.['name'], own?.['headline']].filter((n): n is string => typeof n === 'string');
  // Its maker (brand, manufacturer: a name or an organisation's name) and its rating's value.
  const brands = [own?.['brand'], own?.['manufacturer']]
    .flat()
    .flatMap((b) => (b && typeof b === 'object' ? [(b as Record<string, unknown>)['name']] : [b]))
    .filter((b): b is string => typeof b === 'string');
  const rating = own?.['aggregateRating'];
  const ratings =
    rating && typeof rating === 'object'
      ? [(rating as Record<string, unknown>)['ratingValue']].filter(
          (r): r is string | number => typeof r === 'string' || typeof r === 'number',
        )
      : [];
  return { main, others, prices, names, brands, ratings: ratings.map(String) };
}

/** Top-level items of a JSON-LD value: arrays and @graph unfolded, nested items left in their parent. */
function collectItems(value: unknown, out: Array<Record<string, unknown>>, depth: number): void {
  if (depth > 4) return;
  if (Array.isArray(value)) for (const v of value) collectItems(v, out, depth + 1);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Array.isArray(record['@graph'])) collectItems(record['@graph'], out, depth + 1);
    else out.push(record);
  }
}

/** Every string and number a JSON-LD item holds, each with its key ("price: 12.50"). */
function leaves(value: unknown, key = '', depth = 0): string[] {
  if (depth > 12) return [];
  if (typeof value === 'string' || typeof value === 'number') return [key ? `${key}: ${value}` : String(value)];
  if (Array.isArray(value)) return value.flatMap((v) => leaves(v, key, depth + 1));
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, k, depth + 1));
  return [];
}
