import { repeatedModuleTest } from './repeated-module';

/**
 * Block shapes: how a block of the page is built, text left out — its tag and classes and, in
 * order, its children's shapes, a run of children built alike counted once (three spec rows or
 * four). A recipe keeps its learning pages' shapes as short hashes, those of blocks inside
 * repeated cards ("also viewed") apart.
 * - On a later page a block built as one of the learning pages' own blocks (outside every card:
 *   the item's region, the page's chrome) is the block they had, with what the model said it held
 *   there: a new wrapper around it (a component nested one level more, a wrapper named by its
 *   position) adds only its own text.
 * - A block built only as a piece of their cards, now outside any card, is the item showing what
 *   the cards show (a rating row like theirs) for the first time: new, though every class in it
 *   is known. So is a leaf wearing a class only the cards' pieces wore (their rating's `<meter>`).
 */
const MAX_SHAPES = 800;
const MAX_CARD_SHAPES = 200;
/** Blocks larger than this are the page's layout, unique to each page: not worth keeping. */
const MAX_BLOCK = 80;

const SKIPPED = new Set(['script', 'style', 'svg', 'path', 'template', 'noscript']);

interface Shape {
  hash: string;
  size: number;
}

/** FNV-1a, 32 bits, in base 36: short, and stable between runs. */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

function shapeOf(el: Element, memo: Map<Element, Shape>): Shape {
  const known = memo.get(el);
  if (known) return known;
  const classes = (el.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).sort().join('.');
  const parts: string[] = [];
  let size = 1;
  for (const child of Array.from(el.children)) {
    if (SKIPPED.has(child.tagName.toLowerCase())) continue;
    const shape = shapeOf(child, memo);
    size += shape.size;
    if (parts[parts.length - 1] !== shape.hash) parts.push(shape.hash);
  }
  const shape = { hash: hashOf(`${el.tagName.toLowerCase()}.${classes}(${parts.join(',')})`), size };
  memo.set(el, shape);
  return shape;
}

/**
 * The elements whose shapes are kept: blocks, and leaves that wear a class (a `<meter>` of the
 * cards' rating, shown for the item now, is a piece of theirs though it holds no element).
 */
function shaped(el: Element): boolean {
  if (SKIPPED.has(el.tagName.toLowerCase())) return false;
  return el.children.length > 0 || (el.getAttribute('class') ?? '').trim() !== '';
}

/** A block seen only inside repeated cards: stored with this prefix. */
const CARD = 'card:';

/**
 * The shapes of a page's blocks (elements holding elements, at most `MAX_BLOCK` large): those
 * outside repeated cards as they are, those inside them prefixed `card:`.
 */
export function pageShapes(doc: Document): string[] {
  const memo = new Map<Element, Shape>();
  const body = doc.body;
  const own = new Set<string>();
  const cards = new Set<string>();
  const inModule = repeatedModuleTest(body);
  for (const el of Array.from(body?.querySelectorAll('*') ?? [])) {
    if (!shaped(el)) continue;
    const shape = shapeOf(el, memo);
    if (shape.size > MAX_BLOCK) continue;
    (inModule(el) ? cards : own).add(shape.hash);
  }
  return [...own, ...[...cards].map((h) => `${CARD}${h}`)];
}

/**
 * The shapes of several pages together (the learning pages), bounded, with room kept for the
 * cards' (few: cards are built alike), so a large page's own blocks never crowd them out.
 */
export function joinShapes(sets: string[][]): string[] {
  const all = [...new Set(sets.flat())];
  const cards = all.filter((h) => h.startsWith(CARD)).slice(0, MAX_CARD_SHAPES);
  return [...all.filter((h) => !h.startsWith(CARD)).slice(0, MAX_SHAPES - cards.length), ...cards];
}

export interface ShapeJudge {
  /** Built as a block the learning pages had among their own. */
  known: (el: Element) => boolean;
  /**
   * Built as a piece of the learning pages' cards and never as one of their own blocks, outside
   * any card here: a rating row or price like the "also viewed" cards', shown now for the item.
   */
  cardPiece: (el: Element) => boolean;
}

export function shapeJudge(doc: Document, stored: string[]): ShapeJudge {
  const memo = new Map<Element, Shape>();
  const own = new Set(stored.filter((h) => !h.startsWith(CARD)));
  const cards = new Set(stored.filter((h) => h.startsWith(CARD)).map((h) => h.slice(CARD.length)));
  const hash = (el: Element): string | null => (shaped(el) ? shapeOf(el, memo).hash : null);
  const inModule = repeatedModuleTest(doc.body);
  return {
    known: (el) => {
      const h = hash(el);
      return h !== null && own.has(h);
    },
    cardPiece: (el) => {
      const h = hash(el);
      return h !== null && cards.has(h) && !own.has(h) && !inModule(el);
    },
  };
}
