import { z } from '../contract/zod-setup';
import { fieldSpecSchema } from '../convert/field-query';
import { documentToModelInput, type ConvertOptions, type ModelInput } from '../convert/model-input';
import { readFetchedPage } from './fetched-page';
import { flattenDocument } from './flatten';
import { modelInputSchema } from './protocol';

/**
 * HTML that did not come from a tab (pasted in the popup, or website_html from a script),
 * read the way a tab reads its page: parsed by the browser's own parser (in the offscreen
 * document, entrypoints/offscreen), then the capture's own flattening and conversion. So
 * content before the doctype, a <base> line first, declarative shadow DOM, fragments and
 * body-less documents give the model what the same markup shows in a tab.
 */

/** Marks the worker's messages for the offscreen document (other extension pages ignore them). */
export const OFFSCREEN_PARSE = 'quarry-parse-html';

export const parseHtmlMessageSchema = z.object({
  target: z.literal(OFFSCREEN_PARSE),
  html: z.string(),
  /** What the request asks for, for query-aware conversion (as a tab capture gets it). */
  fields: z.array(z.union([z.string(), fieldSpecSchema])).max(100),
  prompt: z.string().optional(),
  /**
   * The address the HTML was fetched from (a page read without a tab): links resolve against
   * it, and the reply carries the page as a capture would (lib/page/fetched-page.ts).
   */
  pageUrl: z.string().url().optional(),
});
export type ParseHtmlMessage = z.infer<typeof parseHtmlMessageSchema>;

export const parseHtmlReplySchema = z.union([
  z.object({
    ok: z.literal(true),
    modelInput: modelInputSchema,
    page: z.object({ html: z.string(), title: z.string(), live: z.boolean() }).optional(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type ParseHtmlReply = z.infer<typeof parseHtmlReplySchema>;

/**
 * A parsed document as the model input a tab showing it would give. The flattened copy has
 * its links made absolute against the document's <base>, as in a tab; without one they stay
 * as written (a tab would resolve them against its own address, which pasted HTML lacks).
 * No address is passed on either, so the model is not told a `url:` the page never had.
 */
export function parsedPageToModelInput(
  doc: Document,
  asked: Pick<ConvertOptions, 'fields' | 'prompt'> = {},
): ModelInput {
  return documentToModelInput(flattenDocument(doc), { baseUrl: '', ...asked, scriptsFrom: doc });
}

/** The offscreen document's side: one message in, one reply out; never throws. */
export function answerParseHtml(parse: (html: string) => Document, message: ParseHtmlMessage): ParseHtmlReply {
  try {
    if (message.pageUrl !== undefined) {
      const { modelInput, ...page } = readFetchedPage(parse(message.html), message.pageUrl, message);
      return { ok: true, modelInput, page };
    }
    return {
      ok: true,
      modelInput: parsedPageToModelInput(parse(message.html), { fields: message.fields, prompt: message.prompt }),
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
