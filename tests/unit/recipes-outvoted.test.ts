import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '@/lib/convert/html-to-model-input';
import { readField, type FieldReading } from '@/lib/recipes/read-field';
import { pickSchema } from '@/lib/recipes/recipe';
import { viewPage } from '@/lib/recipes/read';

/**
 * A field read three ways, one of which now matches several places: a made-up scarf page whose
 * learning pages showed one colour swatch, so "the button's label" and "the pressed button's
 * label" read the same place there. On a page with four swatches the first way matches four.
 */
const swatches = (colours: string[], pressed: string) =>
  colours.map((c) => `<button type="button" aria-label="${c}" aria-pressed="${c === pressed}"></button>`).join('');

const page = (colours: string[], pressed: string, shown = pressed) =>
  viewPage(
    parseHtmlDocument(
      `<html><body><h1>Wool scarf</h1><div class="swatches">${swatches(colours, pressed)}</div><p class="picked">${shown}</p></body></html>`,
    ),
    'https://scarves.test/s/1',
  );

const pick = (selector: string, read: string) => pickSchema.parse({ locator: { by: 'css', selector }, read });
const byButton = pick('button[type="button"]', 'aria-label');
const byPressed = pick('button[aria-pressed="true"]', 'aria-label');
const byText = pick('p.picked', 'text');

describe('a reading that now matches several places', () => {
  it('is outvoted when two other readings agree on one value', () => {
    const reading: FieldReading = { picks: [byButton, byPressed, byText] };
    expect(readField(page(['Rust'], 'Rust'), reading)).toEqual({ values: ['Rust'] });
    expect(readField(page(['Rust', 'Moss', 'Sand', 'Dune'], 'Moss'), reading)).toEqual({ values: ['Moss'] });
  });

  it('still refuses the page when only one other reading is left to agree', () => {
    const reading: FieldReading = { picks: [byButton, byPressed] };
    expect(readField(page(['Rust', 'Moss', 'Sand', 'Dune'], 'Moss'), reading)).toEqual({ ambiguous: 4 });
  });

  it('and when the two others disagree', () => {
    const reading: FieldReading = { picks: [byButton, byPressed, byText] };
    expect(readField(page(['Rust', 'Moss'], 'Moss', 'Rust'), reading)).toMatchObject({ conflict: ['Moss', 'Rust'] });
  });
});
