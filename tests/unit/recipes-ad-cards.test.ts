import { describe, expect, it } from 'vitest';
import { describeRecipe, recipeSchema, type Recipe } from '../../lib/recipes';
import { listRuleSchema } from '../../lib/recipes/recipe';
import { nameAndPriceList } from '../support/name-and-price-list';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Ads with no class of their own: a made-up cheese shop whose promoted cards have the records'
 * very markup and differ only by a badge word, a link, a data attribute, a missing price, or by
 * being a copy of a record in the first slot.
 */
interface Wheel {
  name: string;
  price?: string;
  href?: string;
  badge?: string;
  attr?: string;
  /** Not a record: the model leaves it out. */
  ad?: boolean;
}

const slug = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

function shelf(wheels: Wheel[]): string {
  const card = (w: Wheel): string =>
    `<li class="wheel"${w.attr ? ` ${w.attr}` : ''}><a class="wheel-name" href="${w.href ?? `/cheese/${slug(w.name)}`}">${w.name}</a>` +
    `${w.price ? `<span class="wheel-cost">${w.price}</span>` : ''}${w.badge ? `<b class="flag">${w.badge}</b>` : ''}</li>`;
  return `<!DOCTYPE html><html><body><header><a href="/">Cheese cellar</a></header><main><h1>Hard cheeses</h1>
    <ul class="wheels">${wheels.map(card).join('')}</ul></main></body></html>`;
}

const schema = nameAndPriceList('cheeses');

const answer = (wheels: Wheel[]) => ({
  cheeses: wheels.filter((w) => !w.ad).map((w) => ({ name: w.name, price: Number(w.price?.replace(/[^\d.]/g, '')) })),
});

const AT = 'https://cellar.test/c/hard-';
const learn = (pages: Wheel[][], answers: unknown[] = pages.map(answer)): Recipe =>
  learnStored(
    pages.map((wheels, i) => ({ html: shelf(wheels), answer: answers[i] })),
    schema,
    AT,
    'cellar',
  );
const replay = (recipe: Recipe, wheels: Wheel[]) => replayOn(recipe, shelf(wheels), schema, AT);

const plain: Wheel[] = [
  { name: 'Old Byre', price: '$14.00', badge: 'new' },
  { name: 'Fenwick Blue', price: '$19.50' },
  { name: 'Mossley Crumble', price: '$11.25' },
];
const more: Wheel[] = [
  { name: 'Larkspur Tomme', price: '$22.00' },
  { name: 'Hollin Gouda', price: '$16.40', badge: 'new' },
  { name: 'Ashby Reserve', price: '$31.00' },
];
const later: Wheel[] = [
  { name: 'Quarry Cheddar', price: '$12.80' },
  { name: 'Pennant Brie', price: '$17.10', badge: 'new' },
  { name: 'Wold Smoked', price: '$13.60' },
];

/** `later` with an ad put at `at`. */
const withAd = (ad: Wheel, at = 1): Wheel[] => [...later.slice(0, at), { ...ad, ad: true }, ...later.slice(at)];

describe('recipes: ads with the records’ markup are learned from what the model left out', () => {
  const cases: Array<{ kind: string; seen: Wheel; next: Wheel }> = [
    {
      kind: 'a badge word in the records’ own badge element',
      seen: { name: 'Vale Spread', price: '$4.00', badge: 'Promoted' },
      next: { name: 'Crag Crackers', price: '$3.10', badge: 'Promoted' },
    },
    {
      kind: 'a link to another host',
      seen: { name: 'Vale Spread', price: '$4.00', href: 'https://makers-one.example/spread' },
      next: { name: 'Crag Crackers', price: '$3.10', href: 'https://makers-two.example/crackers' },
    },
    {
      kind: 'a tracking redirect on the shop’s own host',
      seen: { name: 'Vale Spread', price: '$4.00', href: '/click?dest=https%3A%2F%2Fmakers.example%2Fspread' },
      next: { name: 'Crag Crackers', price: '$3.10', href: '/click?dest=https%3A%2F%2Fothers.example%2Fc' },
    },
    {
      kind: 'a data attribute',
      seen: { name: 'Vale Spread', price: '$4.00', attr: 'data-boost="yes"' },
      next: { name: 'Crag Crackers', price: '$3.10', attr: 'data-boost="yes"' },
    },
    {
      kind: 'no price',
      seen: { name: 'Vale Spread', badge: 'new' },
      next: { name: 'Crag Crackers' },
    },
  ];
  for (const { kind, seen, next } of cases) {
    it(`leaves out a card told apart by ${kind}`, () => {
      const recipe = learn([[...plain.slice(0, 2), { ...seen, ad: true }, ...plain.slice(2)], more]);
      expect(recipe.lists[0]?.kinds?.skip.length).toBeGreaterThan(0);
      const got = replay(recipe, withAd(next, 2));
      expect(got.ok && got.result).toEqual(answer(later));
      // The card left out is said, so the count of the page's cards finds the list whole.
      expect(got.ok && got.leftOut).toBe(1);
      // A page without an ad is served as before.
      const clean = replay(recipe, later);
      expect(clean.ok && clean.result).toEqual(answer(later));
      expect(clean.ok && clean.leftOut).toBe(0);
    });

    if (kind.startsWith('a badge word')) continue;
    it(`does not serve a card told apart by ${kind} when the learning pages never showed one`, () => {
      const recipe = learn([plain, more]);
      const got = replay(recipe, withAd(next, 2));
      expect(got.ok).toBe(false);
    });
  }

  it('does not serve a card with a badge word the learning pages never showed, when the word is no ad label', () => {
    const recipe = learn([plain, more]);
    const got = replay(recipe, withAd({ name: 'Crag Crackers', price: '$3.10', badge: 'Staff pick' }, 2));
    expect(got.ok).toBe(false);
  });

  for (const label of [
    { badge: 'Sponsored' },
    { badge: 'Anzeige' },
    { badge: 'Patrocinado' },
    { badge: '[Ad]' },
    { badge: 'Sponsored by Ridgeway Mills' },
    { attr: 'data-sponsored="1"' },
    { attr: 'data-ad-slot="top"' },
  ]) {
    it(`leaves out a card labelled as paid (${label.badge ?? label.attr}) the learning pages never showed`, () => {
      const recipe = learn([plain, more]);
      for (const at of [0, 2, 3]) {
        const got = replay(recipe, withAd({ name: 'Crag Crackers', price: '$3.10', ...label }, at));
        expect(got.ok && got.result).toEqual(answer(later));
      }
    });
  }

  it('keeps a record whose own badge is an ad word when the learning records showed it', () => {
    const tagged = (wheels: Wheel[]): Wheel[] => wheels.map((w, i) => (i === 1 ? { ...w, badge: 'Sponsored' } : w));
    const recipe = learn([tagged(plain), tagged(more)]);
    const got = replay(recipe, tagged(later));
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('names the unseen mark in the reason', () => {
    const recipe = learn([plain, more]);
    const badge = replay(recipe, withAd({ name: 'Crag Crackers', price: '$3.10', badge: 'House label' }));
    expect(!badge.ok && badge.reason).toContain('unlike the records learned is on the page (it shows “house label”)');
    const away = replay(recipe, withAd({ name: 'Crag Crackers', price: '$3.10', href: 'https://far.example/c' }));
    expect(!away.ok && away.reason).toContain('its link leads to another site');
    const marked = replay(recipe, withAd({ name: 'Crag Crackers', price: '$3.10', attr: 'data-boost="yes"' }));
    expect(!marked.ok && marked.reason).toContain('it is marked data-boost');
  });

  it('keeps a record whose badge the learning records showed, next to a left-out ad', () => {
    const recipe = learn([[...plain, { name: 'Vale Spread', price: '$4.00', badge: 'Promoted', ad: true }], more]);
    expect(recipe.lists[0]?.kinds?.skip).toEqual(['text:b.flag|promoted']);
    expect(describeRecipe(recipe).find((f) => f.name === 'cheeses[]')?.reads).toContain(
      'not counting a card where it shows “promoted”',
    );
    expect(recipe.lists[0]?.kinds?.record).toContain('text:b.flag|new');
    const got = replay(recipe, later);
    expect(got.ok && got.result).toEqual(answer(later));
  });
});

describe('recipes: values that vary from record to record tell no kind', () => {
  it('records that each link to their own site: a new site is a record, not an unseen kind', () => {
    const away = (wheels: Wheel[], tag: string): Wheel[] =>
      wheels.map((w, i) => ({ ...w, href: `https://dairy-${tag}${i}.example/${slug(w.name)}` }));
    const recipe = learn([away(plain, 'a'), away(more, 'b')]);
    expect(recipe.lists[0]?.kinds?.record).toContain('link:to:*');
    const got = replay(recipe, away(later, 'c'));
    expect(got.ok && got.result).toEqual(answer(later));
  });
});

describe('recipes: a seller named in each card', () => {
  it('a text that differs on nearly every record is free text, not a kind', () => {
    const sellers = ['Moor Dairy', 'Cobble Farm', 'Bramble Creamery', 'Oxbow Cellars', 'Thistle Barn', 'Wren Hill'];
    const sold = (wheels: Wheel[], from: number): Wheel[] =>
      wheels.map((w, i) => ({ ...w, badge: sellers[(from + i) % sellers.length] }));
    const recipe = learn([sold(plain, 0), sold(more, 3)]);
    expect(recipe.lists[0]?.kinds?.record).toContain('text:b.flag|*');
    const got = replay(
      recipe,
      sold(later, 2).map((w, i) => (i === 0 ? { ...w, badge: 'Kettle Yard' } : w)),
    );
    expect(got.ok && got.result).toEqual(answer(later));
  });
});

describe('recipes: a record shown twice', () => {
  it('keeps the copy the model counted (a featured copy in the first slot is left out)', () => {
    const copyFirst = (wheels: Wheel[], k: number): Wheel[] => [{ ...(wheels[k] as Wheel), ad: true }, ...wheels];
    const recipe = learn([copyFirst(plain, 2), more]);
    expect(recipe.lists[0]?.kinds?.copies).toBe('last');
    expect(describeRecipe(recipe).find((f) => f.name === 'cheeses[]')?.reads).toContain(
      'of a record shown twice, the last copy counts',
    );
    const got = replay(recipe, copyFirst(later, 1));
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('never learned which copy counts: serves only when either gives the same order', () => {
    const recipe = learn([plain, more]);
    const apart = replay(recipe, [{ ...(later[2] as Wheel), ad: true }, ...later]);
    expect(apart.ok).toBe(false);
    expect(!apart.ok && apart.reason).toContain('shown twice');
    const side = replay(recipe, [later[0] as Wheel, { ...(later[0] as Wheel), ad: true }, ...later.slice(1)]);
    expect(side.ok && side.result).toEqual(answer(later));
  });
});

describe('recipes: a first slot the learning pages showed holding a placement', () => {
  const copyFirst = (wheels: Wheel[], k: number): Wheel[] => [{ ...(wheels[k] as Wheel), ad: true }, ...wheels];
  const adFirst = (wheels: Wheel[]): Wheel[] => [
    { name: 'Vale Spread', price: '$4.00', href: 'https://makers.example/spread', ad: true },
    ...wheels,
  ];

  it('counts the later copy when a copy of a record stands in the first slot', () => {
    const recipe = learn([adFirst(plain), more]);
    expect(recipe.lists[0]?.kinds?.firstLeftOut).toBe(true);
    expect(recipe.lists[0]?.kinds?.copies).toBeUndefined();
    expect(describeRecipe(recipe).find((f) => f.name === 'cheeses[]')?.reads).toContain(
      'a copy of a later record in the first slot is a placement, not counted',
    );
    const got = replay(recipe, copyFirst(later, 2));
    expect(got.ok && got.result).toEqual(answer(later));
  });

  it('still sends the page to the model when the copy is not in the first slot', () => {
    const recipe = learn([adFirst(plain), more]);
    const got = replay(recipe, [later[0] as Wheel, { ...(later[2] as Wheel), ad: true }, ...later.slice(1)]);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toContain('shown twice');
  });

  it('learns nothing of the first slot from a placement further down', () => {
    const recipe = learn([
      [
        ...plain.slice(0, 2),
        { name: 'Vale Spread', price: '$4.00', href: 'https://makers.example/s', ad: true },
        ...plain.slice(2),
      ],
      more,
    ]);
    expect(recipe.lists[0]?.kinds?.firstLeftOut).toBeUndefined();
    expect(replay(recipe, copyFirst(later, 2)).ok).toBe(false);
  });
});

describe('recipes: a partial answer is not a contrast', () => {
  it('an answer with the first records only does not shut out the records after them', () => {
    const long: Wheel[] = [
      ...plain,
      { name: 'Tarn Pecorino', price: '$25.00', badge: 'bestseller' },
      { name: 'Glebe Havarti', price: '$15.00', badge: 'bestseller' },
      { name: 'Rook Stilton', price: '$27.00' },
      { name: 'Sedge Comté', price: '$29.00', badge: 'bestseller' },
    ];
    const recipe = learn([long], [answer(long.slice(0, 2))]);
    expect(recipe.lists[0]?.kinds?.skip).toEqual([]);
    const got = replay(recipe, long);
    expect(got.ok && got.result).toEqual(answer(long));
  });
});

describe('recipes: the list rule’s kinds are optional', () => {
  it('a list rule stored before kinds parses and replays as before', () => {
    const rule = listRuleSchema.parse({
      name: 'cheeses',
      container: 'li.wheel',
      fields: [
        {
          name: 'name',
          type: 'string',
          array: false,
          required: true,
          picks: [{ locator: { by: 'css', selector: 'a.wheel-name' }, read: 'text' }],
          maxLength: 40,
        },
        {
          name: 'price',
          type: 'number',
          array: false,
          required: true,
          picks: [{ locator: { by: 'css', selector: 'span.wheel-cost' }, read: 'text' }],
          maxLength: 10,
        },
      ],
    });
    expect(rule.kinds).toBeUndefined();
    const recipe = recipeSchema.parse({ version: 1, id: 'old', fields: [], lists: [rule] });
    const got = replay(recipe, later);
    expect(got.ok && got.result).toEqual(answer(later));
  });
});
