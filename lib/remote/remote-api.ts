import { z } from '../contract/zod-setup';
import type { CreditsRecord } from '../contract/response';
import type { Settings } from '../settings/settings';
import type { MarkdownifyResult } from './client';
import { assertReachable, clientForSettings, type ClientEnv } from './client-for-settings';
import { fitPageSource } from './fit-page';
import type { MockHandler } from './mock-transport';

/** The remote-service part of `globalThis.quarry` and of the UI's messages. */
export interface RemoteApi {
  /** GET /v1/credits of the configured endpoint (or the mock answer in global mock mode). */
  credits(): Promise<CreditsRecord>;
  /** POST /v1/markdownify: a given website_url / website_html, else the tab (per the Send setting). */
  markdownify(input?: unknown, options?: { tabId?: number | null }): Promise<MarkdownifyResult>;
  /** A custom mock handler `(method, path, body) => response` (undefined falls through); null removes it. */
  setMockHandler(handler: MockHandler | null): void;
  /** What the provider and client use for the current handler. */
  clientEnv(): ClientEnv;
}

export interface RemoteApiDeps {
  loadSettings(): Promise<Settings>;
  /** The live page of a tab (the given one, else the user's), when no source is given. */
  capture(tabId: number | null): Promise<{ html: string; url: string }>;
  fetch?: typeof fetch;
  canReach?(baseURL: string): Promise<boolean>;
}

const markdownifyInputSchema = z.strictObject({
  website_url: z.url({ protocol: /^https?$/, error: 'website_url must be an absolute http(s) URL' }).optional(),
  website_html: z.string().optional(),
  mock: z.boolean().optional(),
});

export function createRemoteApi(deps: RemoteApiDeps): RemoteApi {
  let mockHandler: MockHandler | null = null;
  const clientEnv = (): ClientEnv => ({ fetch: deps.fetch, canReach: deps.canReach, mockHandler });
  const client = async (): Promise<Exclude<ReturnType<typeof clientForSettings>, string>> => {
    const settings = await deps.loadSettings();
    const made = clientForSettings(settings, clientEnv());
    if (typeof made === 'string') throw new Error(made);
    await assertReachable(settings, clientEnv());
    return made;
  };

  return {
    clientEnv,
    setMockHandler(handler) {
      if (handler !== null && typeof handler !== 'function') {
        throw new Error('setMockHandler takes a function (method, path, body) => response, or null to remove it.');
      }
      mockHandler = handler;
    },
    async credits() {
      return (await client()).credits({ signal: AbortSignal.timeout(60_000) });
    },
    async markdownify(input = {}, options = {}) {
      const parsed = markdownifyInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new Error(
          `markdownify: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`,
        );
      }
      const settings = await deps.loadSettings();
      const remote = await client();
      let body: Record<string, unknown> = parsed.data;
      if (parsed.data.website_url === undefined && parsed.data.website_html === undefined) {
        const page = await deps.capture(options.tabId ?? null);
        const byUrl = settings.provider.kind === 'remote' && settings.provider.send === 'url';
        const fitted = fitPageSource(page.html, { baseUrl: page.url });
        // /v1/markdownify takes a URL or HTML: a page too large as HTML goes by address.
        const hasAddress = /^https?:/.test(page.url);
        if (fitted.field !== 'website_html' && !hasAddress) {
          throw new Error(
            'This page is over 2 MB even without scripts and styles, and has no web address to send instead.',
          );
        }
        body =
          (byUrl || fitted.field !== 'website_html') && hasAddress
            ? { ...parsed.data, website_url: page.url }
            : { ...parsed.data, website_html: fitted.value };
      }
      return remote.markdownify(body, { signal: AbortSignal.timeout(300_000) });
    },
  };
}
