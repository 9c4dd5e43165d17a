import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up profile pages whose counts are links written one after another with no space between
 * them: a count shortened with its scale ("40,7 k") ends its element, and the page text runs on
 * into the next link's word ("40,7 kFollowers"), as a browser's text of the row does too. The
 * count is still found, and read, with its scale.
 */
interface Profile {
  name: string;
  posts: [number, string];
  followers: [number, string];
}
const count = (label: string, [value, shown]: [number, string]): string =>
  `<a class="stat" href="/x/${label.toLowerCase()}"><span class="stat-label">${label}</span> <data class="stat-n" value="${value}">${shown}</data></a>`;
const page = (p: Profile): string => `<!DOCTYPE html>
<html><body><main><h1 class="who">${p.name}</h1><nav class="stats">${count('Posts', p.posts)}${count('Followers', p.followers)}</nav><button>Follow</button></main></body></html>`;
const answer = (p: Profile) => ({ name: p.name, posts: p.posts[0], followers: p.followers[0] });
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, posts: { type: 'integer' }, followers: { type: 'integer' } },
  required: ['name'],
};
const AT = 'https://quillpost.test/u/';

describe('recipes: a compact count at the end of its element', () => {
  const profiles: Profile[] = [
    { name: 'Ada Fenwick', posts: [40700, '40,7 k'], followers: [3200000, '3,2 M'] },
    { name: 'Brin Calloway', posts: [54500, '54,5 k'], followers: [2108, '2 108'] },
    { name: 'Cass Ormond', posts: [912, '912'], followers: [18300, '18,3 k'] },
  ];

  it('learns the counts from pages that shorten them and serves the next page', () => {
    const recipe = learnStored(
      profiles.slice(0, 2).map((p) => ({ html: page(p), answer: answer(p) })),
      schema,
      AT,
    );
    const got = replayOn(recipe, page(profiles[2] as Profile), schema, AT);
    expect(got.ok && got.result).toEqual(answer(profiles[2] as Profile));
  });
});
