/**
 * Page → model input. PLACEHOLDER: plain visible text only. The real pipeline (readable
 * content + data-bearing regions, Markdown with GFM tables, structured data block, short
 * link references, token counts) replaces the body of these functions; the shapes stay.
 */
export interface ModelInput {
  /** The text the model reads. */
  text: string;
  /** Short references used in `text` (e.g. "[L3]") → the full URLs they stand for. */
  refs: Record<string, string>;
  /** Token count of `text` (o200k), or an estimate when counting is too costly. */
  tokens: number;
}

export interface ConvertOptions {
  /** The page's address, to make relative links absolute. */
  baseUrl: string;
  /** Field names the user asked for (schema keys), for query-aware pruning. */
  fields?: string[];
}

export function documentToModelInput(doc: Document, _options: ConvertOptions): ModelInput {
  const text = (doc.body?.innerText ?? doc.body?.textContent ?? '').replace(/\s+\n/g, '\n').trim();
  return { text, refs: {}, tokens: Math.ceil(text.length / 4) };
}
