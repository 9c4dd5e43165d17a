import { MAX_SOURCE_BYTES, utf8Bytes } from '../contract/limits';
import { documentToModelInput } from '../convert/model-input';
import { restoreRefs } from '../convert/refs';
import { absolutizeLinks, elementToMarkdown } from '../convert/turndown';
import { parsePage, serializePage, stripDocument } from './strip-page';

export interface FittedSource {
  field: 'website_html' | 'website_markdown';
  value: string;
  /** Bytes of `value` as UTF-8. */
  bytes: number;
  originalBytes: number;
  /** What was done to fit: nothing, stripped HTML, Markdown, or Markdown cut at the limit. */
  how: 'as-is' | 'stripped' | 'stripped-attributes' | 'markdown' | 'markdown-truncated';
}

export interface FitOptions {
  limit?: number;
  /** The page's address, for full link addresses in the Markdown fallback. */
  baseUrl?: string;
  toMarkdown?(document: Document): string;
}

/**
 * The Markdown fallback: the page through Turndown (GFM tables, full link addresses), as
 * "Copy page as Markdown" makes it. Turndown recurses, so a script-built page nested deeper
 * than the stack allows goes through the model-input converter instead, which walks
 * iteratively (it keeps less: it prunes boilerplate and long repeats for the model).
 */
export function pageMarkdownFor(baseUrl: string): (document: Document) => string {
  return (document) => {
    const root = document.body ?? document.documentElement;
    const title = document.title?.trim();
    try {
      absolutizeLinks(document, baseUrl);
      const body = root ? elementToMarkdown(root).trim() : '';
      return `${title ? `# ${title}\n\n` : ''}${body}\n`;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      const input = documentToModelInput(document, { baseUrl });
      return String(restoreRefs(input.text, input.refs));
    }
  };
}

/**
 * Makes a captured page fit the contract's 2 MB source limit, losing as little as possible:
 * the HTML as captured; else without scripts, styles, SVG, comments and hidden nodes; else
 * also without presentational attributes; else the page as Markdown; else that Markdown cut
 * at the limit on a line boundary. Never returns a source over the limit. The page is
 * parsed once and stripped in place, step by step.
 */
export function fitPageSource(html: string, options: FitOptions = {}): FittedSource {
  const limit = options.limit ?? MAX_SOURCE_BYTES;
  const originalBytes = utf8Bytes(html);
  const result = (field: FittedSource['field'], value: string, how: FittedSource['how']): FittedSource => ({
    field,
    value,
    bytes: utf8Bytes(value),
    originalBytes,
    how,
  });
  if (originalBytes <= limit) return result('website_html', html, 'as-is');
  const document = parsePage(html);
  stripDocument(document, 'elements');
  const stripped = serializePage(document, html);
  if (utf8Bytes(stripped) <= limit) return result('website_html', stripped, 'stripped');
  stripDocument(document, 'attributes');
  const bare = serializePage(document, html);
  if (utf8Bytes(bare) <= limit) return result('website_html', bare, 'stripped-attributes');
  const markdown = (options.toMarkdown ?? pageMarkdownFor(options.baseUrl ?? ''))(document);
  if (utf8Bytes(markdown) <= limit) return result('website_markdown', markdown, 'markdown');
  return result('website_markdown', truncateUtf8(markdown, limit), 'markdown-truncated');
}

/** The longest prefix within `limit` bytes, cut at a line end when one is near. */
export function truncateUtf8(text: string, limit: number): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length <= limit) return text;
  // Decoding a cut in the middle of a character yields U+FFFD (3 bytes): drop it.
  let cut = new TextDecoder().decode(bytes.slice(0, limit)).replace(/\uFFFD$/, '');
  const lineEnd = cut.lastIndexOf('\n');
  if (lineEnd > cut.length * 0.9) cut = cut.slice(0, lineEnd + 1);
  while (utf8Bytes(cut) > limit) cut = cut.slice(0, -1);
  return cut;
}

export function describeFit(fit: FittedSource): string {
  const mb = (n: number): string => `${(n / 1_000_000).toFixed(2)} MB`;
  switch (fit.how) {
    case 'as-is':
      return '';
    case 'stripped':
    case 'stripped-attributes':
      return `The page (${mb(fit.originalBytes)}) was sent as ${mb(fit.bytes)} of HTML without scripts, styles, SVG, comments and hidden parts, to fit the 2 MB limit.`;
    case 'markdown':
      return `The page (${mb(fit.originalBytes)}) was sent as ${mb(fit.bytes)} of Markdown to fit the 2 MB limit.`;
    case 'markdown-truncated':
      return `The page (${mb(fit.originalBytes)}) was too large even as Markdown: only its first 2 MB were sent.`;
  }
}
