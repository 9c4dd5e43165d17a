import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { columnTables } from '@/lib/convert/column-tables';
import { columnView } from '@/lib/recipes/column-records';
import { describeRecipe } from '@/lib/recipes/describe';
import { createRecipeStore } from '@/lib/recipes/store';
import { memoryArea } from '@/lib/recipes/memory-area';
import { viewPage } from '@/lib/recipes/read';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';

/**
 * Records that are a table's columns: a comparison grid whose columns are plans and whose rows
 * are "Price", "Storage", "Seats". A plan has no element of its own; its values sit in one cell of
 * every row. Learned through a copy of the page with the table turned, one element per column,
 * and served on later pages with another number of plans. A plan with unlimited seats shows "∞"
 * (the model leaves the number out: served absent where the place shows that mark); single
 * sign-on is a tick or a dash in the row labelled "Single sign-on" (the field `sso`, its
 * initials). Made-up plan names.
 */
const PLANS = ['Brook', 'Cinder', 'Dune', 'Ember', 'Fjord', 'Grove', 'Heath'];

interface Plan {
  name: string;
  price: number;
  storage: string;
  /** Unlimited seats are shown as "∞", and the model leaves the number out. */
  seats?: number;
  sso: boolean;
}

function plansOf(page: number): Plan[] {
  const count = 2 + (page % 4);
  return Array.from({ length: count }, (_, k) => ({
    name: `${PLANS[(page + k) % PLANS.length]} ${k + 1}`,
    price: 4 + page + k * 3.5,
    storage: `${(k + 1) * 10} GB`,
    ...(k === 3 ? {} : { seats: 1 + k * 2 }),
    sso: k >= 1,
  }));
}

function asTable(plans: Plan[]): string {
  const head = `<thead><tr><td></td>${plans.map((p) => `<th scope="col"><span class="pname">${p.name}</span></th>`).join('')}</tr></thead>`;
  const row = (label: string, cell: (p: Plan) => string): string =>
    `<tr><th scope="row">${label}</th>${plans.map((p) => `<td>${cell(p)}</td>`).join('')}</tr>`;
  return `<table class="compare">${head}<tbody>${[
    row('Price', (p) => `$${p.price.toFixed(2)} / month`),
    row('Storage', (p) => p.storage),
    row('Seats', (p) => (p.seats === undefined ? '∞' : String(p.seats))),
    row('Single sign-on', (p) => (p.sso ? '✓' : '—')),
  ].join('')}</tbody></table>`;
}

function asDivGrid(plans: Plan[]): string {
  const head = `<div role="row"><div role="columnheader"></div>${plans.map((p) => `<div role="columnheader">${p.name}</div>`).join('')}</div>`;
  const row = (label: string, cell: (p: Plan) => string): string =>
    `<div role="row"><div role="rowheader">${label}</div>${plans.map((p) => `<div role="cell">${cell(p)}</div>`).join('')}</div>`;
  return `<div role="table" class="grid">${head}${row('Price', (p) => `${p.price.toFixed(2)} €`)}${row('Storage', (p) => p.storage)}${row('Seats', (p) => (p.seats === undefined ? '∞' : String(p.seats)))}${row('Single sign-on', (p) => `<span role="img" aria-label="${p.sso ? 'Included' : 'Not included'}">${p.sso ? '✓' : '—'}</span>`)}</div>`;
}

const asPage = (i: number, grid: string): string =>
  `<!DOCTYPE html><html><body><main><h1>Compare the plans</h1>${grid}<p>Prices include tax.</p></main></body></html>`;

function page(i: number, grid: (plans: Plan[]) => string): SequencePage {
  const plans = plansOf(i);
  return { url: `https://plans.test/compare/${i}`, html: asPage(i, grid(plans)), truth: { plans } };
}

const ASK = {
  prompt: 'List every plan in the comparison: name, price, storage, seats and whether single sign-on is included.',
  schema: {
    type: 'object',
    properties: {
      plans: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            price: { type: 'number' },
            storage: { type: 'string' },
            seats: { type: 'integer' },
            sso: { type: 'boolean' },
          },
          required: ['name'],
        },
      },
    },
    required: ['plans'],
  },
};

describe('records that are a table’s columns', () => {
  it('turns a grid whose first column names the rows, and leaves a table of records in rows alone', () => {
    const grid = parseHtmlDocument(`<html><body>${asTable(plansOf(1))}</body></html>`);
    expect(columnTables(grid)).toHaveLength(1);
    const turned = columnView(viewPage(grid));
    const columns = Array.from(turned.doc.querySelectorAll('[data-quarry-column]'));
    expect(columns.map((c) => c.textContent?.replace(/\s+/g, ' ').trim())).toEqual(
      plansOf(1).map(
        (p) =>
          `${p.name}Price$${p.price.toFixed(2)} / monthStorage${p.storage}Seats${p.seats}Single sign-on${p.sso ? '✓' : '—'}`,
      ),
    );
    const rows = parseHtmlDocument(
      '<html><body><table><tr><th>Name</th><th>Price</th><th>Seats</th></tr><tr><td>Brook</td><td>4</td><td>1</td></tr><tr><td>Dune</td><td>6</td><td>3</td></tr></table></body></html>',
    );
    expect(columnTables(rows)).toEqual([]);
  });

  for (const [name, grid] of [
    ['a <table>', asTable],
    ['a grid of role="row" and role="cell" elements', asDivGrid],
  ] as const) {
    it(`learns from two pages and serves the rest, as ${name} with another number of columns a page`, async () => {
      const pages = Array.from({ length: 10 }, (_, i) => page(i, grid));
      const figures = await runSequence(`columns-${name}`, pages, ASK);
      expect(figures.wrong).toEqual([]);
      expect(figures.falseAccepts).toBe(0);
      // Page 3 is the first to show "∞": a mark no learning page showed goes to the model, which
      // teaches it; later pages with it are served without the number.
      expect(figures.misses).toEqual([expect.stringMatching(/^page 3: plans record 4 of 4: seats /)]);
      expect(figures.served).toBe(7);
    });
  }

  it('is described in Settings → Recipes as the table’s columns, not by the copy’s marks', async () => {
    const store = createRecipeStore(memoryArea());
    await runSequence('columns-described', [page(0, asTable), page(1, asTable)], ASK, { store });
    const [recipe] = await store.list();
    expect(recipe?.lists[0]?.columns).toBe(true);
    const plans = describeRecipe(recipe as NonNullable<typeof recipe>).find((d) => d.name === 'plans[]');
    expect(plans?.reads[0]).toBe(
      'each column of a table whose columns are the records, its rows read beside their headers',
    );
  });

  it('sends a page whose grid has a row no learning page showed to the model, then learns it', async () => {
    // The first pages have no "Single sign-on" row (the model leaves `sso` out); later pages do.
    const withoutRow = (i: number): SequencePage => {
      const p = page(i, asTable);
      const plans = (p.truth.plans as Plan[]).map(({ sso: _sso, ...rest }) => rest);
      return { ...p, html: p.html.replace(/<tr><th scope="row">Single sign-on<\/th>.*?<\/tr>/, ''), truth: { plans } };
    };
    const pages = [withoutRow(0), withoutRow(1), withoutRow(2), page(3, asTable), page(4, asTable), page(5, asTable)];
    const figures = await runSequence('columns-new-row', pages, ASK);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    // Page 3 shows "∞" seats for the first time (see above); page 4 the new row.
    expect(figures.misses).toEqual([
      expect.stringMatching(/^page 3: /),
      'page 4: a plans row the pages learned from did not show (“single sign-on”)',
    ]);
    expect(figures.served).toBe(2);
  });

  it('reads single sign-on from its cell, not from the row’s head, when the learning pages said yes only', async () => {
    // Every plan of the first and third pages has single sign-on, the second has no such row; the
    // head "Single sign-on" is in every turned column whatever the cell says, so it cannot be the
    // answer. Later pages show "—" too.
    const allYes = (i: number): SequencePage => {
      const p = page(i, asDivGrid);
      const plans = (p.truth.plans as Plan[]).map((plan) => ({ ...plan, sso: true }));
      return { ...p, html: asPage(i, asDivGrid(plans)), truth: { plans } };
    };
    const withoutRow = (i: number): SequencePage => {
      const p = page(i, asDivGrid);
      const plans = (p.truth.plans as Plan[]).map(({ sso: _sso, ...rest }) => rest);
      return {
        ...p,
        html: p.html.replace(/<div role="row"><div role="rowheader">Single sign-on.*?<\/div><\/div><\/div>/, ''),
        truth: { plans },
      };
    };
    const pages = [allYes(0), withoutRow(1), allYes(2), ...Array.from({ length: 6 }, (_, i) => page(i + 3, asDivGrid))];
    expect(pages[1]?.html).not.toContain('Single sign-on');
    const figures = await runSequence('columns-all-yes', pages, ASK);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
  });
});
