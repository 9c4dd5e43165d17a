import type { ExtractionRequest } from '../contract';
import type { CaptureReport } from '../contract/capture-report';
import { requestedFields, type RequestedFields } from '../convert/field-specs';
import { htmlToModelInput, markdownToModelInput } from '../convert/html-to-model-input';
import type { ModelInput } from '../convert/model-input';
import { createPage } from './page';
import type { Captured, Source } from './source';

/** Turns HTML that did not come from a tab into model input, for what the request asks. */
export type HtmlReader = (html: string, asked: RequestedFields) => Promise<ModelInput>;

/**
 * The read stage of a run: a tab's capture, pasted HTML or Markdown alike become a Source of
 * pages. Captured pages win; without any, the request's own source is the one page.
 * `readHtml` reads pasted HTML as a tab would (the browser's parser, in the extension);
 * without it, linkedom parses it (tests, the bench).
 */
export async function readSource(
  request: ExtractionRequest,
  captured: Captured | null,
  readHtml?: HtmlReader,
): Promise<Source> {
  const asked = requestedFields(request);
  if (captured && captured.pages.length > 0) {
    // Pages converted in the tab say what junk they left out; others are converted later, when read.
    const warnings = captured.pages.map((snapshot, i) => junkWarning(snapshot.modelInput, i, captured.pages.length));
    return {
      origin: 'capture',
      pages: captured.pages.map((snapshot) => createPage(snapshot, asked)),
      report: withWarnings(captured.report, warnings),
      ...(captured.tabId !== undefined ? { tabId: captured.tabId } : {}),
    };
  }
  const url = request.website_url ?? '';
  const modelInput = await requestContent(request, url, asked, readHtml);
  return {
    origin: 'request',
    pages: [createPage({ url, modelInput }, asked)],
    report: withWarnings(null, [junkWarning(modelInput, 0, 1)]),
  };
}

/** The sentence for a page whose junk text was left out of the model input, or '' . */
export function junkWarning(modelInput: ModelInput | undefined, index: number, of: number): string {
  const junk = modelInput?.junk;
  if (!junk || junk.blocks === 0) return '';
  const page = of > 1 ? `Page ${index + 1}: ` : '';
  const blocks = junk.blocks === 1 ? 'a block' : `${junk.blocks} blocks`;
  return `${page}${junk.chars.toLocaleString('en-US')} characters of unreadable text (binary data or garbage, in ${blocks}) were left out of what the model read.`;
}

/** A capture report with these warnings added (one made for them when there was none). */
function withWarnings(report: CaptureReport | null, warnings: string[]): CaptureReport | null {
  const said = warnings.filter(Boolean);
  if (said.length === 0) return report;
  const base = report ?? { steps: [], pages: [], stoppedBecause: '' };
  return { ...base, warnings: [...(base.warnings ?? []), ...said] };
}

/** Model input for a request whose source did not come from a live tab. */
async function requestContent(
  request: ExtractionRequest,
  pageUrl: string,
  asked: RequestedFields,
  readHtml?: HtmlReader,
): Promise<ModelInput> {
  if (request.website_markdown !== undefined) return markdownToModelInput(request.website_markdown);
  const html = request.website_html;
  // The schema's fields and the prompt prune the same way as in a tab capture of the same markup.
  if (html !== undefined)
    return readHtml ? readHtml(html, asked) : htmlToModelInput(html, { baseUrl: pageUrl, ...asked });
  // website_url alone: nothing was read yet (mock runs, remote services that fetch it).
  return { text: '', refs: {}, tokens: 0 };
}
