import { isDisclosureAttribute, isDisclosureText } from '../grounding';
import { findElements, type PageView } from './read';
import type { Recipe } from './recipe';

/**
 * Paid placements a page shows on some pages of a template only (a sponsored aside, an ad slot
 * between sections): a block that says it is one — a paid placement's own attribute
 * (`data-ad-slot`, `data-sponsored`) or a child whose whole text is a disclosure ("Sponsored",
 * "Anzeige") — holds another party's offer, never a value of the page's item or records. It is
 * no sign that the page is built otherwise, unless one of the recipe's readings (or a list's
 * cards) reaches inside it: then it may stand where a value is read, and the page goes to the
 * model as any new block does.
 */
export function paidBlockJudge(view: PageView, recipe: Pick<Recipe, 'fields' | 'lists'>): (el: Element) => boolean {
  const body = view.doc.body;
  let reached: Element[] | null = null;
  // Every element the recipe's readings and list containers find on the page, looked up once.
  const reachedElements = (): Element[] => {
    if (reached) return reached;
    const locators = [
      ...recipe.fields.flatMap((f) => [...f.picks, ...(f.slots ?? [])].map((p) => p.locator)),
      ...recipe.lists.map((l) => ({ by: 'css' as const, selector: l.container })),
    ];
    reached = locators.flatMap((locator) => (locator.by === 'jsonld' ? [] : findElements(view, locator, null)));
    return reached;
  };
  const blocks = new Map<Element, boolean>();
  const paidBlock = (block: Element): boolean => {
    let known = blocks.get(block);
    if (known === undefined) {
      known = saysPaid(block) && !reachedElements().some((el) => block.contains(el));
      blocks.set(block, known);
    }
    return known;
  };
  return (el) => {
    for (let at: Element | null = el; at && at !== body; at = at.parentElement) if (paidBlock(at)) return true;
    return false;
  };
}

/** Whether a block says it is a paid placement: by its own attribute, or by a child that is a disclosure alone. */
function saysPaid(block: Element): boolean {
  if (Array.from(block.attributes).some((a) => a.name !== 'rel' && isDisclosureAttribute(a.name.toLowerCase())))
    return true;
  return Array.from(block.children).some(
    (child) => child.children.length === 0 && isDisclosureText(child.textContent ?? ''),
  );
}
