import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { parseNumber } from '@/lib/recipes/locate/parse-number';
import { numberShape } from '@/lib/recipes/page-text';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * Counts as profiles and registries shorten them ("12.4K", "3,4 Mio.", "489 mil"), asked for as
 * integers, and the profile's own tabs ("Posts 52,651 · Followers 12.4K", links to the page and
 * under it) inside a `<nav>`: the figures are the item's own, not the site's navigation. Made-up
 * profiles.
 */
describe('a compact count', () => {
  it('reads as the number it stands for', () => {
    expect(parseNumber('12.4K')).toBe(12400);
    expect(parseNumber('3,4 Mio.')).toBe(3_400_000);
    expect(parseNumber('489 mil')).toBe(489_000);
    expect(parseNumber('1.2 bn')).toBe(1_200_000_000);
    // Not a unit: kilometres and minutes stay what they are.
    expect(parseNumber('5 km')).toBe(5);
    expect(parseNumber('12 Minuten')).toBe(12);
  });

  it('is written like the plain number: a recipe that learned "843.210" reads "1,2 Mio."', () => {
    expect(numberShape('1,2 Mio.')).toBe(numberShape('843.210'));
    expect(numberShape('12.4K')).toBe(numberShape('9120'));
    // A unit is no scale: "5 km" keeps its word.
    expect(numberShape('5 km')).not.toBe(numberShape('5'));
  });

  it('is served where the learning pages showed plain counts', async () => {
    const pages = Array.from({ length: 8 }, (_, i) => registry(i));
    const figures = await runSequence('compact-later', pages, REGISTRY);
    expect(figures.wrong).toEqual([]);
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBe(6);
  });
});

const PACKAGES = ['kelpwire', 'dunmark', 'fernsby', 'holloway', 'quarrel', 'tessel', 'wicklow', 'yarrow'];

/** A registry page whose weekly downloads are plain below a million and shortened above it. */
function registry(i: number): SequencePage {
  const name = `${PACKAGES[i % PACKAGES.length]}-${i}`;
  const downloads = i < 2 ? 84_321 + i * 7_000 : (12 + i) * 100_000;
  const shown =
    downloads < 1_000_000
      ? downloads.toLocaleString('de-DE')
      : `${(downloads / 1_000_000).toLocaleString('de-DE')} Mio.`;
  return {
    url: `https://pakete.test/paket/${name}`,
    html: `<!DOCTYPE html><html><body><main><h1 class="name">${name}</h1><dl class="facts"><div><dt>Version</dt><dd>${i + 1}.0.${i}</dd></div><div><dt>Downloads pro Woche</dt><dd><span class="dl">${shown}</span></dd></div></dl></main></body></html>`,
    truth: { name, version: `${i + 1}.0.${i}`, weekly_downloads: downloads },
  };
}

const REGISTRY = {
  prompt: 'The package: name, version, weekly downloads',
  schema: {
    type: 'object',
    properties: { name: { type: 'string' }, version: { type: 'string' }, weekly_downloads: { type: 'integer' } },
  },
};

const HANDLES = ['wrenfold', 'tidemark', 'slatewing', 'moorlight', 'quillfern', 'rushby', 'stoneleigh', 'brackley'];

function profile(i: number): SequencePage {
  const handle = `${HANDLES[i % HANDLES.length]}${i}`;
  const followers = (1 + (i % 9)) * 1000 + ((i * 100) % 1000);
  const shown = `${(followers / 1000).toFixed(1)}K`;
  const posts = 200 + i * 37;
  return {
    url: `https://murmur.test/${handle}`,
    html: `<!DOCTYPE html><html><body><header class="site"><nav><a href="/">Home</a><a href="/explore">Explore</a></nav></header><main><header class="profile"><h1>${handle}</h1><nav class="tabs"><a href="/${handle}"><span>Posts</span> <span class="n">${posts}</span></a><a href="/${handle}/followers"><span>Followers</span> <span class="n">${shown}</span></a></nav></header><p class="bio">Notes on ${HANDLES[(i + 3) % HANDLES.length]} walks.</p></main></body></html>`,
    truth: { handle, posts, followers },
  };
}

const ASK = {
  prompt: 'The profile: handle, number of posts, number of followers',
  schema: {
    type: 'object',
    properties: { handle: { type: 'string' }, posts: { type: 'integer' }, followers: { type: 'integer' } },
  },
};

describe('a profile with its counts in its own tabs', () => {
  it('is grounded: the tabs are the item’s, and 12.4K is 12400', () => {
    const page = profile(3);
    expect(flaggedOnPage({ html: page.html, url: page.url, ...ASK, result: page.truth })).toEqual([]);
  });

  it('is learned and served', async () => {
    const figures = await runSequence(
      'compact-counts',
      Array.from({ length: 8 }, (_, i) => profile(i)),
      ASK,
    );
    expect(figures.falseAccepts).toBe(0);
    expect(figures.served).toBe(6);
  });
});
