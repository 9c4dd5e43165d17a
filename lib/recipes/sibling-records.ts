import { viewPage, type PageView } from './read';

/**
 * Records with no element of their own: a <dt> and the <dd> after it, a story's title row and
 * its details row, a heading and the paragraphs under it. Each record starts at an element the
 * list's selector matches and runs through the siblings after it, up to the next match. To
 * read such a record like any other, a copy of the page is made with each run wrapped in one
 * element; the page itself (or the parsed capture) is never changed.
 */

const MARK = 'data-quarry-record';

/** The child indices from the document element down to `el`. */
function pathTo(el: Element): number[] {
  const path: number[] = [];
  for (let node: Element = el; node.parentElement; node = node.parentElement) {
    path.unshift(Array.from(node.parentElement.children).indexOf(node));
  }
  return path;
}

function follow(doc: Document, path: number[]): Element | null {
  let node: Element | null = doc.documentElement;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/**
 * A view of a copy of the page where every record — each start and the siblings after it, up
 * to the next start under the same parent (or through `lastThrough`) — sits in a wrapper
 * element; the wrappers in order.
 * Null when a start is not found again in the copy.
 */
export function groupedView(
  view: PageView,
  starts: Element[],
  lastThrough?: Element,
): { view: PageView; roots: Element[] } | null {
  const copy = view.doc.cloneNode(true) as Document;
  const copied = starts.map((start) => follow(copy, pathTo(start)));
  if (copied.some((el) => el === null)) return null;
  // Learning from some of the records: the last answered one ends where its values do, not at
  // the end of the list.
  const stop = lastThrough ? follow(copy, pathTo(lastThrough)) : null;
  const startSet = new Set(copied as Element[]);
  const roots: Element[] = [];
  for (const start of copied as Element[]) {
    const parent = start.parentNode;
    if (!parent) return null;
    const wrapper = copy.createElement('div');
    wrapper.setAttribute(MARK, '');
    parent.insertBefore(wrapper, start);
    let node: ChildNode | null = start;
    do {
      const next: ChildNode | null = node.nextSibling;
      wrapper.appendChild(node);
      if (node === stop) break;
      node = next;
    } while (node && !(node.nodeType === 1 && startSet.has(node as Element)));
    roots.push(wrapper);
  }
  return { view: viewPage(copy, view.baseUrl), roots };
}

/** Selects the wrappers `groupedView` puts around each record, in its copy of the page. */
export const RECORD_WRAPPERS = `[${MARK}]`;

/**
 * Every record the list's selector starts on a learning page, wrapped (`groupedView`), and the
 * wrappers of the ones the model returned: cards to tell the model's records from the runs it
 * left out (a sponsored event under its own date), as lists of cards with elements of their own
 * are told apart (lib/recipes/record-kinds.ts). Null when a start is not found again in the copy.
 */
export function groupedCards(
  view: PageView,
  starts: Element[],
  returned: Element[],
): { view: PageView; containers: Element[] } | null {
  const grouped = groupedView(view, starts);
  if (!grouped) return null;
  const kept = new Set(returned);
  return { view: grouped.view, containers: grouped.roots.filter((_, i) => kept.has(starts[i] as Element)) };
}
