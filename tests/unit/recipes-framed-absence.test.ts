import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * Made-up bag pages: a review count shown as "(12)" under a class that another build of the
 * template moves. Its place found nowhere is no absence while a value framed the same way is
 * still on the page; with no such value, the count is absent.
 */
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, review_count: { type: 'integer' } },
  required: ['name'],
};

const bagPage = (name: string, count: string | null, cls = 'rc-link'): string =>
  `<html><body><main><h1 class="bag-title">${name}</h1>${
    count === null ? '' : `<div class="rc-row"><a href="#reviews" class="${cls}">(${count})</a></div>`
  }<p class="blurb">Waxed canvas, brass buckles.</p></main></body></html>`;

const AT = 'https://bags.test/p/';

describe('an optional count whose place is gone', () => {
  const recipe = learnStored(
    [
      { html: bagPage('Tarrow Satchel', '12'), answer: { name: 'Tarrow Satchel', review_count: 12 } },
      { html: bagPage('Fenlow Tote', null), answer: { name: 'Fenlow Tote' } },
      { html: bagPage('Brisket Duffel', '340'), answer: { name: 'Brisket Duffel', review_count: 340 } },
    ],
    schema,
    AT,
  );

  it('is read where it was learned, and absent on a page that shows no such count', () => {
    expect(replayOn(recipe, bagPage('Oxle Sling', '57'), schema, AT)).toMatchObject({
      ok: true,
      result: { name: 'Oxle Sling', review_count: 57 },
    });
    const none = replayOn(recipe, bagPage('Oxle Sling', null), schema, AT);
    expect(none).toMatchObject({ ok: true, result: { name: 'Oxle Sling' } });
    if (none.ok) expect(none.result).not.toHaveProperty('review_count');
  });

  it('is not served as absent while a value framed as it was is on the page (another wrapper, other classes)', () => {
    const moved = bagPage('Oxle Sling', '57', 'text-sm underline');
    const rebuilt = moved.replace('<div class="rc-row">', '<span class="flex">').replace('#reviews', '#ratings');
    const out = replayOn(recipe, rebuilt, schema, AT);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toContain('review_count');
  });
});

/**
 * Made-up lamp pages whose rating is read out of a star widget's label ("4,5 of 5 stars"), in a
 * class a cookie notice's label ("Cookies") shares: the notice shows neither the frame's words nor
 * a figure, so it is not the rating's place.
 */
describe('a framed number whose class another label shares', () => {
  const ratedSchema = {
    type: 'object',
    properties: { name: { type: 'string' }, rating: { type: 'number' } },
    required: ['name'],
  };
  const lampPage = (name: string, rating: string | null): string =>
    `<html><body><div role="dialog" aria-label="Cookies" class="text-sm"><p>We bake cookies.</p></div><main><h1 class="lamp-title">${name}</h1>${
      rating === null ? '' : `<div role="img" aria-label="${rating} of 5 stars" class="text-sm">★★★★★</div>`
    }<p class="blurb">Brass arm, linen shade.</p></main></body></html>`;
  const recipe = learnStored(
    [
      { html: lampPage('Arden Lamp', '4,5'), answer: { name: 'Arden Lamp', rating: 4.5 } },
      { html: lampPage('Bexley Lamp', '3,8'), answer: { name: 'Bexley Lamp', rating: 3.8 } },
    ],
    ratedSchema,
    AT,
  );

  it('is served absent where the widget is gone', () => {
    const out = replayOn(recipe, lampPage('Corran Lamp', null), ratedSchema, AT);
    expect(out).toMatchObject({ ok: true, result: { name: 'Corran Lamp' } });
  });

  it('is not, where a label of that class shows a figure in other words', () => {
    const reworded = lampPage('Corran Lamp', null).replace(
      '</main>',
      '<div aria-label="Rated 4" class="text-sm"></div></main>',
    );
    expect(replayOn(recipe, reworded, ratedSchema, AT).ok).toBe(false);
  });
});

describe('a height written "512 m", absent from a peak’s page', () => {
  const peak = (name: string, height: number | null, year: number) =>
    `<html><body><main><h1>${name}</h1><table class="facts"><tr><th>Height</th><td>2,100&nbsp;m</td></tr>${
      height === null ? '' : `<tr><th>Rise</th><td>${height}&nbsp;m</td></tr>`
    }<tr><th>Climbed</th><td>${year}</td></tr></table><nav><a href="#a">Meadows</a></nav><p>More ${extra}</p></main></body></html>`;
  let extra = '';
  const heightSchema = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      height_m: { type: 'integer' },
      rise_m: { type: 'integer' },
      climbed: { type: 'string' },
    },
    required: ['name'],
  };
  const recipe = learnStored(
    [
      {
        html: peak('Quill Top', 512, 1851),
        answer: { name: 'Quill Top', height_m: 2100, rise_m: 512, climbed: '1851' },
      },
      {
        html: peak('Fenn Crag', 740, 1902),
        answer: { name: 'Fenn Crag', height_m: 2100, rise_m: 740, climbed: '1902' },
      },
    ],
    heightSchema,
    AT,
  );

  it('is absent though a year ends a line and the next line opens with an "M", and other figures are in metres', () => {
    const got = replayOn(recipe, peak('Ossary Peak', null, 1888), heightSchema, AT);
    expect(got).toMatchObject({ ok: true, result: { name: 'Ossary Peak', height_m: 2100, climbed: '1888' } });
    if (got.ok) expect(got.result).not.toHaveProperty('rise_m');
  });

  it('is not absent while the page shows a height in metres no other field read', () => {
    extra = 'rising 615 m above the pass';
    const got = replayOn(recipe, peak('Ossary Peak', null, 1888), heightSchema, AT);
    extra = '';
    expect(got.ok).toBe(false);
  });
});
