import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A "People also ask" box standing between two runs of search results: the results after it
 * are the list's, not the box's, though the model input shows no end to the box's heading.
 * Made-up search engine and pages.
 */
const hit = (i: number) =>
  `<div class="hit"><a href="https://site${i}.example/page"><h3>Canal lock ${i} opening hours</h3></a><cite>https://site${i}.example/page</cite><p>Boats pass the lock ${i} from dawn.</p></div>`;
const box = `<div class="ask"><h2>People also ask</h2><details><summary>When does the lock open?</summary><p>At dawn.</p></details><details><summary>Is the towpath open?</summary><p>Most days.</p></details></div>`;
const schema = {
  type: 'object',
  properties: {
    results: {
      type: 'array',
      items: { type: 'object', properties: { title: { type: 'string' }, url: { type: 'string' } } },
    },
  },
};
const answer = (ids: number[]) => ({
  results: ids.map((i) => ({ title: `Canal lock ${i} opening hours`, url: `https://site${i}.example/page` })),
});
const ask = (html: string, ids: number[]) =>
  flaggedOnPage({
    html,
    url: 'https://finder.test/search?q=canal+lock',
    prompt: 'Every search result: title and address. Leave out "people also ask" questions.',
    schema,
    result: answer(ids),
  });

describe('a box of other things inside the list', () => {
  it('does not take in the results after it', () => {
    const html = `<html><body><main><h1>Results: canal lock</h1><div class="hits">${[0, 1, 2].map(hit).join('')}${box}${[3, 4, 5].map(hit).join('')}</div></main></body></html>`;
    expect(ask(html, [0, 1, 2, 3, 4, 5])).toEqual([]);
  });

  it('still holds the cards under its own heading', () => {
    const related = `<section><h2>People also searched</h2>${[6, 7, 8].map(hit).join('')}</section>`;
    const html = `<html><body><main><h1>Results: canal lock</h1><div class="hits">${[0, 1, 2].map(hit).join('')}</div>${related}</main></body></html>`;
    expect(ask(html, [0, 1, 2, 6, 7, 8]).filter((p) => p.endsWith('/title'))).toEqual([
      '/results/3/title',
      '/results/4/title',
      '/results/5/title',
    ]);
  });
});
