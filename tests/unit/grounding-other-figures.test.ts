import { describe, expect, it } from 'vitest';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * Any figure of the page's item (a quote's change, its change in per cent) found only in a block
 * that prices other items ("Others also watch", under a heading in any language) is that other
 * item's. Made-up funds and figures.
 */
const url = 'https://quotes.test/q/wrl';
const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    change: { type: 'number' },
    percent_change: { type: 'number' },
  },
};
const prompt = 'The quote: name, price, change and change in per cent';

function page(change: string, pct: string): string {
  return `<html><body><main>
<section class="quote"><h1>Wrenlow Growth Fund</h1><div class="q-price"><span class="p">412,07 €</span> <span class="c">${change}</span> <span class="pc">${pct}</span></div>
<table><tr><th>Open</th><td>415,20 €</td></tr><tr><th>Volume</th><td>81 204</td></tr></table></section>
<section class="also"><h2>Andere sahen sich an</h2><ul>
<li><a href="/q/brk">Brackwater Income</a> <span class="p">98,40 €</span> <span class="c">+1,84</span> <span class="pc">+0,64 %</span></li>
<li><a href="/q/tml">Tamlin Select</a> <span class="p">203,11 €</span> <span class="c">−2,02</span> <span class="pc">−0,99 %</span></li>
</ul></section></main></body></html>`;
}

describe('a figure of the page’s item', () => {
  it('is misplaced when only another item’s card shows it', () => {
    const flagged = flaggedOnPage({
      html: page('−3,51', '−0,85 %'),
      url,
      prompt,
      schema,
      result: { name: 'Wrenlow Growth Fund', price: 412.07, change: 1.84, percent_change: 0.64 },
    });
    expect(flagged).toEqual(['/change', '/percent_change']);
  });

  it('is in place where the item shows it, also written with a minus sign', () => {
    const flagged = flaggedOnPage({
      html: page('−3,51', '−0,85 %'),
      url,
      prompt,
      schema,
      result: { name: 'Wrenlow Growth Fund', price: 412.07, change: -3.51, percent_change: -0.85 },
    });
    expect(flagged).toEqual([]);
  });

  it('is in place when the item shows it too, though a card shows the same figure', () => {
    const flagged = flaggedOnPage({
      html: page('+1,84', '+0,45 %'),
      url,
      prompt,
      schema,
      result: { name: 'Wrenlow Growth Fund', price: 412.07, change: 1.84, percent_change: 0.45 },
    });
    expect(flagged).toEqual([]);
  });
});
