/**
 * The contract's messages name request fields (user_prompt, steps[0]); the popup shows them
 * beside fields labelled for people. This puts the labels in: the automation API keeps the
 * contract's own words.
 */
const LABELS: Array<[RegExp, string]> = [
  [/\buser_prompt\b/g, 'Prompt'],
  [/\bwebsite_url\b/g, 'Another URL'],
  [/\bwebsite_html\b/g, 'Pasted HTML'],
  [/\bwebsite_markdown\b/g, 'Pasted Markdown'],
  [/\boutput_schema\b/g, 'Output schema'],
  [/\bnumber_of_scrolls\b/g, 'Scrolls'],
  [/\btotal_pages\b/g, 'Pages'],
  [/\brender_heavy_js\b/g, 'Render heavy JavaScript'],
  [/\bplain_text\b/g, 'Plain text result'],
  [/^headers\b/, 'Headers'],
  [/^cookies\b/, 'Cookies'],
];

export function toUiWords(message: string): string {
  let text = message.replace(/\bsteps\[(\d+)\]/g, (_match, n: string) => `Step ${Number(n) + 1}`);
  for (const [pattern, label] of LABELS) text = text.replace(pattern, label);
  return text;
}

/**
 * What the user typed as "Another URL", as an address: `example.com/shop` gets https://.
 * Anything that is not a bare host name is left for the validator to explain.
 */
export function normaliseUrl(typed: string): string {
  const text = typed.trim();
  if (text === '' || /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  if (/^[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/.test(text) || /^localhost([:/]|$)/i.test(text)) return `https://${text}`;
  return text;
}
