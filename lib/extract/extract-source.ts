import type { ExtractionRequest } from '../contract';
import { requestedFields, type RequestedFields } from '../convert/field-specs';
import { htmlToModelInput, markdownToModelInput } from '../convert/html-to-model-input';
import type { ModelInput } from '../convert/model-input';
import { mergeResults } from './merge-results';
import type { ExtractionProvider, ExtractOutput } from './provider';
import type { Progress } from './progress';
import type { Source } from './source';

export interface ExtractSourceOptions {
  signal: AbortSignal;
  onProgress(progress: Progress): void;
  /**
   * Pasted HTML (website_html) → model input, read as a tab would read it (the browser's
   * parser, in the extension). Without it, linkedom parses it (tests, the bench).
   */
  readHtml?: HtmlReader;
}

/** Turns HTML that did not come from a tab into model input, for what the request asks. */
export type HtmlReader = (html: string, asked: RequestedFields) => Promise<ModelInput>;

/** One page as the model read it (the captured HTML too, when there was a capture). */
export interface ReadPage {
  url: string;
  modelInput: ModelInput;
  html?: string;
}

/**
 * Hands a source to the provider. Several captured pages are extracted one by one (so each
 * fits the model), then merged — arrays concatenated and de-duplicated, objects merged key
 * by key, plain-text answers joined in page order. `usage.pages` counts captured pages.
 * Also returns the pages as the model read them, for the checks after extraction.
 */
export async function extractSource(
  provider: ExtractionProvider,
  request: ExtractionRequest,
  source: Source,
  options: ExtractSourceOptions,
): Promise<{ output: ExtractOutput; read: ReadPage[] }> {
  const { signal, onProgress } = options;
  if (source.pages.length === 0) {
    const url = request.website_url ?? '';
    const page = { url, modelInput: await contentOf(request, url, options.readHtml) };
    const output = await provider.extract({ request, pageUrl: url, content: page.modelInput, signal, onProgress });
    return { output, read: [page] };
  }
  // A captured page stands in for the request's source: its HTML replaces website_url, so a
  // remote service is sent what the user saw (with their login), not an address to fetch.
  // The 2 MB limit is for requests people send: a larger live page is fitted by the remote
  // provider, or read as compact model input.
  const { website_url: _captured, ...asked } = request;
  const read = source.pages.map((p) => ({
    url: p.url,
    html: p.html,
    modelInput: p.modelInput ?? htmlToModelInput(p.html, { baseUrl: p.url, ...requestedFields(request) }),
  }));
  const extractPage = (page: ReadPage, onPageProgress: (progress: Progress) => void): Promise<ExtractOutput> =>
    provider.extract({
      request: { ...asked, website_html: page.html ?? '' },
      pageUrl: page.url,
      content: page.modelInput,
      signal,
      onProgress: onPageProgress,
    });
  if (read.length === 1 && read[0]) {
    const output = await extractPage(read[0], onProgress);
    return { output: { ...output, usage: { ...output.usage, pages: 1 } }, read };
  }
  const results: unknown[] = [];
  const usage = { inputTokens: 0, outputTokens: 0, chunks: 0 };
  let mock = false;
  let cutOff = false;
  for (const [i, page] of read.entries()) {
    signal.throwIfAborted();
    const label = `page ${i + 1}/${read.length}`;
    onProgress({ stage: 'extracting', detail: label });
    const output = await extractPage(page, (progress) =>
      onProgress({ ...progress, detail: `${label}${progress.detail ? `: ${progress.detail}` : ''}` }),
    );
    results.push(output.result);
    usage.inputTokens += output.usage.inputTokens ?? 0;
    usage.outputTokens += output.usage.outputTokens ?? 0;
    usage.chunks += output.usage.chunks ?? 0;
    mock ||= output.mock;
    cutOff ||= output.cutOff ?? false;
  }
  const texts = results.every((r) => typeof r === 'string');
  const result = texts ? results.filter((r) => r !== '').join('\n\n') : mergeResults(results);
  return { output: { result, usage: { ...usage, pages: read.length }, mock, cutOff }, read };
}

/** Model input for a request whose source did not come from a live tab. */
async function contentOf(request: ExtractionRequest, pageUrl: string, readHtml?: HtmlReader): Promise<ModelInput> {
  if (request.website_markdown !== undefined) return markdownToModelInput(request.website_markdown);
  const html = request.website_html;
  // The schema's fields and the prompt prune the same way as in a tab capture of the same markup.
  const asked = requestedFields(request);
  if (html !== undefined)
    return readHtml ? readHtml(html, asked) : htmlToModelInput(html, { baseUrl: pageUrl, ...asked });
  // website_url alone: nothing was read yet (mock runs, remote services that fetch it).
  return { text: '', refs: {}, tokens: 0 };
}
