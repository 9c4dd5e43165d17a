import { describe, expect, it } from 'vitest';
import { assessCompleteness, countRecords, findList } from '../../lib/grounding';
import { completenessSummary } from '../../lib/ui/grounding-marks';

const cards = (n: number): { text: string; refs: Record<string, string> } => {
  const lines = ['## Page content', '[Home](L1) [Shop](L2)', '# Drills'];
  const refs: Record<string, string> = { L1: 'https://s.test/', L2: 'https://s.test/shop' };
  for (let i = 1; i <= n; i++) {
    refs[`L${i + 2}`] = `https://s.test/p/${i}`;
    lines.push(`### [Drill model ${i}](L${i + 2})`, `${i},99 €`, `★ 4.${i % 10}`);
  }
  lines.push('Imprint · Privacy');
  return { text: lines.join('\n'), refs };
};
const records = (from: number, to: number): Array<Record<string, unknown>> =>
  Array.from({ length: to - from + 1 }, (_, k) => ({
    name: `Drill model ${from + k}`,
    url: `https://s.test/p/${from + k}`,
    price: from + k + 0.99,
  }));
const schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    products: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
  },
  required: ['title', 'products'],
};

describe('the list a request is about', () => {
  it('is the schema’s first array of objects, or the longest one when the prompt asks for all', () => {
    expect(findList({}, schema, 'x')).toBe('/products');
    expect(findList({ a: [{ x: 1 }], b: [{ x: 1 }, { x: 2 }] }, null, 'Get all jobs')).toBe('/b');
    expect(findList({ b: [{ x: 1 }] }, null, 'Get the title')).toBeNull();
  });
});

describe('counting records on the page', () => {
  it('does not count the rows of another table after the list’s own, however alike', () => {
    // A made-up price comparison's last page: one offer left, then a table of "trending" offers
    // built alike, its heading pruned from the model input.
    const header = ['| # | Shop | Price |', '| --- | --- | --- |'];
    const text = [
      '## Page content',
      '# Price comparison – Tarn kettle',
      '',
      ...header,
      '| 1 | [Reed Store](L1) | £45.60 |',
      '',
      ...header,
      '| 1 | [Moss Depot](L2) | £43.70 |',
      '| 2 | [Fern Shop](L3) | £52.30 |',
      '| 3 | [Kiln Store](L4) | £77.00 |',
    ].join('\n');
    const refs = {
      L1: 'https://c.test/s/1',
      L2: 'https://c.test/s/2',
      L3: 'https://c.test/s/3',
      L4: 'https://c.test/s/4',
    };
    expect(countRecords({ text, refs }, [{ rank: 1, name: 'Reed Store', price: 45.6 }])).toBe(1);
  });

  it('counts every card from the few the model returned', () => {
    expect(countRecords(cards(120), records(1, 25))).toBe(120);
    expect(countRecords(cards(40), records(1, 40))).toBe(40);
  });

  it('counts table rows without the header', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `| Job ${i + 1} title | Berlin | ${i + 1}k |`);
    const text = ['| Title | City | Pay |', '| --- | --- | --- |', ...rows].join('\n');
    expect(countRecords({ text, refs: {} }, [{ title: 'Job 1 title' }, { title: 'Job 2 title' }])).toBe(30);
  });

  it('falls back to the longest repeated run when the model returned nothing', () => {
    const text = Array.from({ length: 12 }, (_, i) => `- [Item ${i}](L${i})`).join('\n');
    expect(countRecords({ text, refs: {} }, [])).toBe(12);
    expect(countRecords({ text: 'Just a paragraph.\nAnother one.', refs: {} }, [])).toBeNull();
  });
});

describe('completeness', () => {
  it('is complete when every record came back', () => {
    const c = assessCompleteness({
      result: { title: 'Drills', products: records(1, 40) },
      schema,
      prompt: '',
      pages: [cards(40)],
      cutOff: false,
    });
    expect(c).toMatchObject({ list: '/products', onPage: 40, returned: 40, complete: true, note: '' });
  });

  it('says how many are missing, and never calls a cut-off answer complete', () => {
    const c = assessCompleteness({
      result: { title: 'Drills', products: records(1, 47) },
      schema,
      prompt: '',
      pages: [cards(120)],
      cutOff: true,
    });
    expect(c).toMatchObject({ onPage: 120, returned: 47, cutOff: true, complete: false });
    expect(c?.note).toContain('47 of ≈120');
  });

  it('believes a model that, asked for more, found none only within the count’s margin', () => {
    const ask = (returned: number, onPage: number, confirmedEnd: boolean) =>
      assessCompleteness({
        result: { title: 'Drills', products: records(1, returned) },
        schema,
        prompt: '',
        pages: [cards(onPage)],
        cutOff: false,
        confirmedEnd,
      });
    // One or two counted items that are not records (an ad without a mark): complete, and said.
    const near = ask(38, 40, true);
    expect(near).toMatchObject({ onPage: 40, returned: 38, complete: true, confirmedEnd: true });
    expect(near?.note).toContain('the model found none');
    expect(completenessSummary(near!)).toBe(
      '38 products — asked for more, the model found none of the ≈40 the page seemed to show',
    );
    // Without the model's word, the same shortfall is a shortfall.
    expect(ask(38, 40, false)).toMatchObject({ complete: false });
    expect(ask(38, 40, false)?.confirmedEnd).toBeUndefined();
    // Far more records than the margin: missing, whatever the model says.
    const far = ask(47, 120, true);
    expect(far).toMatchObject({ complete: false, confirmedEnd: true });
    expect(far?.note).toContain('47 of ≈120 records were returned — the rest could not be read.');
    expect(completenessSummary(far!)).toBe('47 of ≈120 products — the rest could not be read');
    // An answer still cut off at the output limit is never ended by the model's word.
    const cut = assessCompleteness({
      result: { title: 'Drills', products: records(1, 39) },
      schema,
      prompt: '',
      pages: [cards(40)],
      cutOff: true,
      confirmedEnd: true,
    });
    expect(cut).toMatchObject({ complete: false, cutOff: true });
    expect(cut?.confirmedEnd).toBeUndefined();
  });

  it('warns about an empty result on a page that holds records', () => {
    const c = assessCompleteness({ result: { products: [] }, schema, prompt: '', pages: [cards(12)], cutOff: false });
    expect(c?.complete).toBe(false);
    expect(c?.note).toMatch(/no records, but the page shows about 12/);
    const blank = assessCompleteness({ result: {}, schema: null, prompt: 'title', pages: [cards(3)], cutOff: false });
    expect(blank).toMatchObject({ empty: [''], complete: false });
  });

  it('names required fields left empty', () => {
    const c = assessCompleteness({
      result: { title: null, products: records(1, 3) },
      schema,
      prompt: '',
      pages: [cards(3)],
      cutOff: false,
    });
    expect(c?.empty).toEqual(['/title']);
    expect(c?.note).toBe('The model returned nothing for title.');
  });
});
