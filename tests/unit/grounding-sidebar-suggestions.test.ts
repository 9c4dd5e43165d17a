import { describe, expect, it } from 'vitest';
import { numberRuns } from '@/lib/grounding/numbers';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A profile page whose sidebar suggests two other profiles, each with its handle ("@reedfold53")
 * and its follower count ("171 k"), built like the profile's own count. A count taken from a
 * suggestion is another item's, though there are only two cards; and the digits ending a handle
 * are the handle's, not the thousands of the count after it. Made-up profiles.
 */
function profilePage(): string {
  const suggestion = (name: string, handle: string, shown: string, value: number): string =>
    `<li class="sugg"><span class="who">${name}</span> <span class="at">@${handle}</span> <a href="/${handle}/followers"><data class="n" value="${value}">${shown}</data> <span>Followers</span></a><button>Follow</button></li>`;
  return `<!DOCTYPE html><html><body><main><header class="profile"><h1>Wren Ashby</h1><p>@wrenashby</p><nav><a href="/wrenashby"><data class="n" value="11400">11.4 k</data> <span>Posts</span></a><a href="/wrenashby/followers"><span class="n">3 979</span> <span>Followers</span></a></nav></header><section><p>Notes on tide pools and kelp.</p></section><aside><h2>Suggestions</h2><ul>${suggestion('Moss Hartley', 'reedfold53', '171 k', 171000)}${suggestion('Ivy Coombe', 'tarnby', '1.8 M', 1800000)}</ul></aside></main></body></html>`;
}

const ASK = {
  url: 'https://murmur.test/wrenashby',
  prompt: 'The profile: display name, number of posts, number of followers',
  schema: {
    type: 'object',
    properties: { display_name: { type: 'string' }, posts: { type: 'integer' }, followers: { type: 'integer' } },
  },
};

describe('suggested profiles in a sidebar', () => {
  it('keep the digits ending a handle apart from the count after it', () => {
    const runs = numberRuns('@reedfold53 171 k Followers');
    expect(runs.map((r) => r.values.includes(171000))).toEqual([false, true]);
    // Thousands grouped by a space still read as one number where no word runs into them.
    expect(numberRuns('3 979 Followers')[0]?.values).toContain(3979);
  });

  it('are other items: a count taken from one is misplaced, the profile’s own is in place', () => {
    const html = profilePage();
    expect(
      flaggedOnPage({ ...ASK, html, result: { display_name: 'Wren Ashby', posts: 11400, followers: 3979 } }),
    ).toEqual([]);
    expect(
      flaggedOnPage({ ...ASK, html, result: { display_name: 'Wren Ashby', posts: 11400, followers: 171000 } }),
    ).toEqual(['/followers']);
  });
});
