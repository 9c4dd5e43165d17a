import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * A block built exactly like the page's list, under a heading in any language: a sidebar of
 * trending items on some pages, the prompt leaving them out. Its cards are no records, whether
 * the recipe met them before or not. Made-up site, words and names.
 */
const TOWNS = ['Brenmoor', 'Quillby', 'Ostwick', 'Tarnley', 'Vellory', 'Haskett', 'Pimwood', 'Sorrelford'];
const THINGS = ['ferry timetable', 'canal lock', 'night market', 'tram extension', 'harbour wall', 'bike bridge'];

const result = (page: number, k: number, where: string) => {
  const title = `${THINGS[(k + page) % THINGS.length]} in ${TOWNS[(k * 3 + page) % TOWNS.length]} (${where} ${page}.${k})`;
  const url = `https://news${k}.example/${page}/${k}`;
  return {
    title,
    url,
    html: `<li class="hit"><a href="${url}"><h3 class="hit-title">${title}</h3></a><cite class="hit-url">${url}</cite></li>`,
  };
};

function page(i: number, sidebar: boolean): SequencePage {
  const own = Array.from({ length: 5 + (i % 3) }, (_, k) => result(i, k, 'main'));
  const side = Array.from({ length: 4 }, (_, k) => result(i, k, 'side'));
  const aside = sidebar
    ? `<aside class="rail"><h2>Gerade gefragt</h2><ol class="hits">${side.map((r) => r.html).join('')}</ol></aside>`
    : '';
  return {
    url: `https://finder.test/search?q=${i}`,
    html: `<!DOCTYPE html><html><body><header><a href="/">Finder</a></header><div class="page">${i % 2 ? aside : ''}<main><h1>Results ${i}</h1><ol class="hits">${own.map((r) => r.html).join('')}</ol></main>${i % 2 ? '' : aside}</div></body></html>`,
    truth: { results: own.map(({ title, url }) => ({ title, url })) },
  };
}

const ask = {
  prompt: 'Every search result: title and address. Leave out trending and related items.',
  schema: {
    type: 'object',
    properties: {
      results: {
        type: 'array',
        items: { type: 'object', properties: { title: { type: 'string' }, url: { type: 'string' } } },
      },
    },
  },
};

describe('a second list built like the records, in a sidebar', () => {
  it('is never served as records when it first shows up after learning', async () => {
    const pages = Array.from({ length: 10 }, (_, i) => page(i, i >= 4 && i % 3 !== 0));
    const figures = await runSequence('late-sidebar', pages, ask);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.wrong).toEqual([]);
  });

  it('is left out once the model has left it out on a learning page, and the rest is served', async () => {
    const pages = Array.from({ length: 10 }, (_, i) => page(i, i !== 1));
    const figures = await runSequence('sidebar-from-start', pages, ask);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBe(figures.later);
  });
});
