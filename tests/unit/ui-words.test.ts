import { describe, expect, it } from 'vitest';
import { checkDraft } from '@/lib/ui/draft-request';
import { EMPTY_DRAFT } from '@/lib/ui/draft';
import { normaliseUrl, toUiWords } from '@/lib/ui/ui-words';

describe('toUiWords', () => {
  it('names the form’s labels instead of request fields', () => {
    expect(toUiWords('user_prompt is empty: say what to extract.')).toBe('Prompt is empty: say what to extract.');
    expect(toUiWords('steps[2] is empty')).toBe('Step 3 is empty');
    expect(toUiWords('website_url must be an absolute http(s) URL')).toBe(
      'Another URL must be an absolute http(s) URL',
    );
    expect(toUiWords('headers line 1 needs the form "Name: value".')).toBe(
      'Headers line 1 needs the form "Name: value".',
    );
  });
});

describe('normaliseUrl', () => {
  it('adds https:// to a bare host, leaves the rest for the validator', () => {
    expect(normaliseUrl(' example.com ')).toBe('https://example.com');
    expect(normaliseUrl('shop.example/list?p=2')).toBe('https://shop.example/list?p=2');
    expect(normaliseUrl('http://a.example/')).toBe('http://a.example/');
    expect(normaliseUrl('not a url')).toBe('not a url');
    expect(normaliseUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
  it('lets the form run on example.com', () => {
    const check = checkDraft({ ...EMPTY_DRAFT, source: 'url', url: 'example.com', prompt: 'title' });
    expect(check.problems).toEqual({});
    expect(check.request.website_url).toBe('https://example.com');
  });
});
