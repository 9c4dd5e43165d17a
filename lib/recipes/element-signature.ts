/** An element as its tag and sorted classes ("DIV.card.grid"): what cards or lists built alike share. */
export function signature(el: Element): string {
  const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).sort();
  return [el.tagName, ...classes].join('.');
}
