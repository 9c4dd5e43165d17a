import { deepElements, isVisible, type DomRoot } from './deep-dom';
import { namesOf, normalizeName, roleOf } from './element-names';
import type { StepTarget, TargetRole } from './step-parser';

export interface FoundTarget {
  element: Element;
  /** How Quarry describes it in the step report, e.g. `button "Load more"`. */
  description: string;
}

/**
 * Finds the element a step refers to. Interactive elements are scored by how well one of
 * their names matches (exact > starts/ends with > contains), with a bonus for the right role
 * and for being visible; plain elements count only on an exact text match (a <div> "button"
 * wired with addEventListener). Ties go to the first in document order.
 */
export function findTarget(root: DomRoot, target: StepTarget): FoundTarget | null {
  const wanted = [normalizeName(target.name), normalizeName(target.phrase)].filter(Boolean);
  if (wanted.length === 0) return null;
  let best: { el: Element; score: number; depth: number } | null = null;
  for (const el of deepElements(root)) {
    const role = roleOf(el);
    if (role === null && !isLeafish(el)) continue;
    const score = scoreElement(el, role, wanted, target.role);
    if (score < 45) continue;
    const depth = role === null ? depthOf(el) : 0;
    if (!best || score > best.score || (score === best.score && depth > best.depth)) best = { el, score, depth };
  }
  if (!best) return null;
  const element = roleOf(best.el) === null ? (interactiveAncestor(best.el) ?? best.el) : best.el;
  return { element, description: describe(element) };
}

function scoreElement(el: Element, role: TargetRole | null, wanted: string[], wantedRole: TargetRole): number {
  let score = 0;
  for (const name of namesOf(el)) {
    const have = normalizeName(name);
    if (!have) continue;
    for (const want of wanted) score = Math.max(score, matchScore(have, want, role !== null));
  }
  if (score === 0) return 0;
  if (wantedRole !== 'any') {
    if (role === wantedRole) score += 20;
    else if (role !== null && !(wantedRole === 'button' && role === 'link')) score -= 30;
  }
  if (role === null) score -= 10;
  if (!isVisible(el)) score -= 50;
  return score;
}

function matchScore(have: string, want: string, interactive: boolean): number {
  if (have === want) return 100;
  if (!interactive) return 0;
  const padded = ` ${have} `;
  if (have.startsWith(`${want} `) || have.endsWith(` ${want}`)) return 75;
  if (padded.includes(` ${want} `)) return 60;
  if (want.length >= 3 && have.includes(want)) return 50;
  return 0;
}

/** Elements with little text of their own: candidates for "click the text X". */
function isLeafish(el: Element): boolean {
  return (
    el.childElementCount <= 3 &&
    (el.textContent ?? '').length <= 120 &&
    !/^(script|style|html|body|head)$/.test(el.localName)
  );
}

function interactiveAncestor(el: Element): Element | null {
  let node: Element | null = el.parentElement;
  for (let i = 0; node && i < 3; i++, node = node.parentElement) if (roleOf(node)) return node;
  return null;
}

function depthOf(el: Element): number {
  let depth = 0;
  for (let node = el.parentElement; node; node = node.parentElement) depth++;
  return depth;
}

export function describe(el: Element): string {
  const role = roleOf(el) ?? el.localName;
  const name = namesOf(el)[0] ?? '';
  const label = name.length > 60 ? `${name.slice(0, 57)}…` : name;
  return label ? `${role === 'any' ? el.localName : role} "${label}"` : role;
}
