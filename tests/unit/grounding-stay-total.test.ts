import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * A made-up guest house: its price block shows the night's price ("64,50 € / Nacht", a price per
 * unit), the stay's total and the taxes. The total is what the page sells the stay at, and the
 * block that states it is the item's own, though other money figures stand beside it.
 */
const page = `<!DOCTYPE html><html><body><main>
<h1 class="name">Pension Almhof</h1><p class="where">Talweg 3, 6020 Ortsee</p>
<div class="price-box"><div class="night"><span class="amount">64<sup>50</sup>&nbsp;€</span> <span>/ Nacht</span></div>
<div class="total">322,50 € gesamt für 5 Nächte</div><div class="fees">+ 39,00 € Steuern und Gebühren</div>
<button>Reservieren</button></div>
<section><h2>Ausstattung</h2><ul><li>Parkplatz</li><li>Sauna</li></ul></section>
</main></body></html>`;
const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, price_per_night: { type: 'number' }, total_price: { type: 'number' } },
};

describe('grounding: a value in the block that states the item’s own price', () => {
  it('is in place, whatever other money figures stand around that block', () => {
    const flagged = flaggedOnPage({
      html: page,
      url: 'https://stays.test/hotel/almhof',
      prompt: 'The guest house: name, price per night and total price',
      schema,
      result: { name: 'Pension Almhof', price_per_night: 64.5, total_price: 322.5 },
    });
    expect(flagged).toEqual([]);
  });

  it('is in place beside a struck-through list price in the same block (“Deal €81 €64.50 / night”)', () => {
    const deal = page.replace(
      '<span class="amount">64<sup>50</sup>&nbsp;€</span>',
      '<span class="badge">Angebot</span> <del class="was">81,00 €</del> <span class="amount">64<sup>50</sup>&nbsp;€</span>',
    );
    const flagged = flaggedOnPage({
      html: deal,
      url: 'https://stays.test/hotel/almhof',
      prompt: 'The guest house: name, price per night and total price',
      schema,
      result: { name: 'Pension Almhof', price_per_night: 64.5, total_price: 322.5 },
    });
    expect(flagged).toEqual([]);
  });
});
