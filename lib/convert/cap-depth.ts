/**
 * Chromium's HTML parser stops nesting at 512 levels (deeper elements become siblings at that
 * depth); linkedom has no cap, and 100,000 unclosed inline tags take it tens of seconds and
 * make every walk deep. Tags that would open below that depth are dropped before parsing —
 * their text stays, as it does in the browser.
 */
const MAX_DEPTH = 512;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'param',
  '!doctype',
]);
const RAW = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;

export function capDepth(html: string): string {
  // Cheap test first: only markup with far more opening than closing tags can nest that deep.
  const opens = html.split('<').length - 1;
  const closes = html.split('</').length - 1;
  if (opens - 2 * closes < MAX_DEPTH) return html;
  const stack: string[] = [];
  const out: string[] = [];
  let lower: string | null = null;
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, slash, rawName, attrs] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const at = match.index ?? 0;
    if (slash) {
      const open = stack.lastIndexOf(name);
      if (open >= 0) stack.length = open;
      continue;
    }
    if (VOID.has(name) || (attrs ?? '').trimEnd().endsWith('/')) continue;
    if (RAW.has(name)) {
      // Skip to the end of the raw-text element: its content is not markup.
      lower ??= html.toLowerCase();
      const end = lower.indexOf(`</${name}`, at + whole.length);
      TAG.lastIndex = end < 0 ? html.length : end;
      continue;
    }
    if (stack.length >= MAX_DEPTH) {
      out.push(html.slice(last, at));
      last = at + whole.length;
      continue;
    }
    stack.push(name);
  }
  if (last === 0) return html;
  out.push(html.slice(last));
  return out.join('');
}
