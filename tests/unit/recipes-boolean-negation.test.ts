import { describe, expect, it } from 'vitest';
import { runSequence, type SequencePage } from '@/bench/recipes-sequence';
import { impliedAnswer } from '@/lib/recipes/field-vocabulary';

/**
 * Made-up guesthouse pages whose learning pages all offer free cancellation. A later page says the
 * opposite, "Non-refundable", in the policy's own place or in a note elsewhere: the recipe reads
 * it as no, the question negated. A page whose only word on it is another guesthouse's card, or a
 * line about a charge, still goes to the model.
 */
interface House {
  name: string;
  price: number;
  policy: string;
  /** Where the policy line stands: its learned place, a note below the price, or nowhere. */
  at?: 'note' | 'none';
  /** The policy line's class, when a state wears its own ("policy--free"). */
  cls?: string;
  /** Another guesthouse's card below, with its own policy. */
  other?: string;
}
const housePage = (h: House): string =>
  `<!DOCTYPE html><html lang="en"><body><main><h1 class="name">${h.name}</h1>` +
  `<div class="offer"><p class="price">€${h.price} a night</p>` +
  (h.at === 'none'
    ? '</div>'
    : h.at === 'note'
      ? `</div><p class="note">${h.policy}</p>`
      : `<p class="${h.cls ?? 'policy'}">${h.policy}</p></div>`) +
  (h.other
    ? `<section class="near"><h2>Guests also viewed</h2><div class="card"><a href="/h/x">Elm Yard</a><span>€80</span><span>${h.other}</span></div>` +
      `<div class="card"><a href="/h/y">Ash Barn</a><span>€95</span><span>${h.other}</span></div></section>`
    : '') +
  '</main></body></html>';
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, free_cancellation: { type: 'boolean' } },
};
const run = (houses: House[], truth: Array<boolean | undefined>) =>
  runSequence(
    'houses',
    houses.map((h, i): SequencePage => ({
      url: `https://houses.test/h/${i + 1}`,
      html: housePage(h),
      truth: { name: h.name, price: h.price, ...(truth[i] === undefined ? {} : { free_cancellation: truth[i] }) },
    })),
    { prompt: 'The guesthouse: name, price, free cancellation.', schema },
  );

describe('recipes: a yes/no field said as the question negated', () => {
  it('reads "Non-refundable" as no where "Free cancellation" was learned as yes, in its place or elsewhere', async () => {
    const figures = await run(
      [
        { name: 'Gorse House', price: 70, policy: 'Free cancellation' },
        { name: 'Bracken Inn', price: 85, policy: 'Free cancellation' },
        { name: 'Sorrel Rooms', price: 64, policy: 'Free cancellation' },
        { name: 'Thistle Lodge', price: 92, policy: 'Non-refundable' },
        { name: 'Clover Court', price: 77, policy: 'Non-refundable', at: 'note' },
        { name: 'Yarrow Hall', price: 99, policy: 'Free cancellation' },
      ],
      [true, true, true, false, false, true],
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([]);
    expect(figures.served).toBe(4);
  }, 30_000);

  it('reads "Free cancellation" as yes where only "Non-refundable" was learned, as no', async () => {
    const figures = await run(
      [
        { name: 'Gorse House', price: 70, policy: 'Non-refundable', cls: 'policy-strict' },
        { name: 'Bracken Inn', price: 85, policy: 'Non-refundable', cls: 'policy-strict' },
        { name: 'Sorrel Rooms', price: 64, policy: 'Non-refundable', cls: 'policy-strict' },
        { name: 'Thistle Lodge', price: 92, policy: 'Free cancellation', cls: 'policy-flexible' },
        { name: 'Clover Court', price: 77, policy: 'Cancellation up to 3 days before', cls: 'policy-flexible' },
      ],
      [false, false, false, true, undefined],
    );
    expect(figures.wrong).toEqual([]);
    // A line on the question that neither negates nor grants it is no answer the recipe can give.
    expect(figures.misses).toEqual([expect.stringMatching(/^page 5: free_cancellation not found where/)]);
    expect(figures.served).toBe(2);
  }, 30_000);

  it('serves a page that says nothing of the question without it, when the learned phrases are words it knows', async () => {
    const houses = (said: string, otherwise: string): House[] => [
      { name: 'Gorse House', price: 70, policy: said },
      { name: 'Bracken Inn', price: 85, policy: said },
      { name: 'Sorrel Rooms', price: 64, policy: said },
      { name: 'Thistle Lodge', price: 92, policy: '', at: 'none' },
      { name: 'Clover Court', price: 77, policy: otherwise },
    ];
    const known = await run(houses('Gratis annuleren', 'Niet-restitueerbaar'), [true, true, true, undefined, false]);
    expect(known.wrong).toEqual([]);
    expect(known.misses).toEqual([]);
    expect(known.served).toBe(3);
  }, 30_000);

  it('sends the page to the model when only other items, or a charge, speak of it', async () => {
    const figures = await run(
      [
        { name: 'Gorse House', price: 70, policy: 'Free cancellation' },
        { name: 'Bracken Inn', price: 85, policy: 'Free cancellation' },
        { name: 'Sorrel Rooms', price: 64, policy: 'Free cancellation' },
        { name: 'Tansy Cottage', price: 58, policy: '', at: 'note', other: 'Non-refundable' },
        { name: 'Vetch Farm', price: 66, policy: 'No cancellation fee' },
      ],
      [true, true, true, undefined, true],
    );
    expect(figures.wrong).toEqual([]);
    expect(figures.misses).toEqual([expect.stringMatching(/^page 4: /), expect.stringMatching(/^page 5: /)]);
  }, 30_000);

  it('reads a phrase against a learned one on the same question only', () => {
    const yes = { text: 'free cancellation', value: true };
    expect(impliedAnswer(yes, 'non-refundable')).toBe(false);
    expect(impliedAnswer(yes, 'nicht erstattungsfahig')).toBe(false);
    expect(impliedAnswer(yes, 'no cancellation fee')).toBe(null);
    expect(impliedAnswer(yes, 'breakfast not included')).toBe(null);
    expect(impliedAnswer(yes, 'refundable')).toBe(null);
    expect(impliedAnswer({ text: 'non rimborsabile', value: false }, 'non remboursable')).toBe(false);
    const no = { text: 'niet-restitueerbaar', value: false };
    expect(impliedAnswer(no, 'gratis annuleren')).toBe(true);
    expect(impliedAnswer(no, 'kostenlose stornierung')).toBe(true);
    expect(impliedAnswer(no, 'annuleren tot 3 dagen vooraf')).toBe(null);
    expect(impliedAnswer(no, 'annuleren tegen kosten')).toBe(null);
    expect(impliedAnswer(no, 'ontbijt inbegrepen')).toBe(null);
  });
});
