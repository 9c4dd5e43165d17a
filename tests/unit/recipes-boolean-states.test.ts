import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { viewPage } from '@/lib/recipes';
import { learnBoolean, type BooleanInstance } from '@/lib/recipes/learn-boolean';

/**
 * What a boolean's place may say: a phrase or a mark, the same on every record that answered
 * alike. Made-up car-hire cards whose place, by chance, shows a day's price on some cards and a
 * supplier's score on others.
 */
const field = { name: 'free_cancellation', type: 'boolean' as const, array: false, required: false };

function records(cards: Array<[string, boolean]>, cls: string): BooleanInstance[] {
  const html = `<!DOCTYPE html><html><body><main>${cards
    .map(([text, _], i) => `<article class="car"><h3>Car ${i + 1}</h3><span class="${cls}">${text}</span></article>`)
    .join('')}</main></body></html>`;
  const view = viewPage(parseHtmlDocument(html), 'https://cars.test/search');
  const roots = Array.from(view.doc.querySelectorAll('article.car'));
  return cards.map(([, value], i) => ({ view, root: roots[i] ?? null, value }));
}

describe('recipes: a boolean’s states', () => {
  it('are told apart as they are read: texts that differ only in their counts cannot mean yes and no', () => {
    const got = learnBoolean(
      field,
      records(
        [
          ['Free cancellation', true],
          ['Non-refundable', false],
          ['£31 / day', true],
          ['£151 / day', false],
        ],
        'terms',
      ),
    );
    expect(got?.states.map((s) => s.text) ?? []).not.toContain('£31 / day');
  });

  it('are never a figure alone (a score that took two values on the learning records)', () => {
    const got = learnBoolean(
      field,
      records(
        [
          ['9.0', false],
          ['6.2', true],
          ['9.0', false],
          ['6.2', true],
        ],
        'score',
      ),
    );
    expect(got).toBeNull();
  });

  it('are never a text said once that does not name the question (a tour’s “4 hours” where the badge was missing)', () => {
    const got = learnBoolean(
      field,
      records(
        [
          ['Free cancellation', true],
          ['Non-refundable', false],
          ['4 hours', true],
          ['Free cancellation', true],
          ['Non-refundable', false],
        ],
        'terms',
      ),
    );
    expect(got?.states.map((s) => s.text) ?? []).not.toContain('4 hours');
  });

  it('are never a measure said on many records (a duration that happened to go with yes on every card)', () => {
    const got = learnBoolean(
      field,
      records(
        [
          ['2 hr', false],
          ['1 hr 30 min', true],
          ['3 hr', false],
          ['2 hr 15 min', true],
          ['5 hr', false],
        ],
        'length',
      ),
    );
    expect(got).toBeNull();
  });

  it('are found by the field’s words as a page in another language says them', () => {
    const hotel = (perk: string): BooleanInstance => ({
      view: viewPage(
        parseHtmlDocument(
          `<!DOCTYPE html><html><body><main><h1>Pension Almhof</h1><p class="perk">${perk}</p><p>Zimmer mit Blick</p></main></body></html>`,
        ),
        'https://stay.test/hotel/1',
      ),
      root: null,
      value: true,
    });
    const got = learnBoolean(field, [hotel('Kostenlose Stornierung'), hotel('Kostenlose Stornierung')]);
    expect(got?.states).toEqual([{ text: 'kostenlose stornierung', value: true }]);
  });

  it('read after a line naming the question need that line on every page: its absence is no “no”', () => {
    // The line is the answer here; the button after it says nothing, and a page that puts a note
    // between the two would read as "not refundable".
    const tour = (offer: boolean, group = ''): BooleanInstance => ({
      view: viewPage(
        parseHtmlDocument(
          `<!DOCTYPE html><html><body><main><h1>Harbour walk</h1><div class="book"><span class="from">from £40</span>${group}${
            offer ? '<p class="offer">Free cancellation</p>' : '<p class="terms">Non-refundable</p>'
          }<button>Book now</button></div></main></body></html>`,
        ),
        'https://tours.test/tour/1',
      ),
      root: null,
      value: offer,
    });
    const got = learnBoolean(field, [
      tour(true, '<p class="group">£120 for a private group</p>'),
      tour(true),
      tour(false),
    ]);
    expect(got?.pick.locator.by).not.toBe('after-line');
  });

  it('are never a phrase about another question (“Breakfast included” beside every free cancellation)', () => {
    const got = learnBoolean(
      field,
      records(
        [
          ['Breakfast included', true],
          ['Non-refundable', false],
          ['Breakfast included', true],
          ['Non-refundable', false],
        ],
        'perk',
      ),
    );
    expect(got).toBeNull();
  });

  it('of availability may speak of delivery (“Lieferbar”, “Nicht lieferbar”)', () => {
    const stock = { name: 'in_stock', type: 'boolean' as const, array: false, required: false };
    const got = learnBoolean(
      stock,
      records(
        [
          ['Lieferbar', true],
          ['Nicht lieferbar', false],
          ['Lieferbar', true],
          ['Nicht lieferbar', false],
        ],
        'stock',
      ),
    );
    expect(got?.states).toEqual([
      { text: 'lieferbar', value: true },
      { text: 'nicht lieferbar', value: false },
    ]);
  });

  it('still learn a phrase and its opposite', () => {
    const got = learnBoolean(
      field,
      records(
        [
          ['Free cancellation', true],
          ['Non-refundable', false],
          ['Free cancellation', true],
          ['Non-refundable', false],
        ],
        'terms',
      ),
    );
    expect(got?.states).toEqual([
      { text: 'free cancellation', value: true },
      { text: 'non-refundable', value: false },
    ]);
  });
});
