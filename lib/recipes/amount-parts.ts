import { asciiDigits, sameNumber } from '../grounding';

/** Characters a whole number may hold between its digits ("1.234", "1 234", "1'234"). */
const WHOLE_BEFORE = /(\d(?:[\d\s.,'\u00a0\u202f]*\d)?)\s*[.,]?\s*$/;
/** How much of the text before a part is looked at: the whole number, not the line before it. */
const LOOK_BACK = 24;

/**
 * The cents of an amount written apart ("398<sup>99</sup> €", "12,<small>99</small> €"): an
 * element showing only the digits that follow a whole number written just before it, the two an
 * amount the served result holds. Pages whose prices were whole never showed the cents' element,
 * and it shows nothing but a value read.
 */
export function isAmountPart(el: Element, amounts: readonly number[]): boolean {
  if (el.children.length > 0 || amounts.length === 0) return false;
  const digits = asciiDigits(el.textContent ?? '')
    .trim()
    .replace(/^[.,]/, '');
  if (!/^\d{1,3}$/.test(digits)) return false;
  const whole = WHOLE_BEFORE.exec(asciiDigits(textBefore(el)).slice(-LOOK_BACK))?.[1];
  if (whole === undefined) return false;
  const value = Number(whole.replace(/\D/g, '')) + Number(digits) / 10 ** digits.length;
  return amounts.some((a) => sameNumber(a, value));
}

/** The text of the nodes before an element within its parent. */
function textBefore(el: Element): string {
  const parts: string[] = [];
  for (let node = el.previousSibling; node; node = node.previousSibling) parts.unshift(node.textContent ?? '');
  return parts.join('');
}
