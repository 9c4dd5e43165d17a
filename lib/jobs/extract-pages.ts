import type { ExtractionRequest } from '../contract';
import { htmlToModelInput } from '../convert/html-to-model-input';
import { mergeResults } from '../extract/merge-results';
import type { ExtractionProvider, ExtractOutput } from '../extract/provider';
import type { CapturedPage } from './capture-pages';
import type { Progress } from './job';

/**
 * Extraction over several captured pages: each page is extracted on its own (so each fits
 * the model), then the parts are merged — arrays concatenated and de-duplicated, objects
 * merged key by key. Plain-text answers are joined in page order.
 */
export async function extractPages(
  provider: ExtractionProvider,
  request: ExtractionRequest,
  pages: ReadonlyArray<CapturedPage>,
  options: { signal: AbortSignal; onProgress(progress: Progress): void },
): Promise<ExtractOutput> {
  const results: unknown[] = [];
  const usage = { inputTokens: 0, outputTokens: 0, chunks: 0 };
  let mock = false;
  let cutOff = false;
  for (const [i, page] of pages.entries()) {
    options.signal.throwIfAborted();
    options.onProgress({ stage: 'extracting', detail: `page ${i + 1}/${pages.length}` });
    const output = await provider.extract({
      request: { ...request, website_html: page.html },
      pageUrl: page.url,
      content: page.modelInput ?? htmlToModelInput(page.html, { baseUrl: page.url }),
      signal: options.signal,
      onProgress: (progress) =>
        options.onProgress({
          ...progress,
          detail: `page ${i + 1}/${pages.length}${progress.detail ? `: ${progress.detail}` : ''}`,
        }),
    });
    results.push(output.result);
    usage.inputTokens += output.usage.inputTokens ?? 0;
    usage.outputTokens += output.usage.outputTokens ?? 0;
    usage.chunks += output.usage.chunks ?? 0;
    mock ||= output.mock;
    cutOff ||= output.cutOff ?? false;
  }
  const texts = results.every((r) => typeof r === 'string');
  const result = texts ? results.filter((r) => r !== '').join('\n\n') : mergeResults(results);
  return { result, usage: { ...usage, pages: pages.length }, mock, cutOff };
}
