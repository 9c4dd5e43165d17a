/**
 * The one answer to "does the user see this element?", for the converter, the page agent's
 * snapshot and its clicking, and the remote page trimmer. Hidden means not rendered: hidden
 * text is not what the user sees, and it is a prompt-injection path. `aria-hidden` is not
 * hidden — it only hides from screen readers, and shops render prices and ratings that way
 * beside a screen-reader copy — except on icon-font elements, whose text ("star_half") is
 * drawn as a glyph, not as words.
 *
 * In a live page the browser knows (checkVisibility covers display:none, visibility:hidden
 * and content-visibility from stylesheets too); a parsed document (linkedom in the worker
 * and the bench, or the offscreen parser's) only has tags, attributes and inline styles.
 */
const INLINE_HIDDEN = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*(hidden|collapse))\s*(!important)?\s*(;|$)/i;
const ICON_CLASS =
  /(^|\s)(icons?|fa[srlbd]?|fa-[\w-]+|material-icons[\w-]*|material-symbols[\w-]*|glyphicon[\w-]*|bi|bi-[\w-]+|icon-[\w-]+|[\w-]+-icon)(\s|$)/i;
/** Elements with no box of their own that checkVisibility reports as unseen. */
const NO_BOX = new Set(['br', 'wbr', 'option', 'optgroup', 'script', 'area', 'source', 'track', 'col', 'colgroup']);

/**
 * What the browser's own stylesheet never renders in the body (a <title> or <meta> that the
 * parser put there, a template, a closed <dialog>): a parsed document has no layout to say so.
 * In <head> they are the page's metadata, which walkers of the whole page keep.
 */
const NEVER_RENDERED = new Set([
  'title',
  'meta',
  'base',
  'style',
  'template',
  'datalist',
  'noembed',
  'noframes',
  'param',
  'rp',
]);

type Checkable = Element & { checkVisibility?: (options?: Record<string, boolean>) => boolean };

/** Whether `el` itself hides its subtree (for walkers that skip hidden subtrees). */
export function isHidden(el: Element): boolean {
  if (el.hasAttribute('hidden')) return true;
  if (el.getAttribute('aria-hidden') === 'true' && ICON_CLASS.test(el.getAttribute('class') ?? '')) return true;
  const view = el.ownerDocument.defaultView;
  const check = (el as Checkable).checkVisibility;
  if (typeof check === 'function' && view) {
    if (NO_BOX.has(el.localName)) return false;
    try {
      if (check.call(el, { checkVisibilityCSS: true })) return false;
    } catch {
      return false;
    }
    // display:contents has no box of its own but shows its children.
    return view.getComputedStyle(el).display !== 'contents';
  }
  if (NEVER_RENDERED.has(el.localName) && el.parentElement?.localName !== 'head') return true;
  if (el.localName === 'dialog' && !el.hasAttribute('open')) return true;
  if (el.localName === 'input' && el.getAttribute('type')?.toLowerCase() === 'hidden') return true;
  const style = el.getAttribute('style');
  return style !== null && INLINE_HIDDEN.test(style);
}

/** Whether the user sees `el`, its ancestors considered (for one element picked alone). */
export function isShown(el: Element): boolean {
  const view = el.ownerDocument.defaultView;
  if (typeof (el as Checkable).checkVisibility === 'function' && view) return !isHidden(el);
  for (let at: Element | null = el; at; at = at.parentElement) if (isHidden(at)) return false;
  return true;
}
