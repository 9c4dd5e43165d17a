import { describe, expect, it } from 'vitest';
import { Evidence, dropNotFound, groundResult, modelInputEvidence, valueAt } from '../../lib/grounding';

const evidence = new Evidence([
  modelInputEvidence(
    {
      text: [
        '# Drills',
        '[Acme Drill](L1) 1.299,00 € ★ 4.5',
        '[Volt Driver](L2) 89,90 € ★ 4.1',
        '[Bolt Saw](L3) 149,00 € ★ 3.9',
      ].join('\n'),
      refs: { L1: 'https://shop.test/p/acme', L2: 'https://shop.test/p/volt', L3: 'https://shop.test/p/bolt' },
      tokens: 0,
    },
    'https://shop.test/list',
  ),
]);

const schema = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          price: { type: 'number' },
          url: { type: 'string' },
          in_stock: { type: 'boolean' },
          kind: { anyOf: [{ type: 'string', enum: ['tool', 'part'] }, { type: 'null' }] },
        },
      },
    },
    product_count: { type: 'integer' },
    total_price: { type: 'number' },
  },
};

describe('grounding a result', () => {
  const result = {
    products: [
      { name: 'Acme Drill', price: 1299, url: 'https://shop.test/p/acme', in_stock: true, kind: 'tool' },
      { name: 'Volt Driver', price: 79.9, url: 'https://shop.test/p/volt', in_stock: false, kind: null },
      { name: 'Hyper Grinder', price: 249, url: 'https://shop.test/p/hyper', in_stock: true, kind: 'tool' },
      { name: '', price: null, url: 'https://shop.test/p/bolt' },
    ],
    product_count: 3,
    total_price: 1627.9,
    'a/b~c': 'Bolt Saw',
  };

  it('counts found values, points at the missing ones, and leaves derived ones unchecked', () => {
    const check = groundResult(result, evidence, schema);
    expect(check.notFound).toEqual(['/products/1/price', '/products/2/name', '/products/2/price', '/products/2/url']);
    expect(check.unchecked).toEqual([
      '/products/0/in_stock',
      '/products/0/kind',
      '/products/1/in_stock',
      '/products/2/in_stock',
      '/products/2/kind',
      '/product_count',
      '/total_price',
    ]);
    expect(check.found).toBe(7);
    expect(check.checked).toBe(11);
    expect(valueAt(result, '/a~1b~0c')).toBe('Bolt Saw');
  });

  it('leaves a zero unchecked: pages say none in words (“Nonstop”), and a “0” elsewhere proves nothing', () => {
    const trips = [
      { stops: 0, fee: 1299 },
      { stops: 1299, fee: 0 },
    ];
    const check = groundResult({ trips }, evidence, null);
    expect(check.unchecked).toEqual(['/trips/0/stops', '/trips/1/fee']);
    expect(check.notFound).toEqual([]);
    expect(check.misplaced).toEqual([]);
  });

  it('finds a currency asked for as its sign or code where the page writes it against a figure', () => {
    const lamp = new Evidence([{ url: 'https://lamps.test/', texts: ['Desk lamp £24.00'], urls: [] }]);
    expect(groundResult({ currency: '£', currency_code: 'GBP' }, lamp, null).notFound).toEqual([]);
    expect(groundResult({ currency: '€', priceCurrency: 'EUR' }, lamp, null).notFound).toEqual([
      '/currency',
      '/priceCurrency',
    ]);
  });

  it('leaves plain text unchecked as a whole', () => {
    expect(groundResult('The drill costs 1299 €.', evidence)).toEqual({
      checked: 0,
      found: 0,
      notFound: [],
      unchecked: [''],
      misplaced: [],
      where: {},
    });
  });

  it('drop mode nulls missing values, removes all-missing items and says what it dropped', () => {
    const check = groundResult(result, evidence, schema);
    const { result: kept, dropped, check: after } = dropNotFound(result, check);
    const products = (kept as typeof result).products;
    expect(products.map((p) => p.name)).toEqual(['Acme Drill', 'Volt Driver', '']);
    expect(products[1]?.price).toBeNull();
    expect(dropped.map((d) => d.pointer)).toEqual(['/products/1/price', '/products/2']);
    expect(dropped[1]?.value).toEqual(result.products[2]);
    expect(after.notFound).toEqual(['/products/1/price']);
    expect(after.checked).toBe(8);
    expect(after.found).toBe(7);
    expect(valueAt(kept, after.unchecked.at(-1) ?? '')).toBe(1627.9);
    expect(after.unchecked).not.toContain('/products/2/kind'); // its item was removed
  });

  it('drop mode changes nothing when everything was found', () => {
    const clean = { products: [{ name: 'Bolt Saw', price: 149 }] };
    const check = groundResult(clean, evidence, schema);
    expect(check.notFound).toEqual([]);
    expect(dropNotFound(clean, check).result).toBe(clean);
  });
});

describe('drop mode on lists of single values', () => {
  it('removes a missing value from a list instead of leaving a null in it', () => {
    const images = { images: ['https://shop.test/p/acme', 'https://shop.test/p/invented'] };
    const check = groundResult(images, evidence);
    const { result, dropped, check: after } = dropNotFound(images, check);
    expect(result).toEqual({ images: ['https://shop.test/p/acme'] });
    expect(dropped).toEqual([{ pointer: '/images/1', value: 'https://shop.test/p/invented' }]);
    expect(after).toMatchObject({ checked: 1, found: 1, notFound: [] });
  });
});
