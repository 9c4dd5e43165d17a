import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { findValueElement } from '@/lib/page/locate-value';

function pageOf(body: string): Document {
  const { document } = parseHTML(`<html><head><title>t</title></head><body>${body}</body></html>`);
  return document as unknown as Document;
}

const SHOP = `
  <header><nav><a href="/">Home</a> <a href="/lamps">Lamps</a></nav></header>
  <main>
    <h1>Nova lamp</h1>
    <ul class="specs">
      <li><span class="label">Weight</span> <span class="value">1,2 kg</span></li>
      <li><span class="label">Colour</span> <span class="value">Bleu pâle</span></li>
    </ul>
    <p class="price"><span class="cur">€</span><span class="amount">1.299,00</span></p>
    <p>Released on 5 March 2024</p>
    <a class="more" href="/lamps/nova-2?utm_source=x"><img src="/img/nova-2.jpg" alt="">See Nova 2</a>
  </main>
  <script type="application/ld+json">{"sku":"SKU-ONLY-IN-DATA"}</script>`;

describe('finding the element that shows a result value', () => {
  it('goes down to the smallest element holding the text, folded like the grounding check', () => {
    const doc = pageOf(SHOP);
    expect(findValueElement(doc, 'NOVA   LAMP')?.tagName).toBe('H1');
    expect(findValueElement(doc, 'bleu pale')?.className).toBe('value');
  });

  it('finds numbers and dates in the page’s own formats', () => {
    const doc = pageOf(SHOP);
    expect(findValueElement(doc, 1299)?.className).toBe('amount');
    expect(findValueElement(doc, '€1,299.00')?.className).toBe('amount');
    expect(findValueElement(doc, '2024-03-05')?.tagName).toBe('P');
  });

  it('finds links and images by their target', () => {
    const doc = pageOf(SHOP);
    Object.defineProperty(doc, 'location', { value: { href: 'https://shop.test/lamps/nova' } });
    expect(findValueElement(doc, 'https://shop.test/lamps/nova-2')?.className).toBe('more');
    expect(findValueElement(doc, 'https://shop.test/img/nova-2.jpg')?.tagName).toBe('IMG');
  });

  it('gives nothing for a value the page does not show, or shows only in its data block', () => {
    const doc = pageOf(SHOP);
    expect(findValueElement(doc, 'Nova lamp 3000')).toBeNull();
    expect(findValueElement(doc, 1499)).toBeNull();
    expect(findValueElement(doc, 'SKU-ONLY-IN-DATA')).toBeNull();
  });
});
