import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { describeRecipe, learnRecipe, recipeSchema, replayRecipe, viewPage, type Recipe } from '../../lib/recipes';
import { outlineParts } from '../../lib/recipes/page-text';

/** Learns from answered pages; fails the test with the learner's reason when nothing is learned. */
function learn(pages: Array<{ html: string; answer: unknown }>, schema: unknown): Recipe {
  const outcome = learnRecipe(
    pages.map((p, i) => ({ doc: parseHtmlDocument(p.html), url: `https://shop.test/item/${i}`, result: p.answer })),
    schema,
    { id: 'r', now: 0 },
  );
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.recipe;
}

function replay(recipe: Recipe, html: string, schema: unknown): ReturnType<typeof replayRecipe> {
  return replayRecipe(viewPage(parseHtmlDocument(html), 'https://shop.test/item/9'), recipe, schema);
}

/** A made-up venue page: an optional landmark line, the street, then "City, ST 12345" as three links. */
function venuePage(v: {
  name: string;
  landmark?: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  cityLine?: string;
}): string {
  const cityLine =
    v.cityLine ??
    `<a href="/c/${v.city.length}" class="place">${v.city}</a>,&nbsp;<a href="/s" class="place">${v.state}</a> <a href="/z" class="place">${v.zip}</a>`;
  return `<!DOCTYPE html><html><head><title>${v.name}</title></head><body>
    <div id="menu"><a href="/">Home</a> <a href="/about">About</a></div>
    <div id="card">
      <h1>${v.name}</h1>
      ${v.landmark ? `<h5><a href="/l" class="place">${v.landmark}</a></h5>` : ''}
      <h5>${v.street} <a id="map" href="/map">map</a></h5>
      <h5>${cityLine}</h5>
      <h5>Open daily</h5>
    </div>
    <div id="footer">Contact</div>
    </body></html>`;
}

const venueSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, address: { type: 'array', items: { type: 'string' } } },
  required: ['name', 'address'],
};

const venue = (v: Parameters<typeof venuePage>[0]): { html: string; answer: unknown } => ({
  html: venuePage(v),
  answer: { name: v.name, address: [v.street, v.city, v.state, v.zip] },
});

describe('recipes: a value read by its line outline', () => {
  const blueDoor = venue({
    name: 'Blue Door',
    landmark: 'Harbor Mall',
    street: '12 Pine St.',
    city: 'Quillmere',
    state: 'QA',
    zip: '40417',
  });

  it('splits a line into the runs of its outline, in the page spelling', () => {
    expect(outlineParts('Upper Brackenford, QA 40417')).toEqual(['Upper Brackenford', 'QA', '40417']);
    expect(outlineParts('Price: $2,318.00 (was $2,475)')).toEqual(['Price', '2,318.00', 'was', '2,475']);
    expect(outlineParts('')).toEqual([]);
  });

  it('reads city, state and zip by the line shape when an optional line before them moves them', () => {
    const recipe = learn(
      [blueDoor, venue({ name: 'Red Lamp', street: '9 Elm Ave.', city: 'Quillmere', state: 'QA', zip: '40418' })],
      venueSchema,
    );
    const address = recipe.fields.find((f) => f.name === 'address');
    expect(address?.slots?.some((s) => s.part !== undefined && s.lines !== undefined)).toBe(true);
    // Neither the learned city ("Quillmere,") nor a position among the lines is an anchor.
    expect(JSON.stringify(address)).not.toContain('Quillmere');
    for (const landmark of ['Old Mill', undefined]) {
      const page = venuePage({
        name: 'Green Cup',
        landmark,
        street: '400 Oak Rd.',
        city: 'Brindle Cove',
        state: 'ZV',
        zip: '30911',
      });
      const got = replay(recipe, page, venueSchema);
      expect(got.ok && got.result).toEqual({
        name: 'Green Cup',
        address: ['400 Oak Rd.', 'Brindle Cove', 'ZV', '30911'],
      });
    }
    expect(
      describeRecipe(recipe)
        .find((f) => f.name === 'address')
        ?.reads.join(' '),
    ).toContain('of the line shaped "a, a 9"');
  });

  it('refuses a page whose line no longer has the learned outline', () => {
    const recipe = learn(
      [blueDoor, venue({ name: 'Red Lamp', street: '9 Elm Ave.', city: 'Tallowby', state: 'QA', zip: '40733' })],
      venueSchema,
    );
    // The zip is gone: "Ashcombe, QA" is not "a, a 9", and no part is read from it.
    const page = venuePage({
      name: 'Green Cup',
      street: '400 Oak Rd.',
      city: 'Ashcombe',
      state: 'QA',
      zip: '',
      cityLine: '<a href="/c" class="place">Ashcombe</a>, <a href="/s" class="place">QA</a>',
    });
    const got = replay(recipe, page, venueSchema);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toContain('address');
  });
});

/** A made-up product page: the maker's shop link in capitals, then a spec table with two spellings. */
function gearPage(g: { title: string; shop: string; maker?: string; brand?: string }): string {
  return `<!DOCTYPE html><html><head><title>${g.title}</title></head><body>
    <div id="nav"><a href="/">Home</a> <a href="/cart">Cart</a></div>
    <h1 id="product">${g.title}</h1>
    <div>Gear &gt; Outdoor</div>
    <a class="shop" href="/shop/${g.shop.length}">${g.shop}</a>
    <div class="price">Price: $10.00</div>
    <ul class="specs">
      ${g.maker ? `<li><div class="k">Maker:</div><div class="v">${g.maker}</div></li>` : ''}
      <li><div class="k">Weight:</div><div class="v">2 lb</div></li>
      ${g.brand ? `<li><div class="k">Brand:</div><div class="v">${g.brand}</div></li>` : ''}
    </ul>
    <div id="footer">Help</div>
    </body></html>`;
}

const gearSchema = {
  type: 'object',
  properties: { title: { type: 'string' }, maker: { type: 'array', items: { type: 'string' } } },
  required: ['title', 'maker'],
};

describe('recipes: array values pooled from several places', () => {
  const acme = {
    html: gearPage({ title: 'Trail Tent', shop: 'ACME', maker: 'Acme', brand: 'Acme' }),
    answer: { title: 'Trail Tent', maker: ['Acme', 'ACME'] },
  };
  const north = {
    html: gearPage({ title: 'Camp Stove', shop: 'NORTHWIND', maker: 'Northwind Traders Ltd', brand: 'Northwind' }),
    answer: { title: 'Camp Stove', maker: ['Northwind', 'Northwind Traders Ltd', 'NORTHWIND'] },
  };

  it('gathers every spelling, two on one page and three on the next, each once', () => {
    const recipe = learn([acme, north], gearSchema);
    const maker = recipe.fields.find((f) => f.name === 'maker');
    expect(maker?.pool).toBe('exact');
    expect(maker?.slots?.length).toBe(3);
    const three = replay(
      recipe,
      gearPage({ title: 'Lamp', shop: 'ZETA', maker: 'Zeta Works Inc', brand: 'Zeta' }),
      gearSchema,
    );
    expect(three.ok && [...(three.result.maker as string[])].sort()).toEqual(['ZETA', 'Zeta', 'Zeta Works Inc']);
    const two = replay(recipe, gearPage({ title: 'Lamp', shop: 'ZETA', maker: 'Zeta', brand: 'Zeta' }), gearSchema);
    expect(two.ok && [...(two.result.maker as string[])].sort()).toEqual(['ZETA', 'Zeta']);
  });

  it('refuses a page where one of the places is missing rather than serve fewer spellings', () => {
    const recipe = learn([acme, north], gearSchema);
    const got = replay(recipe, gearPage({ title: 'Lamp', shop: 'ZETA', maker: 'Zeta Works Inc' }), gearSchema);
    expect(got.ok).toBe(false);
    expect(!got.ok && got.reason).toBe('maker not found on the page');
  });

  it('refuses a page where case would change the answer when the learning answers never showed which', () => {
    const vantle = {
      html: gearPage({ title: 'Kettle', shop: 'VANTLE', maker: 'Vantle Goods Co', brand: 'Vantleon' }),
      answer: { title: 'Kettle', maker: ['Vantleon', 'Vantle Goods Co', 'VANTLE'] },
    };
    const peak = {
      html: gearPage({ title: 'Rope', shop: 'PEAK', maker: 'Summit Gear LLC', brand: 'Peakline' }),
      answer: { title: 'Rope', maker: ['Peakline', 'Summit Gear LLC', 'PEAK'] },
    };
    const recipe = learn([vantle, peak], gearSchema);
    expect(recipe.fields.find((f) => f.name === 'maker')?.pool).toBe('unsure');
    const clear = replay(
      recipe,
      gearPage({ title: 'Lamp', shop: 'ZETA', maker: 'Zeta Works Inc', brand: 'Zetan' }),
      gearSchema,
    );
    expect(clear.ok).toBe(true);
    const unclear = replay(recipe, gearPage({ title: 'Lamp', shop: 'ZETA', maker: 'Zeta', brand: 'Zeta' }), gearSchema);
    expect(unclear.ok).toBe(false);
    expect(!unclear.ok && unclear.reason).toContain('maker read two ways');
  });

  it('does not read one place twice for two spellings that differ only in case', () => {
    const trundle = {
      html: gearPage({ title: 'Auger', shop: 'TRUNDLE', maker: 'Trundle', brand: 'Trundle' }),
      answer: { title: 'Auger', maker: ['Trundle', 'TRUNDLE'] },
    };
    const recipe = learn([acme, trundle], gearSchema);
    const got = replay(recipe, gearPage({ title: 'Lamp', shop: 'ZETA', maker: 'Zeta', brand: 'Zeta' }), gearSchema);
    expect(got.ok && [...(got.result.maker as string[])].sort()).toEqual(['ZETA', 'Zeta']);
    // The spec rows were places of the field too: a third spelling there is read, not lost.
    const three = replay(
      recipe,
      gearPage({ title: 'Lamp', shop: 'ZETA', maker: 'Zeta Works Inc', brand: 'Zeta' }),
      gearSchema,
    );
    expect(three.ok && [...(three.result.maker as string[])].sort()).toEqual(['ZETA', 'Zeta', 'Zeta Works Inc']);
  });

  it('keeps no reading that gives one spelling twice where the answer gave two', () => {
    // A sidebar of the maker's other items reads "Acme" twice: case folded, that is the answer.
    const sidebar =
      '<ul id="more"><li><a class="side" href="/1">Acme Pro Tarp</a></li><li><a class="side" href="/2">Acme Pro Lamp</a></li></ul>';
    const withSidebar = (title: string, shop: string, maker: string): string =>
      gearPage({ title, shop, maker, brand: maker }).replace('<div id="footer">', `${sidebar}<div id="footer">`);
    const outcome = learnRecipe(
      ['Trail Tent', 'Camp Stove'].map((title, i) => ({
        doc: parseHtmlDocument(withSidebar(title, 'ACME', 'Acme')),
        url: `https://shop.test/item/${i}`,
        result: { title, maker: ['Acme', 'ACME'] },
      })),
      gearSchema,
      { id: 'r', now: 0 },
    );
    const maker = outcome.ok ? outcome.recipe.fields.find((f) => f.name === 'maker') : undefined;
    expect(JSON.stringify(maker ?? null)).not.toContain('side');
  });

  it('learns no pooled reading from pages that all gave the same answer', () => {
    const again = { ...acme, html: gearPage({ title: 'Trail Tarp', shop: 'ACME', maker: 'Acme', brand: 'Acme' }) };
    const outcome = learnRecipe(
      [acme, again].map((p, i) => ({
        doc: parseHtmlDocument(p.html),
        url: `https://shop.test/item/${i}`,
        result: p.answer,
      })),
      gearSchema,
      { id: 'r', now: 0 },
    );
    const maker = outcome.ok ? outcome.recipe.fields.find((f) => f.name === 'maker') : undefined;
    expect(maker?.pool).toBeUndefined();
  });
});

describe('recipes: several values of a list', () => {
  const listPage = (tags: string[]): string => `<!DOCTYPE html><html><body>
    <div id="main"><h1>Item</h1><h4>Tags</h4><ul><li><a href="/t">${tags.join('</a></li><li><a href="/t">')}</a></li></ul>
    <h4>Also</h4><ul><li><a href="/o">Other</a></li></ul></div></body></html>`;
  const schema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } };

  it('reads every item of a list learned from pages with the same number of items, not fixed positions', () => {
    const recipe = learn(
      [
        { html: listPage(['Red', 'Blue']), answer: { tags: ['Red', 'Blue'] } },
        { html: listPage(['Green', 'Gold']), answer: { tags: ['Green', 'Gold'] } },
      ],
      schema,
    );
    expect(recipe.fields[0]?.slots).toBeUndefined();
    const got = replay(recipe, listPage(['Teal', 'Pink', 'Gray']), schema);
    expect(got.ok && got.result).toEqual({ tags: ['Teal', 'Pink', 'Gray'] });
  });
});

describe('recipes: stored recipes stay readable', () => {
  it('parses a recipe stored before line parts and pooled slots existed', () => {
    const old = {
      version: 1,
      id: 'old',
      fields: [
        {
          name: 'address',
          type: 'string',
          array: true,
          required: true,
          slots: [{ locator: { by: 'css', selector: '#map' }, read: 'prev-text' }],
          maxLength: 30,
        },
        {
          name: 'phones',
          type: 'string',
          array: true,
          required: false,
          picks: [{ locator: { by: 'css', selector: '.contact' }, read: 'text', lines: '(9) 9-9' }],
          maxLength: 14,
        },
      ],
    };
    const parsed = recipeSchema.parse(old);
    expect(parsed.fields[0]?.pool).toBeUndefined();
    expect(parsed.fields[1]?.picks[0]?.part).toBeUndefined();
    expect(() => recipeSchema.parse({ ...old, fields: [{ ...old.fields[0], pool: 'sometimes' }] })).toThrow();
  });
});
