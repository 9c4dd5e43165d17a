import { describe, expect, it } from 'vitest';
import { countRecords, hasDisclosureWord } from '../../lib/grounding';

/**
 * Made-up list pages, written as the model input reads them (Markdown, short link names):
 * what stands around a list's records must not be counted as records.
 */
interface Made {
  text: string;
  refs: Record<string, string>;
}

function page(lines: string[]): Made {
  const refs: Record<string, string> = {};
  for (const m of lines.join('\n').matchAll(/\]\((L\d+)\)/g)) refs[m[1] ?? ''] = `https://bazaar.test/x/${m[1]}`;
  return { text: ['## Page content', '# Velmo goods', ...lines].join('\n'), refs };
}

const named = (names: string[]): Array<Record<string, string>> => names.map((name) => ({ name }));
const items = (from: number, n: number, fmt: (k: number) => string): string[] =>
  Array.from({ length: n }, (_, k) => fmt(from + k));

describe('a list ends where another block begins', () => {
  // Four records, then a rail of three items in the very same markup under its own heading.
  const lines = [
    ...items(1, 4, (k) => `- [Quorrel lamp ${k}](L${k}) — ${k}2,50 €`),
    '',
    '## Picked for you',
    ...items(11, 3, (k) => `- [Quorrel lamp ${k}](L${k}) — ${k}4,10 €`),
  ];
  const names = items(1, 4, (k) => `Quorrel lamp ${k}`);

  it('a heading the records never had between them ends the list: 4 of 4, and 2 returned still shows 4', () => {
    expect(countRecords(page(lines), named(names))).toBe(4);
    expect(countRecords(page(lines), named(names.slice(0, 2)))).toBe(4);
  });

  it('a gap unlike the gaps between the records (a line of text without heading marks) ends it too', () => {
    const twoLine = [
      ...items(1, 5, (k) => `- [Tarn kettle ${k}](L${k}) · Brisket Works⏎${k}9.00 dollars`).flatMap((l) =>
        l.split('⏎'),
      ),
      'Others also took',
      ...items(21, 3, (k) => `- [Tarn kettle ${k}](L${k}) · by Zoom · ${k}1.00 dollars`),
    ];
    const kettles = items(1, 5, (k) => `Tarn kettle ${k}`);
    expect(countRecords(page(twoLine), named(kettles))).toBe(5);
    expect(countRecords(page(twoLine), named(kettles.slice(0, 2)))).toBe(5);
  });

  it('a tile grid with counts, then a bar of sort links, then the records: only the records count', () => {
    const tiles = [
      ...items(40, 6, (k) => `[Plinth sort ${k}](L${k}) (${k * 3})`),
      'Order: [Fresh](L60) · [Cheap](L61)',
      ...items(1, 7, (k) => `[Gorm chair ${k}](L${k})⏎${k}0,00 €`).flatMap((l) => l.split('⏎')),
    ];
    const chairs = items(1, 7, (k) => `Gorm chair ${k}`);
    expect(countRecords(page(tiles), named(chairs))).toBe(7);
    expect(countRecords(page(tiles), named(chairs.slice(0, 3)))).toBe(7);
  });
});

describe('items that are not records', () => {
  it('a line labelled as a paid placement is an ad, unless the returned records carry such labels', () => {
    const lines = [
      '- [Brolly hat 90](L90) — 5,00 € · Anzeige',
      ...items(1, 3, (k) => `- [Brolly hat ${k}](L${k}) — ${k},50 €`),
      '- [Brolly hat 91](L91) — 7,00 € Gesponsert',
      ...items(4, 3, (k) => `- [Brolly hat ${k}](L${k}) — ${k},50 €`),
    ];
    const hats = items(1, 6, (k) => `Brolly hat ${k}`);
    expect(countRecords(page(lines), named(hats))).toBe(6);
    expect(countRecords(page(lines), named(hats.slice(0, 2)))).toBe(6);
    // A model that returns the labelled ones too: they are records of this list.
    const all = ['Brolly hat 90', ...hats.slice(0, 3), 'Brolly hat 91', ...hats.slice(3)];
    expect(countRecords(page(lines), named(all))).toBe(8);
  });

  it('a badge glued to another word is still read as a disclosure', () => {
    expect(hasDisclosureWord('$12.00 newSponsored')).toBe(true);
    expect(hasDisclosureWord('Sponsorship deals for clubs')).toBe(false);
  });

  it('a totals row without a link among linked rows is no record', () => {
    const lines = [
      '| Item | Code | Price |',
      '| --- | --- | --- |',
      ...items(1, 5, (k) => `| [Weft rug ${k}](L${k}) | WR-${k}0 | $${k}3.00 |`),
      '| Total | 5 rugs | $80.00 |',
    ];
    expect(countRecords(page(lines), named(items(1, 5, (k) => `Weft rug ${k}`)))).toBe(5);
  });

  it('a featured copy of a record (the same link) and an item left out between records are not more records', () => {
    const lines = [
      '- [Sill pot 3](L3) $31.00 top pick',
      ...items(1, 4, (k) => `- [Sill pot ${k}](L${k}) $${k}1.00`),
      '- [Sill pot 77](L77) $99.00',
      ...items(5, 2, (k) => `- [Sill pot ${k}](L${k}) $${k}1.00`),
    ];
    expect(countRecords(page(lines), named(items(1, 6, (k) => `Sill pot ${k}`)))).toBe(6);
  });
});

describe('items a model leaves out by choice, without a mark the rule knows', () => {
  it('the first slot or two of a list, left out by the model, are no shortfall; a model that skipped more did', () => {
    const lines = [
      '- [Quill tray 90](L90) $40.00',
      ...items(1, 6, (k) => `- [Quill tray ${k}](L${k}) $${k}2.00`),
      '[1](L31) [2](L32) [3](L33)',
    ];
    const trays = items(1, 6, (k) => `Quill tray ${k}`);
    expect(countRecords(page(lines), named(trays))).toBe(6);
    // A cut answer is still short: what comes after its last record counts.
    expect(countRecords(page(lines), named(trays.slice(0, 2)))).toBe(6);
    // Three leading items left out of six: not a paid slot, records the model skipped.
    expect(countRecords(page(lines), named(trays.slice(2)))).toBe(7);
  });

  it('a badge word that only the items left out between records carry marks the same kind after the last', () => {
    const lines = [
      ...items(1, 3, (k) => `- [Moss cup ${k}](L${k}) $${k}5.00 new`),
      '- [Moss cup 80](L80) $12.00 Partner deal',
      ...items(4, 3, (k) => `- [Moss cup ${k}](L${k}) $${k}5.00`),
      '- [Moss cup 81](L81) $19.00 Partner deal',
    ];
    const cups = items(1, 6, (k) => `Moss cup ${k}`);
    expect(countRecords(page(lines), named(cups))).toBe(6);
    // Without such an item between the returned records, the last line is one more record.
    expect(countRecords(page(lines.filter((l) => !l.includes('cup 80'))), named(cups))).toBe(7);
    // A word the returned records carry too ("new") marks nothing.
    const badged = lines.map((l) => l.replace('Partner deal', 'new'));
    expect(countRecords(page(badged), named(cups))).toBe(7);
  });
});

describe('few returned records', () => {
  it('one returned record: a later record sharing its maker is another record, not its second line', () => {
    const lines = items(1, 5, (k) => `- $${k}1.00 · [Gallo jug ${k}](L${k}) · ${k % 2 ? 'Pim Works' : 'Oda Smiths'}`);
    const first = { name: 'Gallo jug 1', price: '$11.00', maker: 'Pim Works' };
    expect(countRecords(page(lines), [first])).toBe(5);
  });

  it('two returned records that both carry a badge word: records without one still count', () => {
    const lines = [
      '- [Hob lamp 1](L1) 40,99 €toprated',
      '- [Hob lamp 2](L2) 51,25 €toprated',
      ...items(3, 3, (k) => `- [Hob lamp ${k}](L${k}) ${k}3,25 €`),
    ];
    expect(countRecords(page(lines), named(['Hob lamp 1', 'Hob lamp 2']))).toBe(5);
  });
});

describe('records that take several lines or share one', () => {
  it('an unlabelled item between the two returned records does not make each record two lines long', () => {
    const lines = [
      '- [Dorn cup 1](L1) $10.00',
      '- [Elsewhere mug 50](L50) $4.00',
      ...items(2, 5, (k) => `- [Dorn cup ${k}](L${k}) $${k}0.00`),
    ];
    expect(countRecords(page(lines), named(['Dorn cup 1', 'Dorn cup 2']))).toBe(6);
  });

  it('one record written as three plain lines is one record', () => {
    const lines = ['Rivet Welder Omsk', 'Tallow & Sons', 'Pardun', '', '## More from us', '- a thing · b · c'];
    const job = { title: 'Rivet Welder Omsk', employer: 'Tallow & Sons', town: 'Pardun' };
    expect(countRecords(page(lines), [job])).toBe(1);
  });

  it('a grid written as rows of several cards counts every card from the first rows returned', () => {
    const lines = items(0, 5, (row) =>
      items(row * 3 + 1, 3, (k) => `[Nib pen ${k}](L${k}) · ${k}.25 GBP`)
        .map((card, i) => (i === 0 ? `- ${card}` : card))
        .join(' · '),
    );
    expect(countRecords(page(lines), named(items(1, 4, (k) => `Nib pen ${k}`)))).toBe(15);
  });
});
