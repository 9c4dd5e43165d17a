/**
 * Whether a CSS selector a recipe holds can be matched in bounded time. linkedom matches with
 * css-select, which memoises descendant combinators but backtracks through general siblings:
 * `b ~ i ~ i ~ … ~ i` over 40 siblings costs about 40^k steps (nine `~` froze the worker), and
 * `:has()` multiplies the cost of its argument by every element below. A match cannot be
 * interrupted once it runs, so the bound is on the selector's shape, checked before it runs:
 * at import, in every lookup a recipe makes, and so for every candidate while learning.
 *
 * Recipes Quarry learns never need more than this (lib/recipes/selectors.ts builds ids,
 * attributes, classes, `:nth-of-type` and `>`/descendant paths of at most ~10 steps).
 */

/** At most one general-sibling combinator: one backtracking level is linear in the siblings. */
const MAX_GENERAL_SIBLINGS = 1;
/** Compound selectors per selector (the steps between combinators, all alternatives together). */
const MAX_COMPOUNDS = 24;
/** Alternatives in a selector list (`a, b, c`). */
const MAX_ALTERNATIVES = 4;
/** Nesting of functional pseudo-classes (`:not(:nth-of-type(2))` is 2). */
const MAX_NESTING = 2;

/** Null when the selector's matching cost is bounded, else a sentence saying why it is refused. */
export function unboundedSelector(selector: string): string | null {
  let siblings = 0;
  let compounds = 1;
  let alternatives = 1;
  let depth = 0;
  let deepest = 0;
  let pendingCombinator = false;
  const text = selector.trim();
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '"' || ch === "'") {
      // A quoted string: skip to its end (escapes included).
      for (i++; i < text.length && text[i] !== ch; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '[') {
      // An attribute test: `~=` inside it is not a combinator.
      for (i++; i < text.length && text[i] !== ']'; i++) {
        const inner = text[i];
        if (inner === '"' || inner === "'") for (i++; i < text.length && text[i] !== inner; i++);
      }
      continue;
    }
    if (ch === '(') {
      if (/:has\s*$/i.test(text.slice(Math.max(0, i - 8), i)))
        return 'it uses :has(), whose cost grows with every element below each candidate';
      depth++;
      deepest = Math.max(deepest, depth);
      continue;
    }
    if (ch === ')') {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (ch === ',') {
      if (depth === 0) alternatives++;
      pendingCombinator = false;
      compounds++;
      continue;
    }
    if (ch === '~') siblings++;
    if (ch === '~' || ch === '>' || ch === '+' || /\s/.test(ch)) {
      pendingCombinator = depth === 0;
      continue;
    }
    if (pendingCombinator) {
      compounds++;
      pendingCombinator = false;
    }
  }
  if (siblings > MAX_GENERAL_SIBLINGS)
    return `it chains ${siblings} general-sibling combinators (~); matching it can take longer than any page is worth`;
  if (alternatives > MAX_ALTERNATIVES) return `it lists ${alternatives} alternatives; at most ${MAX_ALTERNATIVES}`;
  if (compounds > MAX_COMPOUNDS) return `it has ${compounds} steps; at most ${MAX_COMPOUNDS}`;
  if (deepest > MAX_NESTING) return `it nests pseudo-classes ${deepest} deep; at most ${MAX_NESTING}`;
  return null;
}
