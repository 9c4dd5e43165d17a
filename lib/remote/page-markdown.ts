/**
 * The whole page as Markdown, for a page whose HTML is still over the contract's limit after
 * stripping. Unlike the model input (which is pruned and uses short link references), this
 * keeps every visible text and full link addresses: the service does the extraction.
 *
 * A small iterative writer rather than Turndown: pages that reach this point have 100k+
 * nodes (Turndown took 10+ s on one such page here) and script-built DOMs can nest deeper
 * than a recursive converter's stack allows.
 */
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'HEADER',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'SECTION',
  'SUMMARY',
  'UL',
]);
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'HEAD']);

type Entry = Node | { text: string };

export function pageToMarkdown(document: Document): string {
  const out: string[] = [];
  const title = document.title?.trim();
  if (title) out.push(`# ${title}\n\n`);
  const stack: Entry[] = [document.body ?? document.documentElement];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if ('text' in entry) {
      out.push(entry.text);
      continue;
    }
    if (entry.nodeType === 3) {
      out.push((entry.nodeValue ?? '').replace(/\s+/g, ' '));
      continue;
    }
    if (entry.nodeType !== 1) continue;
    const element = entry as Element;
    const tag = element.tagName.toUpperCase();
    if (SKIP.has(tag)) continue;
    const [open, close, descend] = wrap(element, tag);
    out.push(open);
    if (close) stack.push({ text: close });
    if (!descend) continue;
    const children: Node[] = [];
    for (let child = element.firstChild; child; child = child.nextSibling) children.push(child);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}

/** What to write before and after an element, and whether to walk into it. */
function wrap(element: Element, tag: string): [string, string, boolean] {
  const heading = /^H([1-6])$/.exec(tag);
  if (heading) return [`\n\n${'#'.repeat(Number(heading[1]))} `, '\n\n', true];
  if (BLOCKS.has(tag)) return ['\n\n', '\n\n', true];
  switch (tag) {
    case 'BR':
      return ['\n', '', false];
    case 'HR':
      return ['\n\n---\n\n', '', false];
    case 'LI':
      return ['\n- ', '\n', true];
    case 'A': {
      const href = element.getAttribute('href');
      return href && !href.startsWith('javascript:') ? ['[', `](${href})`, true] : ['', '', true];
    }
    case 'IMG': {
      const alt = (element.getAttribute('alt') ?? '').trim();
      return alt ? [`![${alt}](${element.getAttribute('src') ?? ''})`, '', false] : ['', '', false];
    }
    case 'PRE':
      return [`\n\n\`\`\`\n${element.textContent ?? ''}\n\`\`\`\n\n`, '', false];
    case 'TABLE':
      return [`\n\n${tableToMarkdown(element)}\n\n`, '', false];
    case 'STRONG':
    case 'B':
      return ['**', '**', true];
    default:
      return ['', '', true];
  }
}

function tableToMarkdown(table: Element): string {
  const rows = [...table.querySelectorAll('tr')].map((row) =>
    [...row.children]
      .filter((cell) => cell.tagName.toUpperCase() === 'TD' || cell.tagName.toUpperCase() === 'TH')
      .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')),
  );
  const width = rows.reduce((most, row) => Math.max(most, row.length), 0);
  if (width === 0) return '';
  const line = (cells: string[]): string =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  const [head = [], ...rest] = rows;
  return [line(head), line(Array(width).fill('---')), ...rest.map(line)].join('\n');
}
