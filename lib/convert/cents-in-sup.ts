/**
 * "$12<sup>99</sup>" shows twelve ninety-nine: a <sup> of two digits right after a whole number
 * holds the cents when a currency sign stands just before that number or just after the <sup>
 * ("12<sup>99</sup> €"), and readers of the page text (the model input, a recipe) give them their
 * decimal point back. `before` is the text just before the element. A number grouped by points
 * ("1.830<sup>99</sup> €") is left alone: its decimal mark would be a comma, not the point added.
 */
export function centsInSup(el: Element, before: string): boolean {
  if (el.tagName.toLowerCase() !== 'sup' || !/^\d\d$/.test((el.textContent ?? '').trim())) return false;
  return SIGN_THEN_WHOLE.test(before) || (ENDS_WHOLE.test(before) && STARTS_SIGN.test(textAfter(el)));
}

const SIGN = '[$€£¥₹]';
/** A whole number: plain, or grouped in thousands by commas ("1,830"). */
const WHOLE = '(?:\\d{1,3}(?:,\\d{3})+|\\d{1,7})';
const SIGN_THEN_WHOLE = new RegExp(`${SIGN}\\s*${WHOLE}$`, 'u');
const ENDS_WHOLE = new RegExp(`(?<![\\d.,])${WHOLE}$`, 'u');
const STARTS_SIGN = new RegExp(`^\\s*${SIGN}`, 'u');

/** The first few characters of text after `el` (its own subtree aside), within its price's element or the one around it. */
function textAfter(el: Element): string {
  let text = '';
  let node: Node | null = el;
  for (let up = 0; node && up <= 2 && text.trim().length < 2;) {
    if (node.nextSibling) {
      node = node.nextSibling;
      text += node.textContent ?? '';
    } else {
      node = node.parentNode;
      up++;
    }
  }
  return text;
}
