import { describe, expect, it } from 'vitest';
import { learnStored, replayOn } from './support/recipe-learning';

/**
 * A made-up flat-letting site: the heading names the town ("Bright loft in Hallow"), and a line
 * below it says where the flat is ("Where: Hallow", or "Eastgate, Hallow" when the flat is in a
 * quarter of the town). The heading wears three classes, so three selectors read the town from
 * it; they agree by construction, and as the only backups they would hide that the heading is not
 * where the answer stands.
 */
const flat = (
  n: number,
  title: string,
  town: string,
  where: string,
  label = 'Where:',
): string => `<!DOCTYPE html><html><body>
  <header><a href="/">Flat Finder</a><nav><a href="/">Home</a> <a href="/browse">Browse</a></nav></header>
  <main><nav class="bold big" aria-label="breadcrumb"><a href="/">Home</a> › <a href="/flats">Flats</a> › <span>${title} in ${town}</span></nav>
  <article class="rounded border">
    <h1 class="bold big small">${title} in ${town}</h1>
    <div class="big bold muted grey"><span class="tag grid">${label}</span> ${where}</div>
    <div class="cost">£ ${n}40 000</div>
    <section><h2>About the flat</h2><p>Flat ${n}: a quiet street, close to the shops and the river.</p></section>
  </article>
  <section><h2>You may also like</h2><ul>
    <li><a href="/f/${n}1" class="bold big small">Studio in Marrow</a> <span class="cost">£ 1${n}0 000</span> · <span class="big bold muted grey"><span class="tag grid">Where:</span> Marrow</span></li>
    <li><a href="/f/${n}2" class="bold big small">Loft in Quill</a> <span class="cost">£ 2${n}0 000</span> · <span class="big bold muted grey"><span class="tag grid">Where:</span> Upton, Quill</span></li>
  </ul></section></main></body></html>`;

const schema = {
  type: 'object',
  properties: { title: { type: 'string' }, price: { type: 'number' }, location: { type: 'string' } },
};
const AT = 'https://flats.test/f/';
const answer = (n: number, title: string, where: string) => ({ title, price: Number(`${n}40000`), location: where });

const pages = [
  { html: flat(1, 'Bright loft', 'Hallow', 'Hallow'), answer: answer(1, 'Bright loft in Hallow', 'Hallow') },
  {
    html: flat(2, 'Quiet studio', 'Penrith', 'Penrith', 'Location:'),
    answer: answer(2, 'Quiet studio in Penrith', 'Penrith'),
  },
];
describe('recipes: backups that read the first reading’s own element', () => {
  const recipe = learnStored(pages, schema, AT);

  it('do not stand in for a cross-check read elsewhere: a town in the heading is not the line’s “quarter, town”', () => {
    const got = replayOn(recipe, flat(3, 'Sunny flat', 'Hallow', 'Eastgate, Hallow'), schema, AT);
    if (got.ok) expect(got.result).toEqual(answer(3, 'Sunny flat in Hallow', 'Eastgate, Hallow'));
  });

  it('still serve the pages where the heading and the line agree', () => {
    const got = replayOn(recipe, flat(4, 'Tall house', 'Cobb', 'Cobb'), schema, AT);
    expect(got.ok && got.result).toEqual(answer(4, 'Tall house in Cobb', 'Cobb'));
  });
});

describe('recipes: a value cut out of another value of the answer', () => {
  const recipe = learnStored(pages, schema, AT);

  it('ranks below a place of its own (the town in the title, below the “Where:” line)', () => {
    const got = replayOn(recipe, flat(5, 'Sunny flat', 'Hallow', 'Eastgate, Hallow'), schema, AT);
    expect(got.ok && got.result).toEqual(answer(5, 'Sunny flat in Hallow', 'Eastgate, Hallow'));
  });
});
