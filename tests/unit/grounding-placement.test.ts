import { describe, expect, it } from 'vitest';
import { htmlToModelInput } from '../../lib/convert/html-to-model-input';
import { extractionRequestSchema } from '../../lib/contract';
import { countRecords } from '../../lib/grounding';
import { checkResult } from '../../lib/jobs/check-result';
import { createPage } from '../../lib/source/page';

const URL_ = 'https://plantshop.test/pots';
const names = ['Clay pot small', 'Clay pot wide', 'Glazed bowl planter', 'Hanging basket', 'Cedar window box'];

/** A category page: five cards in a grid, then a "Customers also bought" strip of other items. */
function listPage(): string {
  const cards = names
    .map(
      (n, i) =>
        `<li class="card"><a href="/p/${i + 1}"><h3>${n}</h3></a><p class="maker">Made by Fernhill ${i + 1}</p><span class="price">$${10 + i * 3}.25</span> <span class="stars">${3 + (i % 3)}.${i} stars</span></li>`,
    )
    .join('');
  const related = ['Watering can', 'Potting soil sack', 'Trowel with ash handle']
    .map((n, i) => `<li><a href="/r/${i}"><h3>${n}</h3></a><p>Made by Oakvale</p><span>$${70 + i}.90</span></li>`)
    .join('');
  return `<html><head><title>Pots</title></head><body><main><h1>Pots and planters</h1><ul>${cards}</ul>
  <section><h2>Customers also bought</h2><ul>${related}</ul></section></main></body></html>`;
}

const schema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, maker: { type: 'string' }, price: { type: 'string' } },
      },
    },
  },
};

function check(html: string, result: unknown, mode: 'mark' | 'drop' = 'mark', prompt = 'All products') {
  const modelInput = htmlToModelInput(html, { baseUrl: URL_ });
  const request = extractionRequestSchema.parse({ user_prompt: prompt, output_schema: schema });
  return checkResult({ result, request, pages: [createPage({ url: URL_, modelInput, html })], mode, cutOff: false });
}

const truthful = names.map((n, i) => ({ name: n, maker: `Made by Fernhill ${i + 1}`, price: `$${10 + i * 3}.25` }));

describe('grounding in role: list records', () => {
  it('finds every value of true records in place', () => {
    const checked = check(listPage(), { products: truthful });
    expect(checked.grounding?.misplaced).toEqual([]);
    expect(checked.grounding?.found).toBe(15);
  });

  it('flags a neighbour’s price and a related item’s maker as misplaced, not found', () => {
    const products = truthful.map((r) => ({ ...r }));
    products[1] = { ...products[1]!, price: products[2]!.price };
    products[3] = { ...products[3]!, maker: 'Made by Oakvale' };
    const checked = check(listPage(), { products });
    expect(checked.grounding?.misplaced).toEqual(['/products/1/price', '/products/3/maker']);
    expect(checked.grounding?.misplacedWhere?.['/products/1/price']).toContain('Glazed bowl planter');
    expect(checked.grounding?.found).toBe(13);
    expect(checked.grounding?.notFound).toEqual([]);
  });

  it('flags a record taken from the related block, and drops misplaced values in drop mode', () => {
    const products = [...truthful, { name: 'Watering can', maker: 'Made by Oakvale', price: '$70.90' }];
    const marked = check(listPage(), { products });
    expect(marked.grounding?.misplaced).toEqual(['/products/5/name', '/products/5/maker', '/products/5/price']);
    expect(marked.grounding?.misplacedWhere?.['/products/5/name']).toBe('in “Customers also bought”');
    const dropped = check(listPage(), { products }, 'drop');
    expect((dropped.result as { products: unknown[] }).products).toHaveLength(5);
  });
});

describe('grounding in role: the page’s main item', () => {
  const productPage = `<html><body><main><h1>Linen apron, rust</h1><p>Price: $34.00 <s>was $48.00</s></p>
    <p>List price: $52.00</p><p>Shipping: $6.50</p><p>Rated 4.5 out of 5 (38 reviews)</p><p>By Hollow Mill</p>
    <h2>Customers also bought</h2><ul><li><a href="/x"><h3>Canvas tote</h3></a><p>By Brightweave</p><p>$21.00</p></li></ul>
    <h2>Details</h2><p>Washed linen, two pockets.</p></main></body></html>`;
  const one = (result: Record<string, unknown>) => {
    const modelInput = htmlToModelInput(productPage, { baseUrl: URL_ });
    const request = extractionRequestSchema.parse({ user_prompt: 'The product', output_schema: null });
    return checkResult({ result, request, pages: [createPage({ url: URL_, modelInput })], mode: 'mark', cutOff: false })
      .grounding;
  };

  it('keeps the main item’s values in place', () => {
    const g = one({
      name: 'Linen apron, rust',
      price: '$34.00',
      list_price: '$52.00',
      shipping: '$6.50',
      rating: 4.5,
      brand: 'Hollow Mill',
    });
    expect(g?.misplaced).toEqual([]);
    expect(g?.notFound).toEqual([]);
  });

  it('flags a related item’s values and another quantity’s figures', () => {
    const g = one({ brand: 'Brightweave', price: '$52.00', name: 'Canvas tote', cost: '$6.50', sale_price: '$48.00' });
    expect(g?.misplaced).toEqual(['/brand', '/price', '/name', '/cost', '/sale_price']);
    expect(g?.misplacedWhere?.['/brand']).toBe('in “Customers also bought”');
    expect(g?.misplacedWhere?.['/price']).toBe('next to “List price”');
    expect(g?.misplacedWhere?.['/cost']).toBe('next to “Shipping”');
  });

  it('does not find a price in a count of reviews', () => {
    const g = one({ price: '$38' });
    expect(g?.misplaced).toEqual(['/price']);
    expect(g?.misplacedWhere?.['/price']).toContain('count');
  });
});

describe('completeness counts records, not links', () => {
  it('leaves out subcategory, pagination and facet links', () => {
    const subs = ['Trowels', 'Pruners', 'Rakes', 'Hoes', 'Forks', 'Gloves'];
    const cards = Array.from(
      { length: 10 },
      (_, i) =>
        `<li><a href="/p/${i}"><img src="/i/${i}.jpg" alt="">Birch handle tool no ${i + 1}</a><span>$${12 + i}.50</span></li>`,
    ).join('');
    const html = `<html><body><main><h1>Hand tools</h1>
      <ul>${subs.map((s) => `<li><a href="/c/${s}"><img src="/i/${s}.png" alt="${s}"><span>${s}</span></a></li>`).join('')}</ul>
      <p>Showing 10 of 48</p><ul>${cards}</ul>
      <ul>${[1, 2, 3, 4, 5].map((k) => `<li><a href="?page=${k}">${k}</a></li>`).join('')}<li><a href="?page=2">Next</a></li><li><a href="?page=5">Last</a></li></ul>
      </main></body></html>`;
    const input = htmlToModelInput(html, { baseUrl: URL_ });
    const records = Array.from({ length: 10 }, (_, i) => ({ name: `Birch handle tool no ${i + 1}` }));
    expect(countRecords(input, records)).toBe(10);
  });
});
