import { describe, expect, it } from 'vitest';
import { validateExtractionRequest, type ExtractionRequest } from '@/lib/contract';
import { extractSource } from '@/lib/extract/extract-source';
import type { Progress } from '@/lib/extract/progress';
import type { ExtractInput, ExtractionProvider } from '@/lib/extract/provider';
import { readSource } from '@/lib/source/read-source';
import type { Captured } from '@/lib/source/source';

function request(input: Record<string, unknown>): ExtractionRequest {
  const checked = validateExtractionRequest(input, { allowMissingSource: true });
  if (!checked.ok) throw new Error('bad test request');
  return checked.request;
}

/** Records what the provider is given; answers with the page's address. */
function recorder() {
  const seen: ExtractInput[] = [];
  const provider: ExtractionProvider = {
    name: 'recorder',
    extract: async (input) => {
      seen.push(input);
      input.onProgress({ stage: 'extracting', detail: 'part 1/1' });
      return {
        result: { items: [input.pageUrl] },
        usage: { inputTokens: 10, outputTokens: 2, chunks: 1 },
        mock: false,
      };
    },
  };
  return { seen, provider };
}

const hooks = () => {
  const progress: Progress[] = [];
  return { progress, options: { signal: new AbortController().signal, onProgress: (p: Progress) => progress.push(p) } };
};

describe('extractSource', () => {
  it('pasted HTML goes to the provider as the request gives it, without a page count', async () => {
    const { seen, provider } = recorder();
    const pasted = request({ user_prompt: 'x', website_html: '<h1>Hi</h1>' });
    const source = await readSource(pasted, null);
    const out = await extractSource(provider, pasted, source, hooks().options);
    expect(seen[0]?.pageUrl).toBe('');
    expect(seen[0]?.content.text).toContain('Hi');
    expect(out.usage.pages).toBeUndefined();
    expect(source.origin).toBe('request');
    expect(source.pages.map((p) => [p.url, p.html, p.modelInput])).toEqual([['', undefined, seen[0]?.content]]);
  });

  it("one captured page replaces website_url with the page's HTML and counts one page", async () => {
    const { seen, provider } = recorder();
    const page = {
      html: '<p>live</p>',
      url: 'https://a.example/p',
      title: 'P',
      modelInput: { text: 'live', refs: {}, tokens: 1 },
    };
    const asked = request({ user_prompt: 'x', website_url: 'https://a.example/p' });
    const out = await extractSource(
      provider,
      asked,
      await readSource(asked, { pages: [page], report: null }),
      hooks().options,
    );
    expect(seen[0]?.request.website_url).toBeUndefined();
    expect(seen[0]?.request.website_html).toBe('<p>live</p>');
    expect(seen[0]?.content.text).toBe('live');
    expect(out.usage.pages).toBe(1);
  });

  it('several pages are extracted one by one, labelled in progress, and merged', async () => {
    const { seen, provider } = recorder();
    const pages = ['https://a.example/1', 'https://a.example/2'].map((url) => ({
      html: `<p>${url}</p>`,
      url,
      title: '',
    }));
    const { progress, options } = hooks();
    const asked = request({ user_prompt: 'x' });
    const captured: Captured = { pages, report: null };
    const source = await readSource(asked, captured);
    const out = await extractSource(provider, asked, source, options);
    const read = source.pages;
    expect(seen.map((s) => s.request.website_html)).toEqual(pages.map((p) => p.html));
    expect(out.result).toEqual({ items: ['https://a.example/1', 'https://a.example/2'] });
    expect(read.map((p) => p.url)).toEqual(pages.map((p) => p.url));
    expect(read.map((p) => p.modelInput)).toEqual(seen.map((s) => s.content));
    expect(out.usage).toMatchObject({ inputTokens: 20, outputTokens: 4, chunks: 2, pages: 2 });
    expect(progress.map((p) => p.detail)).toEqual(['page 1/2', 'page 1/2: part 1/1', 'page 2/2', 'page 2/2: part 1/1']);
  });
});
