import { describe, expect, it } from 'vitest';
import { labelQuantity, sellsAt } from '../../lib/grounding/roles';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A list price is the price when nothing else is offered (fifth pass): a figure beside a label
 * naming another quantity ("List price", "MSRP") is misplaced only when the item shows a
 * selling price to compare it to. When every other figure of the item is itself labelled as a
 * quantity nobody pays for the item (a dealer's cost, a wholesale price, a delivery charge, a
 * saving, an instalment, a deposit), the list figure is the price the page offers.
 * Made-up pages, made-up words.
 */
const URL_ = 'https://fernwick-motors.test/roadsters/kestrel-gt';
const SCHEMA = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } };
const PROMPT = 'The vehicle on this page: its name and price';

type Beside = 'dealer cost' | 'wholesale' | 'deposit' | 'monthly' | 'sale price' | 'none';

interface PageOpts {
  title?: boolean;
  others?: boolean;
  /** A hidden tab with a price breakdown whose first column is the dealer's cost. */
  hiddenTable?: boolean;
  /** A figure inside the page's prose ("… is now a $900 option"). */
  prose?: boolean;
}

function roadsterPage(beside: Beside, opts: PageOpts = {}): string {
  const other: Record<Beside, string> = {
    'dealer cost': '<div class="q">Dealer invoice: $38,120</div>',
    wholesale: '<div class="q">Wholesale price: $37,400</div>',
    deposit: '<div class="q">Deposit: $1,000</div>',
    monthly: '<div class="q">$689 per month</div>',
    'sale price': '<div class="q">Our price: $39,990</div>',
    none: '',
  };
  const title = opts.title === false ? '<div class="nm">Kestrel GT roadster</div>' : '<h1>Kestrel GT roadster</h1>';
  const others = opts.others
    ? `<h2>Other roadsters</h2><div class="row">
        <div class="c"><a href="/roadsters/plover"><h3>Plover S coupe</h3></a><div>MSRP: $33,800</div><div>Invoice: $31,900</div></div>
        <div class="c"><a href="/roadsters/tern"><h3>Tern XR convertible</h3></a><div>MSRP: $47,250</div><div>Invoice: $44,600</div></div>
      </div>`
    : '';
  return `<!doctype html><html><head><title>Kestrel GT roadster | Fernwick Motors</title></head><body>
  <header><a href="/">Fernwick Motors</a></header>
  <main>
    ${title}
    <p class="sum">Two seats, a folding roof and a six-speed gearbox.</p>
    <div class="pricebox">
      <div class="q">MSRP: $41,275</div>
      ${other[beside]}
      <a href="/quote">Get a quote</a>
    </div>
    ${
      opts.hiddenTable
        ? `<div id="breakdown" style="display: none"><table>
        <tr><td></td><td>Dealer invoice</td><td>MSRP</td></tr>
        <tr><td>Base</td><td>$38,120</td><td>$41,275</td></tr>
        <tr><td>Destination</td><td>$990</td><td>$990</td></tr></table></div>`
        : ''
    }
    ${opts.prose ? '<p>The heated seats, once standard on the base trim, are now a $900 option for this year.</p>' : ''}
    <h2>Specifications</h2><p>Engine: 2.4 litre, four cylinders. Seats: two.</p>
    ${others}
  </main>
  <footer>Terms</footer></body></html>`;
}

function flagged(html: string, result: Record<string, unknown>): string[] {
  return flaggedOnPage({ html, url: URL_, prompt: PROMPT, schema: SCHEMA, result });
}

describe('quantity kinds of labels', () => {
  it('names a seller’s cost as a quantity of its own, not a selling price', () => {
    expect(labelQuantity('Dealer invoice')).toBe('cost');
    expect(labelQuantity('Wholesale price')).toBe('cost');
    expect(labelQuantity('Trade price')).toBe('cost');
    expect(labelQuantity('Our price')).toBeNull();
  });

  it('says which kinds a buyer pays as the item’s price', () => {
    expect(sellsAt(null)).toBe('selling');
    expect(sellsAt('list price')).toBe('reference');
    for (const kind of ['cost', 'shipping', 'saving', 'tax', 'monthly', 'deposit'])
      expect(sellsAt(kind)).toBe('not selling');
  });
});

describe('a list price with no selling price beside it is the price', () => {
  for (const beside of ['dealer cost', 'wholesale', 'deposit', 'monthly', 'none'] as const)
    it(`beside ${beside === 'none' ? 'nothing' : `a ${beside}`}: the list figure is in place`, () => {
      expect(flagged(roadsterPage(beside), { name: 'Kestrel GT roadster', price: '$41,275' })).toEqual([]);
    });

  it('the dealer’s cost given as the price is still misplaced', () => {
    expect(flagged(roadsterPage('dealer cost'), { price: '$38,120' })).toEqual(['/price']);
  });

  it('with other items’ list prices on the page, the item’s own is in place and theirs are not', () => {
    const html = roadsterPage('dealer cost', { others: true });
    expect(flagged(html, { price: '$41,275' })).toEqual([]);
    expect(flagged(html, { price: '$33,800' })).toEqual(['/price']);
  });

  it('with no title heading the model input alone tells it', () => {
    expect(flagged(roadsterPage('dealer cost', { title: false }), { price: '$41,275' })).toEqual([]);
  });
});

describe('what the buy box does not read as a selling price', () => {
  it('a hidden tab’s breakdown table (its first figure the dealer’s cost) is not the buy box', () => {
    const html = roadsterPage('dealer cost', { hiddenTable: true });
    expect(flagged(html, { price: '$41,275' })).toEqual([]);
    expect(flagged(html, { price: '$38,120' })).toEqual(['/price']);
  });

  it('a figure inside a sentence of the page’s prose states no price beside the list price', () => {
    const html = roadsterPage('dealer cost', { prose: true });
    expect(flagged(html, { price: '$41,275' })).toEqual([]);
    expect(flagged(html, { price: '$900' })).toEqual(['/price']);
  });
});

describe('counter-case: a list price beside a selling price is another quantity', () => {
  it('MSRP beside “Our price”: the MSRP is misplaced, the selling price in place', () => {
    const html = roadsterPage('sale price');
    expect(flagged(html, { price: '$41,275' })).toEqual(['/price']);
    expect(flagged(html, { price: '$39,990' })).toEqual([]);
  });

  it('also when the page has no title heading', () => {
    expect(flagged(roadsterPage('sale price', { title: false }), { price: '$41,275' })).toEqual(['/price']);
  });
});

describe('a list price asked as such', () => {
  const page = `<!doctype html><html><head><title>Tallow lamp | Wickmere</title></head><body>
    <main><h1>Tallow lamp</h1>
      <div class="price"><s>Was €64.00</s> <span>€52.00</span></div>
      <h2>You may also like</h2>
      <div class="row">
        <div class="card"><a href="/p/1"><h3>Reed lantern</h3></a><div>€64.00</div></div>
        <div class="card"><a href="/p/2"><h3>Clay candle dish</h3></a><div>€18.50</div></div>
        <div class="card"><a href="/p/3"><h3>Brass snuffer</h3></a><div>€23.00</div></div>
      </div>
    </main></body></html>`;
  const schema = {
    type: 'object',
    properties: { name: { type: 'string' }, price: { type: 'string' }, list_price: { type: 'string' } },
  };
  const flagged = (result: Record<string, unknown>): string[] => {
    return flaggedOnPage({
      html: page,
      url: 'https://wickmere.test/p/tallow-lamp',
      prompt: 'The lamp',
      schema,
      result,
    });
  };

  it('is in place where the former price is struck, though a related card sells at that figure', () => {
    expect(flagged({ name: 'Tallow lamp', price: '€52.00', list_price: '€64.00' })).toEqual([]);
  });

  it('a related card’s figure given as the price is still misplaced', () => {
    expect(flagged({ name: 'Tallow lamp', price: '€18.50', list_price: '€64.00' })).toEqual(['/price']);
  });
});
