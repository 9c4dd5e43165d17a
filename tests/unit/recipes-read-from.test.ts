import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { readField, type FieldReading } from '@/lib/recipes/read-field';
import { pickSchema } from '@/lib/recipes/recipe';
import { viewPage } from '@/lib/recipes/read';

/**
 * A field's reading says where its values came from, so the checks after it (a backup standing
 * alone, a figure cut across elements) look at those places without running the picks again.
 * A made-up lamp page: the price by its class, or by the buy box's second span.
 */
const lamp = (priceClass: string) =>
  viewPage(
    parseHtmlDocument(
      `<html><body><h1>Desk lamp</h1><div class="buy"><span>Price</span><span class="${priceClass}">24.50</span></div><p class="note">Ships in 2 days</p></body></html>`,
    ),
    'https://lamps.test/p/1',
  );

const pick = (selector: string) => pickSchema.parse({ locator: { by: 'css', selector }, read: 'text' });
const price: FieldReading = { picks: [pick('span.price'), pick('div.buy > span:nth-child(2)')] };

describe('where a field’s values came from', () => {
  it('names every reading that gave them and the elements read, the first reading found', () => {
    const view = lamp('price');
    const outcome = readField(view, price);
    if (!('values' in outcome)) throw new Error(`not read: ${JSON.stringify(outcome)}`);
    expect(outcome.values).toEqual(['24.50']);
    expect(outcome.from?.backupAlone).toBe(false);
    expect(outcome.from?.reads.map((r) => r.places.map((el) => el.textContent))).toEqual([['24.50'], ['24.50']]);
  });

  it('says a backup reading stood alone when the first found nothing', () => {
    const outcome = readField(lamp('amount'), price);
    if (!('values' in outcome)) throw new Error(`not read: ${JSON.stringify(outcome)}`);
    expect(outcome.values).toEqual(['24.50']);
    expect(outcome.from?.backupAlone).toBe(true);
    expect(outcome.from?.reads).toHaveLength(1);
    expect(outcome.from?.reads[0]?.pick).toBe(price.picks[1]);
  });

  it('leaves out a reading that gave none of the values', () => {
    const shaped: FieldReading = { picks: [pick('span.price'), pick('p.note')], shape: '9' };
    const outcome = readField(lamp('price'), shaped);
    if (!('values' in outcome)) throw new Error(`not read: ${JSON.stringify(outcome)}`);
    expect(outcome.values).toEqual(['24.50']);
    expect(outcome.from?.reads.map((r) => r.pick)).toEqual([shaped.picks[0]]);
  });
});
