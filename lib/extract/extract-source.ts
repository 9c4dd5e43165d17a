import type { ExtractionRequest } from '../contract';
import type { Page } from '../source/page';
import type { Source } from '../source/source';
import { mergeResults } from './merge-results';
import { joinListEnds, type ExtractionProvider, type ExtractOutput, type ListEnd } from './provider';
import type { Progress } from './progress';

export interface ExtractSourceOptions {
  signal: AbortSignal;
  onProgress(progress: Progress): void;
}

/**
 * The extract stage: hands a source to the provider. Several captured pages are extracted one
 * by one (so each fits the model), then merged — arrays concatenated and de-duplicated,
 * objects merged key by key, plain-text answers joined in page order. `usage.pages` counts
 * captured pages.
 */
export async function extractSource(
  provider: ExtractionProvider,
  request: ExtractionRequest,
  source: Source,
  options: ExtractSourceOptions,
): Promise<ExtractOutput> {
  const { signal, onProgress } = options;
  const [first] = source.pages;
  if (source.origin === 'request' && first) {
    return provider.extract({ request, pageUrl: first.url, content: first.modelInput, signal, onProgress });
  }
  // A captured page stands in for the request's source: its HTML replaces website_url, so a
  // remote service is sent what the user saw (with their login), not an address to fetch.
  // The 2 MB limit is for requests people send: a larger live page is fitted by the remote
  // provider, or read as compact model input.
  const { website_url: _captured, ...asked } = request;
  const extractPage = (page: Page, onPageProgress: (progress: Progress) => void): Promise<ExtractOutput> =>
    provider.extract({
      request: { ...asked, website_html: page.html ?? '' },
      pageUrl: page.url,
      content: page.modelInput,
      ...(page.html ? { document: () => page.document() } : {}),
      signal,
      onProgress: onPageProgress,
    });
  const pages = source.pages;
  if (pages.length === 1 && first) {
    const output = await extractPage(first, onProgress);
    return { ...output, usage: { ...output.usage, pages: 1 } };
  }
  const results: unknown[] = [];
  const usage = { inputTokens: 0, outputTokens: 0, chunks: 0 };
  let mock = false;
  let cutOff = false;
  const listEnds: Array<ListEnd | undefined> = [];
  for (const [i, page] of pages.entries()) {
    signal.throwIfAborted();
    const label = `page ${i + 1}/${pages.length}`;
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
    listEnds.push(output.listEnd);
  }
  const texts = results.every((r) => typeof r === 'string');
  const result = texts ? results.filter((r) => r !== '').join('\n\n') : mergeResults(results);
  const listEnd = joinListEnds(listEnds);
  return { result, usage: { ...usage, pages: pages.length }, mock, cutOff, ...(listEnd ? { listEnd } : {}) };
}
