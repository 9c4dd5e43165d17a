/**
 * Hidden elements are dropped: their text is not what the user sees, and hidden text is a
 * prompt-injection path. In a live page the browser knows (checkVisibility covers
 * display:none, visibility:hidden and content-visibility from stylesheets too); a parsed
 * document (linkedom, in the worker and the bench) only has attributes and inline styles.
 */
const INLINE_HIDDEN = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*(hidden|collapse))\s*(!important)?\s*(;|$)/i;

type Checkable = Element & { checkVisibility?: (options?: Record<string, boolean>) => boolean };

/**
 * aria-hidden marks decorative or duplicated bits (icons, the visual copy of a price) — but
 * sites also set it on the whole page wrapper while a cookie dialog is open; a large subtree
 * under aria-hidden is that case, and is what the user sees once the dialog is closed.
 */
const ARIA_HIDDEN_PAGE_CHARS = 2000;

export function isHidden(el: Element): boolean {
  if (el.hasAttribute('hidden')) return true;
  if (el.getAttribute('aria-hidden') === 'true' && (el.textContent ?? '').length < ARIA_HIDDEN_PAGE_CHARS) return true;
  const live = el as Checkable;
  if (typeof live.checkVisibility === 'function' && el.ownerDocument.defaultView) {
    return !live.checkVisibility({ checkVisibilityCSS: true });
  }
  const style = el.getAttribute('style');
  return style !== null && INLINE_HIDDEN.test(style);
}
