import { describe, expect, it } from 'vitest';
import { extractionRequestSchema } from '@/lib/contract/request';
import { htmlToModelInput } from '@/lib/convert/html-to-model-input';
import { isJunkText, wordShare } from '@/lib/convert/junk-text';
import { readSource } from '@/lib/source/read-source';
import { garbageText as garbage } from '../support/garbage-text';

const PROSE =
  'The ferry leaves the north pier at 7:15 each morning, and it’s usually on time. Tickets cost 4.50 for adults; ' +
  'children under 12 travel free. In winter (Nov–Feb) the 10:30 crossing is cancelled when the wind passes 40 km/h. ';
const CODE = 'function total(items) { return items.reduce((sum, item) => sum + item.price * item.qty, 0); }\n';
const JAPANESE = '港から島までの船は毎朝七時に出発します。冬の間は風が強い日に欠航することがあります。';

describe('junk text (lib/convert/junk-text.ts)', () => {
  it('tells garbage and endless tokens from prose, code, tables and unspaced scripts', () => {
    expect(isJunkText(garbage(20_000))).toBe(true);
    expect(isJunkText('qwertyuiop'.repeat(1000))).toBe(true);
    expect(isJunkText(btoa(garbage(6000)).replace(/(.{76})/g, '$1\n'))).toBe(true);
    expect(isJunkText(PROSE.repeat(20))).toBe(false);
    expect(isJunkText(CODE.repeat(40))).toBe(false);
    expect(isJunkText(JAPANESE.repeat(40))).toBe(false);
    expect(isJunkText('| 12.5 | 33 | 4,400 | -- | x |\n'.repeat(100))).toBe(false);
    // Short text is never junk, however it reads.
    expect(isJunkText(garbage(500))).toBe(false);
    expect(wordShare(PROSE)).toBeGreaterThan(0.9);
  });

  it('a page with 1 MB of garbage gives a bounded model input that says what was left out', () => {
    const html = `<!doctype html><html><head><title>Spare part</title></head><body><h1>Gasket, 40 mm</h1>
      <p>Price 3.20</p><pre>${garbage(1_000_000)}</pre><p>Fits every model from 2019 on.</p></body></html>`;
    // A description is long: nothing is pruned for it, so only the junk bound keeps the input small.
    const input = htmlToModelInput(html, { baseUrl: '', fields: ['name', 'price', 'description'] });
    expect(input.text.length).toBeLessThan(2000);
    expect(input.text).toContain('Gasket, 40 mm');
    expect(input.text).toContain('Price 3.20');
    expect(input.text).toContain('Fits every model from 2019 on.');
    expect(input.text).toMatch(/characters of unreadable text left out/);
    expect(input.junk?.blocks).toBe(1);
    expect(input.junk?.chars).toBeGreaterThan(990_000);
  });

  it('the read stage turns the cut into a capture warning, also for pasted HTML', async () => {
    const html = `<body><h1>Dump</h1><div>${garbage(50_000)}</div></body>`;
    const source = await readSource(
      extractionRequestSchema.parse({ user_prompt: 'the whole text of the page', website_html: html }),
      null,
    );
    const warnings = source.report?.warnings ?? [];
    expect(warnings).toHaveLength(1);
    const said = /^([\d,]+) characters of unreadable text \(binary data or garbage, in a block\) were left out/.exec(
      warnings[0] ?? '',
    );
    expect(Number(said?.[1]?.replaceAll(',', ''))).toBeGreaterThan(40_000);
    const clean = await readSource(
      extractionRequestSchema.parse({ user_prompt: 'the heading', website_html: '<h1>Fine</h1>' }),
      null,
    );
    expect(clean.report).toBeNull();
  });
});
