import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES, validateExtractionRequest, type Violation } from '@/lib/contract';

const base = { user_prompt: 'every product with name and price' };

function violations(input: unknown): Violation[] {
  const result = validateExtractionRequest(input);
  return result.ok ? [] : result.violations;
}

function messageFor(input: unknown, field: string): string {
  const found = violations(input).find((v) => v.field === field || v.field.startsWith(field));
  if (!found) throw new Error(`no violation for ${field}: ${JSON.stringify(violations(input))}`);
  return found.message;
}

describe('extraction request: defaults', () => {
  it('fills the contract defaults', () => {
    const result = validateExtractionRequest({ ...base, website_url: 'https://shop.example/p/1' });
    expect(result).toEqual({
      ok: true,
      request: {
        ...base,
        website_url: 'https://shop.example/p/1',
        total_pages: 1,
        number_of_scrolls: 0,
        render_heavy_js: false,
        stealth: false,
        mock: false,
        plain_text: false,
      },
    });
  });

  it('accepts all 14 fields together', () => {
    const result = validateExtractionRequest({
      ...base,
      website_html: '<p>hi</p>',
      output_schema: { type: 'object', properties: { name: { type: 'string' } } },
      headers: { 'User-Agent': 'x' },
      cookies: { session: 'abc' },
      total_pages: 100,
      number_of_scrolls: 50,
      render_heavy_js: true,
      stealth: true,
      mock: true,
      plain_text: true,
      steps: ['click Load more'],
    });
    expect(result.ok).toBe(true);
  });

  it('accepts output_schema null', () => {
    expect(validateExtractionRequest({ ...base, website_html: 'x', output_schema: null }).ok).toBe(true);
  });
});

describe('rule 1: exactly one source', () => {
  it('rejects a request with no source and names the three fields', () => {
    expect(messageFor(base, 'website_url')).toMatch(/exactly one of website_url, website_html or website_markdown/);
  });

  it('allows no source when the caller will capture the tab', () => {
    expect(validateExtractionRequest(base, { allowMissingSource: true }).ok).toBe(true);
  });

  it.each([
    [{ website_url: 'https://a.example', website_html: 'x' }, 'website_url and website_html'],
    [{ website_html: 'x', website_markdown: 'y' }, 'website_html and website_markdown'],
    [
      { website_url: 'https://a.example', website_html: 'x', website_markdown: 'y' },
      'website_url and website_html and website_markdown',
    ],
  ])('rejects several sources %#', (sources, named) => {
    const found = violations({ ...base, ...sources });
    expect(found.map((v) => v.message).join(' ')).toContain(`${named} were both given`);
  });

  it('rejects a website_url that is not http(s)', () => {
    expect(messageFor({ ...base, website_url: 'javascript:alert(1)' }, 'website_url')).toMatch(
      /absolute http\(s\) URL/,
    );
    expect(messageFor({ ...base, website_url: 'not a url' }, 'website_url')).toMatch(/absolute http\(s\) URL/);
  });
});

describe('rule 2: 2 MB = 2,000,000 bytes of UTF-8', () => {
  for (const field of ['website_html', 'website_markdown'] as const) {
    it(`${field}: exactly at the limit passes, one byte over fails`, () => {
      expect(validateExtractionRequest({ ...base, [field]: 'a'.repeat(MAX_SOURCE_BYTES) }).ok).toBe(true);
      const message = messageFor({ ...base, [field]: 'a'.repeat(MAX_SOURCE_BYTES + 1) }, field);
      expect(message).toContain(`${field} is 2.00 MB (2,000,001 bytes)`);
      expect(message).toContain('the limit is 2 MB (2,000,000 bytes of UTF-8)');
    });

    it(`${field}: counts UTF-8 bytes, not characters`, () => {
      // "é" is 2 bytes: 1,000,000 of them are exactly the limit; one more ASCII byte is over.
      expect(validateExtractionRequest({ ...base, [field]: 'é'.repeat(1_000_000) }).ok).toBe(true);
      expect(validateExtractionRequest({ ...base, [field]: `${'é'.repeat(1_000_000)}a` }).ok).toBe(false);
    });
  }

  it('reads 2 MB as 2,000,000 bytes, not 2 MiB', () => {
    expect(validateExtractionRequest({ ...base, website_html: 'a'.repeat(2 * 1024 * 1024) }).ok).toBe(false);
  });
});

describe('rule 3: ranges', () => {
  it.each([
    ['total_pages', 1, true],
    ['total_pages', 100, true],
    ['total_pages', 0, false],
    ['total_pages', 101, false],
    ['total_pages', 2.5, false],
    ['number_of_scrolls', 0, true],
    ['number_of_scrolls', 50, true],
    ['number_of_scrolls', -1, false],
    ['number_of_scrolls', 51, false],
  ])('%s = %s → valid: %s', (field, value, valid) => {
    const result = validateExtractionRequest({ ...base, website_html: 'x', [field]: value });
    expect(result.ok).toBe(valid);
    if (!valid) expect(messageFor({ ...base, website_html: 'x', [field]: value }, field)).toMatch(/whole number from/);
  });
});

describe('types and clear messages', () => {
  it.each([
    ['user_prompt', 42, /user_prompt must be a non-empty string/],
    ['output_schema', [1, 2], /output_schema must be a JSON Schema object/],
    ['output_schema', 'schema', /output_schema must be a JSON Schema object/],
    ['headers', { a: 1 }, /headers\.a must be a string/],
    ['cookies', 'a=b', /cookies must be an object mapping cookie names/],
    ['steps', 'click', /steps must be an array of strings/],
    ['steps', [1], /steps\.0 must be a string/],
    ['stealth', 'yes', /stealth must be true or false; got the string "yes"/],
    ['total_pages', '2', /total_pages must be a whole number from 1 to 100; got the string "2"/],
  ])('%s = %j', (field, value, pattern) => {
    const all = violations({ ...base, website_html: 'x', [field]: value });
    expect(all.map((v) => v.message).join('\n')).toMatch(pattern);
  });

  it('a missing prompt says what to write', () => {
    expect(messageFor({ website_html: 'x' }, 'user_prompt')).toMatch(/user_prompt is required/);
  });

  it('an empty prompt is a violation', () => {
    expect(messageFor({ website_html: 'x', user_prompt: '   ' }, 'user_prompt')).toMatch(/user_prompt is empty/);
  });

  it('an unknown field suggests the right name', () => {
    expect(messageFor({ ...base, website_html: 'x', totalPages: 2 }, 'totalPages')).toMatch(
      /Did you mean total_pages\?/,
    );
  });

  it('reports every violation at once', () => {
    const all = violations({ user_prompt: 5, total_pages: 0, number_of_scrolls: 99, stealth: 'no' });
    expect(all.map((v) => v.field).sort()).toEqual([
      'number_of_scrolls',
      'stealth',
      'total_pages',
      'user_prompt',
      'website_url',
    ]);
  });

  it.each([null, undefined, 'text', 3, [], [base]])('rejects a non-object request %j', (input) => {
    expect(messageFor(input, 'request')).toMatch(/must be a JSON object/);
  });
});
