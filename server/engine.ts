import { chromium, type BrowserContext, type Page, type Request, type Worker as ServiceWorker } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageSnapshot } from '../lib/page/protocol';

/**
 * One headless Chromium with Quarry loaded: the engine. Everything goes through the service
 * worker's automation API (`globalThis.quarry`, README "Automation") — the server has no
 * extraction code of its own.
 */
export interface EngineOptions {
  chromiumPath: string;
  extensionDir: string;
  model: { baseURL: string; model: string; apiKey: string };
  /** Every connection of the browser goes through this proxy (egress-proxy.ts), loopback too. */
  proxyUrl?: string;
  /** Awaited right before a tab's page request (a top-level navigation) goes out: politeness. */
  beforePageRequest?: (url: string) => Promise<void>;
  /** Handed the browser once it is up: bench/server-engine-profile.ts watches its tabs. */
  observe?: (context: BrowserContext) => void;
  /** Jobs run at once (the worker's concurrency): one warm tab is kept for each. */
  slots?: number;
  /**
   * Where the browser's profile and its own temporary files go (the worker's scratch directory,
   * scratch.ts, so a killed worker's are found and removed); the system's temporary directory if unset.
   */
  scratchDir?: string;
}

/** What one smartscraper run returned, and the hosts its tab asked for on the way. */
export interface EngineRun {
  response: Record<string, unknown>;
  /** `host:port` of every request the run's own tab made (redirects included). */
  hosts: Set<string>;
}

export interface Engine {
  /** Runs one contract request in a warm tab of its own (free slots are taken in turn). */
  smartscraper(request: Record<string, unknown>): Promise<EngineRun>;
  /** The live DOM of `url` as Quarry captures it, read in a warm tab; `hosts` gets the tab's request hosts. */
  capture(url: string, hosts?: Set<string>): Promise<PageSnapshot>;
  exportRecipes(): Promise<string>;
  importRecipes(json: string): Promise<number>;
  /** Resident memory of the browser's processes, in MB (Linux /proc; 0 elsewhere). */
  memoryMB(): Promise<number>;
  /** True once the browser is gone (crashed or closed). */
  readonly closed: boolean;
  close(): Promise<void>;
}

type Quarry = {
  ready(): Promise<void>;
  configure(patch: unknown): Promise<unknown>;
  smartscraper(request: unknown, options?: { backgroundTabId?: number }): Promise<Record<string, unknown>>;
  capture(options: { tabId: number }): Promise<PageSnapshot>;
  recipes: { export(): Promise<string>; import(json: unknown): Promise<number> };
};

export async function launchEngine(options: EngineOptions): Promise<Engine> {
  const profile = mkdtempSync(join(options.scratchDir ?? tmpdir(), 'quarry-server-profile-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: options.chromiumPath,
      headless: true,
      // Playwright's own handlers would close the browser on SIGTERM (and exit 130 on SIGINT)
      // under running jobs; serve.ts stops the worker first, then closes the browser itself.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      ...(options.scratchDir ? { env: { ...process.env, TMPDIR: options.scratchDir } } : {}),
      args: [
        `--disable-extensions-except=${options.extensionDir}`,
        `--load-extension=${options.extensionDir}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // `<-loopback>`: Chromium would otherwise send 127.0.0.1 and localhost around the proxy.
        ...(options.proxyUrl ? [`--proxy-server=${options.proxyUrl}`, '--proxy-bypass-list=<-loopback>'] : []),
      ],
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  let closed = false;
  context.on('close', () => {
    closed = true;
  });
  options.observe?.(context);
  const beforePageRequest = options.beforePageRequest;
  if (beforePageRequest) {
    // Held here, in the browser, until the host's gap has passed: the site sees the gap.
    await context.route(
      (url) => url.protocol === 'http:' || url.protocol === 'https:',
      async (route, request) => {
        try {
          if (isPageRequest(request)) await beforePageRequest(request.url());
        } catch {
          // Redis unreachable or the frame gone: let the request go rather than hang the page.
        }
        await route.continue().catch(() => undefined);
      },
    );
  }
  const worker: ServiceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as { quarry?: Quarry };
    while (!scope.quarry) await new Promise((r) => setTimeout(r, 10));
    await scope.quarry.ready();
  });
  // The model, through the extension's own settings (validated there like the options page's).
  if (options.model.baseURL) {
    await worker.evaluate(
      (model) =>
        (globalThis as unknown as { quarry: Quarry }).quarry.configure({
          provider: { kind: 'openai-compatible', baseURL: model.baseURL, model: model.model, apiKey: model.apiKey },
        }),
      options.model,
    );
  }
  const pid = await browserPid(profile);

  // One warm tab per run slot, handed to the extension for website_url (README "Automation",
  // `backgroundTabId`) instead of a new tab per page: a new tab costs a renderer process, its
  // start and Playwright's set-up of the page, every time (docs/benchmarks.md "Server": about
  // 0.6 CPU-seconds a page). The tab stays on its last page, so the next page of the same site
  // keeps the renderer process. Each tab is known both by Chrome's
  // tab id and as a Playwright page, so a run's requests are its own (hosts, for the refusal
  // sentence) even when several run at once.
  const free: Array<{ tabId: number; page: Page }> = [];
  const waiting: Array<(slot: { tabId: number; page: Page }) => void> = [];
  const openSlot = async () => {
    const [page, tabId] = await Promise.all([
      context.waitForEvent('page'),
      worker.evaluate(async () => (await chrome.tabs.create({ url: 'about:blank', active: false })).id as number),
    ]);
    return { tabId, page };
  };
  for (let i = 0; i < Math.max(1, options.slots ?? 1); i++) free.push(await openSlot());
  const takeSlot = async () => {
    const slot = free.shift() ?? (await new Promise<{ tabId: number; page: Page }>((r) => waiting.push(r)));
    // A tab closed under us (a crash of its page, a script closing it) is replaced.
    return slot.page.isClosed() ? await openSlot() : slot;
  };
  const giveBack = (slot: { tabId: number; page: Page }) => {
    const next = waiting.shift();
    if (next) next(slot);
    else free.push(slot);
  };

  return {
    get closed() {
      return closed;
    },
    async smartscraper(request) {
      const slot = await takeSlot();
      const hosts = new Set<string>();
      const seen = requestsOf(slot.page, hosts);
      slot.page.on('request', seen);
      try {
        const response = await worker.evaluate(
          ([r, backgroundTabId]) =>
            (globalThis as unknown as { quarry: Quarry }).quarry.smartscraper(r, { backgroundTabId }),
          [request, slot.tabId] as const,
        );
        return { response, hosts };
      } finally {
        slot.page.off('request', seen);
        giveBack(slot);
      }
    },
    async capture(url, hosts = new Set<string>()) {
      const slot = await takeSlot();
      const seen = requestsOf(slot.page, hosts);
      slot.page.on('request', seen);
      try {
        return await worker.evaluate(
          async ([address, tabId]) => {
            // A polling loop, not a listener: tsx names const functions with a helper
            // (__name) that does not exist in the service worker.
            const until = Date.now() + 60_000;
            // Through a blank page: the slot's last page must not pass for this one loaded.
            for (const target of ['about:blank', address]) {
              await chrome.tabs.update(tabId, { url: target });
              for (;;) {
                const tab = await chrome.tabs.get(tabId);
                if (tab.status === 'complete' && (tab.url === 'about:blank') === (target === 'about:blank')) break;
                if (Date.now() > until) throw new Error(`${address} did not load within 60 s.`);
                await new Promise((r) => setTimeout(r, 50));
              }
            }
            return await (globalThis as unknown as { quarry: Quarry }).quarry.capture({ tabId });
          },
          [url, slot.tabId] as const,
        );
      } finally {
        slot.page.off('request', seen);
        giveBack(slot);
      }
    },
    exportRecipes: () => worker.evaluate(() => (globalThis as unknown as { quarry: Quarry }).quarry.recipes.export()),
    importRecipes: (json) =>
      worker.evaluate((j) => (globalThis as unknown as { quarry: Quarry }).quarry.recipes.import(j), json),
    memoryMB: async () => (pid ? treeMemoryMB(pid) : 0),
    async close() {
      closed = true;
      // Bounded: a browser that does not answer within 10 s is killed outright.
      const timeout = new Promise<'late'>((r) => setTimeout(() => r('late'), 10_000).unref());
      const done = await Promise.race([context.close().catch(() => undefined), timeout]);
      if (done === 'late' && pid) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A listener that adds the host of each request the tab makes to `hosts`, from the run's first
 * page request on: the last run's page, still open in the warm tab until then, is not this run's.
 */
function requestsOf(page: Page, hosts: Set<string>): (request: Request) => void {
  let started = false;
  return (request) => {
    try {
      started ||= request.isNavigationRequest() && request.frame() === page.mainFrame();
    } catch {
      // a worker's request has no frame: it is not the run's page request
    }
    const host = started ? hostOf(request.url()) : undefined;
    if (host) hosts.add(host);
  };
}

/** `host:port` of an http(s) URL, with the scheme's default port; undefined for other schemes. */
export function hostOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return `${u.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${u.port || (u.protocol === 'https:' ? 443 : 80)}`;
  } catch {
    return undefined;
  }
}

/** The browser's main process: the one started with this profile whose parent is not a Chromium of it. */
async function browserPid(profile: string): Promise<number | undefined> {
  const { readdir, readFile } = await import('node:fs/promises');
  const mine = new Map<number, number>();
  for (const e of (await readdir('/proc').catch(() => [] as string[])).filter((x) => /^\d+$/.test(x))) {
    try {
      const cmdline = await readFile(`/proc/${e}/cmdline`, 'utf8');
      if (!cmdline.includes(profile)) continue;
      const status = await readFile(`/proc/${e}/status`, 'utf8');
      mine.set(Number(e), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
    } catch {
      // gone meanwhile
    }
  }
  for (const [pid, ppid] of mine) if (!mine.has(ppid)) return pid;
  return undefined;
}

/** Resident set size of a process and all its descendants (Chromium's renderers, GPU, …). */
export async function treeMemoryMB(rootPid: number): Promise<number> {
  const { readdir, readFile } = await import('node:fs/promises');
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return 0;
  }
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  await Promise.all(
    entries
      .filter((e) => /^\d+$/.test(e))
      .map(async (e) => {
        try {
          const status = await readFile(`/proc/${e}/status`, 'utf8');
          const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
          const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
          parent.set(Number(e), ppid);
          rss.set(Number(e), kb);
        } catch {
          // the process ended meanwhile
        }
      }),
  );
  let total = 0;
  for (const [pid] of rss) {
    let p: number | undefined = pid;
    for (let hops = 0; p && hops < 10; hops++, p = parent.get(p)) {
      if (p === rootPid) {
        total += rss.get(pid) ?? 0;
        break;
      }
    }
  }
  return total / 1024;
}

/**
 * Whether a navigation request loads a tab's page rather than a frame in it. Playwright cannot
 * name the frame of a navigation issued before its frame exists (a tab's first page): such a
 * request is taken as a page, so it waits its turn instead of slipping past the host's gap.
 */
/**
 * A request for a page: a tab's top-level navigation, or the extension's service worker
 * fetching a page to read it without a tab (README "Recipes" → "Read without a tab"), which
 * asks for HTML with a GET. The worker's other requests (the model's, JSON) are not pages.
 */
function isPageRequest(request: Request): boolean {
  if (request.serviceWorker())
    return request.method() === 'GET' && /^text\/html/i.test(request.headers()['accept'] ?? '');
  return request.isNavigationRequest() && isTopLevel(request);
}

function isTopLevel(request: Request): boolean {
  try {
    return !request.frame().parentFrame();
  } catch {
    return true;
  }
}
