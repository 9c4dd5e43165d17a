import { describe, expect, it } from 'vitest';
import { htmlToModelInput } from '@/lib/convert/html-to-model-input';
import { extractionRequestSchema } from '@/lib/contract';
import { checkResult } from '@/lib/jobs/check-result';
import { createPage } from '@/lib/source/page';
import { groundOnPage } from './support/ground-on-page';

/**
 * A comparison grid whose records are its columns: one column a plan, one row an attribute. The
 * model input shows it as a table (a `<table>`, or elements with ARIA roles as app frameworks
 * render them); grounding takes each record's column as its card, so a value is in place in its
 * own column and misplaced in a neighbour's; completeness counts the columns, not the rows.
 * Made-up plans.
 */
const PLANS = [
  { name: 'Brook plan', price: '4.50', storage: '10 GB' },
  { name: 'Cinder plan', price: '9.99', storage: '50 GB' },
  { name: 'Dune plan', price: '19.00', storage: '200 GB' },
];

/** A row no field asks for: the table has more rows than columns. */
const SUPPORT = ['Email', 'Chat', 'Phone'];

function ariaGrid(): string {
  const head = `<div role="row"><div role="columnheader"></div>${PLANS.map((p) => `<div role="columnheader"><span>${p.name}</span></div>`).join('')}</div>`;
  const price = `<div role="row"><div role="rowheader">Price</div>${PLANS.map((p) => {
    const [whole, cents] = p.price.split('.');
    return `<div role="cell"><span>$</span><span>${whole}</span><sup>${cents}</sup></div>`;
  }).join('')}</div>`;
  const storage = `<div role="row"><div role="rowheader">Storage</div>${PLANS.map((p) => `<div role="cell">${p.storage}</div>`).join('')}</div>`;
  const support = `<div role="row"><div role="rowheader">Support</div>${PLANS.map((_, k) => `<div role="cell">${SUPPORT[k]}</div>`).join('')}</div>`;
  return `<!DOCTYPE html><html><body><main><h1>Compare plans</h1><div role="table">${head}${price}${storage}${support}</div></main></body></html>`;
}

function table(): string {
  const head = `<thead><tr><td></td>${PLANS.map((p) => `<th scope="col">${p.name}</th>`).join('')}</tr></thead>`;
  const row = (label: string, key: 'price' | 'storage'): string =>
    `<tr><th scope="row">${label}</th>${PLANS.map((p) => `<td>${key === 'price' ? `$${p[key]}` : p[key]}</td>`).join('')}</tr>`;
  const support = `<tr><th scope="row">Support</th>${PLANS.map((_, k) => `<td>${SUPPORT[k]}</td>`).join('')}</tr>`;
  return `<!DOCTYPE html><html><body><main><h1>Compare plans</h1><table>${head}<tbody>${row('Price', 'price')}${row('Storage', 'storage')}${support}</tbody></table></main></body></html>`;
}

const ASK = {
  url: 'https://plans.test/compare',
  prompt: 'Every plan: name, price, storage',
  schema: {
    type: 'object',
    properties: {
      plans: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, price: { type: 'number' }, storage: { type: 'string' } },
        },
      },
    },
  },
};

const truth = PLANS.map((p) => ({ name: p.name, price: Number(p.price), storage: p.storage }));

describe('records that are a table’s columns', () => {
  it('are shown to the model as a table when built of ARIA roles', () => {
    const text = htmlToModelInput(ariaGrid(), { baseUrl: ASK.url }).text;
    expect(text).toContain('|  | Brook plan | Cinder plan | Dune plan |');
    expect(text).toContain('| Price | $4.50 | $9.99 | $19.00 |');
    expect(text).toContain('| Storage | 10 GB | 50 GB | 200 GB |');
  });

  for (const [name, html] of [
    ['a <table>', table()],
    ['an ARIA grid', ariaGrid()],
  ] as const) {
    it(`ground each value in its own column, and flag a neighbour’s, in ${name}`, () => {
      const right = groundOnPage({ ...ASK, html, result: { plans: truth } });
      expect(right?.misplaced ?? []).toEqual([]);
      expect(right?.notFound).toEqual([]);
      const swapped = truth.map((p, k) => (k === 0 ? { ...p, price: truth[1]?.price, storage: truth[2]?.storage } : p));
      const wrong = groundOnPage({ ...ASK, html, result: { plans: swapped } });
      expect(wrong?.misplaced).toEqual(['/plans/0/price', '/plans/0/storage']);
    });
  }

  it('count the columns as the records the page shows, not the rows', () => {
    for (const html of [table(), ariaGrid()]) {
      const checked = checkResult({
        result: { plans: truth.slice(0, 2) },
        request: extractionRequestSchema.parse({ user_prompt: ASK.prompt, output_schema: ASK.schema }),
        pages: [createPage({ url: ASK.url, html, modelInput: htmlToModelInput(html, { baseUrl: ASK.url }) })],
        mode: 'mark',
        cutOff: false,
      });
      expect(checked.completeness?.onPage).toBe(3);
      expect(checked.completeness?.returned).toBe(2);
    }
  });
});

describe('a forecast whose days are a table’s columns', () => {
  // Day names abbreviated in <abbr>, the date beside them: one value over two text nodes.
  const days = ['Fri 13', 'Sáb 14', 'Dom 15', 'Mié 16'];
  const html = `<!DOCTYPE html><html><body><main><h1>Forecast for Quillby</h1><table class="days"><thead><tr><td></td>${days
    .map((d) => `<th scope="col"><abbr title="day">${d.split(' ')[0]}</abbr> ${d.split(' ')[1]}</th>`)
    .join('')}</tr></thead><tbody><tr><th scope="row">High</th>${days
    .map((_, k) => `<td>${12 + k}°</td>`)
    .join('')}</tr><tr><th scope="row">Sky</th>${days
    .map((_, k) => `<td>${['Fog', 'Hail', 'Sleet', 'Clear'][k]}</td>`)
    .join('')}</tr></tbody></table></main></body></html>`;
  const schema = {
    type: 'object',
    properties: {
      days: {
        type: 'array',
        items: {
          type: 'object',
          properties: { day: { type: 'string' }, high: { type: 'number' }, sky: { type: 'string' } },
        },
      },
    },
  };
  const result = { days: days.map((day, k) => ({ day, high: 12 + k, sky: ['Fog', 'Hail', 'Sleet', 'Clear'][k] })) };

  it('grounds a day written over inline elements in its own column, accents and all', () => {
    const g = groundOnPage({
      html,
      url: 'https://sky.test/quillby',
      prompt: 'The days: day, high, sky.',
      schema,
      result,
    });
    expect(g?.misplaced ?? []).toEqual([]);
    expect(g?.notFound).toEqual([]);
  });
});

describe('a grid whose first name wears a badge, and two columns sharing a value', () => {
  const models = [
    { name: 'Tarn Rover 4', weight: '1.3 kg', battery: '8 h' },
    { name: 'Tarn Rover 9', weight: '1.5 kg', battery: '26 h' },
    { name: 'Tarn Glider 5', weight: '1.3 kg', battery: '24 h' },
  ];
  const html = `<!DOCTYPE html><html><body><main><h1>Compare models</h1><table class="grid"><thead><tr><td></td>${models
    .map((m, k) => `<th scope="col">${k === 0 ? '<span class="badge">Popular</span>' : ''}<span>${m.name}</span></th>`)
    .join('')}</tr></thead><tbody><tr><th scope="row">Weight</th>${models
    .map((m) => `<td>${m.weight}</td>`)
    .join('')}</tr><tr><th scope="row">Battery</th>${models
    .map((m) => `<td>${m.battery}</td>`)
    .join('')}</tr><tr><th scope="row">Colour</th>${models
    .map(() => '<td>Slate</td>')
    .join('')}</tr></tbody></table></main></body></html>`;
  const schema = {
    type: 'object',
    properties: {
      models: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, weight: { type: 'string' }, battery: { type: 'string' } },
        },
      },
    },
  };

  it('counts its columns as the records it shows', () => {
    const checked = checkResult({
      result: { models },
      request: extractionRequestSchema.parse({ user_prompt: 'Compare the models.', output_schema: schema }),
      pages: [
        createPage({
          url: 'https://tarn.test/compare',
          html,
          modelInput: htmlToModelInput(html, { baseUrl: 'https://tarn.test/compare' }),
        }),
      ],
      mode: 'mark',
      cutOff: false,
    });
    expect(checked.completeness?.onPage).toBe(3);
    expect(checked.completeness?.returned).toBe(3);
  });
});
