import { isTrustedSender } from '@/lib/messaging';
import { answerParseHtml, parseHtmlMessageSchema } from '@/lib/page/parsed-page';

// The offscreen document (reason DOM_PARSER): the service worker has no DOM, so it sends
// pasted HTML here to be parsed by Chromium's own parser. parseHTMLUnsafe, unlike DOMParser,
// attaches declarative shadow roots; neither runs scripts or loads anything.
const parse = (html: string): Document =>
  (Document as unknown as { parseHTMLUnsafe(html: string): Document }).parseHTMLUnsafe(html);

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (!isTrustedSender(sender, chrome.runtime.id)) return false;
  const parsed = parseHtmlMessageSchema.safeParse(message);
  if (!parsed.success) return false; // the UI's messages to the worker reach this page too
  sendResponse(answerParseHtml(parse, parsed.data));
  return false;
});
