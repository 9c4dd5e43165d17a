import { parseHTML } from 'linkedom';
import { documentToModelInput, type ConvertOptions, type ModelInput } from './model-input';
import { estimateTokens } from './tokens';

/**
 * For HTML that did not come from a live tab (pasted, or sent by a script): the service
 * worker has no DOMParser, so linkedom parses it and the same pipeline as in the page runs.
 */
export function parseHtmlDocument(html: string): Document {
  // linkedom returns an empty body for fragments and body-less documents: wrap those.
  const full = /<body[\s>]/i.test(html) ? html : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
  return parseHTML(full).document as unknown as Document;
}

export function htmlToModelInput(html: string, options: ConvertOptions): ModelInput {
  return documentToModelInput(parseHtmlDocument(html), options);
}

export function markdownToModelInput(markdown: string): ModelInput {
  return { text: markdown, refs: {}, tokens: estimateTokens(markdown), tokensEstimated: true };
}
