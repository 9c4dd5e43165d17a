/**
 * "Copy page as Markdown": the captured page through Turndown (lib/convert/turndown.ts), or
 * only its article through Mozilla's Readability first — what MarkDownload users expect.
 * This is for people; the model input keeps its own converter (lib/convert), which measures
 * better for extraction. Runs where a DOM parser exists (the popup, side panel, results tab);
 * the libraries load on first use, so they stay out of the start-up bundle.
 */
export type MarkdownScope = 'page' | 'article';

export interface PageHtml {
  html: string;
  url: string;
  title?: string;
}

export type ParseHtml = (html: string) => Document;

const browserParse: ParseHtml = (html) => new DOMParser().parseFromString(html, 'text/html');

export async function pageToMarkdown(
  page: PageHtml,
  scope: MarkdownScope,
  parse: ParseHtml = browserParse,
): Promise<string> {
  const { absolutizeLinks, createTurndown, elementToMarkdown } = await import('../convert/turndown');
  const service = createTurndown();
  const doc = parse(page.html);
  absolutizeLinks(doc, page.url);
  const title = (page.title ?? doc.title).trim();
  if (scope === 'article') {
    const { Readability } = await import('@mozilla/readability');
    const article = new Readability(doc).parse();
    if (!article?.content)
      throw new Error('no article was found on this page: use "Copy page as Markdown" for the whole page.');
    const heading = article.title?.trim() || title;
    const body = service.turndown(article.content).trim();
    return `${heading ? `# ${heading}\n\n` : ''}${body}\n`;
  }
  const root = doc.body ?? doc.documentElement;
  const body = root ? elementToMarkdown(root, service).trim() : '';
  return `${title && !body.startsWith('# ') ? `# ${title}\n\n` : ''}${body}\n`;
}
