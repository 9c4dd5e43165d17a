import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startStaticSite, type StaticSite } from './static-server';

export const OUT_DIR = resolve(process.env.QUARRY_OUT_DIR ?? '.output');
export const EXTENSION_DIR = join(OUT_DIR, 'chrome-mv3-e2e');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium with the e2e build of Quarry loaded, on the given profile folder. */
export async function launchQuarry(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Quarry's service worker once quarry.ready() resolved: tests that seed storage must not race
 * the worker's start-up repair of interrupted runs.
 */
export async function readyWorker(context: BrowserContext): Promise<Worker> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as { quarry?: { ready(): Promise<void> } };
    while (!scope.quarry) await new Promise((resolve) => setTimeout(resolve, 10));
    await scope.quarry.ready();
  });
  return worker;
}

interface Fixtures {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens the popup app in a popup-type window, the way the toolbar popup sees the browser. */
  openPopup(): Promise<Page>;
}

export const test = base.extend<Fixtures, { site: StaticSite }>({
  site: [
    async ({}, use) => {
      const site = await startStaticSite(resolve('tests/e2e/site'));
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],

  context: async ({}, use) => {
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json')))
      throw new Error('Build the e2e extension first: npm run build:e2e');
    const profile = mkdtempSync(join(tmpdir(), 'quarry-e2e-'));
    const context = await launchQuarry(profile);
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },

  worker: async ({ context }, use) => {
    await use(await readyWorker(context));
  },

  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },

  openPopup: async ({ context, worker, extensionId }, use) => {
    await use(async () => {
      const opened = context.waitForEvent('page', (p) =>
        p.url().startsWith(`chrome-extension://${extensionId}/popup.html`),
      );
      await worker.evaluate(async (url) => {
        await chrome.windows.create({ url, type: 'popup', width: 420, height: 640 });
      }, `chrome-extension://${extensionId}/popup.html`);
      const popup = await opened;
      await popup.waitForLoadState('domcontentloaded');
      return popup;
    });
  },
});

export const expect = test.expect;
