import type { ExtractionRequest } from '../contract/request';
import { describeFit, fitPageSource, type FitOptions } from './fit-page';

export type SendMode = 'html' | 'url';

export interface RemoteBody {
  body: Record<string, unknown>;
  /** A sentence about what was done to fit the page, '' when it went as captured. */
  note: string;
}

/**
 * The body to POST for a validated request. A captured page goes as its live DOM
 * (`website_html`, fitted to the 2 MB limit, or `website_markdown` when HTML cannot fit), or
 * as its address when the user chose to send URLs and the page has a public-looking one.
 * Everything else is the request as the user wrote it: a body the contract allows.
 */
export function buildRemoteBody(
  request: ExtractionRequest,
  pageUrl: string,
  send: SendMode,
  fit: FitOptions = {},
): RemoteBody {
  const { website_url, website_html, website_markdown, ...rest } = request;
  const body: Record<string, unknown> = dropUndefined(rest);
  if (website_url !== undefined) return { body: { ...body, website_url }, note: '' };
  if (website_markdown !== undefined) return { body: { ...body, website_markdown }, note: '' };
  const html = website_html ?? '';
  if (send === 'url' && /^https?:\/\//i.test(pageUrl)) return { body: { ...body, website_url: pageUrl }, note: '' };
  const fitted = fitPageSource(html, { baseUrl: pageUrl, ...fit });
  return { body: { ...body, [fitted.field]: fitted.value }, note: describeFit(fitted) };
}

function dropUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
