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
    expect(readField(page(['Rust'], 'Rust'), reading)).toMatchObject({ values: ['Rust'] });
    expect(readField(page(['Rust', 'Moss', 'Sand', 'Dune'], 'Moss'), reading)).toMatchObject({ values: ['Moss'] });
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

/**
 * An array learned from one value a page (each value read from one place as one text): made-up
 * trouser pages whose learning pages showed one waist size, so the selected size's class read the
 * same place as the size buttons. On a page with four sizes, that class reads the selected one.
 */
const sizes = (all: string[], selected: string) => {
  const buttons = all.map(
    (s) => `<button type="button" class="${s === selected ? 'size size-on' : 'size'}">${s}</button>`,
  );
  // A selected size the list does not show: only the selected class reads it.
  if (!all.includes(selected)) buttons.push(`<button type="button" class="size-on">${selected}</button>`);
  const set = all.map((s) => `<button type="button">${s}</button>`).join('');
  return viewPage(
    parseHtmlDocument(
      `<html><body><h1>Canvas trouser</h1><div class="fit">${buttons.join('')}</div><fieldset class="fit-set">${set}</fieldset></body></html>`,
    ),
    'https://trousers.test/t/1',
  );
};
const every = (selector: string) => pickSchema.parse({ locator: { by: 'css', selector }, read: 'text', many: true });
const bySize = every('button.size');
const bySelected = every('button.size-on');
const inSet = every('fieldset.fit-set button');

describe('an array reading that now gives one of the values the others read', () => {
  const learnedOneAtATime: FieldReading = { picks: [bySize, bySelected, inSet], array: true, joinWords: true };
  const four = ['28/30', '30/32', '32/32', '34/32'];

  it('is outvoted when two other readings agree, for an array learned one value a page', () => {
    expect(readField(sizes(four, '32/32'), learnedOneAtATime)).toMatchObject({ values: four });
  });

  it('still refuses the page for an array learned from several values a page', () => {
    const learnedWhole: FieldReading = { picks: [bySize, bySelected, inSet], array: true };
    expect(readField(sizes(four, '32/32'), learnedWhole)).toMatchObject({ conflict: [four.join(', '), '32/32'] });
  });

  it('and when the odd reading gives a value the two others do not', () => {
    expect(readField(sizes(four, '36/34'), learnedOneAtATime)).toMatchObject({ conflict: [four.join(', '), '36/34'] });
  });
});

/**
 * A made-up book page's facts list: the page count is read by its row's label and, as a backup,
 * by the row's position. A book with a publisher row shifts the rows.
 */
const facts = (rows: Array<[string, string]>) =>
  viewPage(
    parseHtmlDocument(
      `<html><body><h1>Salt Roads</h1><dl class="facts">${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl></body></html>`,
    ),
    'https://books.test/b/1',
  );
const byLabel = pickSchema.parse({ locator: { by: 'after-line', tag: 'dd', text: 'Length' }, read: 'text' });
const byRow = pick('dl.facts > dd:nth-of-type(2)', 'text');

describe('readings that disagree, for a field with a learned outline', () => {
  const length: FieldReading = { picks: [byLabel, byRow], shape: '9 a' };

  it('keep the first reading when the backup now reads something of another outline', () => {
    const shifted = facts([
      ['Format', 'Paperback'],
      ['Publisher', 'Quayside Press'],
      ['Length', '412 pages'],
    ]);
    expect(readField(shifted, length)).toMatchObject({ values: ['412 pages'] });
  });

  it('still refuse the page when the first reading no longer fits and a backup does', () => {
    const odd = facts([
      ['Format', 'Paperback'],
      ['Length', 'Long'],
      ['Weight', '380 grams'],
    ]);
    const weightFirst: FieldReading = { picks: [byLabel, pick('dl.facts > dd:nth-of-type(3)', 'text')], shape: '9 a' };
    expect(readField(odd, weightFirst)).toMatchObject({ conflict: ['Long', '380 grams'] });
  });

  it('and without a learned outline', () => {
    const shifted = facts([
      ['Format', 'Paperback'],
      ['Publisher', 'Quayside Press'],
      ['Length', '412 pages'],
    ]);
    expect(readField(shifted, { picks: [byLabel, byRow] })).toMatchObject({
      conflict: ['412 pages', 'Quayside Press'],
    });
  });
});
