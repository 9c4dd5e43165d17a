import { describe, expect, it } from 'vitest';
import { labelQuantity, numberRole, quantityAfter, sellsAt } from '../../lib/grounding/roles';
import { flaggedOnPage } from './support/ground-on-page';

/**
 * Quantity labels beyond English (sixth pass): the conventions shops use across the languages
 * of the ad disclosures — a maker's recommended price ("UVP", "prix conseillé", "希望小売価格"),
 * delivery, a saving, tax, an instalment, a deposit — name the same kinds as their English
 * counterparts, matched folded (case, accents) and as whole words. Made-up pages, made-up words.
 */
describe('label kinds in other languages', () => {
  it.each([
    ['UVP', 'list price'],
    ['Unverbindliche Preisempfehlung:', 'list price'],
    ['Prix conseillé :', 'list price'],
    ['PRIX CONSEILLE', 'list price'],
    ['PVP', 'list price'],
    ['Precio recomendado', 'list price'],
    ['Prezzo consigliato', 'list price'],
    ['Adviesprijs', 'list price'],
    ['Preço sugerido', 'list price'],
    ['preco sugerido', 'list price'],
    ['Cena katalogowa', 'list price'],
    ['メーカー希望小売価格', 'list price'],
    ['定価', 'list price'],
    ['建议零售价', 'list price'],
    ['Antes:', 'list price'],
    ['Veil. pris', 'list price'],
    ['M.R.P.:', 'list price'],
    ['Αρχική τιμή', 'list price'],
    ['السعر الأصلي', 'list price'],
    ['מחיר מקורי', 'list price'],
    ['Versandkosten', 'shipping'],
    ['Frais de port', 'shipping'],
    ['Gastos de envío', 'shipping'],
    ['Spedizione', 'shipping'],
    ['Frete', 'shipping'],
    ['Verzendkosten', 'shipping'],
    ['Wysyłka', 'shipping'],
    ['送料', 'shipping'],
    ['运费', 'shipping'],
    ['Sie sparen', 'saving'],
    ['Vous économisez', 'saving'],
    ['Risparmi', 'saving'],
    ['Korting', 'saving'],
    ['Oszczędzasz', 'saving'],
    ['割引', 'saving'],
    ['zzgl. MwSt.', 'tax'],
    ['IVA', 'tax'],
    ['btw', 'tax'],
    ['Rata miesięczna', 'monthly'],
    ['Mensualité', 'monthly'],
    ['月々', 'monthly'],
    ['Anzahlung', 'deposit'],
    ['Cauzione', 'deposit'],
    ['押金', 'deposit'],
    ['Prix de gros', 'cost'],
    ['Einkaufspreis', 'cost'],
  ])('“%s” names a %s', (label, kind) => {
    expect(labelQuantity(label)).toBe(kind);
  });

  it.each([
    'Preis',
    'Unser Preis',
    'Prix',
    'Notre prix',
    'Prix TTC',
    'inkl. MwSt.',
    'IVA incluido',
    'Prezzo IVA inclusa',
    'Cena brutto z VAT',
    '税込',
    '販売価格',
    '价格',
    'Prijs',
  ])('“%s” labels the selling price itself', (label) => {
    expect(labelQuantity(label)).toBeNull();
    expect(sellsAt(labelQuantity(label))).toBe('selling');
  });

  it('matches whole words only, and short words only as the whole label', () => {
    // Words that also live inside other words or names do not name a quantity there.
    expect(labelQuantity('Ratatouille pan')).toBeNull();
    expect(labelQuantity('Cargo pant')).toBeNull();
    expect(labelQuantity('Made in Porto')).toBeNull();
    expect(labelQuantity('Prima qualità')).toBeNull();
    expect(labelQuantity('Porto:')).toBe('shipping');
    expect(labelQuantity('Pant')).toBe('deposit');
    expect(labelQuantity('Listino')).toBe('list price');
    expect(labelQuantity('Listinofix')).toBeNull();
    // Dutch "Van € 136 voor € 89": "van" alone is the former price's label, not in a name.
    expect(labelQuantity('Van')).toBe('list price');
    expect(labelQuantity('Van Rijn lamp')).toBeNull();
  });

  it('reads an instalment or delivery named after the figure', () => {
    expect(quantityAfter(' € / Monat')).toBe('monthly');
    expect(quantityAfter(' € pro Monat')).toBe('monthly');
    expect(quantityAfter(' zł / mies.')).toBe('monthly');
    expect(quantityAfter('円/月')).toBe('monthly');
    expect(quantityAfter(' € al mes')).toBe('monthly');
    // "par", "por" are words, not a currency code before them.
    expect(quantityAfter(' par mois')).toBe('monthly');
    expect(quantityAfter(' por mês')).toBe('monthly');
    expect(quantityAfter(' EUR / Monat')).toBe('monthly');
    expect(quantityAfter(' € Versand')).toBe('shipping');
    expect(quantityAfter(' € inkl. MwSt.')).toBeNull();
    expect(quantityAfter(' €')).toBeNull();
  });

  it('reads a figure followed by 円, 元 or 원 as money', () => {
    const text = '希望小売価格 5,500円（税込）';
    expect(numberRole(text, text.indexOf('5'), text.indexOf('円'))).toBe('money');
  });
});

const URL_ = 'https://brennholz-laden.test/kamin/glutkorb-40';
const SCHEMA = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } };
const PROMPT = 'Das Produkt auf dieser Seite: Name und Preis';

/** A German shop's item with a recommended price and, maybe, its own price beside it. */
function kaminPage(second: string): string {
  return `<!doctype html><html lang="de"><head><title>Glutkorb 40 | Brennholz Laden</title></head><body>
  <header><a href="/">Brennholz Laden</a></header>
  <main>
    <h1>Glutkorb 40</h1>
    <p class="sum">Geschweißter Stahlkorb für offene Kamine, vierzig Zentimeter breit.</p>
    <div class="preise">
      <div class="z">UVP: 249,00 €</div>
      ${second}
      <button type="submit">In den Warenkorb</button>
    </div>
    <h2>Technische Daten</h2><p>Breite 40 cm, Tiefe 28 cm, Gewicht 9 kg.</p>
    <h2>Kunden kauften auch</h2>
    <div class="reihe">
      <div class="k"><a href="/kamin/ascheschaufel"><h3>Ascheschaufel Rundkopf</h3></a><div>UVP: 39,90 €</div><div>29,90 €</div></div>
      <div class="k"><a href="/kamin/funkenschutz"><h3>Funkenschutzgitter Faltbar</h3></a><div>UVP: 119,00 €</div><div>94,50 €</div></div>
    </div>
  </main>
  <footer>Impressum</footer></body></html>`;
}

function flagged(html: string, result: Record<string, unknown>): string[] {
  return flaggedOnPage({ html, url: URL_, prompt: PROMPT, schema: SCHEMA, result });
}

describe('a former price labelled "Van" (Dutch: from … for)', () => {
  it('takes the figure after it for the price and flags the former one', () => {
    const html = kaminPage('').replace(
      '<div class="z">UVP: 249,00 €</div>',
      '<div class="z"><span class="grey">Van € 249,00</span> <span class="big">€ 199,00</span></div>',
    );
    expect(flagged(html, { name: 'Glutkorb 40', price: '199,00 €' })).toEqual([]);
    expect(flagged(html, { name: 'Glutkorb 40', price: '249,00 €' })).toEqual(['/price']);
  });
});

describe('a recommended price written in German', () => {
  it('flags the UVP given as the price when the shop’s own price stands beside it', () => {
    const html = kaminPage('<div class="z">Unser Preis: 199,00 €</div>');
    expect(flagged(html, { name: 'Glutkorb 40', price: '249,00 €' })).toEqual(['/price']);
    expect(flagged(html, { name: 'Glutkorb 40', price: '199,00 €' })).toEqual([]);
  });

  it('takes the UVP as the price when only a delivery charge or instalment stands beside it', () => {
    for (const second of ['<div class="z">Versandkosten: 6,90 €</div>', '<div class="z">10,38 € / Monat</div>']) {
      const html = kaminPage(second);
      expect(flagged(html, { name: 'Glutkorb 40', price: '249,00 €' })).toEqual([]);
      expect(flagged(html, { name: 'Glutkorb 40', price: '39,90 €' })).toEqual(['/price']);
    }
  });
});

const JP_URL = 'https://kagu-no-mise.test/items/isu-7';
const JP_SCHEMA = SCHEMA;

/** A Japanese shop's item: a maker's recommended price, and the shop's own price or only delivery. */
function isuPage(second: string): string {
  return `<!doctype html><html lang="ja"><head><title>木製スツール 七号 | 家具の店</title></head><body>
  <header><a href="/">家具の店</a></header>
  <main>
    <h1>木製スツール 七号</h1>
    <p>北国の楢材を使い、職人が一脚ずつ仕上げた小さな腰掛けです。</p>
    <div class="kakaku">
      <div>メーカー希望小売価格 12,800円</div>
      ${second}
      <button type="submit">カートに入れる</button>
    </div>
    <h2>こちらもおすすめ</h2>
    <div><a href="/items/tana-3"><h3>壁掛け棚 三号</h3></a><div>メーカー希望小売価格 8,600円</div><div>7,980円</div></div>
  </main>
  <footer>会社概要</footer></body></html>`;
}

describe('a recommended price written in Japanese', () => {
  const check = (html: string, result: Record<string, unknown>) => {
    return flaggedOnPage({ html, url: JP_URL, prompt: 'この商品の名前と価格', schema: JP_SCHEMA, result });
  };

  it('flags the recommended price given as the price beside the shop’s own price', () => {
    const html = isuPage('<div>販売価格 10,980円</div>');
    expect(check(html, { name: '木製スツール 七号', price: '12,800円' })).toEqual(['/price']);
    expect(check(html, { name: '木製スツール 七号', price: '10,980円' })).toEqual([]);
  });

  it('takes the recommended price as the price when only delivery stands beside it', () => {
    const html = isuPage('<div>送料 990円</div>');
    expect(check(html, { name: '木製スツール 七号', price: '12,800円' })).toEqual([]);
    expect(check(html, { name: '木製スツール 七号', price: '990円' })).toEqual(['/price']);
  });
});
