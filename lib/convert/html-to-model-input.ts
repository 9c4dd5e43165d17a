import type { ConvertOptions, ModelInput } from './model-input';

/**
 * For HTML that did not come from a live tab (pasted, or sent by a script): the service
 * worker has no DOMParser. PLACEHOLDER: strips tags; the real version parses with a DOM
 * implementation and runs the same documentToModelInput as the page.
 */
export function htmlToModelInput(html: string, _options: ConvertOptions): ModelInput {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, refs: {}, tokens: Math.ceil(text.length / 4) };
}

export function markdownToModelInput(markdown: string): ModelInput {
  return { text: markdown, refs: {}, tokens: Math.ceil(markdown.length / 4) };
}
