import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * One list template in two builds (an A/B test): build B wraps each card's content in one more
 * element, so a class-less line (the town) sits at another depth. Neither build's place reads the
 * other's cards, and the recipe must read both once a page of each was answered. Made-up lets.
 */
const KINDS = ['Loft', 'Cottage', 'Flat', 'Bungalow', 'Studio'];
const TOWNS = ['Wendle', 'Marrow Cross', 'Oakshade', 'Pellham Quay', 'Stour End', 'Lindow'];

function page(n: number, build: 'A' | 'B'): SequencePage {
  const lets = Array.from({ length: 6 + (n % 4) }, (_, k) => {
    const i = n * 10 + k;
    const town = TOWNS[(i * 7) % TOWNS.length] as string;
    return { title: `${KINDS[i % KINDS.length]} in ${town} ${i}`, rent: 400 + ((i * 37) % 900), town };
  });
  const cards = lets
    .map((l) => {
      const inner = `<h3><a href="/let/${encodeURIComponent(l.title)}">${l.title}</a></h3><div class="rent">${l.rent} € a month</div><div>${l.town}</div>`;
      return build === 'A'
        ? `<article class="let-card">${inner}</article>`
        : `<article class="let-tile"><div class="tile-body">${inner}</div></article>`;
    })
    .join('');
  return {
    url: `https://letboard.test/lets?page=${n}`,
    html: `<!DOCTYPE html><html><body><main><h1>Homes to let</h1><section class="results">${cards}</section></main></body></html>`,
    truth: { lets: lets.map((l) => ({ title: l.title, rent: l.rent, town: l.town })) },
  };
}

const ASK = {
  prompt: 'Every home to let: its title, the monthly rent as a number, the town',
  schema: {
    type: 'object',
    properties: {
      lets: {
        type: 'array',
        items: {
          type: 'object',
          properties: { title: { type: 'string' }, rent: { type: 'number' }, town: { type: 'string' } },
        },
      },
    },
  },
};

describe('a list template in two builds', () => {
  it('reads the cards of both builds once a page of each was answered', async () => {
    const builds: Array<'A' | 'B'> = ['A', 'B', 'A', 'B', 'B', 'A', 'A', 'B', 'A', 'B', 'B', 'A'];
    const figures = await runSequence(
      'list-variants',
      builds.map((b, n) => page(n + 1, b)),
      ASK,
    );
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBe(10);
  });
});
