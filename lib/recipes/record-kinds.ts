import { findElements, type PageView } from './read';
import { looksGenerated } from './selectors';

/**
 * A served list holds the same kind of records the model returned. Cards the page styles like
 * records but the model left out (a sponsored card, an ad, a promoted product) usually carry a
 * class of their own. Learning keeps the classes the model's records have in common and shuts
 * out, by `:not(...)`, the classes found only on cards it did not return; replay refuses a page
 * where a matched card carries a class no returned record had (an ad the learning pages never
 * showed), so the model answers it and the recipe learns that card's kind.
 */

/** An element's readable classes (generated names are per-record ids, not kinds). */
export function classesOf(el: Element): string[] {
  return (el.getAttribute('class') ?? '').split(/\s+/).filter((c) => c !== '' && !looksGenerated(c));
}

/** The classes every kind of returned record carries, over all learning pages. */
export function recordClasses(containers: Element[]): string[] {
  return [...new Set(containers.flatMap(classesOf))].sort();
}

/**
 * Classes found only on cards the selector matches but the model did not return. A card with
 * no class of its own may be a record the model left out (an answer may hold only some
 * records) and is not shut out.
 */
export function strangerClasses(
  pages: Array<{ view: PageView; containers: Element[] }>,
  selector: string,
  known: string[],
): string[] {
  const own = new Set(known);
  const out = new Set<string>();
  for (const page of pages) {
    const returned = new Set(page.containers);
    for (const el of findElements(page.view, { by: 'css', selector }, null)) {
      if (returned.has(el)) continue;
      for (const cls of classesOf(el)) if (!own.has(cls)) out.add(cls);
    }
  }
  return [...out].sort();
}

/** The container selector with cards of the given classes shut out. */
export function withoutClasses(selector: string, classes: string[]): string {
  return selector + classes.map((c) => `:not(.${c})`).join('');
}

/** The first matched card that carries a class no returned record had, as a reason; else null. */
export function unlikeRecord(name: string, matched: Element[], known: string[] | undefined): string | null {
  if (!known) return null;
  const own = new Set(known);
  for (const el of matched) {
    const odd = classesOf(el).find((c) => !own.has(c));
    if (odd !== undefined) return `a ${name} card unlike the records learned (class "${odd}") is on the page`;
  }
  return null;
}
