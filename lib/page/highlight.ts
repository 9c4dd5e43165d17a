const HIGHLIGHT_ATTRIBUTE = 'data-quarry-highlight';
export const HIGHLIGHT_MS = 3000;

/**
 * Scrolls an element into the middle of the view and draws an outline over it for a few
 * seconds. The outline is a fixed-position box on top of the page that follows the element
 * while the page scrolls: it takes no place in the layout, catches no clicks, and is
 * removed afterwards. Only one is shown at a time.
 */
export function highlightElement(win: Window, el: Element, ms = HIGHLIGHT_MS): void {
  const doc = win.document;
  for (const old of Array.from(doc.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}]`))) old.remove();
  el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const box = doc.createElement('div');
  box.setAttribute(HIGHLIGHT_ATTRIBUTE, '');
  box.setAttribute('aria-hidden', 'true');
  const style: Record<string, string> = {
    all: 'initial',
    position: 'fixed',
    'box-sizing': 'border-box',
    'pointer-events': 'none',
    'z-index': '2147483647',
    outline: '3px solid #f59e0b',
    'outline-offset': '2px',
    'border-radius': '3px',
    background: 'rgba(245, 158, 11, 0.18)',
    transition: 'opacity 0.4s',
  };
  for (const [name, value] of Object.entries(style)) box.style.setProperty(name, value, 'important');
  const place = (): void => {
    const rect = el.getBoundingClientRect();
    box.style.setProperty('left', `${rect.left}px`, 'important');
    box.style.setProperty('top', `${rect.top}px`, 'important');
    box.style.setProperty('width', `${rect.width}px`, 'important');
    box.style.setProperty('height', `${rect.height}px`, 'important');
  };
  place();
  doc.documentElement.append(box);
  const until = win.performance.now() + ms;
  const follow = (): void => {
    if (!box.isConnected) return;
    if (win.performance.now() >= until) {
      box.remove();
      return;
    }
    place();
    win.requestAnimationFrame(follow);
  };
  win.requestAnimationFrame(follow);
  // Background tabs get no animation frames: the timer removes the box all the same.
  win.setTimeout(() => box.remove(), ms);
}
