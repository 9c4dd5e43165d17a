import { escapeRegExp } from '../shared/escape-reg-exp';
import { foldText } from './fold-text';

/**
 * The words shops use to label a quantity beside a figure, across the languages Quarry's ad
 * disclosures cover (lib/grounding/ad-disclosure.ts): a list price ("UVP", "prix conseillé",
 * "希望小売価格"), the seller's cost, delivery, a saving, tax, an instalment, a deposit. Law and
 * trade make these labels conventional (EU price-indication and Omnibus rules, makers'
 * recommended prices), so a list of them, not of any site, names most labelled figures; a word
 * not in it leaves the figure unlabelled, as before. English lives in roles.ts's patterns.
 *
 * Matched on folded text (lib/grounding/fold-text.ts: case, accents and Unicode forms dropped,
 * so "Précio", "preco" and "PREÇO" are one word). Words in alphabetic scripts match whole
 * ("rata" is not in "ratatouille"); words in Chinese, Japanese or Korean match anywhere in the
 * label, since those scripts do not set words apart with spaces.
 */
interface QuantityWords {
  /** Phrases that name the quantity wherever they stand in the label. */
  anywhere: readonly string[];
  /** Short words that name it only as the whole label ("Antes:", "Porto:"): elsewhere they are
   *  other words ("Made in Porto", "prima qualità"). */
  alone?: readonly string[];
}

const LIST_PRICE: QuantityWords = {
  anywhere: [
    // German
    'unverbindliche preisempfehlung',
    'empfohlener verkaufspreis',
    'listenpreis',
    'originalpreis',
    'ursprünglicher preis',
    'streichpreis',
    'niedrigster preis der letzten 30 tage',
    // French
    'prix conseillé',
    'prix de vente conseillé',
    'prix public conseillé',
    'prix catalogue',
    'prix de référence',
    "prix d'origine",
    'prix initial',
    'ancien prix',
    'prix barré',
    'au lieu de',
    'prix le plus bas des 30 derniers jours',
    // Spanish, Portuguese
    'pvp',
    'pvpr',
    'precio recomendado',
    'precio de venta recomendado',
    'precio de lista',
    'precio original',
    'precio anterior',
    'precio de referencia',
    'preço sugerido',
    'preço recomendado',
    'preço de tabela',
    'preço original',
    'preço anterior',
    'preço de referência',
    // Italian
    'prezzo consigliato',
    'prezzo di listino',
    'listino',
    'prezzo originale',
    'prezzo precedente',
    'prezzo pieno',
    'prezzo più basso degli ultimi 30 giorni',
    // Dutch
    'adviesprijs',
    'adviesverkoopprijs',
    'catalogusprijs',
    'oorspronkelijke prijs',
    'normale prijs',
    // Polish, Czech
    'cena katalogowa',
    'cena sugerowana',
    'cena regularna',
    'poprzednia cena',
    'najniższa cena z 30 dni',
    'doporučená cena',
    'původní cena',
    'běžná cena',
    // Scandinavian, Finnish
    'rekommenderat pris',
    'ordinarie pris',
    'ord. pris',
    'vejledende pris',
    'veiledende pris',
    'normalpris',
    'førpris',
    'ordinær pris',
    'veil. pris',
    'ohjehinta',
    'normaalihinta',
    'alkuperäinen hinta',
    // Turkish, Russian
    'liste fiyatı',
    'önerilen fiyat',
    'piyasa fiyatı',
    'eski fiyat',
    'рекомендованная цена',
    'рекомендуемая цена',
    'старая цена',
    'цена без скидки',
    // Greek, Arabic, Hebrew
    'αρχική τιμή',
    'προτεινόμενη τιμή',
    'παλιά τιμή',
    'السعر الأصلي',
    'السعر القديم',
    'السعر قبل الخصم',
    'מחיר מקורי',
    'מחיר קודם',
    'מחיר מחירון',
    // Japanese, Chinese, Korean
    'メーカー希望小売価格',
    '希望小売価格',
    '定価',
    '参考価格',
    '通常価格',
    '建议零售价',
    '建議售價',
    '建议售价',
    '原价',
    '原價',
    '市场价',
    '吊牌价',
    '정가',
    '권장소비자가',
    '소비자가',
  ],
  // A label that is only this word; India's "M.R.P." is the maximum retail price; Dutch shops
  // write "Van € 136 voor € 89" (from … for).
  alone: [
    'statt',
    'vorher',
    'bisher',
    'früher',
    'antes',
    'prima',
    'avant',
    'van',
    'voorheen',
    'tidigare',
    'было',
    'mrp',
    'm.r.p.',
  ],
};

const COST: QuantityWords = {
  anywhere: [
    'einkaufspreis',
    'händlerpreis',
    'großhandelspreis',
    'prix de gros',
    "prix d'achat",
    'prix revendeur',
    'precio mayorista',
    'precio de coste',
    'precio de costo',
    'precio distribuidor',
    'preço de atacado',
    'preço de custo',
    "prezzo all'ingrosso",
    'prezzo di costo',
    'prezzo rivenditore',
    'inkoopprijs',
    'groothandelsprijs',
    'cena hurtowa',
    'cena zakupu',
    'velkoobchodní cena',
    'nákupní cena',
    'inköpspris',
    'grossistpris',
    'indkøbspris',
    'engrospris',
    'innkjøpspris',
    'ostohinta',
    'tukkuhinta',
    'toptan fiyat',
    'alış fiyatı',
    'оптовая цена',
    'закупочная цена',
    '仕入れ価格',
    '卸価格',
    '卸値',
    '批发价',
    '进货价',
    '成本价',
    '도매가',
  ],
};

const SHIPPING: QuantityWords = {
  // "Porto" is also a city: only as the whole label ("Porto: 4,90 €").
  alone: ['porto'],
  anywhere: [
    'versandkosten',
    'lieferung',
    'frais de port',
    'frais de livraison',
    'expédition',
    'gastos de envío',
    'portes',
    'spedizione',
    'consegna',
    'frete',
    'envio',
    'portes de envio',
    'verzending',
    'verzendkosten',
    'bezorging',
    'bezorgkosten',
    'wysyłka',
    'dostawa',
    'koszt dostawy',
    'doprava',
    'poštovné',
    'frakt',
    'fragt',
    'forsendelse',
    'toimitus',
    'toimituskulut',
    'postikulut',
    'kargo',
    'teslimat',
    'доставка',
    '送料',
    '配送料',
    '运费',
    '運費',
    '邮费',
    '配送费',
    '배송비',
    '택배비',
    // Greek, Hebrew, Arabic
    'μεταφορικά',
    'έξοδα αποστολής',
    'δωρεάν αποστολή',
    'משלוח',
    'דמי משלוח',
    'الشحن',
    'شحن',
    'رسوم الشحن',
    'التوصيل',
  ],
};

const SAVING: QuantityWords = {
  alone: ['spar'],
  anywhere: [
    'sie sparen',
    'ersparnis',
    'rabatt',
    'économie',
    'économisez',
    'vous économisez',
    'remise',
    'réduction',
    'ahorra',
    'ahorras',
    'ahorro',
    'descuento',
    'poupe',
    'poupa',
    'economize',
    'economia',
    'desconto',
    'risparmi',
    'risparmio',
    'sconto',
    'bespaar',
    'u bespaart',
    'je bespaart',
    'besparing',
    'korting',
    'oszczędzasz',
    'oszczędność',
    'zniżka',
    'ušetříte',
    'úspora',
    'sleva',
    'du sparar',
    'spara',
    'besparelse',
    'rabat',
    'säästät',
    'säästä',
    'alennus',
    'tasarruf',
    'indirim',
    'экономия',
    'скидка',
    'выгода',
    '割引',
    'お得',
    '节省',
    '立省',
    '优惠',
    '折扣',
    '할인',
  ],
};

const TAX: QuantityWords = {
  anywhere: [
    'mwst',
    'ust',
    'steuer',
    'tva',
    'taxe',
    'taxes',
    'iva',
    'impuesto',
    'imposta',
    'imposto',
    'btw',
    'podatek',
    'dph',
    'daň',
    'moms',
    'mva',
    'alv',
    'kdv',
    'ндс',
    'налог',
    '消費税',
    '税金',
    '税费',
    '增值税',
    '부가세',
    '세금',
  ],
};

/** A tax word with one of these labels the price itself, on its tax basis ("inkl. MwSt."). */
const TAX_INCLUDED: QuantityWords = {
  anywhere: [
    'inkl',
    'inklusive',
    'ttc',
    'compris',
    'comprise',
    'incluse',
    'inclus',
    'incluido',
    'incluida',
    'incluído',
    'incluída',
    'incluso',
    'inclusa',
    'inclusief',
    'incl',
    'brutto',
    'vč',
    'včetně',
    'inkluderet',
    'inklusive moms',
    'sis',
    'sisältää',
    'dahil',
    'включая',
    'с ндс',
    '税込',
    '含税',
    '포함',
  ],
};

const MONTHLY: QuantityWords = {
  anywhere: [
    'monatlich',
    'pro monat',
    'monatsrate',
    'mtl',
    'par mois',
    'mensualité',
    'mensualités',
    'al mes',
    'mensual',
    'cuotas',
    'al mese',
    'mensile',
    'por mês',
    'mensal',
    'parcelas',
    'per maand',
    'maandelijks',
    'miesięcznie',
    'rata',
    'raty',
    'měsíčně',
    'splátka',
    'per månad',
    'månadsvis',
    'delbetalning',
    'pr. måned',
    'om måneden',
    'per måned',
    'kuukaudessa',
    'kuukausierä',
    'aylık',
    'taksit',
    'в месяц',
    'ежемесячно',
    'рассрочка',
    '月々',
    '月額',
    '分割',
    '月供',
    '每月',
    '分期',
    '할부',
  ],
};

const DEPOSIT: QuantityWords = {
  // Words that are also English nouns or names ("Cargo pant", "Caution") only alone.
  alone: ['pant', 'caution', 'borg'],
  anywhere: [
    'anzahlung',
    'kaution',
    'acompte',
    'consigne',
    'depósito',
    'fianza',
    'anticipo',
    'deposito',
    'cauzione',
    'acconto',
    'caparra',
    'caução',
    'statiegeld',
    'aanbetaling',
    'kaucja',
    'zaliczka',
    'záloha',
    'kauce',
    'handpenning',
    'depositum',
    'pantti',
    'käsiraha',
    'depozito',
    'kapora',
    'peşinat',
    'залог',
    'депозит',
    'предоплата',
    '手付金',
    '保証金',
    '定金',
    '订金',
    '押金',
    '보증금',
    '계약금',
  ],
};

/** Chinese, Japanese and Korean letters: no spaces between words, so no whole-word edges. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** One pattern per list: folded words, whole where their script sets words apart. */
function compile(words: QuantityWords): (folded: string) => boolean {
  // Words stand alone (not inside another word); CJK words have no spaces to stand between. The
  // edges are written once around all the words, not around each: the same test, many times faster.
  const alternation = (list: readonly string[]) => {
    const folded = list.map((w) => foldText(w)).sort((a, b) => b.length - a.length);
    const spaced = folded.filter((w) => !CJK.test(w)).map(escapeRegExp);
    const cjk = folded.filter((w) => CJK.test(w)).map(escapeRegExp);
    return [...(spaced.length ? [`(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})(?![\\p{L}\\p{N}])`] : []), ...cjk].join(
      '|',
    );
  };
  const anywhere = new RegExp(alternation(words.anywhere), 'u');
  const alone = words.alone?.length ? new RegExp(`^\\P{L}*(?:${alternation(words.alone)})\\P{L}*$`, 'u') : null;
  return (folded) => anywhere.test(folded) || (alone?.test(folded) ?? false);
}

const TESTS = {
  'list price': compile(LIST_PRICE),
  cost: compile(COST),
  shipping: compile(SHIPPING),
  saving: compile(SAVING),
  tax: compile(TAX),
  monthly: compile(MONTHLY),
  deposit: compile(DEPOSIT),
} as const;
const INCLUDED = compile(TAX_INCLUDED);

export type LabelledQuantity = keyof typeof TESTS;

/**
 * Whether a label names `quantity` in one of the languages above. A tax word beside an
 * "included" word ("MwSt. inkl.", "IVA incluido", "税込") labels the price, not the tax.
 */
export function namesQuantityAbroad(label: string, quantity: LabelledQuantity): boolean {
  const folded = foldText(label);
  if (quantity === 'tax' && INCLUDED(folded)) return false;
  return TESTS[quantity](folded);
}

/** Whether a label says its figure includes tax, in the languages above ("brutto z VAT"). */
export function saysTaxIncluded(label: string): boolean {
  return INCLUDED(foldText(label));
}

/** A phrase a figure is followed by when it is another quantity ("12 € / Monat", "4,90 € Versand"). */
function startsWith(phrases: readonly string[]): RegExp {
  const list = phrases
    .map((w) => foldText(w))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  return new RegExp(`^(?:${list})(?![\\p{L}\\p{N}])`, 'u');
}
const MONTHLY_AFTER = startsWith([
  ...[
    'monat',
    'mois',
    'mes',
    'mese',
    'mês',
    'maand',
    'mnd',
    'mies',
    'měs',
    'mån',
    'md',
    'kk',
    'ay',
    'мес',
    '月',
    '월',
  ].flatMap((unit) => [`/ ${unit}`, `/${unit}`]),
  'pro monat',
  'monatlich',
  'par mois',
  'al mes',
  'al mese',
  'por mês',
  'per maand',
  'miesięcznie',
  'měsíčně',
  'per månad',
  'per måned',
  'om måneden',
  'kuukaudessa',
  'aylık',
  'в месяц',
]);
const SHIPPING_AFTER = startsWith([
  'versand',
  'versandkosten',
  'livraison',
  'frais de port',
  'envío',
  'gastos de envío',
  'spedizione',
  'frete',
  'verzending',
  'verzendkosten',
  'wysyłka',
  'frakt',
  'fragt',
  'kargo',
  'доставка',
  'dostawa',
  'μεταφορικά',
  'משלוח',
  'رسوم الشحن',
  '배송비',
]);

/** A currency written after the figure, before the words that name its quantity ("12 EUR / Monat"). */
const CURRENCY_LEAD =
  /^(?:\p{Sc}|[円元원]|(?:usd|eur|gbp|chf|jpy|cny|cad|aud|sek|nok|dkk|pln|czk|huf|try|rub|inr|brl|kr|zł|kč)(?![\p{L}]))?\s*/u;

/** Another quantity named right after a figure in the languages above ("€12 / Monat"), or null. */
export function quantityAfterAbroad(after: string): 'monthly' | 'shipping' | null {
  // "+ 4€99 de livraison", "€ 5 di spedizione": the quantity after a linking word.
  const head = foldText(after.slice(0, 28))
    .replace(CURRENCY_LEAD, '')
    .replace(/^(?:(?:de|di|du|da|do|of|for|für|voor)\s+|d')(?=\p{L})/u, '');
  if (MONTHLY_AFTER.test(head)) return 'monthly';
  if (SHIPPING_AFTER.test(head)) return 'shipping';
  return null;
}
