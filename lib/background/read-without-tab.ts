import { requestedFields, type RequestedFields } from '../convert/field-specs';
import type { TabFreeReader } from '../jobs/serve-without-tab';
import { OFFSCREEN_PARSE, parseHtmlReplySchema, type ParseHtmlMessage } from '../page/parsed-page';
import type { PageFields } from '../source/page';

/**
 * Reads a page from its HTML, fetched by the service worker, without opening a tab: for a page
 * a confirmed recipe will read (lib/jobs/serve-without-tab.ts). A tab costs a navigation, a
 * renderer and the page agent; a fetch and a parse cost a fraction of that. Only pages that
 * would look the same in a tab qualify: an answer that is not an HTML page of the same origin,
 * or a page with live parts (scripts that run, frames…), gives null and the tab reads it.
 */
export interface TabFreeReaderEnv {
  fetch: typeof fetch;
  /** Sends a message to the offscreen document (its parser) and returns the reply. */
  ask(message: ParseHtmlMessage): Promise<unknown>;
  /** Whether Quarry may read this address (the same site access a tab needs). */
  canReach(url: string): Promise<boolean>;
  /** Whether a tab (the given one, else the user's) already shows this address: it is read there. */
  shownInTab(tabId: number | null, url: string): Promise<boolean>;
}

/** A larger page is left to the tab (a capture has its own limits there). */
const MAX_BYTES = 5_000_000;
/** Origins remembered as read in tabs (a fetched page was not usable, or read differently). */
const MAX_REMEMBERED = 500;

export function createTabFreeReader(env: TabFreeReaderEnv): TabFreeReader {
  const inTabs = new Set<string>();
  const remember = (origin: string) => {
    inTabs.add(origin);
    if (inTabs.size > MAX_REMEMBERED) inTabs.delete(inTabs.values().next().value as string);
  };
  return {
    async read(tabId, request, signal) {
      const url = request.website_url ?? '';
      const asked = requestedFields(request);
      const origin = originOf(url);
      if (origin === null || inTabs.has(origin)) return null;
      if (!(await env.canReach(url)) || (await env.shownInTab(tabId, url))) return null;
      const read = await fetchPage(env, url, asked, signal);
      // What made a tab necessary (a refusal, a login page elsewhere, live parts) holds for the
      // site's other pages too: they go to tabs at once, not fetched and then loaded again. A
      // missing page or a server error is this page's own.
      if ('tabOnly' in read) {
        if (read.tabOnly === 'site') remember(origin);
        return null;
      }
      return read;
    },
    differs(url) {
      const origin = originOf(url);
      if (origin !== null) remember(origin);
    },
  };
}

/** The page at `url` as a capture gives it, or why a tab must read it: this page only, or the site's pages. */
async function fetchPage(
  env: TabFreeReaderEnv,
  url: string,
  asked: RequestedFields,
  signal: AbortSignal,
): Promise<PageFields | { tabOnly: 'page' | 'site' }> {
  const site = { tabOnly: 'site' } as const;
  let response: Response;
  try {
    response = await env.fetch(url, {
      signal,
      credentials: 'include',
      redirect: 'follow',
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
    });
  } catch {
    signal.throwIfAborted();
    return { tabOnly: 'page' }; // the tab gives the sentence a network error deserves
  }
  const finalUrl = response.url || url;
  const type = response.headers.get('content-type') ?? '';
  const usable =
    response.ok &&
    originOf(finalUrl) === originOf(url) &&
    /text\/html|application\/xhtml\+xml/i.test(type) &&
    Number(response.headers.get('content-length') ?? 0) <= MAX_BYTES;
  if (!usable) {
    await response.body?.cancel().catch(() => undefined);
    const pageOwn = response.status === 404 || response.status === 410 || response.status >= 500;
    return pageOwn ? { tabOnly: 'page' } : site;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const html = bytes.length <= MAX_BYTES ? decode(bytes, type) : null;
  if (html === null) return site;
  const reply = parseHtmlReplySchema.safeParse(
    await env.ask({ target: OFFSCREEN_PARSE, html, ...asked, pageUrl: finalUrl }).catch(() => null),
  );
  if (!reply.success || !reply.data.ok || !reply.data.page) return { tabOnly: 'page' };
  if (reply.data.page.live) return site;
  const { page, modelInput } = reply.data;
  return { url: finalUrl, title: page.title, html: page.html, status: response.status, modelInput };
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The bytes as text, in the page's own encoding: the Content-Type's charset, else a
 * <meta charset> in the first 1024 bytes (as the browser's parser looks), else UTF-8. An
 * encoding this browser cannot decode: null, the tab reads it.
 */
function decode(bytes: Uint8Array, type: string): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const label =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(type)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return null;
  }
}
