import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateExtractionRequest } from '@/lib/contract';

/**
 * An independent statement of the contract's rules, written from the spec without using
 * the validator's code, so the property below compares two readings of the spec.
 */
function oracle(input: Record<string, unknown>): boolean {
  const isInt = (v: unknown, lo: number, hi: number): boolean =>
    Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
  const isStringMap = (v: unknown): boolean =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
  const utf8 = (s: string): number => new TextEncoder().encode(s).length;
  const known = new Set([
    'user_prompt',
    'website_url',
    'website_html',
    'website_markdown',
    'output_schema',
    'headers',
    'cookies',
    'total_pages',
    'number_of_scrolls',
    'render_heavy_js',
    'stealth',
    'mock',
    'plain_text',
    'steps',
  ]);
  if (Object.keys(input).some((k) => !known.has(k))) return false;
  if (typeof input.user_prompt !== 'string' || input.user_prompt.trim() === '') return false;
  const sources = ['website_url', 'website_html', 'website_markdown'].filter((k) => input[k] !== undefined);
  if (sources.length !== 1) return false;
  if (input.website_url !== undefined) {
    if (typeof input.website_url !== 'string' || !/^https?:\/\/[^\s/]+/i.test(input.website_url)) return false;
  }
  for (const k of ['website_html', 'website_markdown']) {
    if (input[k] !== undefined && (typeof input[k] !== 'string' || utf8(input[k] as string) > 2_000_000)) return false;
  }
  const schema = input.output_schema;
  if (schema !== undefined && schema !== null && (typeof schema !== 'object' || Array.isArray(schema))) return false;
  for (const k of ['headers', 'cookies']) if (input[k] !== undefined && !isStringMap(input[k])) return false;
  if (input.total_pages !== undefined && !isInt(input.total_pages, 1, 100)) return false;
  if (input.number_of_scrolls !== undefined && !isInt(input.number_of_scrolls, 0, 50)) return false;
  for (const k of ['render_heavy_js', 'stealth', 'mock', 'plain_text']) {
    if (input[k] !== undefined && typeof input[k] !== 'boolean') return false;
  }
  if (input.steps !== undefined) {
    if (!Array.isArray(input.steps) || !input.steps.every((s) => typeof s === 'string' && s.trim() !== ''))
      return false;
  }
  return true;
}

const anyValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -5, max: 150 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxKeys: 3 }),
);

/** Each field is absent, plausible, or arbitrary: valid and invalid requests both come up often. */
const field = <T>(plausible: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 8, arbitrary: plausible },
    { weight: 1, arbitrary: anyValue },
  );

const request = fc
  .record({
    user_prompt: field(
      fc.oneof({ weight: 6, arbitrary: fc.constant('every product') }, fc.constant(' '), fc.string({ maxLength: 6 })),
    ),
    website_url: fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.oneof(fc.webUrl(), fc.constant('ftp://x.example'), fc.string({ maxLength: 5 })) },
    ),
    website_html: fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
      { weight: 1, arbitrary: anyValue },
    ),
    website_markdown: fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    ),
    output_schema: field(fc.oneof(fc.constant(null), fc.constant({ properties: { a: { type: 'string' } } }))),
    headers: field(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    ),
    cookies: field(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    ),
    total_pages: field(fc.integer({ min: -2, max: 103 })),
    number_of_scrolls: field(fc.integer({ min: -2, max: 53 })),
    render_heavy_js: field(fc.boolean()),
    stealth: field(fc.boolean()),
    mock: field(fc.boolean()),
    plain_text: field(fc.boolean()),
    steps: field(fc.array(fc.oneof(fc.constant('click Next'), fc.constant('')), { maxLength: 3 })),
    extra: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.string() }),
  })
  .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));

describe('validator against an independent reading of the contract', () => {
  it('never throws and accepts exactly the valid requests (5,000 random requests)', () => {
    let valid = 0;
    fc.assert(
      fc.property(request, (input) => {
        const result = validateExtractionRequest(input);
        expect(result.ok).toBe(oracle(input));
        if (result.ok) valid++;
        else expect(result.violations.length).toBeGreaterThan(0);
      }),
      { numRuns: 5_000 },
    );
    // The generator must produce both kinds, or the property proves little.
    expect(valid).toBeGreaterThan(150);
    // 5,000 runs take ~2 s alone and several times that on a loaded CI machine.
  }, 60_000);

  it('never throws on arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const result = validateExtractionRequest(input);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 2_000 },
    );
  }, 60_000);
});
