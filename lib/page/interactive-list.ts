import { deepElements, isVisible } from './deep-dom';
import { namesOf, roleOf } from './element-names';

/**
 * A compact, numbered list of the page's visible interactive elements, for the model to
 * choose from when a step could not be interpreted. The model may only answer with one of
 * these numbers, so text on the page can never make Quarry act on anything else.
 */
export interface InteractiveList {
  elements: Element[];
  lines: string[];
}

export const MAX_LISTED = 200;

export function listInteractive(doc: Document): InteractiveList {
  const elements: Element[] = [];
  const lines: string[] = [];
  for (const el of deepElements(doc)) {
    if (elements.length >= MAX_LISTED) break;
    const role = roleOf(el);
    if (!role || !isVisible(el)) continue;
    const names = namesOf(el)
      .slice(0, 2)
      .map((n) => (n.length > 80 ? `${n.slice(0, 77)}…` : n));
    const extra = el.localName === 'select' ? ` options: ${optionsOf(el as HTMLSelectElement)}` : '';
    elements.push(el);
    lines.push(
      `[${elements.length}] ${role === 'any' ? el.localName : role} ${names.map((n) => JSON.stringify(n)).join(' / ')}${extra}`,
    );
  }
  return { elements, lines };
}

function optionsOf(select: HTMLSelectElement): string {
  return Array.from(select.options)
    .slice(0, 12)
    .map((o) => JSON.stringify(o.text.trim()))
    .join(', ');
}
