import { deepElements, isVisible, squash } from './deep-dom';
import { describe } from './find-target';
import { normalizeName, roleOf } from './element-names';

/**
 * Finds the control that leads to the next page of a paginated list: a rel=next link,
 * a link or button named "Next" (or ›, », →, or the word in another common language), or
 * the number after the current one in a numbered pagination bar. Disabled controls do not
 * count: on the last page there is no next page.
 */
export interface NextControl {
  /** The element to click, or null when only a <link rel=next> in the head names the URL. */
  element: Element | null;
  /** The URL it leads to, when it is a link. */
  href: string | null;
  description: string;
}

const NEXT_WORDS = new Set([
  'next',
  'next page',
  'more results',
  'older posts',
  'older',
  'load next page',
  'show next page',
  'siguiente',
  'página siguiente',
  'suivant',
  'page suivante',
  'weiter',
  'nächste',
  'nächste seite',
  'volgende',
  'successivo',
  'successiva',
  'avanti',
  'próxima',
  'próximo',
  'seguinte',
  'następna',
  'dalej',
  'следующая',
  'далее',
  '次へ',
  '次のページ',
  '下一页',
  '下一頁',
  '다음',
  'sonraki',
  'nästa',
  'næste',
  'neste',
  'seuraava',
]);
const NEXT_SYMBOLS = /^(›|»|→|>|>>|›› ?|»»|⟩|❯|⇢|▶|►|next\s*[›»→>]+|[›»→>]+\s*next)$/i;

export function findNextControl(doc: Document): NextControl | null {
  const relNext = doc.querySelector('a[rel~="next"][href], link[rel~="next"][href]');
  if (relNext && !isDisabled(relNext)) {
    const href = absoluteHref(relNext);
    if (href)
      return { element: relNext.localName === 'a' ? relNext : null, href, description: `rel=next link to ${href}` };
  }
  const candidates = deepElements(doc).filter((el) => {
    const role = roleOf(el);
    return (role === 'link' || role === 'button') && !isDisabled(el) && isVisible(el);
  });
  for (const el of candidates) {
    if (isNextLabelled(el)) return toControl(el);
  }
  return numberedNext(doc, candidates);
}

export function isNextLabelled(el: Element): boolean {
  const labels = [el.getAttribute('aria-label'), el.getAttribute('title'), squash(el.textContent)];
  for (const label of labels) {
    if (!label) continue;
    const raw = squash(label);
    if (NEXT_SYMBOLS.test(raw)) return true;
    const name = normalizeName(raw);
    if (NEXT_WORDS.has(name) || /^(go to )?(the )?next page$/.test(name)) return true;
  }
  const rel = el.getAttribute('rel') ?? '';
  return /\bnext\b/i.test(rel);
}

/** In "1 2 [3] 4 5", the link after the current page number. */
function numberedNext(doc: Document, candidates: Element[]): NextControl | null {
  const current = doc.querySelector(
    '[aria-current="page"], .pagination .active, .pagination .current, .pager .active, .pager .current, [class*="pagination"] [class~="active"], [class*="pagination"] [class~="current"], [class*="pagination"] [class~="selected"]',
  );
  const number = current ? Number(squash(current.textContent)) : NaN;
  if (!current || !Number.isInteger(number)) return null;
  const bar = current.closest('nav, ul, ol, [class*="pagination"], [class*="pager"]') ?? current.parentElement;
  const wanted = String(number + 1);
  const next = candidates.find((el) => bar?.contains(el) && squash(el.textContent) === wanted);
  return next ? toControl(next) : null;
}

function toControl(el: Element): NextControl {
  const href = el.localName === 'a' ? absoluteHref(el) : null;
  return { element: el, href, description: describe(el) };
}

function absoluteHref(el: Element): string | null {
  const raw = el.getAttribute('href');
  if (!raw || raw.startsWith('javascript:')) return null;
  let url: URL;
  try {
    url = new URL(raw, el.ownerDocument.baseURI || undefined);
  } catch {
    return null;
  }
  // "#" or "#page2" on the same document is a script-driven control, not a new URL.
  const here = (el.ownerDocument.URL || '').split('#')[0];
  if (raw.startsWith('#') || (url.hash && url.href.split('#')[0] === here)) return null;
  return url.href;
}

function isDisabled(el: Element): boolean {
  if (el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true') return true;
  const holder = el.closest('li');
  const classes = `${el.getAttribute('class') ?? ''} ${holder?.getAttribute('class') ?? ''}`;
  return /\bdisabled\b/i.test(classes);
}
