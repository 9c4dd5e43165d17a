import { htmlToModelInput } from '../convert/html-to-model-input';
import type { HtmlReader } from '../source/read-source';
import { OFFSCREEN_PARSE, parseHtmlReplySchema, type ParseHtmlMessage } from '../page/parsed-page';

/**
 * Pasted HTML read by Chromium's own parser in the offscreen document (`ask` sends it
 * there), so it gives the model what the same markup loaded in a tab gives
 * (lib/page/parsed-page.ts). Without an offscreen document, or when it does not answer,
 * linkedom parses it as before: a run is never lost to the parser.
 */
export function createHtmlReader(ask: ((message: ParseHtmlMessage) => Promise<unknown>) | null): HtmlReader {
  return async (html, asked) => {
    if (ask) {
      try {
        const reply = parseHtmlReplySchema.safeParse(await ask({ target: OFFSCREEN_PARSE, html, ...asked }));
        if (reply.success && reply.data.ok) return reply.data.modelInput;
      } catch {
        // not reachable: linkedom below
      }
    }
    return htmlToModelInput(html, { baseUrl: '', ...asked });
  };
}
