import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { learnRecipe, replayRecipe, viewPage } from '@/lib/recipes';

/**
 * Made-up holiday lets: the cancellation policy is said in a sentence (too long to be a state),
 * and the amenities past the first two are folded away under a class of their own. On the two
 * learning pages the let with free cancellation happened to be the one with "Free Wi-Fi" among
 * the folded amenities: "Free Wi-Fi means yes, nothing there means no" reproduced both answers.
 * "Free" says how, not what: a text said once is a state only where it names the question
 * ("cancellation"), so that coincidence is no reading, and a let with Wi-Fi that cannot be
 * cancelled is never served as free to cancel.
 */
interface Let {
  name: string;
  free: boolean;
  folded: string[];
}
const page = (l: Let): string => `<!DOCTYPE html>
<html><body><main><article class="sc-k2v9qa"><h1 class="sc-p0q3zt">${l.name}</h1>
<ul class="sc-d7u1xe"><li class="sc-m4c8rw">Kitchen</li><li class="sc-m4c8rw">Garden</li>${l.folded
  .map((a) => `<li class="sc-m4c8rw is-collapsed">${a}</li>`)
  .join('')}</ul>
<p class="sc-h3j8kl">${
  l.free
    ? 'You may cancel this stay at no cost up to two days before you arrive, and we refund you in full.'
    : 'Once booked, this stay cannot be cancelled or changed, and the amount you paid is kept by the host.'
}</p></article></main></body></html>`;
const answer = (l: Let) => ({ name: l.name, free_cancellation: l.free });
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, free_cancellation: { type: 'boolean' } },
  required: ['name'],
};
const AT = 'https://marrow-lets.test/let/';

describe('recipes: a boolean never read from a text that only says "free"', () => {
  const learned: Let[] = [
    { name: 'Villa Brenn', free: false, folded: [] },
    { name: 'Loft Sarrow', free: true, folded: ['Free Wi-Fi'] },
  ];
  const outcome = learnRecipe(
    learned.map((l, i) => ({ doc: parseHtmlDocument(page(l)), url: `${AT}${i}`, result: answer(l) })),
    schema,
    { id: 'r', now: 0 },
  );

  it('does not serve a let with Wi-Fi that cannot be cancelled as free to cancel', () => {
    const later: Let = { name: 'Villa Ostre', free: false, folded: ['Free Wi-Fi'] };
    const got = outcome.ok
      ? replayRecipe(viewPage(parseHtmlDocument(page(later)), `${AT}9`), outcome.recipe, schema)
      : null;
    if (got?.ok) expect(got.result).toEqual(answer(later));
  });
});
