import { closestWhere } from './ancestors';

/**
 * Whether an element stands in a sidebar (`<aside>`, role "complementary"). A block built like
 * the page's list there ("Trending", "Gerade beliebt") is another list: recipes do not learn or
 * serve it as the records, and completeness does not count it as more of them.
 */
export function inSidebar(el: Element): boolean {
  return (
    closestWhere(el, (at) => at.tagName.toUpperCase() === 'ASIDE' || at.getAttribute('role') === 'complementary') !==
    null
  );
}
