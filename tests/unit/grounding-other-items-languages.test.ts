import { describe, expect, it } from 'vitest';
import { OTHER_ITEMS } from '@/lib/grounding/dom-regions';

/**
 * Headings of blocks of other items (what others bought, viewed or searched, similar items) in
 * languages whose shops the product reads, and headings of the item's own sections, which are
 * not. A block not recognised lets its cards count as records (a recipe sends the page to the
 * model) and its prices pass as the item's.
 */
describe('grounding: headings that name other items, in more languages', () => {
  it.each([
    'Kunden, die dieses Produkt kauften, kauften auch',
    'Klienci kupili też',
    'Inni oglądali również',
    'Quem viu este produto também comprou',
    'Clientes também buscaram',
    'Vistos recentemente',
    'Andre kunder kjøpte også',
    'Kunder som köpte detta köpte också',
    'Lignende produkter',
    'С этим товаром часто берут',
    'Похожие товары',
    'Недавно просмотренные',
    'Πελάτες αγόρασαν επίσης',
    'Παρόμοια προϊόντα',
    '함께 구매하면 좋은 상품',
    '최근 본 상품',
    'العملاء اشتروا أيضا',
    'منتجات مشابهة',
    'לקוחות קנו גם',
    'מוצרים דומים',
    'Frequently bought with this',
    'Das könnte dir auch gefallen',
    'Andere sehen sich auch an',
    'Misschien ook iets voor jou',
    'Może Ci się spodobać',
    'Μπορεί να σας αρέσει επίσης',
    'يُشترى معًا غالبًا',
    'אולי יעניין אותך',
  ])('"%s" names other items', (heading) => {
    expect(OTHER_ITEMS.test(heading)).toBe(true);
  });

  it.each([
    'Opis produktu',
    'Especificações',
    'Характеристики',
    'Περιγραφή',
    '상품 정보',
    'الوصف',
    'תיאור המוצר',
    'Produktdetaljer',
  ])('"%s" is the item’s own section', (heading) => {
    expect(OTHER_ITEMS.test(heading)).toBe(false);
  });
});
