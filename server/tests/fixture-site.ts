import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test pages, written for these tests: a made-up tea shop whose product pages share one
 * template, served on 127.0.0.1. Every page request is recorded with when it started and
 * ended, so politeness can be measured where it matters: at the site.
 */
export interface Tea {
  sku: string;
  name: string;
  price: number;
  origin: string;
}

export const teas: Tea[] = Array.from({ length: 60 }, (_, i) => ({
  sku: `LEAF-${2000 + i * 13}`,
  name: `${['Misty', 'Amber', 'Copper', 'Jade', 'River', 'Stone'][i % 6]} ${['oolong', 'green', 'black', 'white'][i % 4]} no. ${i + 1}`,
  price: 4 + i * 1.25,
  origin: ['Hill garden', 'Valley estate', 'Coastal farm'][i % 3] as string,
}));

/** The second template: a different shop layout, for a recipe learned apart from the first. */
export function teaPage(t: Tea, layout: 'shop' | 'catalogue'): string {
  if (layout === 'catalogue')
    return `<!DOCTYPE html><html><head><title>${t.name} – catalogue</title></head><body>
<article class="entry"><h2 class="entry-title">${t.name}</h2>
<dl class="specs"><dt>Reference</dt><dd class="ref">${t.sku}</dd><dt>Grown at</dt><dd class="grown">${t.origin}</dd></dl>
<p class="cost">Price per tin: <span itemprop="price">${t.price.toFixed(2)}</span> EUR</p></article></body></html>`;
  return `<!DOCTYPE html><html><head><title>${t.name} | Tea shop</title></head><body>
<nav><a href="/">Tea shop</a></nav>
<main><h1 class="tea-name">${t.name}</h1><div class="buy"><span class="price">$${t.price.toFixed(2)}</span><button>Add</button></div>
<ul class="about"><li><b>Origin:</b> ${t.origin}</li><li><b>SKU:</b> ${t.sku}</li></ul></main></body></html>`;
}

export const TEA_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    origin: { type: 'string' },
    sku: { type: 'string' },
  },
  required: ['name', 'price', 'sku'],
};
export const TEA_PROMPT = 'the tea name, price, origin and SKU';
export const expectedTea = (t: Tea) => ({ name: t.name, price: t.price, origin: t.origin, sku: t.sku });

export interface PageVisit {
  path: string;
  start: number;
  end: number;
}

export interface FixtureSite {
  origin: string;
  visits: PageVisit[];
  url(t: Tea, layout?: 'shop' | 'catalogue'): string;
  close(): Promise<void>;
}

/** Serves /shop/<sku>.html and /catalogue/<sku>.html; `holdMs` keeps each page answer open that long. */
export async function startFixtureSite(holdMs = 0): Promise<FixtureSite> {
  const visits: PageVisit[] = [];
  const server: Server = createServer((req, res) => {
    const start = Date.now();
    const match = /^\/(shop|catalogue)\/([a-z0-9-]+)\.html$/.exec(req.url ?? '');
    const tea = match ? teas.find((t) => t.sku.toLowerCase() === match[2]) : undefined;
    if (!match || !tea) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(teaPage(tea, match[1] as 'shop' | 'catalogue'));
      visits.push({ path: req.url ?? '', start, end: Date.now() });
    }, holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    visits,
    url: (t, layout = 'shop') => `${origin}/${layout}/${t.sku.toLowerCase()}.html`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
