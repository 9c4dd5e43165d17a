import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * The last page of a made-up review list: one review left in the main list, its title a heading
 * of its own, its rating on the line under its byline, and a block of reviews built alike under a
 * heading of its own ("Trending now") after it. With no next record to end the last one, its own
 * title heading and rating line are still its lines: its values are in place.
 */
const review = (who: string, stars: string, title: string, body: string, id: string) =>
  `<li class="px-3 py-2" data-id="${id}"><div class="py-2"><span class="mb-2"><span class="grid">Reviewer:</span> ${who}</span> — <span class="font-medium"><time datetime="2024-11-26">2024-11-26</time></span></div><div class="py-2 p-4"><span class="grid">Rating:</span> ${stars}</div><h3 class="p-4 gap-4">${title}</h3><p class="text-lg">${body}</p><div class="gap-2"><button type="button">Helpful (16)</button></div></li>`;

const page = `<!DOCTYPE html><html><body><header><a href="/">Quillwood reviews</a></header><main>
<h1>Customer reviews: Tarn lake loop</h1><p>1 results</p><ul class="grid">${review('Orla V.', '2.0', 'Muddy, after the rain', 'The second half of the loop was flooded.', 'm0')}</ul></main>
<section class="trending"><h2>Trending now</h2><ul class="grid">${review('Bram T.', '4.0', 'Lovely, for a weekend', 'Quiet on a Sunday morning.', 'a0')}${review('Ines K.', '5', 'Easy, once you find the gate', 'Park by the mill.', 'a1')}${review('Tove L.', '3.0', 'Crowded at noon', 'Go early.', 'a2')}</ul></section>
</body></html>`;

const schema = {
  type: 'object',
  properties: {
    reviews: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          reviewer: { type: 'string' },
          rating: { type: 'number' },
          date: { type: 'string' },
          title: { type: 'string' },
        },
      },
    },
  },
};

describe('grounding: the only record left on a list’s last page', () => {
  it('finds its title heading in place, not in another part of the page', () => {
    const flagged = flaggedOnPage({
      html: page,
      url: 'https://quillwood.test/p/tarn-lake-loop/reviews?page=9',
      prompt: 'Every review: reviewer, rating, date, title',
      schema,
      result: { reviews: [{ reviewer: 'Orla V.', rating: 2, date: '2024-11-26', title: 'Muddy, after the rain' }] },
    });
    expect(flagged).toEqual([]);
  });

  it('still flags a title taken from the other block’s review', () => {
    const flagged = flaggedOnPage({
      html: page,
      url: 'https://quillwood.test/p/tarn-lake-loop/reviews?page=9',
      prompt: 'Every review: reviewer, rating, date, title',
      schema,
      result: { reviews: [{ reviewer: 'Orla V.', rating: 2, date: '2024-11-26', title: 'Crowded at noon' }] },
    });
    expect(flagged).toEqual(['/reviews/0/title']);
  });
});
