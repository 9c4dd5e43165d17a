/**
 * "$12<sup>99</sup>" shows twelve ninety-nine: a <sup> of two digits right after a currency
 * sign and a whole number holds the cents, and readers of the page text (the model input, a
 * recipe) give them their decimal point back. `before` is the text just before the element.
 */
export function centsInSup(el: Element, before: string): boolean {
  return (
    el.tagName.toLowerCase() === 'sup' &&
    /^\d\d$/.test((el.textContent ?? '').trim()) &&
    /[$€£¥₹]\s*\d{1,7}$/.test(before)
  );
}
