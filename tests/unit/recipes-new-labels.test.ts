import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { createRecipeService } from '@/lib/recipes/service';
import { createRecipeStore } from '@/lib/recipes/store';
import { memoryArea } from './support/memory-area';

/**
 * Made-up camera pages of one template whose spec table shows other rows per product: a row the
 * learning pages never showed is no reason to ask the model when the recipe reads every field
 * and the row names nothing asked; a row that may name an asked value, or a page where a field
 * is absent, still goes to the model.
 */
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, maker: { type: 'string' } },
  required: ['name', 'price'],
};
const ask = { prompt: 'The camera: name, price and maker.', schema };

interface Cam {
  n: number;
  specs: Array<[string, string]>;
}

function camHtml({ n, specs }: Cam): string {
  const rows = [['Maker', `Orvell Works ${n}`], ...specs]
    .map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`)
    .join('');
  return `<html><head><title>Tavik cam ${n}</title></head><body><nav>Home · Cameras</nav>
    <main><h1 class="cam-title">Tavik cam ${n}</h1><div class="cam-price">$${n}99.00</div>
    <table class="specs">${rows}</table></main><footer>Help · Returns</footer></body></html>`;
}

const answerFor = (c: Cam) => ({ name: `Tavik cam ${c.n}`, price: Number(`${c.n}99`), maker: `Orvell Works ${c.n}` });

const BASE: Array<[string, string]> = [
  ['Sensor', 'Full frame'],
  ['Weight', '640 g'],
];

async function learnedService(asked = ask) {
  const service = createRecipeService({
    store: createRecipeStore(memoryArea()),
    parse: parseHtmlDocument,
    now: () => 1,
    newId: () => 'r1',
    checkEvery: 0,
  });
  for (const n of [1, 2]) {
    const cam = { n, specs: BASE };
    const page = { url: `https://cams.test/c/${n}`, html: camHtml(cam) };
    expect((await service.serve(asked, page)).served).toBe(false);
    await service.learn(asked, page, answerFor(cam));
  }
  return service;
}

const serve = async (service: Awaited<ReturnType<typeof learnedService>>, cam: Cam, asked = ask) =>
  service.serve(asked, { url: `https://cams.test/c/${cam.n}`, html: camHtml(cam) });

describe('a spec row the learning pages never showed', () => {
  it('naming nothing asked, on a page whose every field the recipe reads: served', async () => {
    const service = await learnedService();
    const out = await serve(service, {
      n: 3,
      specs: [...BASE, ['Touchscreen', 'yes'], ['Aperture range', 'f/2–f/16']],
    });
    expect(out).toMatchObject({ served: true, result: { name: 'Tavik cam 3', price: 399, maker: 'Orvell Works 3' } });
  });

  it('that may name an asked value (another price, the maker in other words): to the model', async () => {
    const service = await learnedService();
    const price = await serve(service, { n: 4, specs: [...BASE, ['Bundle price', '$520.00']] });
    expect(price.served).toBe(false);
    if (!price.served) expect(price.missed?.reason).toContain('bundle price');
    const maker = await serve(service, { n: 5, specs: [...BASE, ['Original maker', 'Pell & Co']] });
    expect(maker.served).toBe(false);
    // A word no field has, beside a money figure: it may be the price under another name.
    for (const [k, v] of [
      ['Deal', '$349.00'],
      ['Angebot', '349,00 €'],
      ['Member', 'USD 349'],
    ] as Array<[string, string]>)
      expect((await serve(service, { n: 7, specs: [...BASE, [k, v]] })).served).toBe(false);
    // A code that is no currency ("USB 3") is no money figure.
    expect((await serve(service, { n: 8, specs: [...BASE, ['Port', 'USB 3']] })).served).toBe(true);
  });

  it('on a page where a field is absent, any new label goes to the model (it may be that field)', async () => {
    // The user also asks for the lens mount, which no learning page showed: a new row in another
    // language may be it, whatever its words.
    const withMount = {
      prompt: 'The camera: name, price, maker and lens mount.',
      schema: { ...schema, properties: { ...schema.properties, mount: { type: 'string' } } },
    };
    const service = await learnedService(withMount);
    const out = await serve(service, { n: 6, specs: [...BASE, ['Bajonett', 'EF-X']] }, withMount);
    expect(out.served).toBe(false);
    if (!out.served) expect(out.missed?.reason).toContain('bajonett');
  });
});

describe('questions a page asks', () => {
  it('are content, not labels: a “people also ask” box reads as its build, not its words', async () => {
    const { structureMarks } = await import('@/lib/recipes/structure');
    const box = (qs: string[]) =>
      parseHtmlDocument(
        `<html><body><main><h1>Ferry times</h1><div class="ask"><h2>People also ask</h2>${qs
          .map((q) => `<details><summary>${q}</summary><p>It depends on the tide.</p></details>`)
          .join(
            '',
          )}</div><div class="pair"><span>Does the last boat run late?</span><span>Yes</span></div></main></body></html>`,
      );
    const a = structureMarks(box(['How late is the last ferry?', 'Why is the quay closed?']));
    const b = structureMarks(box(['When does the bridge open?', 'How long is the crossing?']));
    expect(a).toEqual(b);
    expect(a.filter((m) => m.startsWith('label:'))).toEqual([]);
  });
});
