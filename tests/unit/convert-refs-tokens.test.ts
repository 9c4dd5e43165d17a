import { describe, expect, it } from 'vitest';
import { cleanUrl, RefTable, restoreRefs } from '@/lib/convert/refs';
import { estimateTokens } from '@/lib/convert/tokens';
import { countTokens } from '../../bench/count-tokens';

describe('references', () => {
  it('makes URLs absolute and strips tracking parameters only', () => {
    expect(cleanUrl('../x?id=3&utm_campaign=a&fbclid=z#top', 'https://e.com/a/b/c')).toBe('https://e.com/a/x?id=3#top');
    expect(cleanUrl('javascript:void(0)', 'https://e.com/')).toBeNull();
    expect(cleanUrl('data:image/png;base64,AAAA', 'https://e.com/')).toBeNull();
    expect(cleanUrl('#section', 'https://e.com/')).toBeNull();
  });

  it('gives one URL one name', () => {
    const table = new RefTable('https://e.com/');
    expect(table.ref('/a', 'link')).toBe('L1');
    expect(table.ref('https://e.com/a?utm_source=x', 'link')).toBe('L1');
    expect(table.ref('/b.png', 'image')).toBe('I1');
    expect(table.refs).toEqual({ L1: 'https://e.com/a', I1: 'https://e.com/b.png' });
  });

  it('restores references in nested results and leaves unknown ones alone', () => {
    const refs = { L1: 'https://e.com/a', I2: 'https://e.com/i.png' };
    expect(
      restoreRefs(
        { items: [{ url: 'L1', image: '[I2]', text: 'see (L1) and L9', price: 3, ok: true, none: null }] },
        refs,
      ),
    ).toEqual({
      items: [
        {
          url: 'https://e.com/a',
          image: 'https://e.com/i.png',
          text: 'see (https://e.com/a) and L9',
          price: 3,
          ok: true,
          none: null,
        },
      ],
    });
  });
});

describe('token counting', () => {
  it('counts special-token text as text', async () => {
    await expect(countTokens('hello <|endoftext|> world')).resolves.toBeGreaterThan(5);
  });

  it('stays fast on long runs with nothing to split on', async () => {
    const start = Date.now();
    const tokens = await countTokens('a'.repeat(100_000));
    expect(tokens).toBeGreaterThan(1000);
    expect(Date.now() - start).toBeLessThan(5000);
  });

  it('estimates within a reasonable distance of the exact count on prose', async () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(50) + '| a | b |\n| --- | --- |';
    const exact = await countTokens(text);
    const estimate = estimateTokens(text);
    expect(estimate / exact).toBeGreaterThan(0.7);
    expect(estimate / exact).toBeLessThan(1.4);
  });
});
