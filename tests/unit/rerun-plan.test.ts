import { describe, expect, it } from 'vitest';
import { planRerun } from '@/lib/ui/rerun-plan';

const pageRun = { request: { user_prompt: 'names', mock: true }, website_url: 'https://shop.example/list?p=2' };

describe('planRerun', () => {
  it('sends a page run back to its own page when another page is in front', () => {
    expect(planRerun(pageRun, 'https://blog.example/post')).toEqual({
      kind: 'run',
      request: { user_prompt: 'names', mock: true, website_url: 'https://shop.example/list?p=2' },
    });
  });
  it('uses the tab in front when it shows the run’s page (the fragment aside)', () => {
    expect(planRerun(pageRun, 'https://shop.example/list?p=2#top')).toEqual({ kind: 'run', request: pageRun.request });
  });
  it('keeps a website_url run as it was asked', () => {
    const request = { user_prompt: 'x', website_url: 'https://a.example/' };
    expect(planRerun({ request, website_url: 'https://a.example/' }, '')).toEqual({ kind: 'run', request });
  });
  it('asks for pasted HTML or Markdown, saying whether the text was kept', () => {
    expect(planRerun({ request: { user_prompt: 'x', website_html: '<p>a</p>' }, website_url: '' }, '')).toMatchObject({
      kind: 'ask',
      source: 'html',
      pastedKept: true,
    });
    expect(
      planRerun({ request: { user_prompt: 'x' }, website_url: '', omittedSource: 'website_markdown' }, ''),
    ).toMatchObject({ kind: 'ask', source: 'markdown', pastedKept: false });
  });
});
