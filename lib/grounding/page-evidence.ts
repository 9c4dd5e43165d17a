import { centsMark } from '../convert/cents-in-sup';
import type { ModelInput } from '../convert/model-input';
import type { PageEvidence } from './evidence';
import { withStarFigures } from './star-glyphs';

/**
 * Evidence from the model input of a page: its text (data block included) and its link table.
 * The short reference names ("(L3)", "[I2]") are Quarry's, not the page's: they are taken out
 * so their digits never back a number.
 */
export function modelInputEvidence(input: ModelInput, url: string): PageEvidence {
  const text = withStarFigures(input.text.replace(/[[(]\s*[LI]\d+\s*[\])]/g, ' '));
  return { url, texts: [text], urls: Object.values(input.refs) };
}

/** The last few characters of text before `el` within `root`. */
function textBefore(el: Element, root: Element): string {
  let text = '';
  for (let node: Node | null = el; node && node !== root && text.length < 24;) {
    if (node.previousSibling) {
      node = node.previousSibling;
      text = (node.textContent ?? '') + text;
    } else node = node.parentNode;
  }
  return text;
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG']);
const URL_ATTRIBUTES = ['href', 'src', 'data-src', 'poster', 'content'];

/**
 * Evidence from a whole page document (live, or parsed from captured HTML): every text node
 * outside scripts and styles, JSON-LD blocks, meta values, and every link and image URL
 * (srcset candidates included). Wider than the model input, so values the model got from
 * a part that was later pruned from view still count as on the page.
 */
export function documentEvidence(doc: Document, url: string): PageEvidence {
  const root = doc.documentElement;
  return root ? elementEvidence(root, url) : { url, texts: [], urls: [] };
}

/**
 * The same evidence from one element and what it holds: used in the page to find which
 * element shows a value (lib/page/locate-value.ts), with the same rules as the check.
 */
export function elementEvidence(root: Element, url: string): PageEvidence {
  const texts: string[] = [];
  const urls: string[] = [];
  // Iterative, in document order: pages nest 50,000 deep and recursion would overflow the
  // stack. `seen` stops a cycle a page could build by clobbering a form's `nextSibling` or
  // `firstChild` with a named control (<input name="nextSibling" form="…">).
  const seen = new WeakSet<Node>([root]);
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      if (text.trim()) texts.push(withStarFigures(text));
      continue;
    }
    if (node !== root && (node.nodeType !== 1 || SKIPPED.has(String((node as Element).tagName).toUpperCase())))
      continue;
    const children: Node[] = [];
    for (let child = node.firstChild; child && !seen.has(child); child = child.nextSibling) {
      seen.add(child);
      children.push(child);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
  }
  const within = (selector: string): Element[] => [
    ...(root.matches(selector) ? [root] : []),
    ...Array.from(root.querySelectorAll(selector)),
  ];
  for (const script of within('script[type="application/ld+json"]')) texts.push(script.textContent ?? '');
  for (const el of within('[href],[src],[srcset],[data-src],[poster],meta[content]')) {
    for (const name of URL_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value) urls.push(value);
    }
    const srcset = el.getAttribute('srcset');
    if (srcset) for (const part of srcset.split(',')) urls.push(part.trim().split(/\s+/)[0] ?? '');
    if (el.tagName.toUpperCase() === 'META') texts.push(el.getAttribute('content') ?? '');
  }
  for (const el of within('[alt],[title],[aria-label]'))
    for (const name of ['alt', 'title', 'aria-label']) texts.push(el.getAttribute(name) ?? '');
  // A price split across elements ("12<sup>50</sup> €") as the model input writes it: "12.50".
  for (const sup of within('sup')) {
    const before = textBefore(sup, root);
    const mark = centsMark(sup, before);
    const whole = mark ? /(\d[\d.,\u00a0\u202f']*)\s*$/u.exec(before)?.[1] : undefined;
    if (mark && whole) texts.push(`${whole}${mark}${(sup.textContent ?? '').trim()}`);
  }
  return { url, texts: texts.filter(Boolean), urls: urls.filter(Boolean) };
}
