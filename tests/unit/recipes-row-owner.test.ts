import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up profile page: two counts in the profile's tabs, each a word and its figure ("Posts
 * 812", "Followers 6.3M"), the figure a `<data>` when it is large and a `<span>` when small. On
 * both learning pages the followers were many and the posts few, so each count was read by its
 * tag; a profile with many posts and few followers must not be served with the two swapped.
 */
const count = (n: number): string =>
  n >= 10000 ? `<data class="num" value="${n}">${(n / 1000).toFixed(1)}K</data>` : `<span class="num">${n}</span>`;
const profile = (handle: string, posts: number, followers: number): string => `<!DOCTYPE html><html><body><main>
  <h1 class="handle">${handle}</h1>
  <nav class="tabs">
    <a href="/${handle}/posts"><span class="word">Posts</span> ${count(posts)}</a>
    <a href="/${handle}/followers"><span class="word">Followers</span> ${count(followers)}</a>
  </nav>
  <p class="bio">Writes about rivers and old bridges.</p>
</main></body></html>`;

const schema = {
  type: 'object',
  properties: { handle: { type: 'string' }, posts: { type: 'integer' }, followers: { type: 'integer' } },
};
const AT = 'https://people.test/u/';

describe('recipes: a value in another field’s row', () => {
  const recipe = learnStored(
    [
      { html: profile('wren', 812, 64300), answer: { handle: 'wren', posts: 812, followers: 64300 } },
      { html: profile('otter', 95, 23100), answer: { handle: 'otter', posts: 95, followers: 23100 } },
    ],
    schema,
    AT,
  );

  it('does not serve a count read in the row of another count’s label', () => {
    const got = replayOn(recipe, profile('heron', 50400, 3354), schema, AT);
    if (got.ok) expect(got.result).toEqual({ handle: 'heron', posts: 50400, followers: 3354 });
    else expect(got.reason).toMatch(/reads a value in the row labelled “(posts|followers)”/);
  });

  it('serves the counts where each stands in its own row', () => {
    const got = replayOn(recipe, profile('stoat', 420, 12800), schema, AT);
    expect(got.ok && got.result).toEqual({ handle: 'stoat', posts: 420, followers: 12800 });
  });
});
