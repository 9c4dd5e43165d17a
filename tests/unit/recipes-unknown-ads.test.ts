import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../lib/recipes';
import { isDisclosureText } from '../../lib/grounding/ad-disclosure';
import { nameAndPriceList } from '../support/name-and-price-list';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Ads whose label the disclosure rule does not know: a made-up plant nursery whose paid cards
 * have the records' markup and differ by a word no rule lists, an icon that says what it is only
 * in an aria-label or title, a longer note, an icon with no text at all, or a link through a
 * tracking path on the nursery's own host. Unseen, such a card sends the page to the model;
 * learned from a page where the model left it out, it is left out.
 */
interface Pot {
  name: string;
  price: string;
  href?: string;
  /** Extra markup at the end of the card. */
  extra?: string;
  /** Extra description shown in every card of some pages. */
  blurb?: string;
  /** Shown without its price. */
  noPrice?: boolean;
  /** Not a record: the model leaves it out. */
  ad?: boolean;
}

const slug = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

function bench(pots: Pot[]): string {
  const card = (p: Pot): string =>
    `<div class="pot"><a class="pot-name" href="${p.href ?? `/plants/${slug(p.name)}`}">${p.name}</a>` +
    `${p.noPrice ? '' : `<span class="pot-cost">${p.price}</span>`}${p.blurb ? `<p class="pot-blurb">${p.blurb}</p>` : ''}${p.extra ?? ''}</div>`;
  return `<!DOCTYPE html><html><body><header><a href="/">Greenhouse row</a></header><main><h1>Ferns</h1>
    <section class="pots">${pots.map(card).join('')}</section></main></body></html>`;
}

const schema = nameAndPriceList('plants');

const answer = (pots: Pot[]) => ({
  plants: pots.filter((p) => !p.ad).map((p) => ({ name: p.name, price: Number(p.price.replace(/[^\d.]/g, '')) })),
});

const AT = 'https://nursery.test/ferns/';
const learn = (pages: Pot[][]): Recipe =>
  learnStored(
    pages.map((pots) => ({ html: bench(pots), answer: answer(pots) })),
    schema,
    AT,
    'nursery',
  );
const replay = (recipe: Recipe, pots: Pot[]) => replayOn(recipe, bench(pots), schema, AT);

const first: Pot[] = [
  { name: 'Hart Tongue', price: '$9.00' },
  { name: 'Lady Fern', price: '$7.50' },
  { name: 'Royal Osmund', price: '$14.25' },
];
const second: Pot[] = [
  { name: 'Shield Fern', price: '$8.40' },
  { name: 'Maidenhair', price: '$11.00' },
  { name: 'Bracken Dwarf', price: '$5.75' },
];
const third: Pot[] = [
  { name: 'Soft Tree Fern', price: '$31.00' },
  { name: 'Holly Fern', price: '$10.20' },
  { name: 'Crested Buckler', price: '$12.60' },
];

const withAd = (pots: Pot[], ad: Pot, at: number): Pot[] => [
  ...pots.slice(0, at),
  { ...ad, ad: true },
  ...pots.slice(at),
];

/** The paid card every case below shows: only its extra markup or its link differs. */
const mix = (differs: Partial<Pot>): Pot => ({ name: 'Peat Free Mix', price: '$6.00', ...differs });

const UNKNOWN: Array<{ kind: string; ad: Pot; reason: string }> = [
  {
    kind: 'an icon labelled only by aria-label',
    ad: mix({ extra: '<i class="pot-flag" aria-label="Grower partner"></i>' }),
    reason: 'it shows “grower partner”',
  },
  {
    kind: 'an icon labelled only by title',
    ad: mix({ extra: '<span class="pot-flag" title="Paid spot"></span>' }),
    reason: 'it shows “paid spot”',
  },
  {
    kind: 'a longer disclosure note',
    ad: mix({ extra: '<small class="pot-note">Shown here for one of the growers we work with</small>' }),
    reason: 'it shows a note where records have none',
  },
  {
    kind: 'an icon with no text at all',
    ad: mix({ extra: '<i class="pot-coin"></i>' }),
    reason: 'it has an element records do not have',
  },
  {
    kind: 'a tracking path on the shop’s own host',
    ad: mix({ href: '/hop/9f2c?slot=3' }),
    reason: 'its link leads under /hop',
  },
];

describe('recipes: ads the disclosure rule does not know', () => {
  it('the made-up labels here are not in the rule’s list', () => {
    for (const label of ['Grower partner', 'Paid spot']) expect(isDisclosureText(label)).toBe(false);
  });

  for (const { kind, ad, reason } of UNKNOWN) {
    it(`sends the page to the model on the first appearance of ${kind}, saying what is new`, () => {
      const recipe = learn([first, second]);
      const got = replay(recipe, withAd(third, ad, 1));
      expect(got.ok).toBe(false);
      expect(!got.ok && got.reason).toContain(reason);
      const clean = replay(recipe, third);
      expect(clean.ok && clean.result).toEqual(answer(third));
    });

    it(`leaves out ${kind} once a learning page showed the model leaving it out`, () => {
      const recipe = learn([withAd(first, ad, 2), second]);
      for (const at of [0, 1, 3]) {
        const got = replay(recipe, withAd(third, { ...ad, name: 'Bark Chips' }, at));
        expect(got.ok && got.result).toEqual(answer(third));
      }
    });
  }

  it('a label learned as an icon’s title also marks a card that shows it as text', () => {
    const icon = mix({ extra: '<span class="pot-flag" title="Paid spot"></span>' });
    const recipe = learn([withAd(first, icon, 1), second]);
    const text: Pot = { name: 'Bark Chips', price: '$4.00', extra: '<b class="pot-tag">Paid spot</b>' };
    const got = replay(recipe, withAd(third, text, 2));
    expect(got.ok && got.result).toEqual(answer(third));
  });
});

describe('recipes: what records show alike is no ad mark', () => {
  it('records linking into several folders: a new folder is a record’s', () => {
    const filed = (pots: Pot[], shelf: string[]): Pot[] =>
      pots.map((p, i) => ({ ...p, href: `/${shelf[i % shelf.length]}/${slug(p.name)}` }));
    const recipe = learn([filed(first, ['shade', 'sun']), filed(second, ['sun', 'indoor'])]);
    expect(recipe.lists[0]?.kinds?.record).toContain('link:under:*');
    const got = replay(recipe, filed(third, ['wetland', 'shade']));
    expect(got.ok && got.result).toEqual(answer(third));
  });

  it('a description every record shows, in words of its own, is no new kind', () => {
    const described = (pots: Pot[]): Pot[] =>
      pots.map((p) => ({ ...p, blurb: `Likes damp shade and a north facing wall, grows to ${p.price.length} feet` }));
    const recipe = learn([described(first), described(second)]);
    const got = replay(
      recipe,
      described(third).map((p, i) =>
        i === 1 ? { ...p, blurb: 'A slow grower that keeps its fronds all winter long' } : p,
      ),
    );
    expect(got.ok && got.result).toEqual(answer(third));
  });
});

describe('recipes: a label is compared with the values as words', () => {
  it('an “Ad” badge on a card whose name holds the letters “ad” is still an ad label', () => {
    const recipe = learn([first, second]);
    const ad: Pot = { name: 'Glade Moss', price: '$3.00', extra: '<b class="pot-tag">Ad</b>' };
    const got = replay(recipe, withAd(third, ad, 1));
    expect(got.ok && got.result).toEqual(answer(third));
  });
});

describe('recipes: an ad learned with two new marks at once', () => {
  const ad = mix({ noPrice: true, extra: '<b class="pot-tag">Staff pick</b>' });

  it('shuts out a card only when it shows both: a record with one of them is not dropped unseen', () => {
    const recipe = learn([withAd(first, ad, 1), second]);
    expect(recipe.lists[0]?.kinds?.skip).toHaveLength(1);
    expect(recipe.lists[0]?.kinds?.skip[0]?.split('\n')).toHaveLength(2);
    const picked = third.map((p, i) => (i === 2 ? { ...p, extra: '<b class="pot-tag">Staff pick</b>' } : p));
    const got = replay(recipe, picked);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toContain('it shows “staff pick”');
  });

  it('still leaves out a card that shows both', () => {
    const recipe = learn([withAd(first, ad, 1), second]);
    const got = replay(recipe, withAd(third, { ...ad, name: 'Bark Chips' }, 2));
    expect(got.ok && got.result).toEqual(answer(third));
  });
});
