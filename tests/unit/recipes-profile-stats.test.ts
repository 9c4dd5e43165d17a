import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';

/**
 * A profile's counts, each in a small link of its own ("Posts 8,021", "Followers 522") side by
 * side on one line: the line before a count holds the count before it, which changes from page to
 * page, and a large count is written short in a `<data>` element ("4.1M") where a small one is a
 * `<span>`. Read through each count's own block, by its label. A profile without a location
 * shows its "Joined" line first in the row where others show the location: that line is not the
 * location. Made-up people and places.
 */
const NAMES = ['Orla Fenwick', 'Tamsin Vale', 'Ivo Marchetti', 'Rhea Oduya', 'Callum Brisk', 'Nell Arkwright'];
const PLACES = ['Quillby, Dunmere', 'Harrowgate, Fenn', 'Lowmoor, Ashby', 'Cresthaven, Tull'];
const MONTHS = ['March', 'June', 'September', 'November'];

function countText(n: number): { html: string; value: number } {
  if (n < 10_000) return { html: `<span class="stat-count">${n.toLocaleString('en-US')}</span>`, value: n };
  const tenths = Math.round(n / 100_000);
  const value = tenths * 100_000;
  return { html: `<data class="stat-count" value="${value}">${tenths / 10}M</data>`, value };
}

function page(i: number): SequencePage {
  const name = NAMES[i % NAMES.length] as string;
  const handle = `@${name.split(' ')[0]?.toLowerCase()}${i}`;
  const posts = countText(300 + ((i * 977) % 9000));
  const followers = countText(i % 3 === 0 ? 2_000_000 + i * 310_000 : 120 + i * 37);
  const following = countText(40 + ((i * 53) % 900));
  // Every third page from the fifth on has no location.
  const location = i >= 4 && i % 3 === 1 ? '' : (PLACES[i % PLACES.length] as string);
  const joined = `${MONTHS[i % MONTHS.length]} ${2012 + (i % 9)}`;
  const stat = (label: string, shown: { html: string }, path: string): string =>
    `<a class="stat" href="/${handle.slice(1)}${path}"><span class="stat-label">${label}</span> ${shown.html}</a>`;
  const meta = [
    ...(location ? [`<span class="meta">${location}</span>`] : []),
    `<span class="meta">Joined <time datetime="${2012 + (i % 9)}-01-01">${joined}</time></span>`,
  ].join(' · ');
  const suggestion = (k: number): string =>
    `<li class="suggestion"><span class="name">${NAMES[(i + k + 1) % NAMES.length]}</span> ${stat('Followers', countText(500 + k * 71), '/x')}</li>`;
  const html = `<!DOCTYPE html><html><body><main><header class="card"><h1 class="display-name">${name}</h1><p class="handle">${handle}</p><p class="meta-row">${meta}</p><nav class="stats">${stat('Posts', posts, '')}${stat('Followers', followers, '/followers')}${stat('Following', following, '/following')}</nav></header><aside class="related"><h2>Who to follow</h2><ul>${suggestion(0)}${suggestion(1)}${i % 2 ? suggestion(2) : ''}</ul></aside></main></body></html>`;
  const truth: Record<string, unknown> = {
    handle,
    display_name: name,
    followers: followers.value,
    following: following.value,
    posts: posts.value,
    joined,
  };
  if (location) truth.location = location;
  return { url: `https://folk.test/${handle.slice(1)}`, html, truth };
}

const ASK = {
  prompt:
    'From this profile, get the handle, display name, followers, following, posts, when it joined and the location.',
  schema: {
    type: 'object',
    properties: {
      handle: { type: 'string' },
      display_name: { type: 'string' },
      followers: { type: 'integer' },
      following: { type: 'integer' },
      posts: { type: 'integer' },
      joined: { type: 'string' },
      location: { type: 'string' },
    },
    required: ['handle'],
  },
};

describe('counts in blocks of their own, side by side', () => {
  it('are read by their labels, small or written short, and the profiles are served', async () => {
    const pages = Array.from({ length: 12 }, (_, i) => page(i));
    const figures = await runSequence('profile-stats', pages, ASK);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBeGreaterThanOrEqual(7);
  });

  it('never serve a "Joined" line as the location of a profile without one', async () => {
    const pages = Array.from({ length: 12 }, (_, i) => page(i));
    const figures = await runSequence('profile-stats', pages, ASK);
    expect(figures.wrong.filter((w) => w.startsWith('location'))).toEqual([]);
    // The pages without a location (5, 8, 11): served without one, or sent to the model.
    expect(figures.misses.every((m) => !/location .*Joined/.test(m))).toBe(true);
  });
});
