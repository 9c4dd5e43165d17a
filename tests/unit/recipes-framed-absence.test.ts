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
