import { isShown } from '../convert/visibility';
/**
 * The page as the user sees it spans more than one tree: open shadow roots (web components)
 * and same-origin iframes. These helpers walk all of them, in document order, so steps can
 * find a button inside a widget and captures include what the widget shows.
 */
export type DomRoot = Document | ShadowRoot;

/** Every element of a root and of the shadow roots and same-origin frames inside it. */
export function deepElements(root: DomRoot): Element[] {
  const out: Element[] = [];
  collect(root, out, 0);
  return out;
}

function collect(root: DomRoot, out: Element[], depth: number): void {
  if (depth > 8) return; // a frame that embeds itself would otherwise never end
  for (const el of Array.from(root.querySelectorAll('*'))) {
    out.push(el);
    const shadow = openShadowRoot(el);
    if (shadow) collect(shadow, out, depth + 1);
    const frameDoc = sameOriginFrameDocument(el);
    if (frameDoc) collect(frameDoc, out, depth + 1);
  }
}

export function openShadowRoot(el: Element): ShadowRoot | null {
  const shadow = (el as Element & { shadowRoot?: ShadowRoot | null }).shadowRoot;
  return shadow && shadow.mode === 'open' ? shadow : null;
}

/** The document inside an <iframe>/<frame>, when the browser lets us read it (same origin). */
export function sameOriginFrameDocument(el: Element): Document | null {
  const tag = el.localName;
  if (tag !== 'iframe' && tag !== 'frame') return null;
  try {
    const doc = (el as HTMLIFrameElement).contentDocument;
    return doc && doc.documentElement ? doc : null;
  } catch {
    return null; // cross-origin: the browser refuses, and so do we
  }
}

/** Whether the element is on screen (the converter's rule, ancestors considered). */
export function isVisible(el: Element): boolean {
  return isShown(el);
}

/** Text with runs of whitespace collapsed. */
export function squash(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
