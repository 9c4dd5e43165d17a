/**
 * Sidebars (`<aside>`, role "complementary"): a block built like the page's list there ("Trending",
 * "Gerade beliebt") is not the list the records were learned in.
 */
export function inSidebar(card: Element): boolean {
  return card.closest('aside, [role="complementary"]') !== null;
}
