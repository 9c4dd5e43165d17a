/**
 * "$12<sup>99</sup>" shows twelve ninety-nine: a <sup> of two digits right after a whole number
 * holds the cents when a currency sign stands just before that number or just after the <sup>
 * ("12<sup>99</sup> €"), and readers of the page text (the model input, a recipe) give them their
 * decimal mark back: the one the whole number does not group its thousands with ("€1.197<sup>99</sup>"
 * reads "€1.197,99", "$1,299<sup>99</sup>" reads "$1,299.99"). `before` is the text just before
 * the element. Null when the <sup> holds no cents.
 */
export function centsMark(el: Element, before: string): '.' | ',' | null {
  if (el.tagName.toLowerCase() !== 'sup' || !/^\d\d$/.test((el.textContent ?? '').trim())) return null;
  const whole =
    SIGN_THEN_WHOLE.exec(before)?.[1] ?? (STARTS_SIGN.test(textAfter(el)) ? ENDS_WHOLE.exec(before)?.[1] : undefined);
  if (whole === undefined) return null;
  return whole.includes('.') ? ',' : '.';
}

/**
 * A currency shown before or after a price: a sign, or a code or short word written as one
 * ("EUR 246<sup>50</sup>", "129<sup>90</sup> zł").
 */
const SIGN =
  '(?:[$€£¥₹₩₽₺₴₪₦₱₫฿]|(?<![\\p{L}])(?:EUR|USD|GBP|CHF|JPY|CNY|INR|KRW|RUB|TRY|UAH|ILS|PLN|CZK|HUF|RON|SEK|NOK|DKK|BRL|MXN|CAD|AUD|NZD|SGD|HKD|ZAR|AED|SAR|zł|Kč|kr|Fr\\.)(?![\\p{L}]))';
/** A whole number: plain, or grouped in thousands ("1,830", "1.830", "1 830"). */
const WHOLE = "(\\d{1,3}(?:[.,\\u00a0\\u202f']\\d{3})+|\\d{1,7})";
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
