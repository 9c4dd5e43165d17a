/**
 * Where one server job's time goes inside the engine (server/engine.ts): one headless Chromium
 * with the production build, launched as a worker launches it, running requests one after the
 * other on fixture pages (127.0.0.1) with the fake model answering after --delay ms. Per
 * request, from the browser's own events (Playwright's view of the tabs), the fixture site's
 * request log and the fake model's request log:
 *
 *   call → tab opened → page request at the site → page loaded → tab closed → model asked
 *   → model answered → call returned
 *
 * and the CPU-seconds per page of this process (the worker's role: Node driving the browser,
 * plus the fake model and the fixture site, which are small) and of Chromium's processes by
 * kind. Variants: with and without the per-request interception (context.route) the worker
 * uses for the politeness gap, so its cost is measured rather than guessed.
 *
 *   npm run build && npx tsx bench/server-engine-profile.ts [--pages 12 --delay 500]
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { startFakeOpenAi } from '../tests/support/fake-openai-server';
import { launchEngine } from '../server/engine';
import { prepareServerBuild } from '../server/extension-build';
import { expectedTea, startFixtureSite, TEA_PROMPT, TEA_SCHEMA, teas } from '../server/tests/fixture-site';
import { cpuDelta, cpuSnapshot } from './proc-cpu';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '12' },
    delay: { type: 'string', default: '500' },
    dir: { type: 'string', default: process.env.QUARRY_EXTENSION_DIR ?? '.output/chrome-mv3' },
  },
});
const PAGES = Number(values.pages);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const model = await startFakeOpenAi();
  model.script((request) => {
    const text = String(request.body.messages.map((m: { content: unknown }) => String(m.content)).join('\n'));
    const tea = teas.find((t) => t.sku === /LEAF-\d+/.exec(text)?.[0]);
    return { content: tea ? expectedTea(tea) : {}, delayMs: Number(values.delay) };
  });
  const site = await startFixtureSite();
  const extensionDir = prepareServerBuild(values.dir);
  const variants: Array<{ name: string; intercept: boolean }> = [
    { name: 'interception on (as the worker runs)', intercept: true },
    { name: 'interception off', intercept: false },
  ];
  let round = 0;
  for (const variant of variants) {
    const events: Array<{ what: string; at: number; url: string }> = [];
    let observed: BrowserContext | undefined;
    const observe = (context: BrowserContext) => {
      observed = context;
      context.on('page', (page) => {
        events.push({ what: 'tab opened', at: Date.now(), url: page.url() });
        page.on('load', () => events.push({ what: 'loaded', at: Date.now(), url: page.url() }));
        page.on('close', () => events.push({ what: 'tab closed', at: Date.now(), url: page.url() }));
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) events.push({ what: 'navigated', at: Date.now(), url: frame.url() });
        });
      });
    };
    const engine = await launchEngine({
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      extensionDir,
      model: { baseURL: `${model.url}/v1`, model: 'bench-model', apiKey: '' },
      ...(variant.intercept ? { beforePageRequest: async () => undefined } : {}),
      observe,
    });
    const browserRoot = (): Array<[string, number | undefined]> => [['this process', process.pid]];
    try {
      // Warm-up: the first tab and the first model call.
      await engine.smartscraper({ user_prompt: TEA_PROMPT, website_url: site.url(teas[59]!) });
      const prompt = `${TEA_PROMPT} (round ${++round})`;
      for (const t of teas.slice(40, 42))
        await engine.smartscraper({
          user_prompt: prompt,
          website_url: site.url(t, 'catalogue'),
          output_schema: TEA_SCHEMA,
        });
      for (const path of ['model', 'recipe'] as const) {
        const stages = new Map<string, number[]>();
        const add = (k: string, ms: number) => stages.set(k, [...(stages.get(k) ?? []), ms]);
        const before = cpuSnapshot(browserRoot());
        const self = process.cpuUsage();
        const started = Date.now();
        let ok = 0;
        for (const t of teas.slice(0, PAGES)) {
          const url = path === 'model' ? site.url(t, 'shop') : site.url(t, 'catalogue');
          const body =
            path === 'model'
              ? { user_prompt: TEA_PROMPT, website_url: url }
              : { user_prompt: prompt, website_url: url, output_schema: TEA_SCHEMA };
          events.length = 0;
          const visitsBefore = site.visits.length;
          const asksBefore = model.chatRequests.length;
          const t0 = Date.now();
          const { response: r } = await engine.smartscraper(body);
          const t1 = Date.now();
          if (r.status === 'completed' && (path === 'model' || (r.recipe as { used?: boolean })?.used)) ok++;
          const at = (what: string, u?: string) => events.find((e) => e.what === what && (!u || e.url === u))?.at;
          const opened = at('tab opened');
          const visit = site.visits[visitsBefore];
          const loaded = at('loaded', url);
          // The page is done with when its tab closes, or (a warm tab) goes back to about:blank.
          const closed =
            at('tab closed') ??
            events.find((e) => e.what === 'navigated' && e.url === 'about:blank' && e.at >= (loaded ?? Infinity))?.at;
          const ask = model.chatRequests[asksBefore]?.at;
          if (opened) add('call → tab opened', opened - t0);
          if (visit) add('call → page answered at the site', visit.end - t0);
          if (visit && loaded) add('page answered → load event seen', loaded - visit.end);
          if (loaded && closed)
            add('load event → tab closed or blank (load noticed, settle, capture)', closed - loaded);
          if (closed && ask) add('tab closed or blank → model asked', ask - closed);
          if (ask) add('model asked → call returned', t1 - ask);
          if (closed && !ask) add('tab closed or blank → call returned (recipe, check, store)', t1 - closed);
          if (!closed && loaded && ask) add('load event → model asked (load noticed, settle, capture)', ask - loaded);
          if (!closed && loaded && !ask)
            add('load event → call returned (settle, capture, recipe, check, store)', t1 - loaded);
          add('call in all', t1 - t0);
        }
        const wall = Date.now() - started;
        const cpu = cpuDelta(before, cpuSnapshot(browserRoot()));
        const own = process.cpuUsage(self);
        cpu.set('node (this process: driver, fake model, fixture site)', (own.user + own.system) / 1e6);
        cpu.delete('this process');
        const total = [...cpu.values()].reduce((a, b) => a + b, 0);
        console.log(
          `\n${variant.name}, ${path} path: ${ok}/${PAGES} right, ${(wall / PAGES).toFixed(0)} ms per page, ${((PAGES / wall) * 60_000).toFixed(1)} pages/min`,
        );
        for (const [k, xs] of stages) console.log(`  ${k}: median ${median(xs)} ms`);
        console.log(
          `  CPU-seconds per page ${(total / PAGES).toFixed(3)}: ${[...cpu]
            .sort((a, b) => b[1] - a[1])
            .map(([k, s]) => `${k} ${(s / PAGES).toFixed(3)}`)
            .join(', ')}`,
        );
      }
      // The floor under both paths: the same pages loaded in a tab of the same browser, to
      // their load event, with no Quarry work at all.
      const floor = await bareNavigation(
        observed,
        teas.slice(0, PAGES).map((t) => site.url(t, 'catalogue')),
      );
      console.log(`  bare navigation of the same pages in a tab (no Quarry work): median ${floor} ms`);
    } finally {
      await engine.close();
    }
  }
  rmSync(extensionDir, { recursive: true, force: true });
  await site.close();
  await model.close();
}

/** Median ms to load each URL in one tab of the same browser by Playwright's page.goto (to its load event). */
async function bareNavigation(context: BrowserContext | undefined, urls: string[]): Promise<number> {
  if (!context) return NaN;
  const page = await context.newPage();
  const times: number[] = [];
  for (const url of urls) {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    times.push(Date.now() - started);
  }
  await page.close();
  return median(times.slice(1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
