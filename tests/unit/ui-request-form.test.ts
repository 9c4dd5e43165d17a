import { describe, expect, it } from 'vitest';
import type { Job } from '@/lib/jobs/job';
import { summariseRequest } from '@/lib/ui/request-summary';
import { wouldLoseUnsavedFields } from '@/lib/ui/unsaved-form';

const SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
    },
    currency: { type: 'string' },
  },
};

function job(id: string, request: Record<string, unknown>): Job {
  return { id, request, user_prompt: String(request.user_prompt ?? '') } as unknown as Job;
}

describe('summariseRequest', () => {
  it('names the prompt, the page without its scheme, and the fields that hold values', () => {
    const summary = summariseRequest(
      { prompt: ' Every product ', source: 'page', url: '', schemaText: JSON.stringify(SCHEMA) },
      'https://shop.example/list/?page=2',
    );
    expect(summary).toEqual({ prompt: 'Every product', page: 'shop.example/list', schema: '3 fields', options: '' });
  });
  it('says what the source was when there is no page address', () => {
    expect(summariseRequest({ prompt: '', source: 'html', url: '', schemaText: '' }, 'https://x.example/')).toEqual({
      prompt: '(no prompt)',
      page: 'pasted HTML',
      schema: 'no schema',
      options: '',
    });
    expect(
      summariseRequest({ prompt: 'a', source: 'url', url: 'example.com', schemaText: '{"type":"string"' }, '').page,
    ).toBe('example.com');
  });
  it('names the options that differ from a plain run, and leaves out what is not a number', () => {
    const base = { prompt: 'a', source: 'page', url: '', schemaText: '' } as const;
    expect(
      summariseRequest(
        { ...base, steps: ['click "More"', ' '], scrolls: '3', pages: '2', stealth: true, mock: true },
        '',
      ).options,
    ).toBe('1 step, 3 scrolls, 2 pages, stealth, mock data');
    expect(summariseRequest({ ...base, scrolls: 'lots', pages: '1', steps: [] }, '').options).toBe('');
    expect(summariseRequest({ ...base, scrolls: '1', renderHeavyJs: true, plainText: true }, '').options).toBe(
      '1 scroll, heavy JavaScript, plain text',
    );
  });
});

describe('wouldLoseUnsavedFields', () => {
  const kept = job('a', { user_prompt: 'Every product', output_schema: SCHEMA });
  const other = job('b', { user_prompt: 'Title' });
  it('asks only when the form holds a prompt or schema that no run has', () => {
    expect(wouldLoseUnsavedFields({ prompt: '', schemaText: '' }, [kept, other], kept)).toBe(false);
    expect(wouldLoseUnsavedFields({ prompt: 'Title', schemaText: '' }, [kept, other], kept)).toBe(false);
    // Same schema, laid out differently: still the kept run's.
    expect(
      wouldLoseUnsavedFields({ prompt: 'Every product', schemaText: JSON.stringify(SCHEMA) }, [kept, other], other),
    ).toBe(false);
    expect(
      wouldLoseUnsavedFields({ prompt: 'Every product', schemaText: '{"type":"object"}' }, [kept, other], other),
    ).toBe(true);
    expect(wouldLoseUnsavedFields({ prompt: 'Just the headline', schemaText: '' }, [kept, other], kept)).toBe(true);
  });
});
