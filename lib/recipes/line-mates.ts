import { fold } from './page-text';
import type { ValuePick } from './recipe';

/** Marks a line writes between the items of one list when none was learned ("A, B · C"). */
const LIST_MARKS = [',', ';', '·', '|', '/', '&'];

/**
 * The elements after a value's element that continue its line as items of one list: the same tag
 * wearing the same classes, each after nothing but one separator ("Cast: <a>A</a>, <a>B</a>").
 * An array read from one element a page (learned where each page had one value: the first link
 * after a label) reads them too, so a page with two values gives both and not the first alone.
 * A line whose next element is anything else, or a break, ends the list.
 */
export function lineMates(el: Element, separators: readonly string[] | undefined): Element[] {
  const marks = new Set((separators?.length ? separators : LIST_MARKS).map((s) => fold(s)));
  const mates: Element[] = [];
  let last = el;
  for (;;) {
    let node = last.nextSibling;
    let between = '';
    while (node && node.nodeType === 3) {
      between += node.nodeValue ?? '';
      node = node.nextSibling;
    }
    if (!node || node.nodeType !== 1 || !marks.has(fold(between.trim()))) return mates;
    const next = node as Element;
    if (!madeAlike(next, el)) return mates;
    mates.push(next);
    last = next;
  }
}

/** Same tag, same classes, and links to the same kind of address ("/who?q=…", not "/tickets"). */
function madeAlike(a: Element, b: Element): boolean {
  const attr = (el: Element, name: string): string => el.getAttribute(name) ?? '';
  return (
    a.tagName === b.tagName &&
    attr(a, 'class') === attr(b, 'class') &&
    hrefKind(attr(a, 'href')) === hrefKind(attr(b, 'href'))
  );
}

/** An address without its query and last segment: what links to items of one kind share. */
function hrefKind(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** Whether a pick reads one element's whole text, the kind of reading whose line may continue. */
export function readsWholeElement(pick: ValuePick): boolean {
  return (
    !pick.many &&
    pick.item === undefined &&
    pick.lines === undefined &&
    pick.read === 'text' &&
    pick.before === '' &&
    pick.after === '' &&
    pick.figure === undefined &&
    pick.locator.by !== 'jsonld'
  );
}
