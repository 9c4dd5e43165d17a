import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../lib/convert/html-to-model-input';
import { recordsOnPage } from '../../lib/extract/continue-list';
import { assessCompleteness, countRecords, type RecordSource } from '../../lib/grounding';

/**
 * Made-up list pages whose paid cards after the last record are marked only in the DOM (an
 * attribute, a class, an icon's label) or by where their link leads: the model input shows them
 * as one more item, and a model that leaves them out returned the whole list.
 */
const BASE = 'https://market.test/aisle/lamps';

interface Item {
  name: string;
  price: string;
  /** Attributes of the item's card, written as in HTML. */
  attrs?: string;
  /** Markup after the price inside the card (a badge, an icon). */
  extra?: string;
  /** Where its link leads (a site path), default its own product page. */
  href?: string;
}

const lamp = (k: number, more: Partial<Item> = {}): Item => ({ name: `Ferro lamp ${k}`, price: `${k}4,50 €`, ...more });

/** The page's HTML, and its model input as the converter writes it: one list item per card. */
function made(items: Item[]): RecordSource & { html: string } {
  const refs: Record<string, string> = {};
  const lines = ['## Page content', '# Lamps'];
  const cards = items.map((item, k) => {
    const href = item.href ?? `/item/${item.name.toLowerCase().replace(/\s+/g, '-')}`;
    refs[`L${k + 1}`] = new URL(href, BASE).href;
    lines.push(`- [${item.name}](L${k + 1}) ${item.price}`);
    const attrs = item.attrs?.includes('class=') ? item.attrs : `class="tile"${item.attrs ? ` ${item.attrs}` : ''}`;
    return `<li ${attrs}><a href="${href}">${item.name}</a><span class="cost">${item.price}</span>${item.extra ?? ''}</li>`;
  });
  const html = `<!DOCTYPE html><html><body><main><h1>Lamps</h1><ul class="tiles">${cards.join('')}</ul><p>Prices with tax.</p></main></body></html>`;
  return { text: lines.join('\n'), refs, url: BASE, html };
}

const withDom = (p: RecordSource & { html: string }): RecordSource => {
  const doc = parseHtmlDocument(p.html);
  return { ...p, document: () => doc };
};
const named = (items: Item[]): Array<Record<string, string>> => items.map((i) => ({ name: i.name, price: i.price }));

describe('a paid card after the last record, marked only in the DOM', () => {
  it('an advertising attribute on the card: not counted; records it does not mark still are', () => {
    const records = [1, 2, 3, 4, 5].map((k) => lamp(k, { attrs: 'data-sponsored="false"' }));
    const page = made([...records, lamp(90, { attrs: 'data-advert-slot="end"' })]);
    expect(countRecords(withDom(page), named(records))).toBe(5);
    // A model that stopped after two records still falls short of every record after them.
    expect(countRecords(withDom(page), named(records.slice(0, 2)))).toBe(5);
    // The returned records carrying that attribute too: it marks nothing.
    const allMarked = made([...records, lamp(90)].map((i) => ({ ...i, attrs: 'data-advert-slot="end"' })));
    expect(countRecords(withDom(allMarked), named(records))).toBe(6);
  });

  it('a class named for a paid placement, or an icon labelled with a disclosure word', () => {
    const records = [1, 2, 3, 4].map((k) => lamp(k));
    const classed = made([...records, lamp(91, { attrs: 'class="tile tile--promoted"' })]);
    expect(countRecords(withDom(classed), named(records))).toBe(4);
    const icon = made([...records, lamp(92, { extra: '<i class="mark" aria-label="Sponsored"></i>' })]);
    expect(countRecords(withDom(icon), named(records))).toBe(4);
  });

  it("an icon label only the cards left out between records carry (the site's own word) marks the same kind after the last", () => {
    const records = [1, 2, 3, 4, 5, 6].map((k) => lamp(k));
    const boosted = (k: number, attr: 'title' | 'aria-label'): Item =>
      lamp(k, { extra: `<i class="mark" ${attr}="Boosted"></i>` });
    const items = [...records.slice(0, 3), boosted(80, 'title'), ...records.slice(3), boosted(81, 'aria-label')];
    expect(countRecords(withDom(made(items)), named(records))).toBe(6);
    // Without such a card between the returned records, the label says nothing: one more record.
    const alone = items.filter((i) => i.name !== 'Ferro lamp 80');
    expect(countRecords(withDom(made(alone)), named(records))).toBe(7);
    // A label the returned records carry too marks nothing.
    const shared = items.map((i) => (i.extra ? i : { ...i, extra: '<i class="mark" title="Boosted"></i>' }));
    expect(countRecords(withDom(made(shared)), named(records))).toBe(7);
  });

  it('the follow-up decision and the completeness read the DOM: a whole answer is complete, a cut one is not', () => {
    const records = [1, 2, 3, 4, 5, 6].map((k) => lamp(k));
    const page = made([...records, lamp(93, { attrs: 'data-ad-position="7"' })]);
    const doc = parseHtmlDocument(page.html);
    expect(recordsOnPage(page.text, page.refs, named(records), { url: BASE, document: () => doc })).toBe(6);
    const schema = {
      type: 'object',
      properties: { lamps: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } },
    };
    const assess = (returned: Item[]) =>
      assessCompleteness({
        result: { lamps: named(returned) },
        schema,
        prompt: 'every lamp',
        pages: [withDom(page)],
        cutOff: false,
      });
    expect(assess(records)).toMatchObject({ onPage: 6, returned: 6, complete: true });
    expect(assess(records.slice(0, 3))).toMatchObject({ onPage: 6, returned: 3, complete: false });
  });
});

describe('a paid card after the last record, marked by where its link leads', () => {
  it('a link through a folder only the cards left out between records link through (a tracking redirect)', () => {
    const records = [1, 2, 3, 4, 5, 6].map((k) => lamp(k));
    const redirect = (k: number): Item => lamp(k, { href: `/jump/${k}x?slot=4` });
    const items = [...records.slice(0, 2), redirect(70), ...records.slice(2), redirect(71)];
    // The model input alone (its link table) tells them apart: no DOM needed.
    expect(countRecords(made(items), named(records))).toBe(6);
    // A cut answer still falls short of the records after it.
    expect(countRecords(made(items), named(records.slice(0, 3)))).toBe(6);
    // Without such a card between the returned records, the last is one more record.
    expect(countRecords(made(items.filter((i) => i.name !== 'Ferro lamp 70')), named(records))).toBe(7);
  });
});
