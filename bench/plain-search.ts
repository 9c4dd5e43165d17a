/**
 * The plain search bench:grounding uses to tell which ground-truth values a page really holds,
 * independent of grounding's own matching: the page's markup without scripts (JSON-LD kept),
 * styles and comments; NFKC, case and whitespace folded; numbers in their usual written forms.
 */
/** What the page holds, for the plain search: its markup without scripts (JSON-LD kept), styles, comments. */
export function plainSearchText(html: string): string {
  const kept = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<script(?![^>]*ld\+json)[\s\S]*?<\/script>/gi, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&quot;|&#34;/gi, '"')
    .replace(/&#39;|&apos;|&#x27;/gi, "'");
  const text = fold(kept.replace(/<[^>]*>/g, ' '));
  return `${text}\n${fold(kept)}\n ${words(text)} `;
}

/** Letters and digits only: "Lorem ipsum dolor sit amet." is on a page that says "… amet, consectetur". */
function words(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
}

/** The forms a number is written in on pages: "1299.5", "1,299.50", "1.299,50", "1299,50". */
function numberForms(n: number): string[] {
  const fixed = n.toFixed(2);
  const [whole = '', cents = ''] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const forms = [
    `${grouped}.${cents}`,
    `${grouped.replace(/,/g, '.')},${cents}`,
    `${whole}.${cents}`,
    `${whole},${cents}`,
  ];
  if (cents === '00') forms.push(grouped, whole);
  else if (cents.endsWith('0')) forms.push(`${whole}.${cents[0]}`, `${whole},${cents[0]}`);
  return forms;
}

/** Whether the plain search finds the value on the page (numbers in their usual forms). */
export function onPage(value: string | number, text: string): boolean {
  if (typeof value === 'number') return numberForms(value).some((form) => containsToken(text, form));
  const folded = fold(value).trim();
  if (!folded) return false;
  const bare = words(folded);
  return text.includes(folded) || (bare.length > 0 && text.includes(` ${bare} `));
}

/** `form` in `text`, not as part of a longer number ("64.25" is not in "164.255"). */
function containsToken(text: string, form: string): boolean {
  let at = text.indexOf(form);
  while (at >= 0) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + form.length] ?? ' ';
    if (
      !/[\d.,]/.test(before) &&
      !/\d/.test(after) &&
      !/[.,]\d/.test(text.slice(at + form.length, at + form.length + 2))
    )
      return true;
    at = text.indexOf(form, at + 1);
  }
  return false;
}
