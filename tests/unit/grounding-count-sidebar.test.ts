import { describe, expect, it } from 'vitest';
import { htmlToModelInput, parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { countRecords } from '../../lib/grounding';

/**
 * A made-up search page: results in two runs with a "Related questions" box between them (so a
 * heading stands between returned records), then a "Trending" sidebar of three cards built
 * exactly like the results. The sidebar is another list: "8 of ≈11" sent every served page of
 * such a site to the model, and would pay for a follow-up that brings nothing.
 */
const URL_ = 'https://seekwell.test/search?q=ferry';
const PROMPT = 'Every search result: title, url and snippet';
const result = (k: number) =>
  `<div class="hit"><a class="hit-link" href="https://harbour${k}.test/ferry-${k}"><h3 class="hit-title">Ferry timetable ${k}: Wexmoor pier</h3></a>` +
  `<cite class="hit-url">harbour${k}.test › ferry</cite><p class="hit-snippet">Crossings every hour from the old pier, ${k} boats in summer.</p></div>`;
const hits = (from: number, n: number) => Array.from({ length: n }, (_, k) => result(from + k)).join('');

function page(sidebar: 'aside' | 'div'): string {
  const trending = `<h2>Trending</h2><div class="hits">${hits(20, 3)}</div>`;
  return (
    `<!DOCTYPE html><html><body><header><a href="/">Seekwell</a></header><div class="layout"><main><h1>Results: ferry</h1>` +
    `<div class="hits">${hits(1, 5)}</div><div class="faq"><h2>Related questions</h2><details><summary>How long is the crossing?</summary><p>About forty minutes.</p></details></div>` +
    `<div class="hits">${hits(6, 3)}</div></main>` +
    (sidebar === 'aside' ? `<aside>${trending}</aside>` : `<div class="more">${trending}</div>`) +
    `</div><footer><a href="/privacy">Privacy</a></footer></body></html>`
  );
}

const returned = Array.from({ length: 8 }, (_, k) => ({
  title: `Ferry timetable ${k + 1}: Wexmoor pier`,
  url: `https://harbour${k + 1}.test/ferry-${k + 1}`,
}));

function count(html: string): number | null {
  const input = htmlToModelInput(html, { baseUrl: URL_, fields: ['title', 'url', 'snippet'], prompt: PROMPT });
  const doc = parseHtmlDocument(html);
  return countRecords({ text: input.text, refs: input.refs, url: URL_, document: () => doc }, returned);
}

describe('completeness: cards in a sidebar are another list', () => {
  it('counts 8 of 8 when the cards after the results stand in a sidebar', () => {
    expect(count(page('aside'))).toBe(8);
  });

  it('still counts cards after the results that stand in the main column', () => {
    expect(count(page('div'))).toBeGreaterThan(8);
  });
});
