/**
 * How an element is built: its tag and whole class attribute ("LI.card card--sale"), '' for one
 * without a class. Elements of one build are copies of one piece of a template (the cards of a
 * list, a post and the replies nested in it).
 */
export function buildOf(el: Element): string {
  const cls = (el.getAttribute('class') ?? '').trim();
  return cls ? `${el.tagName}.${cls}` : '';
}
