import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitWords, understandQuery, type FieldSpec } from '@/lib/convert/field-query';
import { fieldSpecsOf, requestedFields } from '@/lib/convert/field-specs';
import { fieldHint, fieldMatcher } from '@/lib/convert/field-signals';
import { htmlToModelInput } from '@/lib/convert/html-to-model-input';

const conceptsOf = (field: string | FieldSpec): string[] => understandQuery([field]).needs[0]?.concepts ?? [];

describe('field names → value concepts', () => {
  it('splits snake, camel, kebab and digit-suffixed names into words', () => {
    expect(splitWords('written_by')).toEqual(['written', 'by']);
    expect(splitWords('itemNumber')).toEqual(['item', 'number']);
    expect(splitWords('product-title')).toEqual(['product', 'title']);
    expect(splitWords('ISBN13')).toEqual(['isbn', '13']);
    expect(splitWords('productSKU')).toEqual(['product', 'sku']);
    expect(splitWords('Précio')).toEqual(['precio']);
  });

  it.each([
    ['cost', 'price'],
    ['amount', 'price'],
    ['salePrice', 'price'],
    ['preis', 'price'],
    ['prix', 'price'],
    ['precio', 'price'],
    ['written_by', 'person'],
    ['writtenBy', 'person'],
    ['author', 'person'],
    ['byline', 'person'],
    ['autor', 'person'],
    ['auteur', 'person'],
    ['isbn13', 'barcode'],
    ['barcode', 'barcode'],
    ['gtin', 'barcode'],
    ['itemNumber', 'identifier'],
    ['item-no', 'identifier'],
    ['sku', 'identifier'],
    ['made_by', 'brand'],
    ['marque', 'brand'],
    ['headline', 'title'],
    ['titel', 'title'],
    ['titre', 'title'],
    ['published_on', 'date'],
    ['publishedTime', 'date'],
    ['datepublished', 'date'],
    ['fecha', 'date'],
    ['siteName', 'site'],
    ['publication', 'site'],
    ['summary', 'summary'],
    ['website', 'url'],
    ['stars', 'rating'],
    ['reviewCount', 'count'],
    ['telefono', 'phone'],
    ['employer', 'organization'],
  ])('%s asks for a %s', (name, concept) => {
    expect(conceptsOf(name)).toContain(concept);
    expect(understandQuery([name]).prunable).toBe(true);
  });

  it.each(['articleBody', 'story_text', 'description', 'reviews', 'beschreibung', 'contenu', 'price_history', 'foo'])(
    '%s may be long or is not understood: nothing is pruned',
    (name) => {
      expect(understandQuery([name]).prunable).toBe(false);
      expect(understandQuery(['cost', name]).prunable).toBe(false);
    },
  );

  it('reads descriptions, titles and formats when the name says nothing', () => {
    expect(conceptsOf({ name: 'x1', description: 'The retail price in euros' })).toEqual(
      expect.arrayContaining(['price', 'currency']),
    );
    expect(understandQuery([{ name: 'x1', description: 'The retail price in euros' }]).prunable).toBe(true);
    expect(conceptsOf({ name: 'f2', title: 'Writer' })).toContain('person');
    expect(conceptsOf({ name: 'when_live', type: 'string', format: 'date-time' })).toContain('date');
    expect(understandQuery([{ name: 'f3', type: 'string', format: 'uri' }]).prunable).toBe(true);
    // A description that speaks of long text wins over a short-sounding name.
    expect(understandQuery([{ name: 'summary', description: 'The full text of the story' }]).prunable).toBe(false);
    expect(understandQuery([{ name: 'f4', description: 'Anything notable' }]).prunable).toBe(false);
  });

  it('keeps a list of records whole and an object of short values short', () => {
    const list: FieldSpec = { name: 'products', type: 'array', parts: [{ name: 'label' }, { name: 'cost' }] };
    const query = understandQuery([list]);
    expect(query.prunable).toBe(false);
    expect(query.needs.flatMap((need) => need.concepts)).toEqual(expect.arrayContaining(['name', 'price']));
    const author: FieldSpec = { name: 'author', type: 'object', parts: [{ name: 'name' }, { name: 'url' }] };
    expect(understandQuery([author]).prunable).toBe(true);
  });

  it('reads a prompt-only run: short requests prune, anything else keeps the page', () => {
    expect(understandQuery([], 'Extract the cost, item number, made by and barcode from this page.').prunable).toBe(
      true,
    );
    expect(understandQuery([], 'What is the price of this item?').prunable).toBe(true);
    expect(understandQuery([], 'Get the author and publication date').prunable).toBe(true);
    expect(understandQuery([], 'Summarise the article').prunable).toBe(false);
    expect(understandQuery([], 'Extract every product with name and price').prunable).toBe(false);
    expect(understandQuery([], 'the prices of the sizes').prunable).toBe(false);
    expect(understandQuery([], 'Get the price and the full text').prunable).toBe(false);
    expect(understandQuery([], '').prunable).toBe(false);
    // Unknown words still leave what the prompt names to look for.
    const vague = understandQuery([], 'Tell me about the warranty and the price');
    expect(vague.prunable).toBe(false);
    expect(vague.needs.flatMap((need) => need.concepts)).toContain('price');
  });

  it('lets the fields decide pruning when there is a schema; the prompt adds what to look for', () => {
    expect(understandQuery(['cost'], 'Extract everything about the product, reviews included').prunable).toBe(true);
    expect(understandQuery(['story_text'], 'Get the price').prunable).toBe(false);
    expect(understandQuery(['foo'], 'Get the price').needs.flatMap((need) => need.concepts)).toContain('price');
  });
});

describe('field signals by concept', () => {
  it('finds a price block for a field called cost, preis or a described one', () => {
    for (const field of ['cost', 'preis', { name: 'x', description: 'price of the item' }]) {
      const matches = fieldMatcher(understandQuery([field]));
      expect(matches('Now $12.99')).toBe(true);
      expect(matches('Free delivery on orders')).toBe(false);
    }
  });

  it('matches a name no concept covers as a whole word, and as part of class names', () => {
    const query = understandQuery(['warranty_years']);
    const matches = fieldMatcher(query);
    expect(matches('Warranty: 3 years')).toBe(true);
    expect(matches('Warrantyless')).toBe(false);
    expect(fieldHint(query)?.test('product-warranty')).toBe(true);
    expect(fieldHint(understandQuery(['made_by']))?.test('product__brand')).toBe(true);
  });

  it('matches the words a prompt names as it matches a field name: a label above its value', () => {
    const matches = fieldMatcher(understandQuery([], 'Extract the title, company and location of this page.'));
    expect(matches('Location:')).toBe(true);
    expect(matches('Requirements:')).toBe(false);
    // A long concept in a prompt is not matched as a word ("text" is on every page).
    expect(fieldMatcher(understandQuery([], 'Get the price and the full text'))('Text size')).toBe(false);
  });

  it('takes a month and a year for a date ("June 2013"), not any number', () => {
    for (const asked of [['publication_date'], 'Get the publication date']) {
      const matches = fieldMatcher(typeof asked === 'string' ? understandQuery([], asked) : understandQuery(asked));
      expect(matches('Date: June 2013')).toBe(true);
      expect(matches('Released Sept. 1999')).toBe(true);
      expect(matches('Page count: 576')).toBe(false);
    }
  });

  it('matches a long word that narrows a short field, but not the words of a long field', () => {
    expect(fieldMatcher(understandQuery(['reviews_url']))('[Read 128 reviews](L3)')).toBe(true);
    expect(fieldMatcher(understandQuery(['story_text']))('Text size')).toBe(false);
  });
});

describe('schema → field specs', () => {
  it('reads names, titles, descriptions, types, formats, patterns and nested fields', () => {
    const specs = fieldSpecsOf({
      type: 'object',
      properties: {
        cost: { type: ['number', 'null'], description: 'The price' },
        code: { type: 'string', pattern: '^[0-9]{13}$', title: 'Barcode' },
        when: { type: 'string', format: 'date' },
        rows: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' } } } },
      },
    });
    expect(specs).toEqual([
      { name: 'cost', type: 'number', description: 'The price' },
      { name: 'code', type: 'string', pattern: '^[0-9]{13}$', title: 'Barcode' },
      { name: 'when', type: 'string', format: 'date' },
      { name: 'rows', type: 'array', parts: [{ name: 'label', type: 'string' }] },
    ]);
    expect(fieldSpecsOf(null)).toEqual([]);
    expect(fieldSpecsOf({ type: 'array', items: { properties: { a: {} } } })[0]?.parts).toEqual([{ name: 'a' }]);
    const long = fieldSpecsOf({ properties: { a: { description: 'x'.repeat(5000) } } });
    expect(long[0]?.description).toHaveLength(1000);
  });

  it('gives a request without a schema its prompt only', () => {
    expect(requestedFields({ user_prompt: 'price?', output_schema: null })).toEqual({ fields: [], prompt: 'price?' });
  });
});

describe('pruning with the user’s own names', () => {
  const fixture = readFileSync(join(__dirname, 'fixtures', 'convert', 'long-article.html'), 'utf8');
  const filler = Array.from(
    { length: 60 },
    (_, i) => `<p>Filler paragraph ${i} about hills, valleys, rivers, and the long road between two villages.</p>`,
  ).join('\n');
  const html = fixture.replace('<!-- FILLER -->', filler);
  const whole = htmlToModelInput(html, { baseUrl: 'https://e.com/a' });

  it.each<[string, { fields?: Array<string | FieldSpec>; prompt?: string }]>([
    ['snake and camel names', { fields: ['itemNumber', 'written_by'] }],
    ['other languages', { fields: ['artikelnummer', 'autor'] }],
    [
      'descriptions',
      {
        fields: [
          { name: 'a', description: 'SKU' },
          { name: 'b', title: 'Author' },
        ],
      },
    ],
    ['a prompt alone', { prompt: 'Get the SKU and the author of this page' }],
  ])('prunes for %s and keeps the values', (_, asked) => {
    const pruned = htmlToModelInput(html, { baseUrl: 'https://e.com/a', ...asked });
    expect(pruned.text).toContain('WALK-7781');
    expect(pruned.text).toContain('By Ada Example');
    expect(pruned.text).not.toContain('Filler paragraph 40');
    expect(pruned.tokens).toBeLessThan(whole.tokens / 2);
  });

  it('keeps everything for a prompt it does not understand', () => {
    const input = htmlToModelInput(html, { baseUrl: 'https://e.com/a', prompt: 'What does the walk feel like?' });
    expect(input.text).toContain('Filler paragraph 40');
  });
});

describe('a heading that names a requested field', () => {
  const page =
    '<html><body><div id="side"><h4>Cuisine</h4><ul><li><a href="/c/1">Andean</a></li>' +
    '<li><a href="/c/2">Dumplings</a></li></ul><h4>More</h4><ul><li><a href="/x/1">Gift cards</a></li>' +
    '<li><a href="/x/2">Press</a></li></ul></div><main><h1>Naked Example</h1>' +
    `<p>${'A long review of the place and its food. '.repeat(8)}</p></main></body></html>`;

  it('keeps the bare links under it, as the value it labels', () => {
    for (const asked of [{ fields: ['cuisine'] }, { fields: ['name', 'cuisine_type'] }]) {
      const text = htmlToModelInput(page, { baseUrl: 'https://e.example/', ...asked }).text;
      expect(text).toContain('Andean');
      expect(text).toContain('Dumplings');
      expect(text).not.toContain('Gift cards');
    }
  });

  it('does so for a word of a prompt-only run that no concept explains', () => {
    const prompt = 'Extract the name, address and cuisine of this page.';
    expect(understandQuery([], prompt).prunable).toBe(false);
    expect(htmlToModelInput(page, { baseUrl: 'https://e.example/', prompt }).text).toContain('Dumplings');
    // With a schema, the prompt's other words do not keep more.
    const withSchema = htmlToModelInput(page, { baseUrl: 'https://e.example/', fields: ['name'], prompt });
    expect(withSchema.text).not.toContain('Dumplings');
  });

  it('leaves a link list under a heading nobody asked for to the usual rules', () => {
    expect(htmlToModelInput(page, { baseUrl: 'https://e.example/', fields: ['name'] }).text).not.toContain('Dumplings');
  });
});

describe('pruning keeps what short fields need', () => {
  it('keeps a whole table of short values (a directory), not its first 4,000 characters', () => {
    const rows = Array.from(
      { length: 150 },
      (_, i) => `<tr><td><a href="/m/${i}">Member ${i}</a></td><td>+351 600 000 ${100 + i}</td><td>Town ${i}</td></tr>`,
    ).join('');
    const html = `<main><h1>Directory</h1><table><tr><th>Name</th><th>Phone</th><th>City</th></tr>${rows}</table></main>`;
    const input = htmlToModelInput(html, { baseUrl: 'https://e.com/', fields: ['name', 'telefono', 'city'] });
    expect(input.text).toContain('Town 149');
  });

  it('keeps the opening paragraphs for a summary the metadata does not hold', () => {
    const first = `<p>${'An opening sentence that goes on. '.repeat(40)}</p>`;
    const page = (head: string): string =>
      `<html><head>${head}</head><body><article><h1>Story</h1>${first}<p>The second paragraph tells what happened.</p><p>Third.</p></article></body></html>`;
    expect(htmlToModelInput(page(''), { baseUrl: '', fields: ['summary'] }).text).toContain('second paragraph');
    const described = page('<meta name="description" content="What the story says.">');
    expect(htmlToModelInput(described, { baseUrl: '', fields: ['summary'] }).text).not.toContain('second paragraph');
  });
});
