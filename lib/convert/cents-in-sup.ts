/**
 * "$12<sup>99</sup>" shows twelve ninety-nine: a <sup> of two digits right after a currency
 * sign and a whole number holds the cents, and readers of the page text (the model input, a
 * recipe) give them their decimal mark back. `before` is the text just before the element.
 * The mark is the one the whole number does not group its thousands with: "€1.197<sup>99</sup>"
 * reads "€1.197,99", "$1,299<sup>99</sup>" reads "$1,299.99". Null when the <sup> is no cents.
 */
export function centsMark(el: Element, before: string): '.' | ',' | null {
  if (el.tagName.toLowerCase() !== 'sup' || !/^\d\d$/.test((el.textContent ?? '').trim())) return null;
  const whole = /[$€£¥₹]\s*(\d{1,7}|\d{1,3}(?:[.,\u00a0\u202f']\d{3})+)$/.exec(before)?.[1];
  if (whole === undefined) return null;
  return whole.includes('.') ? ',' : '.';
}
