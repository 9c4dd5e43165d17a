/** An element as its tag and sorted classes ("DIV.card.grid"): what cards or lists built alike share. */
export function signature(el: Element): string {
  const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).sort();
  return [el.tagName, ...classes].join('.');
}

/** An element as its parent's make and its own ("LI>SPAN.scorer"): places built alike. */
export function parentAndOwn(el: Element): string {
  return `${el.parentElement ? signature(el.parentElement) : ''}>${signature(el)}`;
}

/**
 * Whether `el` is made so that records of its kind may nest (a forum post and the replies
 * inside it): an <article>, or an element with an id of its own (posts are linked to: "post-41",
 * "p123"). Utility classes ("flex items-center") repeat at every level of one card, so classes
 * alone say nothing.
 */
export function mayNest(el: Element): boolean {
  return el.tagName.toUpperCase() === 'ARTICLE' || (el.getAttribute('id') ?? '').trim() !== '';
}

/** Whether `inner` is, or stands inside, an element below `outer` made like `outer` (a nested record). */
export function inNestedAlike(outer: Element, inner: Element): boolean {
  if (outer === inner || !outer.contains(inner) || !mayNest(outer)) return false;
  const made = signature(outer);
  for (let up: Element | null = inner; up && up !== outer; up = up.parentElement)
    if (signature(up) === made && mayNest(up)) return true;
  return false;
}
