/**
 * Unseen INTERNATIONAL marketplace templates for bench:recipes (`--suites intl`): seeded shop
 * sites in fourteen locales and six scripts, one template a site, 20 pages, or 12 for about a
 * third of the seeds. Written without reading the learner, as an outside check.
 *
 * Locales: de, de-CH, fr, nl, pl, pt-BR, nb, en-IN (Latin script), ru, el, ja, ko (other
 * scripts), ar and he (right to left). Money as each market writes it: "1.234,50 €", "CHF 1'234.50"
 * and "CHF 49.–", "12€99" on some French sites, "€ 12,-", "1 299,- kr", "R$ 1.234,50", "2 499 ₽",
 * "12,800円（税込）", "₩39,800", "₹1,23,456" (lakh grouping), "١٢٩٫٥٠ ر.س" (Arabic-Indic digits on
 * some Arabic sites), "₪129.90". Product names, makers, sellers and colours in the page's own script
 * (invented words beside ordinary nouns); labels are the ordinary wording of shops in that language.
 *
 * Product pages: a title block in two A/B variants, the brand as a byline, a label, a "visit the
 * store" link, a link above the title or a spec row only; ratings as a star label, a number or
 * "4,5/5", review counts with the language's plural forms; availability as a phrase; colours as
 * swatches, chips, a select or one comma-separated line. Blocks on some pages only: a sale price
 * beside a struck list price, an "other sellers" table, a coupon line, a converted price
 * ("≈ US$13.20"), a member price, a "used from" line, shipping, an instalment line, a tax-excluded
 * price, an "also bought" row in the list cards' markup; spec rows that reorder, blocks that move.
 * List pages (a seed in three): result cards with an optional maker and rating, sponsored cards
 * badged in the page's language in the very card markup, an "also searched" row inside the grid
 * and an "also bought" row after it, a result count, an empty results page on some sites. An error
 * page or a bot check on most sites.
 *
 * The truth is what a careful model answers: numbers as numbers in the page's own currency,
 * ratings as shown, availability true/false, optional fields left out where the page does not
 * show them, `{}` for an error page, `{ products: [] }` for an empty results page; list truth
 * leaves out sponsored cards and recommendation rows, as the prompt asks. No real brand or shop.
 */
import { randomFor, type Random } from './random';
import { coined, groupedWith } from './frameworks-kinds';

export type IntlKind = 'detail' | 'list';
export type IntlFamily = 'latin' | 'non-latin' | 'rtl';

export interface IntlPage {
  url: string;
  html: string;
  truth: Record<string, unknown>;
  /** An error, bot-check or empty results page (its truth has no values). */
  odd: boolean;
}

export interface IntlSite {
  name: string;
  kind: IntlKind;
  /** The locale's BCP 47 tag, e.g. "pt-BR". */
  locale: string;
  family: IntlFamily;
  /** A short description of the site's markup choices. */
  style: string;
  prompt: string;
  schema: Record<string, unknown>;
  pages: IntlPage[];
}

/** The split: the learner may be changed while looking at DEV seeds only. */
export const INTL_DEV_SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);
export const INTL_HELD_OUT_SEEDS = Array.from({ length: 30 }, (_, i) => 5001 + i);
/** In neither split: a hunt for false accepts, looked at while developing (`--seeds stress`). */
export const INTL_STRESS_SEEDS = Array.from({ length: 60 }, (_, i) => 7100 + i);

export const INTL_DETAIL_PROMPT =
  'Get the product name, brand, price, star rating, number of reviews, availability (true if it can be bought now), the seller and the colours it comes in.';
export const INTL_DETAIL_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    brand: { type: 'string' },
    price: { type: 'number' },
    rating: { type: 'number' },
    review_count: { type: 'integer' },
    availability: { type: 'boolean' },
    seller: { type: 'string' },
    colours: { type: 'array', items: { type: 'string' } },
  },
};
export const INTL_LIST_PROMPT =
  'Every product in the search results with its name, price, rating and maker. Leave out sponsored listings and recommendation rows.';
export const INTL_LIST_SCHEMA = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          price: { type: 'number' },
          rating: { type: 'number' },
          maker: { type: 'string' },
        },
      },
    },
  },
};

const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------- words

/**
 * A locale's words, written as `key: value` pairs (several on a line, split by " ¦ "); a list's
 * items split by " | ". Templates take {b} brand, {s} seller, {n} count, {r} rating, {q} query,
 * {m} money, {p} percent, {k} instalments. `reviews` lists plural forms (one, few, many).
 */
const KEYS = [
  'nouns',
  'colours',
  'syll',
  'shop',
  'brand',
  'by',
  'store',
  'seller',
  'sellerLabel',
  'colour',
  'stars',
  'reviews',
  'noReviews',
  'was',
  'tax',
  'ship',
  'freeShip',
  'coupon',
  'member',
  'used',
  'others',
  'condNew',
  'cart',
  'specs',
  'specKeys',
  'home',
  'inStock',
  'few',
  'soldOut',
  'cats',
  'sponsored',
  'alsoBought',
  'alsoSearched',
  'results',
  'noResults',
  'notFound',
  'bot',
  'instal',
] as const;
type Key = (typeof KEYS)[number];
type Words = Record<Key, string>;

function words(...specs: string[]): Words {
  const out: Partial<Words> = { syll: '', instal: '' };
  for (const line of specs.join('\n').split('\n')) {
    for (const pair of line.split(' ¦ ')) {
      const at = pair.indexOf(': ');
      if (at < 0) continue;
      out[pair.slice(0, at).trim() as Key] = pair.slice(at + 2).trim();
    }
  }
  for (const key of KEYS) if (out[key] === undefined) throw new Error(`intl words: no ${key}`);
  return out as Words;
}

const list = (value: string): string[] => value.split(' | ').filter(Boolean);

const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{(\w)\}/g, (all, k: string) => vars[k] ?? all);

const DE = `
nouns: Wanderrucksack | Wasserkocher | Funkkopfhörer | Laufschuh | Schreibtischleuchte | Thermosflasche | Stabmixer
colours: Schwarz | Weiß | Salbeigrün | Sandbeige | Marineblau | Terrakotta | Anthrazit | Altrosa
shop: Handel | Versand | Warenhaus ¦ brand: Marke ¦ by: von {b} ¦ store: Besuche den {b}-Store
seller: Verkauf und Versand durch {s} ¦ sellerLabel: Verkäufer ¦ colour: Farbe
stars: {r} von 5 Sternen ¦ reviews: {n} Bewertung | {n} Bewertungen ¦ noReviews: Noch keine Bewertungen
was: UVP ¦ tax: inkl. MwSt. ¦ ship: zzgl. {m} Versand ¦ freeShip: Kostenloser Versand
coupon: Coupon: zusätzlich {p} % sparen ¦ member: Mitgliederpreis ¦ used: Gebraucht ab {m}
others: Weitere Angebote ¦ condNew: Neu ¦ cart: In den Warenkorb ¦ specs: Technische Daten
specKeys: Modellnummer | Gewicht | Abmessungen ¦ home: Startseite
inStock: Auf Lager | Sofort lieferbar ¦ few: Nur noch {n} auf Lager ¦ soldOut: Derzeit nicht verfügbar | Ausverkauft
cats: Küche | Sport & Freizeit | Elektronik | Haushalt | Outdoor
sponsored: Gesponsert ¦ alsoBought: Kunden, die diesen Artikel gekauft haben, kauften auch ¦ alsoSearched: Andere Kunden suchten auch
results: {n} Ergebnisse für „{q}“ ¦ noResults: Keine Ergebnisse für „{q}“ ¦ notFound: Diese Seite gibt es leider nicht
bot: Bitte bestätigen Sie, dass Sie kein Roboter sind`;

const LOCALE_WORDS: Record<string, Words> = {
  de: words(DE),
  'de-CH': words(
    DE,
    `inStock: An Lager | Sofort lieferbar ¦ few: Nur noch {n} Stück an Lager ¦ soldOut: Ausverkauft | Nicht lieferbar
was: Statt ¦ tax: inkl. MWST ¦ ship: Versandkosten {m} ¦ member: Preis für Clubmitglieder ¦ shop: Handel AG | Versand GmbH | Markt`,
  ),
  fr: words(`
nouns: Sac à dos de randonnée | Bouilloire électrique | Casque sans fil | Chaussure de running | Lampe de bureau | Gourde isotherme | Mixeur plongeant
colours: Noir | Blanc | Vert sauge | Beige sable | Bleu marine | Terracotta | Anthracite | Vieux rose
shop: Boutique | Distribution | Commerce ¦ brand: Marque ¦ by: par {b} ¦ store: Visiter la boutique {b}
seller: Vendu et expédié par {s} ¦ sellerLabel: Vendeur ¦ colour: Couleur
stars: {r} sur 5 étoiles ¦ reviews: {n} avis ¦ noReviews: Aucun avis pour le moment
was: Prix conseillé ¦ tax: TTC ¦ ship: + {m} de livraison ¦ freeShip: Livraison gratuite
coupon: Coupon : {p} % de remise supplémentaire ¦ member: Prix adhérent ¦ used: D'occasion à partir de {m}
others: Autres vendeurs ¦ condNew: Neuf ¦ cart: Ajouter au panier ¦ specs: Caractéristiques techniques
specKeys: Référence | Poids | Dimensions ¦ home: Accueil
inStock: En stock | Disponible ¦ few: Plus que {n} en stock ¦ soldOut: Rupture de stock | Indisponible
cats: Cuisine | Sport & loisirs | High-tech | Maison | Plein air
sponsored: Sponsorisé ¦ alsoBought: Les clients ont également acheté ¦ alsoSearched: Recherches associées
results: {n} résultats pour « {q} » ¦ noResults: Aucun résultat pour « {q} » ¦ notFound: Oups ! Cette page est introuvable
bot: Merci de confirmer que vous n'êtes pas un robot`),
  nl: words(`
nouns: Wandelrugzak | Waterkoker | Draadloze koptelefoon | Hardloopschoen | Bureaulamp | Thermosfles | Staafmixer
colours: Zwart | Wit | Saliegroen | Zandbeige | Marineblauw | Terracotta | Antraciet | Oudroze
shop: Handel | Winkel | Groothandel ¦ brand: Merk ¦ by: door {b} ¦ store: Bekijk alle producten van {b}
seller: Verkoop door {s} ¦ sellerLabel: Verkoper ¦ colour: Kleur
stars: {r} van de 5 sterren ¦ reviews: {n} review | {n} reviews ¦ noReviews: Nog geen reviews
was: Adviesprijs ¦ tax: incl. btw ¦ ship: + {m} verzendkosten ¦ freeShip: Gratis verzending
coupon: Kortingscode: {p}% extra korting ¦ member: Ledenprijs ¦ used: Tweedehands vanaf {m}
others: Andere verkopers ¦ condNew: Nieuw ¦ cart: In winkelwagen ¦ specs: Specificaties
specKeys: Modelnummer | Gewicht | Afmetingen ¦ home: Home
inStock: Op voorraad | Direct leverbaar ¦ few: Nog {n} op voorraad ¦ soldOut: Uitverkocht | Tijdelijk niet leverbaar
cats: Keuken | Sport & vrije tijd | Elektronica | Wonen | Buitenleven
sponsored: Gesponsord ¦ alsoBought: Vaak samen gekocht ¦ alsoSearched: Anderen zochten ook naar
results: {n} resultaten voor ‘{q}’ ¦ noResults: Geen resultaten voor ‘{q}’ ¦ notFound: Deze pagina bestaat niet (meer)
bot: Even controleren of je geen robot bent`),
  pl: words(`
nouns: Plecak turystyczny | Czajnik elektryczny | Słuchawki bezprzewodowe | But do biegania | Lampka biurkowa | Kubek termiczny | Blender ręczny
colours: Czarny | Biały | Szałwiowy | Piaskowy | Granatowy | Terakota | Grafitowy | Pudrowy róż
shop: Sklep | Hurtownia | Handel ¦ brand: Marka ¦ by: marki {b} ¦ store: Zobacz wszystkie produkty marki {b}
seller: Sprzedaje i wysyła {s} ¦ sellerLabel: Sprzedawca ¦ colour: Kolor
stars: {r} na 5 gwiazdek ¦ reviews: {n} opinia | {n} opinie | {n} opinii ¦ noReviews: Brak opinii
was: Cena katalogowa ¦ tax: zawiera VAT ¦ ship: + {m} dostawa ¦ freeShip: Darmowa dostawa
coupon: Kupon: dodatkowe {p}% rabatu ¦ member: Cena dla członków klubu ¦ used: Używane od {m}
others: Inne oferty ¦ condNew: Nowy ¦ cart: Dodaj do koszyka ¦ specs: Specyfikacja
specKeys: Numer modelu | Waga | Wymiary ¦ home: Strona główna
inStock: Dostępny | W magazynie ¦ few: Zostało tylko {n} szt. ¦ soldOut: Niedostępny | Produkt wyprzedany
cats: Kuchnia | Sport i rekreacja | Elektronika | Dom | Turystyka
sponsored: Sponsorowane ¦ alsoBought: Klienci kupili również ¦ alsoSearched: Inni szukali również
results: Wyniki wyszukiwania „{q}”: {n} ¦ noResults: Brak wyników dla „{q}” ¦ notFound: Nie znaleziono strony
bot: Potwierdź, że nie jesteś robotem ¦ instal: lub {k} rat po {m}`),
  'pt-BR': words(`
nouns: Mochila de trilha | Chaleira elétrica | Fone sem fio | Tênis de corrida | Luminária de mesa | Garrafa térmica | Mixer de mão
colours: Preto | Branco | Verde-sálvia | Bege-areia | Azul-marinho | Terracota | Grafite | Rosé
shop: Store | Comércio | Distribuidora ¦ brand: Marca ¦ by: por {b} ¦ store: Visite a loja {b}
seller: Vendido e entregue por {s} ¦ sellerLabel: Vendedor ¦ colour: Cor
stars: {r} de 5 estrelas ¦ reviews: {n} avaliação | {n} avaliações ¦ noReviews: Ainda sem avaliações
was: De ¦ tax: à vista ¦ ship: Frete: {m} ¦ freeShip: Frete grátis
coupon: Cupom: {p}% OFF extra ¦ member: Preço para assinantes ¦ used: Usado a partir de {m}
others: Outras ofertas ¦ condNew: Novo ¦ cart: Adicionar ao carrinho ¦ specs: Ficha técnica
specKeys: Modelo | Peso | Dimensões ¦ home: Início
inStock: Em estoque | Disponível ¦ few: Restam apenas {n} unidades ¦ soldOut: Esgotado | Indisponível
cats: Cozinha | Esporte e lazer | Eletrônicos | Casa | Aventura
sponsored: Patrocinado ¦ alsoBought: Quem comprou também comprou ¦ alsoSearched: Quem buscou também buscou
results: {n} resultados para "{q}" ¦ noResults: Nenhum resultado para "{q}" ¦ notFound: Página não encontrada
bot: Confirme que você não é um robô ¦ instal: ou {k}x de {m} sem juros`),
  nb: words(`
nouns: Tursekk | Vannkoker | Trådløse hodetelefoner | Løpesko | Skrivebordslampe | Termoflaske | Stavmikser
colours: Svart | Hvit | Salviegrønn | Sandbeige | Marineblå | Terrakotta | Antrasitt | Gammelrosa
shop: Handel | Butikk | Import ¦ brand: Merke ¦ by: fra {b} ¦ store: Se alle produkter fra {b}
seller: Selges og sendes av {s} ¦ sellerLabel: Selger ¦ colour: Farge
stars: {r} av 5 stjerner ¦ reviews: {n} anmeldelse | {n} anmeldelser ¦ noReviews: Ingen anmeldelser ennå
was: Veil. pris ¦ tax: inkl. mva. ¦ ship: Frakt: {m} ¦ freeShip: Fri frakt
coupon: Rabattkode: {p} % ekstra ¦ member: Medlemspris ¦ used: Brukt fra {m}
others: Andre selgere ¦ condNew: Ny ¦ cart: Legg i handlekurv ¦ specs: Spesifikasjoner
specKeys: Modellnummer | Vekt | Mål ¦ home: Forside
inStock: På lager | Sendes innen 24 timer ¦ few: Kun {n} igjen ¦ soldOut: Utsolgt | Ikke på lager
cats: Kjøkken | Sport og fritid | Elektronikk | Hjem | Friluftsliv
sponsored: Sponset ¦ alsoBought: Andre kjøpte også ¦ alsoSearched: Andre søkte også etter
results: {n} treff for «{q}» ¦ noResults: Ingen treff for «{q}» ¦ notFound: Siden finnes ikke
bot: Bekreft at du ikke er en robot`),
  'en-IN': words(`
nouns: Trekking Backpack | Electric Kettle | Wireless Earbuds | Running Shoe | Desk Lamp | Insulated Bottle | Hand Blender
colours: Black | White | Sage Green | Sand Beige | Navy Blue | Terracotta | Charcoal | Dusty Rose
shop: Retail | Traders | Enterprises ¦ brand: Brand ¦ by: by {b} ¦ store: Visit the {b} Store
seller: Sold by {s} ¦ sellerLabel: Seller ¦ colour: Colour
stars: {r} out of 5 stars ¦ reviews: {n} rating | {n} ratings ¦ noReviews: No ratings yet
was: M.R.P.: ¦ tax: Inclusive of all taxes ¦ ship: + {m} delivery ¦ freeShip: FREE delivery
coupon: Apply {p}% coupon ¦ member: Club price ¦ used: Used from {m}
others: Other sellers on this site ¦ condNew: New ¦ cart: Add to Cart ¦ specs: Technical Details
specKeys: Model Number | Item Weight | Dimensions ¦ home: Home
inStock: In stock | Available ¦ few: Only {n} left in stock. ¦ soldOut: Currently unavailable | Out of stock
cats: Kitchen | Sports | Electronics | Home | Outdoor
sponsored: Sponsored ¦ alsoBought: Customers who bought this also bought ¦ alsoSearched: Customers also searched
results: {n} results for "{q}" ¦ noResults: No results for "{q}" ¦ notFound: Sorry, we couldn't find that page
bot: Type the characters you see below ¦ instal: No Cost EMI: {k} months at {m}/month`),
  ru: words(`
syll: ва | ро | лин | дек | ма | тор | зан | ку | ми | ста | пел | нор | ки | бра
nouns: Туристический рюкзак | Электрочайник | Беспроводные наушники | Кроссовки для бега | Настольная лампа | Термос | Погружной блендер
colours: Чёрный | Белый | Шалфейный | Песочный | Тёмно-синий | Терракотовый | Графитовый | Пудровый
shop: Маркет | Торг | Трейд ¦ brand: Бренд ¦ by: от {b} ¦ store: Все товары бренда {b}
seller: Продавец: {s} ¦ sellerLabel: Продавец ¦ colour: Цвет
stars: Рейтинг {r} из 5 ¦ reviews: {n} отзыв | {n} отзыва | {n} отзывов ¦ noReviews: Пока нет отзывов
was: Старая цена ¦ tax: с НДС ¦ ship: Доставка {m} ¦ freeShip: Бесплатная доставка
coupon: Промокод: ещё −{p}% ¦ member: Цена по карте ¦ used: Б/у от {m}
others: Другие продавцы ¦ condNew: Новый ¦ cart: В корзину ¦ specs: Характеристики
specKeys: Артикул | Вес | Размеры ¦ home: Главная
inStock: В наличии | Есть на складе ¦ few: Осталось {n} шт. ¦ soldOut: Нет в наличии | Распродано
cats: Кухня | Спорт и отдых | Электроника | Дом | Туризм
sponsored: Реклама ¦ alsoBought: С этим товаром покупают ¦ alsoSearched: Также ищут
results: По запросу «{q}» найдено: {n} ¦ noResults: По запросу «{q}» ничего не найдено ¦ notFound: Страница не найдена
bot: Подтвердите, что вы не робот`),
  el: words(`
syll: βα | ρο | λιν | δεκ | μα | τορ | ζαν | κυ | μη | στα | πελ | νορ | κι | βρα
nouns: Σακίδιο πεζοπορίας | Βραστήρας | Ασύρματα ακουστικά | Παπούτσι τρεξίματος | Φωτιστικό γραφείου | Θερμός | Μπλέντερ χειρός
colours: Μαύρο | Λευκό | Φασκομηλί | Άμμου | Μπλε σκούρο | Τερακότα | Ανθρακί | Σάπιο μήλο
shop: Εμπόριο | Κατάστημα | Shop ¦ brand: Μάρκα ¦ by: από {b} ¦ store: Όλα τα προϊόντα {b}
seller: Πωλείται από {s} ¦ sellerLabel: Πωλητής ¦ colour: Χρώμα
stars: {r} στα 5 αστέρια ¦ reviews: {n} αξιολόγηση | {n} αξιολογήσεις ¦ noReviews: Δεν υπάρχουν αξιολογήσεις
was: Αρχική τιμή ¦ tax: με ΦΠΑ ¦ ship: Μεταφορικά {m} ¦ freeShip: Δωρεάν μεταφορικά
coupon: Κουπόνι: επιπλέον {p}% έκπτωση ¦ member: Τιμή μέλους ¦ used: Μεταχειρισμένο από {m}
others: Άλλοι πωλητές ¦ condNew: Καινούργιο ¦ cart: Προσθήκη στο καλάθι ¦ specs: Χαρακτηριστικά
specKeys: Κωδικός μοντέλου | Βάρος | Διαστάσεις ¦ home: Αρχική
inStock: Άμεσα διαθέσιμο | Σε απόθεμα ¦ few: Μόνο {n} τεμάχια ¦ soldOut: Εξαντλήθηκε | Μη διαθέσιμο
cats: Κουζίνα | Αθλητισμός | Ηλεκτρονικά | Σπίτι | Ύπαιθρος
sponsored: Χορηγούμενο ¦ alsoBought: Οι πελάτες αγόρασαν επίσης ¦ alsoSearched: Σχετικές αναζητήσεις
results: {n} αποτελέσματα για «{q}» ¦ noResults: Δεν βρέθηκαν αποτελέσματα για «{q}» ¦ notFound: Η σελίδα δεν βρέθηκε
bot: Επιβεβαιώστε ότι δεν είστε ρομπότ`),
  ja: words(`
syll: カ | ル | ミ | ア | ソ | ト | ラ | ノ | ベ | リ | サ | ク | ヨ | ハ
nouns: 登山リュック | 電気ケトル | ワイヤレスイヤホン | ランニングシューズ | デスクライト | 真空断熱ボトル | ハンドブレンダー
colours: ブラック | ホワイト | セージグリーン | サンドベージュ | ネイビー | テラコッタ | チャコール | ローズ
shop: 商店 | ストア | 本舗 ¦ brand: ブランド ¦ by: ブランド：{b} ¦ store: {b}ストアを表示
seller: 販売元：{s} ¦ sellerLabel: 販売元 ¦ colour: カラー
stars: 5つ星のうち{r} ¦ reviews: {n}件のレビュー ¦ noReviews: レビューはまだありません
was: 参考価格 ¦ tax: 税込 ¦ ship: 送料 {m} ¦ freeShip: 送料無料
coupon: {p}%OFFクーポンあり ¦ member: 会員価格 ¦ used: 中古品 {m}より
others: その他の出品者 ¦ condNew: 新品 ¦ cart: カートに入れる ¦ specs: 商品仕様
specKeys: 型番 | 重量 | サイズ ¦ home: ホーム
inStock: 在庫あり | 即日発送 ¦ few: 残り{n}点 ¦ soldOut: 在庫切れ | 現在お取り扱いできません
cats: キッチン | スポーツ・アウトドア | 家電 | ホーム | キャンプ
sponsored: スポンサー ¦ alsoBought: この商品を買った人はこんな商品も買っています ¦ alsoSearched: 関連する検索
results: 「{q}」の検索結果 {n}件 ¦ noResults: 「{q}」に一致する商品はありません ¦ notFound: ページが見つかりません
bot: ロボットではないことを確認してください`),
  ko: words(`
syll: 가 | 로 | 린 | 데 | 마 | 토 | 잔 | 쿠 | 미 | 스 | 펠 | 노 | 키 | 브
nouns: 등산 배낭 | 전기 주전자 | 무선 이어폰 | 러닝화 | 스탠드 조명 | 보온병 | 핸드 블렌더
colours: 블랙 | 화이트 | 세이지 그린 | 샌드 베이지 | 네이비 | 테라코타 | 차콜 | 로즈
shop: 상회 | 스토어 | 몰 ¦ brand: 브랜드 ¦ by: {b} 브랜드 ¦ store: {b} 스토어 바로가기
seller: 판매자: {s} ¦ sellerLabel: 판매자 ¦ colour: 색상
stars: 5점 만점에 {r}점 ¦ reviews: 리뷰 {n}개 ¦ noReviews: 아직 리뷰가 없습니다
was: 정가 ¦ tax: 부가세 포함 ¦ ship: 배송비 {m} ¦ freeShip: 무료배송
coupon: {p}% 할인 쿠폰 ¦ member: 회원가 ¦ used: 중고 {m}부터
others: 다른 판매자 ¦ condNew: 새상품 ¦ cart: 장바구니 담기 ¦ specs: 상품 정보
specKeys: 모델명 | 무게 | 크기 ¦ home: 홈
inStock: 재고 있음 | 구매 가능 ¦ few: {n}개 남음 ¦ soldOut: 품절 | 일시 품절
cats: 주방 | 스포츠 | 가전 | 홈 | 캠핑
sponsored: 광고 ¦ alsoBought: 함께 구매한 상품 ¦ alsoSearched: 연관 검색
results: '{q}' 검색 결과 {n}개 ¦ noResults: '{q}'에 대한 검색 결과가 없습니다 ¦ notFound: 페이지를 찾을 수 없습니다
bot: 로봇이 아님을 확인해 주세요`),
  ar: words(`
syll: سا | رو | لين | دك | ما | تور | زان | كو | مي | ستا | بيل | نور | كي | برا
nouns: حقيبة ظهر للرحلات | غلاية كهربائية | سماعات لاسلكية | حذاء جري | مصباح مكتب | زجاجة حرارية | خلاط يدوي
colours: أسود | أبيض | أخضر مريمي | بيج رملي | كحلي | تيراكوتا | رمادي فحمي | وردي
shop: للتجارة | ستور | ماركت ¦ brand: العلامة التجارية ¦ by: من {b} ¦ store: زيارة متجر {b}
seller: يباع ويشحن بواسطة {s} ¦ sellerLabel: البائع ¦ colour: اللون
stars: {r} من 5 نجوم ¦ reviews: {n} تقييم ¦ noReviews: لا توجد تقييمات بعد
was: السعر الأصلي ¦ tax: شامل ضريبة القيمة المضافة ¦ ship: الشحن: {m} ¦ freeShip: شحن مجاني
coupon: كوبون: خصم إضافي {p}% ¦ member: سعر الأعضاء ¦ used: مستعمل ابتداءً من {m}
others: بائعون آخرون ¦ condNew: جديد ¦ cart: أضف إلى السلة ¦ specs: المواصفات
specKeys: رقم الموديل | الوزن | الأبعاد ¦ home: الرئيسية
inStock: متوفر | متوفر في المخزون ¦ few: تبقى {n} قطع فقط ¦ soldOut: غير متوفر | نفدت الكمية
cats: المطبخ | الرياضة | الإلكترونيات | المنزل | التخييم
sponsored: إعلان ¦ alsoBought: عملاء اشتروا هذا المنتج اشتروا أيضاً ¦ alsoSearched: عمليات بحث ذات صلة
results: {n} نتيجة لـ "{q}" ¦ noResults: لا توجد نتائج لـ "{q}" ¦ notFound: الصفحة غير موجودة
bot: يرجى التأكد من أنك لست روبوتاً ¦ instal: أو قسّطها على {k} دفعات بقيمة {m}`),
  he: words(`
syll: סר | ול | דק | מה | טור | זן | קו | מי | סט | פל | נור | רו | לי | בר
nouns: תרמיל טיולים | קומקום חשמלי | אוזניות אלחוטיות | נעלי ריצה | מנורת שולחן | בקבוק תרמי | בלנדר מוט
colours: שחור | לבן | ירוק מרווה | בז' חול | כחול כהה | טרקוטה | אפור פחם | ורוד עתיק
shop: סחר | שופ | מרקט ¦ brand: מותג ¦ by: מאת {b} ¦ store: לכל המוצרים של {b}
seller: נמכר ונשלח על ידי {s} ¦ sellerLabel: מוכר ¦ colour: צבע
stars: דירוג {r} מתוך 5 ¦ reviews: {n} ביקורות ¦ noReviews: אין עדיין ביקורות
was: מחיר מקורי ¦ tax: כולל מע"מ ¦ ship: משלוח: {m} ¦ freeShip: משלוח חינם
coupon: קופון: {p}% הנחה נוספת ¦ member: מחיר למועדון ¦ used: משומש החל מ-{m}
others: מוכרים נוספים ¦ condNew: חדש ¦ cart: הוספה לסל ¦ specs: מפרט טכני
specKeys: דגם | משקל | מידות ¦ home: דף הבית
inStock: במלאי | זמין למשלוח ¦ few: נותרו {n} יחידות בלבד ¦ soldOut: אזל מהמלאי | לא זמין כרגע
cats: מטבח | ספורט | אלקטרוניקה | לבית | קמפינג
sponsored: ממומן ¦ alsoBought: לקוחות שקנו מוצר זה קנו גם ¦ alsoSearched: חיפושים קשורים
results: {n} תוצאות עבור "{q}" ¦ noResults: לא נמצאו תוצאות עבור "{q}" ¦ notFound: הדף לא נמצא
bot: אנא אשרו שאינכם רובוט ¦ instal: עד {k} תשלומים של {m}`),
};

// ---------------------------------------------------------------- numbers and money

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** How a site writes money. */
interface Cash {
  sym: string;
  before: boolean;
  gap: string;
  dec: string;
  group: string;
  /** Indian grouping: 1,23,456. */
  lakh: boolean;
  /** Amounts with minor units (cents); yen, won and some rouble and rupee sites have none. */
  minor: boolean;
  /** How a whole amount ends: null keeps ",00"; "" drops the decimals; ",-" or ".–" as some markets write it. */
  wholeEnd: string | null;
  /** "12€99": the symbol in the decimal mark's place. */
  mid: boolean;
  /** Words after the amount, e.g. "（税込）". */
  tail: string;
}

interface Locale {
  tag: string;
  family: IntlFamily;
  /** Decimal mark and thousands separator of ratings and counts. */
  dec: string;
  group: string;
  /** Units of the local currency for a euro, so amounts look like the market's. */
  rate: number;
  /** The noun before the invented name ("Sac à dos Vorlin"), or after it. */
  nounFirst: boolean;
  cash(r: Random): Cash;
}

const cashOf = (over: Partial<Cash> & Pick<Cash, 'sym'>): Cash => ({
  before: false,
  gap: NBSP,
  dec: ',',
  group: '.',
  lakh: false,
  minor: true,
  wholeEnd: null,
  mid: false,
  tail: '',
  ...over,
});

const LOCALES: readonly Locale[] = [
  { tag: 'de', family: 'latin', dec: ',', group: '.', rate: 1, nounFirst: false, cash: () => cashOf({ sym: '€' }) },
  {
    tag: 'de-CH',
    family: 'latin',
    dec: '.',
    group: '’',
    rate: 1,
    nounFirst: false,
    cash: (r) =>
      cashOf({
        sym: 'CHF',
        before: true,
        gap: ' ',
        dec: '.',
        group: r.pick(["'", '’']),
        wholeEnd: r.pick([null, '.–']),
      }),
  },
  {
    tag: 'fr',
    family: 'latin',
    dec: ',',
    group: NNBSP,
    rate: 1,
    nounFirst: true,
    cash: (r) => cashOf({ sym: '€', group: r.pick([NNBSP, ' ']), mid: r.chance(0.35) }),
  },
  {
    tag: 'nl',
    family: 'latin',
    dec: ',',
    group: '.',
    rate: 1,
    nounFirst: false,
    cash: (r) => cashOf({ sym: '€', before: true, gap: ' ', wholeEnd: r.pick([null, ',-']) }),
  },
  {
    tag: 'pl',
    family: 'latin',
    dec: ',',
    group: NBSP,
    rate: 4.3,
    nounFirst: true,
    cash: () => cashOf({ sym: 'zł', group: NBSP }),
  },
  {
    tag: 'pt-BR',
    family: 'latin',
    dec: ',',
    group: '.',
    rate: 5.5,
    nounFirst: true,
    cash: () => cashOf({ sym: 'R$', before: true }),
  },
  {
    tag: 'nb',
    family: 'latin',
    dec: ',',
    group: NBSP,
    rate: 11.5,
    nounFirst: false,
    cash: (r) => cashOf({ sym: 'kr', before: r.chance(0.5), group: NBSP, wholeEnd: r.pick([null, ',-']) }),
  },
  {
    tag: 'en-IN',
    family: 'latin',
    dec: '.',
    group: ',',
    rate: 90,
    nounFirst: false,
    cash: (r) => cashOf({ sym: '₹', before: true, gap: '', dec: '.', group: ',', lakh: true, minor: r.chance(0.4) }),
  },
  {
    tag: 'ru',
    family: 'non-latin',
    dec: ',',
    group: NBSP,
    rate: 95,
    nounFirst: true,
    cash: (r) => cashOf({ sym: r.pick(['₽', '₽', 'руб.']), group: NBSP, minor: r.chance(0.3) }),
  },
  { tag: 'el', family: 'non-latin', dec: ',', group: '.', rate: 1, nounFirst: true, cash: () => cashOf({ sym: '€' }) },
  {
    tag: 'ja',
    family: 'non-latin',
    dec: '.',
    group: ',',
    rate: 160,
    nounFirst: false,
    cash: (r) =>
      r.chance(0.5)
        ? cashOf({ sym: '円', gap: '', group: ',', minor: false, tail: r.chance(0.6) ? '（税込）' : '' })
        : cashOf({ sym: r.pick(['¥', '￥']), before: true, gap: '', group: ',', minor: false }),
  },
  {
    tag: 'ko',
    family: 'non-latin',
    dec: '.',
    group: ',',
    rate: 1450,
    nounFirst: false,
    cash: (r) =>
      r.chance(0.6)
        ? cashOf({ sym: '원', gap: '', group: ',', minor: false })
        : cashOf({ sym: '₩', before: true, gap: '', group: ',', minor: false }),
  },
  {
    tag: 'ar',
    family: 'rtl',
    dec: '.',
    group: ',',
    rate: 4,
    nounFirst: true,
    cash: (r) => cashOf({ sym: r.pick(['ر.س', 'د.إ']), gap: ' ', dec: '.', group: ',' }),
  },
  {
    tag: 'he',
    family: 'rtl',
    dec: '.',
    group: ',',
    rate: 4,
    nounFirst: true,
    cash: (r) => cashOf({ sym: '₪', before: r.chance(0.5), gap: r.pick(['', ' ']), dec: '.', group: ',' }),
  },
];

const INDIC = '٠١٢٣٤٥٦٧٨٩';

/** A number written with Arabic-Indic digits, its decimal mark and thousands separator. */
const indic = (latin: string): string =>
  latin
    .replace(/[0-9]/g, (d) => INDIC[Number(d)] ?? d)
    .replace(/\./g, '٫')
    .replace(/,/g, '٬');

/** Digits of a phrase (a template's "5 stars") in the site's digits; its punctuation kept. */
const digitsOf = (s: Style, text: string): string =>
  s.indic ? text.replace(/[0-9]/g, (d) => INDIC[Number(d)] ?? d) : text;

function lakh(n: number): string {
  const text = String(n);
  if (text.length <= 3) return text;
  return `${text.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${text.slice(-3)}`;
}

function moneyText(s: Style, cents: number, cash = s.cash): string {
  const whole = Math.floor(cents / 100);
  const frac = String(cents % 100).padStart(2, '0');
  const w = cash.lakh ? lakh(whole) : groupedWith(whole, cash.group);
  if (cash.mid) return `${w}${cash.sym}${frac}`;
  let num = !cash.minor
    ? w
    : cents % 100 === 0 && cash.wholeEnd !== null
      ? `${w}${cash.wholeEnd}`
      : `${w}${cash.dec}${frac}`;
  if (s.indic) num = indic(num);
  return `${cash.before ? `${cash.sym}${cash.gap}${num}` : `${num}${cash.gap}${cash.sym}`}${cash.tail}`;
}

function ratingText(s: Style, rating: number): string {
  const text = (Number.isInteger(rating) ? String(rating) : rating.toFixed(1)).replace('.', s.loc.dec);
  return s.indic ? indic(text.replace(',', '.')) : text;
}

function countText(s: Style, n: number): string {
  return s.indic ? indic(groupedWith(n, ',')) : groupedWith(n, s.loc.group);
}

/** The plural form of a count: one form, one/other, or the Slavic one/few/many. */
function plural(s: Style, n: number, forms: string[]): string {
  const [one = '', few = one, many = few] = forms;
  if (forms.length < 2) return one;
  if (forms.length === 2) return n === 1 ? one : few;
  const tens = n % 100;
  if (n % 10 >= 2 && n % 10 <= 4 && (tens < 12 || tens > 14)) return few;
  if (s.loc.tag === 'pl') return n === 1 ? one : many;
  return n % 10 === 1 && tens !== 11 ? one : many;
}

/** Amounts in the market's range: yen and won in round figures, euros with the usual endings. */
function amountFor(r: Random, s: Style): number {
  const eur = r.pick([r.int(6, 40), r.int(20, 150), r.int(60, 400), r.int(300, 1600)]);
  let whole = Math.max(2, Math.round(eur * s.loc.rate * (0.85 + r.next() * 0.3)));
  if (!s.cash.minor) {
    const step = whole >= 20000 ? 100 : whole >= 2000 ? 10 : 1;
    whole = Math.max(step, Math.round(whole / step) * step - r.pick([0, 0, 2 * step]));
    return whole * 100;
  }
  const wholeEnding = s.cash.wholeEnd !== null || s.cash.mid ? 0.4 : 0.15;
  return whole * 100 + (r.chance(wholeEnding) ? 0 : r.pick([99, 99, 90, 95, 50, r.int(1, 98)]));
}

/** A list price above the sale price, rounded as the market rounds. */
function listAmountFor(r: Random, s: Style, cents: number): number {
  const up = cents * (1.12 + r.next() * 0.5);
  if (s.cash.minor) return Math.ceil(up / 100) * 100 + r.pick([0, -1, -10]);
  const whole = up / 100;
  const step = whole >= 20000 ? 1000 : whole >= 2000 ? 100 : 10;
  return (Math.ceil(whole / step) * step - (r.chance(0.5) ? step / 5 : 0)) * 100;
}

/** The amount in US dollars, as a converted price shows it: "≈ US$13.20". */
function usd(s: Style, cents: number): string {
  const [whole = '0', frac = '00'] = ((cents / 100 / s.loc.rate) * 1.08).toFixed(2).split('.');
  return `≈ US$${groupedWith(Number(whole), ',')}.${frac}`;
}

// ---------------------------------------------------------------- site style

interface Style {
  loc: Locale;
  w: Words;
  cash: Cash;
  /** Arabic-Indic digits in prices, ratings and counts. */
  indic: boolean;
  cls: (role: string) => string;
  classes: 'bem' | 'short' | 'modules' | 'plain';
  siteName: string;
  brands: string[];
  sellers: string[];
  brandHow: 'by' | 'label' | 'store' | 'above' | 'spec';
  brandInName: boolean;
  priceHow: 'plain' | 'split';
  listFirst: boolean;
  ratingHow: 'label' | 'number' | 'slash';
  countsShown: number;
  colourHow: 'swatches' | 'chips' | 'select' | 'line';
  sellerRate: number;
  sellerBox: boolean;
  saleRate: number;
  othersRate: number;
  couponRate: number;
  convertRate: number;
  memberRate: number;
  usedRate: number;
  shipRate: number;
  instalRate: number;
  taxNote: boolean;
  titleB: number;
  move: number;
  rowsMove: boolean;
  alsoBought: number;
  jsonLd: boolean;
  // Lists
  adRate: number;
  adBadge: 'top' | 'bottom';
  makerRate: number;
  makerHow: 'above' | 'by';
  cardRated: number;
  midRow: number;
  countLine: boolean;
}

function classNamer(r: Random, how: Style['classes']): (role: string) => string {
  const made = new Map<string, string>();
  const prefix = r.pick(['pdp', 'mp', 'shop', 'item', 'srp', 'c']);
  const hash = (): string =>
    Array.from(
      { length: 5 },
      () => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[r.int(0, 61)],
    ).join('');
  return (role) => {
    let out = made.get(role);
    if (out === undefined) {
      const bare = role.replace(/[^a-z]/g, '');
      if (how === 'bem') out = `${prefix}-${role.replace(/-/, '__')}`;
      else if (how === 'short') out = `${bare.slice(0, 2)}${bare.slice(-2)}${made.size}`;
      else if (how === 'modules') out = `${role.charAt(0).toUpperCase()}${role.slice(1)}_${bare}__${hash()}`;
      else out = role;
      made.set(role, out);
    }
    return out;
  };
}

/** An invented word in the locale's script: Latin syllables, or its own. */
function coinedIn(r: Random, w: Words): string {
  const syll = list(w.syll);
  if (!syll.length) return coined(r);
  const text = Array.from({ length: r.int(2, 3) + (syll[0]?.length === 1 ? 1 : 0) }, () => r.pick(syll)).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function styleFor(r: Random, kind: IntlKind, loc: Locale): Style {
  const w = LOCALE_WORDS[loc.tag] as Words;
  const classes = r.pick(['bem', 'short', 'modules', 'plain'] as const);
  const brands = Array.from({ length: r.int(3, 6) }, () => coinedIn(r, w));
  return {
    loc,
    w,
    cash: loc.cash(r),
    indic: loc.tag === 'ar' && r.chance(0.5),
    cls: classNamer(r, classes),
    classes,
    siteName: `${coinedIn(r, w)}${r.pick(['', '.shop', ' Market', ''])}`,
    brands,
    sellers: Array.from({ length: r.int(3, 6) }, () => `${coinedIn(r, w)} ${r.pick(list(w.shop))}`),
    brandHow: r.pick(['by', 'label', 'store', 'above', 'spec'] as const),
    brandInName: r.chance(0.3),
    priceHow: r.pick(['plain', 'plain', 'split'] as const),
    listFirst: r.chance(0.5),
    ratingHow: r.pick(['label', 'number', 'slash'] as const),
    countsShown: r.pick([1, 1, 0.8]),
    colourHow: r.pick(['swatches', 'chips', 'select', 'line'] as const),
    sellerRate: r.pick([0, 0.5, 0.9]),
    sellerBox: r.chance(0.4),
    saleRate: r.pick([0, 0.3, 0.5]),
    othersRate: r.pick([0, 0.3, 0.6]),
    couponRate: r.pick([0, 0.25]),
    convertRate: r.pick([0, 0, 0.5, 1]),
    memberRate: r.pick([0, 0, 0.3]),
    usedRate: r.pick([0, 0.3]),
    shipRate: r.pick([0, 0.5, 1]),
    instalRate: w.instal ? r.pick([0, 0.6, 1]) : 0,
    taxNote: r.chance(0.5),
    titleB: r.pick([0, 0, 0.3, 0.5]),
    move: r.pick([0, 0.3, 0.5]),
    rowsMove: r.chance(0.5),
    alsoBought: r.pick([0, 0.5, 1]),
    jsonLd: r.chance(0.3),
    adRate: kind === 'list' ? r.pick([0, 0.5, 0.9]) : 0,
    adBadge: r.pick(['top', 'bottom'] as const),
    makerRate: r.pick([0, 0.6, 1]),
    makerHow: r.pick(['above', 'by'] as const),
    cardRated: r.pick([0.5, 0.8, 1]),
    midRow: kind === 'list' ? r.pick([0, 0.4]) : 0,
    countLine: r.chance(0.7),
  };
}

// ---------------------------------------------------------------- products

interface Product {
  name: string;
  slug: string;
  brand: string;
  cents: number;
  listCents?: number;
  rating?: number;
  reviews?: number;
  inStock: boolean;
  stockPhrase: string;
  seller?: string;
  colours: string[];
  model: string;
  weight: string;
  dims: string;
}

interface Wants {
  sale: boolean;
  rated: boolean;
  counted: boolean;
  seller: boolean;
  colours: number;
}

function productFor(r: Random, s: Style, wants: Wants): Product {
  const { w, loc } = s;
  const brand = r.pick(s.brands);
  const noun = r.pick(list(w.nouns));
  const line = coinedIn(r, w);
  const model = r.chance(0.4) ? ` ${r.pick(['X', 'S', 'K', 'Pro '])}${r.int(2, 90)}` : '';
  const base = loc.nounFirst ? `${noun} ${line}${model}` : `${line} ${noun}${model}`;
  const cents = amountFor(r, s);
  const stock = r.next();
  const id = r.int(10000000, 99999999);
  return {
    name: s.brandInName ? `${brand} ${base}` : base,
    slug: /^[\x20-\x7e]+$/.test(base) ? `${base.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}` : `item/${id}`,
    brand,
    cents,
    ...(wants.sale ? { listCents: listAmountFor(r, s, cents) } : {}),
    ...(wants.rated ? { rating: r.int(24, 50) / 10 } : {}),
    ...(wants.rated && wants.counted ? { reviews: r.pick([r.int(1, 30), r.int(10, 900), r.int(1000, 25000)]) } : {}),
    inStock: stock < 0.8,
    stockPhrase:
      stock < 0.65
        ? r.pick(list(w.inStock))
        : stock < 0.8
          ? digitsOf(s, fill(w.few, { n: String(r.int(1, 5)) }))
          : r.pick(list(w.soldOut)),
    ...(wants.seller ? { seller: r.pick(s.sellers) } : {}),
    colours: r.sample(list(w.colours), wants.colours),
    model: `${r.pick(['TX', 'KV', 'AL', 'MR'])}-${r.int(100, 9999)}`,
    weight: `${(r.int(2, 40) / 10).toFixed(1).replace('.', loc.dec)} kg`,
    dims: `${r.int(10, 60)} × ${r.int(8, 40)} × ${r.int(4, 30)} cm`,
  };
}

// ---------------------------------------------------------------- components

/** A template whose text is escaped and whose {x} slots take markup. */
function fillHtml(template: string, vars: Record<string, string>): string {
  return template
    .split(/(\{\w\})/)
    .map((part) => (/^\{\w\}$/.test(part) ? (vars[part.slice(1, -1)] ?? esc(part)) : esc(part)))
    .join('');
}

function priceHtml(s: Style, cents: number, role = 'price'): string {
  const c = s.cls;
  const text = moneyText(s, cents);
  if (s.priceHow === 'plain') return `<span class="${c(role)}">${esc(text)}</span>`;
  // A screen-reader copy, the shown copy with its decimals raised.
  const dec = s.indic ? '٫' : s.cash.dec;
  const at = s.cash.minor && !s.cash.mid ? text.lastIndexOf(dec) : -1;
  const shown = at > 0 ? `${esc(text.slice(0, at))}<sup>${esc(text.slice(at))}</sup>` : esc(text);
  return `<span class="${c(role)}"><span class="${c('offscreen')}">${esc(text)}</span><span aria-hidden="true">${shown}</span></span>`;
}

function wasHtml(s: Style, listCents: number): string {
  const c = s.cls;
  return `<span class="${c('was')}">${esc(s.w.was)} <s>${esc(moneyText(s, listCents))}</s></span>`;
}

function ratingHtml(s: Style, p: Product, main: boolean): string {
  const c = s.cls;
  const { w } = s;
  if (p.rating === undefined) return main ? `<p class="${c('no-reviews')}">${esc(w.noReviews)}</p>` : '';
  const shown = ratingText(s, p.rating);
  const full = Math.round(p.rating);
  const glyphs = '★'.repeat(full) + '☆'.repeat(5 - full);
  const stars =
    s.ratingHow === 'label'
      ? `<span class="${c('stars')}" role="img" aria-label="${esc(digitsOf(s, fill(w.stars, { r: shown })))}">${glyphs}</span>`
      : s.ratingHow === 'number'
        ? `<span class="${c('rating-value')}">${shown}</span><span class="${c('stars')}" aria-hidden="true">${glyphs}</span>`
        : `<span class="${c('rating-value')}">${shown}/${digitsOf(s, '5')}</span>`;
  const count =
    p.reviews === undefined
      ? ''
      : main
        ? `<a href="#reviews" class="${c('review-link')}">${esc(plural(s, p.reviews, list(w.reviews)).replace('{n}', countText(s, p.reviews)))}</a>`
        : `<span class="${c('count')}">(${countText(s, p.reviews)})</span>`;
  return `<div class="${c(main ? 'rating' : 'card-rating')}">${stars} ${count}</div>`;
}

function brandHtml(s: Style, brand: string): string {
  const c = s.cls;
  const link = `<a href="/brand/${encodeURIComponent(brand)}" class="${c('brand-link')}">${esc(brand)}</a>`;
  if (s.brandHow === 'by') return `<p class="${c('byline')}">${fillHtml(s.w.by, { b: link })}</p>`;
  if (s.brandHow === 'label')
    return `<p class="${c('brand-row')}"><span class="${c('label')}">${esc(s.w.brand)}:</span> ${link}</p>`;
  if (s.brandHow === 'store')
    return `<a href="/brand/${encodeURIComponent(brand)}" class="${c('store-link')}">${esc(fill(s.w.store, { b: brand }))}</a>`;
  return s.brandHow === 'above' ? link : '';
}

function titleHtml(s: Style, p: Product, r: Random): string {
  const c = s.cls;
  const brand = brandHtml(s, p.brand);
  if (!r.chance(s.titleB)) {
    const h1 = `<h1 class="${c('title')}">${esc(p.name)}</h1>`;
    return `<div class="${c('title-block')}">${s.brandHow === 'above' ? `${brand}${h1}` : `${h1}${brand}`}</div>`;
  }
  // The other arm of an A/B test: other wrappers, the brand on the other side.
  const h1 = `<div class="${c('title-b-inner')}"><h1 class="${c('name-b')}"><span>${esc(p.name)}</span></h1></div>`;
  return `<section class="${c('title-b')}">${s.brandHow === 'above' ? `${h1}<div class="${c('sub-b')}">${brand}</div>` : `<div class="${c('sub-b')}">${brand}</div>${h1}`}</section>`;
}

function priceBox(s: Style, p: Product, r: Random): string {
  const c = s.cls;
  const { w } = s;
  const now = priceHtml(s, p.cents);
  let head = now;
  if (p.listCents !== undefined) {
    const off = `<span class="${c('off')}">−${digitsOf(s, String(Math.round(100 - (100 * p.cents) / p.listCents)))}%</span>`;
    head = s.listFirst ? `${wasHtml(s, p.listCents)} ${now} ${off}` : `${off} ${now} ${wasHtml(s, p.listCents)}`;
  }
  const lines = [`<div class="${c('price-now')}">${head}</div>`];
  if (s.taxNote) lines.push(`<span class="${c('tax')}">${esc(w.tax)}</span>`);
  if (s.cash.tail && r.chance(0.4)) {
    const ex = Math.round(p.cents / 110) * 100;
    lines.push(`<span class="${c('tax-ex')}">（税抜 ${esc(moneyText(s, ex, { ...s.cash, tail: '' }))}）</span>`);
  }
  if (r.chance(s.convertRate)) lines.push(`<span class="${c('fx')}">${esc(usd(s, p.cents))}</span>`);
  if (r.chance(s.memberRate)) {
    const member = Math.round((p.cents * 0.9) / 100) * 100 - (s.cash.minor ? 1 : 0);
    lines.push(
      `<div class="${c('member')}"><span class="${c('member-label')}">${esc(w.member)}</span> ${priceHtml(s, member, 'member-price')}</div>`,
    );
  }
  if (r.chance(s.instalRate)) {
    const k = r.pick([3, 6, 10, 12]);
    const each = Math.ceil(p.cents / k / (s.cash.minor ? 1 : 100)) * (s.cash.minor ? 1 : 100);
    lines.push(
      `<p class="${c('instal')}">${esc(fill(w.instal, { k: digitsOf(s, String(k)), m: moneyText(s, each) }))}</p>`,
    );
  }
  if (r.chance(s.shipRate)) {
    const fee = Math.round(s.loc.rate * r.pick([3, 4, 5, 7])) * 100 - (s.cash.minor ? r.pick([0, 1, 5]) : 0);
    lines.push(
      `<p class="${c('ship')}">${esc(r.chance(0.4) ? w.freeShip : fill(w.ship, { m: moneyText(s, fee) }))}</p>`,
    );
  }
  if (r.chance(s.couponRate))
    lines.push(
      `<p class="${c('coupon')}"><label><input type="checkbox"> ${esc(fill(w.coupon, { p: digitsOf(s, String(r.pick([5, 10, 15]))) }))}</label></p>`,
    );
  return `<div class="${c('price-box')}">${lines.join('')}</div>`;
}

function stockHtml(s: Style, p: Product): string {
  const c = s.cls;
  return `<p class="${c('stock')} ${c(p.inStock ? 'stock-ok' : 'stock-no')}">${esc(p.stockPhrase)}</p>`;
}

function sellerHtml(s: Style, p: Product, r: Random): string {
  const c = s.cls;
  if (!p.seller) return '';
  const link = `<a href="/seller/${encodeURIComponent(p.seller)}" class="${c('seller-link')}">${esc(p.seller)}</a>`;
  if (!s.sellerBox) return `<p class="${c('seller')}">${fillHtml(s.w.seller, { s: link })}</p>`;
  return `<div class="${c('merchant')}"><span class="${c('merchant-label')}">${esc(s.w.sellerLabel)}</span> ${link} <span class="${c('merchant-score')}">(${digitsOf(s, String(r.int(86, 100)))}%)</span></div>`;
}

const SWATCH = ['#1b1b1b', '#f4f4f0', '#9caf88', '#d8c7a3', '#1f2f4f', '#c66b4a', '#3b3f45', '#d8a7a7'];

function coloursHtml(s: Style, p: Product): string {
  const c = s.cls;
  const { colours } = p;
  if (!colours.length) return '';
  const label = esc(s.w.colour);
  if (s.colourHow === 'line') {
    const comma = s.loc.tag === 'ar' ? '، ' : s.loc.tag === 'ja' ? '、' : ', ';
    return `<p class="${c('colours-line')}">${label}: ${esc(colours.join(comma))}</p>`;
  }
  if (s.colourHow === 'select')
    return `<label class="${c('colour-select')}">${label} <select name="colour">${colours.map((x) => `<option>${esc(x)}</option>`).join('')}</select></label>`;
  if (s.colourHow === 'chips')
    return `<div class="${c('colours')}"><span class="${c('colours-label')}">${label}</span><ul class="${c('chip-list')}">${colours
      .map((x, i) => `<li><a href="?colour=${i + 1}" class="${c('chip')}">${esc(x)}</a></li>`)
      .join('')}</ul></div>`;
  const swatches = colours
    .map(
      (x, i) =>
        `<li><button type="button" aria-pressed="${i === 0}" title="${esc(x)}" class="${c('swatch')}"><span class="${c('dot')}" style="background:${SWATCH[i % SWATCH.length]}"></span><span class="${c('offscreen')}">${esc(x)}</span></button></li>`,
    )
    .join('');
  return `<div class="${c('swatches')}"><p class="${c('swatch-label')}">${label}: <b>${esc(colours[0] ?? '')}</b></p><ul class="${c('swatch-list')}">${swatches}</ul></div>`;
}

function othersHtml(s: Style, p: Product, r: Random): string {
  const c = s.cls;
  const rows = Array.from({ length: r.int(2, 4) }, () => {
    const cents = Math.round(p.cents * (0.92 + r.next() * 0.25));
    return `<tr><td class="${c('offer-seller')}"><a href="/seller/x">${esc(r.pick(s.sellers))}</a></td><td>${esc(s.w.condNew)}</td><td class="${c('offer-price')}">${esc(moneyText(s, s.cash.minor ? cents : Math.round(cents / 100) * 100))}</td><td><button type="button">${esc(s.w.cart)}</button></td></tr>`;
  });
  return `<section class="${c('others')}"><h2 class="${c('section-title')}">${esc(s.w.others)}</h2><table class="${c('offers')}"><tbody>${rows.join('')}</tbody></table></section>`;
}

function specsHtml(s: Style, p: Product, r: Random): string {
  const c = s.cls;
  const [model = '', weight = '', dims = ''] = list(s.w.specKeys);
  const rows: Array<[string, string]> = [
    [model, p.model],
    [weight, p.weight],
    [dims, p.dims],
  ];
  if (s.brandHow === 'spec') rows.splice(1, 0, [s.w.brand, p.brand]);
  const order = s.rowsMove && r.chance(0.5) ? r.shuffle(rows) : rows;
  return `<section class="${c('specs')}"><h2 class="${c('section-title')}">${esc(s.w.specs)}</h2><table class="${c('spec-table')}"><tbody>${order
    .map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('')}</tbody></table></section>`;
}

/** A product card: the result list's and the recommendation rows' very markup. */
function cardHtml(s: Style, p: Product, maker: boolean, badge = ''): string {
  const c = s.cls;
  const href = `/p/${p.slug}`;
  const makerHtml = !maker
    ? ''
    : s.makerHow === 'above'
      ? `<p class="${c('maker')}">${esc(p.brand)}</p>`
      : `<p class="${c('maker')}">${esc(fill(s.w.by, { b: p.brand }))}</p>`;
  const ad = badge ? `<span class="${c(s.adBadge === 'top' ? 'badge' : 'ad-label')}">${esc(badge)}</span>` : '';
  return `<li class="${c('card')}">${s.adBadge === 'top' ? ad : ''}<a href="${href}" class="${c('card-img')}"><img src="/img/${p.slug}.jpg" alt="${esc(p.name)}" loading="lazy"></a><div class="${c('card-body')}">${
    s.makerHow === 'above' ? makerHtml : ''
  }<h2 class="${c('card-title')}"><a href="${href}">${esc(p.name)}</a></h2>${s.makerHow === 'by' ? makerHtml : ''}${ratingHtml(s, p, false)}<div class="${c('card-price')}">${
    p.listCents !== undefined ? wasHtml(s, p.listCents) : ''
  }${priceHtml(s, p.cents)}</div>${s.adBadge === 'bottom' ? ad : ''}</div></li>`;
}

function cardProduct(r: Random, s: Style): Product {
  const rated = r.chance(s.cardRated);
  return productFor(r, s, { sale: r.chance(s.saleRate), rated, counted: r.chance(0.85), seller: false, colours: 0 });
}

function rowHtml(s: Style, r: Random, title: string): string {
  const c = s.cls;
  const cards = Array.from({ length: r.int(3, 6) }, () => cardHtml(s, cardProduct(r, s), r.chance(s.makerRate)));
  return `<section class="${c('row')}"><h2 class="${c('row-title')}">${esc(title)}</h2><ul class="${c('carousel')}">${cards.join('')}</ul></section>`;
}

// ---------------------------------------------------------------- pages

const CURRENCY: Record<string, string> = { '€': 'EUR', CHF: 'CHF', zł: 'PLN', R$: 'BRL', kr: 'NOK', '₹': 'INR' };

function jsonLd(s: Style, p: Product, url: string): string {
  const code =
    CURRENCY[s.cash.sym] ??
    (
      { ru: 'RUB', ja: 'JPY', ko: 'KRW', he: 'ILS', ar: s.cash.sym === 'د.إ' ? 'AED' : 'SAR' } as Record<string, string>
    )[s.loc.tag];
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    brand: { '@type': 'Brand', name: p.brand },
    sku: p.model,
    offers: {
      '@type': 'Offer',
      url,
      price: (p.cents / 100).toFixed(s.cash.minor ? 2 : 0),
      priceCurrency: code,
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(p.rating !== undefined
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.reviews ?? 1 } }
      : {}),
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function page(s: Style, r: Random, title: string, main: string, head = '', query = ''): string {
  const c = s.cls;
  const dir = s.loc.family === 'rtl' ? ' dir="rtl"' : '';
  const nav = list(s.w.cats)
    .map((cat, i) => `<a href="/c/${i + 1}" class="${c('nav-link')}">${esc(cat)}</a>`)
    .join('');
  return `<!DOCTYPE html><html lang="${s.loc.tag}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} | ${esc(s.siteName)}</title><link rel="stylesheet" href="/assets/site.${r.int(1000, 9999)}.css">${head}</head>
<body><header class="${c('site-header')}"><a href="/" class="${c('logo')}">${esc(s.siteName)}</a><form role="search" action="/s" class="${c('search')}"><input type="search" name="q" value="${esc(query)}"><button type="submit">⌕</button></form><a href="/cart" class="${c('cart-link')}" aria-label="${esc(s.w.cart)}">🛒 <span>${digitsOf(s, String(r.int(0, 3)))}</span></a><nav class="${c('nav')}">${nav}</nav></header>
<main class="${c('main')}">${main}</main>
<footer class="${c('footer')}"><p>© ${2019 + r.int(0, 6)} ${esc(s.siteName)}</p></footer></body></html>`;
}

function crumbs(s: Style, cat: string, last: string): string {
  const c = s.cls;
  return `<nav class="${c('crumbs')}" aria-label="breadcrumb"><ol><li><a href="/">${esc(s.w.home)}</a></li><li><a href="/c/1">${esc(cat)}</a></li><li aria-current="page">${esc(last)}</li></ol></nav>`;
}

function detailHtml(s: Style, p: Product, r: Random, url: string): string {
  const c = s.cls;
  const cart = `<button type="button" class="${c('add')}"${p.inStock ? '' : ' disabled'}>${esc(s.w.cart)}</button>`;
  const rating = ratingHtml(s, p, true);
  const price = priceBox(s, p, r);
  const stock = stockHtml(s, p);
  const seller = sellerHtml(s, p, r);
  const colours = coloursHtml(s, p);
  // Blocks that move: a second arrangement of the buy box on some pages.
  const blocks = r.chance(s.move)
    ? [price, rating, colours, `<div class="${c('buy-box')}">${stock}${cart}${seller}</div>`]
    : [rating, price, stock, seller, colours, `<div class="${c('buy-box')}">${cart}</div>`];
  const used = r.chance(s.usedRate)
    ? `<p class="${c('used')}"><a href="/offers?condition=used">${esc(fill(s.w.used, { m: moneyText(s, Math.round((p.cents * 0.7) / 100) * 100) }))}</a></p>`
    : '';
  const info = `<div class="${c('info')}">${titleHtml(s, p, r)}${blocks.join('')}${used}</div>`;
  const gallery = `<div class="${c('gallery')}"><img src="/img/${p.slug}-1.jpg" alt="${esc(p.name)}"></div>`;
  const others = r.chance(s.othersRate) ? othersHtml(s, p, r) : '';
  const also = r.chance(s.alsoBought) ? rowHtml(s, r, s.w.alsoBought) : '';
  const body = `${crumbs(s, r.pick(list(s.w.cats)), p.name)}<div class="${c('product')}">${gallery}${info}</div>${others}${specsHtml(s, p, r)}${also}<section id="reviews" class="${c('reviews')}"></section>`;
  return page(s, r, p.name, body, s.jsonLd ? jsonLd(s, p, url) : '');
}

function oddHtml(s: Style, r: Random): string {
  const c = s.cls;
  if (r.chance(0.4)) {
    const dir = s.loc.family === 'rtl' ? ' dir="rtl"' : '';
    return `<!DOCTYPE html><html lang="${s.loc.tag}"${dir}><head><meta charset="utf-8"><title>${esc(s.siteName)}</title></head><body><div class="${c('captcha')}"><h1>${esc(s.w.bot)}</h1><form method="post" action="/validate"><img src="/captcha/${r.int(1000, 9999)}.png" alt=""><input name="answer" autocomplete="off"><button type="submit">OK</button></form></div></body></html>`;
  }
  const also = r.chance(0.6) ? rowHtml(s, r, s.w.alsoBought) : '';
  return page(
    s,
    r,
    '404',
    `<section class="${c('error')}"><p class="${c('error-code')}">404</p><h1 class="${c('title')}">${esc(s.w.notFound)}</h1><a href="/">${esc(s.w.home)}</a></section>${also}`,
  );
}

interface Shown {
  product: Product;
  maker: boolean;
}

function listHtml(s: Style, r: Random, shown: Shown[], query: string, at: number): string {
  const c = s.cls;
  const cards = shown.map(({ product, maker }) => cardHtml(s, product, maker));
  // Sponsored cards in the very card markup, with a badge in the page's language.
  if (r.chance(s.adRate))
    for (let n = r.int(1, 2); n > 0; n--)
      cards.splice(r.int(0, cards.length), 0, cardHtml(s, cardProduct(r, s), r.chance(s.makerRate), s.w.sponsored));
  // A recommendation row inside the grid, as marketplaces insert "also searched" between results.
  if (r.chance(s.midRow))
    cards.splice(r.int(2, cards.length), 0, `<li class="${c('row-slot')}">${rowHtml(s, r, s.w.alsoSearched)}</li>`);
  const total = shown.length + r.pick([0, r.int(20, 400), r.int(1000, 40000)]);
  const count = s.countLine
    ? `<p class="${c('result-count')}">${esc(fill(s.w.results, { n: countText(s, total), q: query }))}</p>`
    : '';
  const pager = `<nav class="${c('pager')}">${[1, 2, 3, 4, 5]
    .map((n) =>
      n === at
        ? `<span aria-current="page">${digitsOf(s, String(n))}</span>`
        : `<a href="?page=${n}">${digitsOf(s, String(n))}</a>`,
    )
    .join('')}</nav>`;
  const also = r.chance(s.alsoBought * 0.6) ? rowHtml(s, r, s.w.alsoBought) : '';
  const body = `${crumbs(s, list(s.w.cats)[0] ?? '', query)}${count}<h1 class="${c('list-title')}">${esc(query)}</h1><ul class="${c('results')}">${cards.join('')}</ul>${pager}${also}`;
  return page(s, r, query, body, '', query);
}

function emptyHtml(s: Style, r: Random, query: string): string {
  const c = s.cls;
  const also = r.chance(0.6) ? rowHtml(s, r, s.w.alsoBought) : '';
  return page(
    s,
    r,
    query,
    `${crumbs(s, list(s.w.cats)[0] ?? '', query)}<div class="${c('empty')}"><h1 class="${c('list-title')}">${esc(fill(s.w.noResults, { q: query }))}</h1></div>${also}`,
    '',
    query,
  );
}

// ---------------------------------------------------------------- truth

function detailTruth(p: Product): Record<string, unknown> {
  return {
    name: p.name,
    brand: p.brand,
    price: p.cents / 100,
    ...(p.rating !== undefined ? { rating: p.rating } : {}),
    ...(p.reviews !== undefined ? { review_count: p.reviews } : {}),
    availability: p.inStock,
    ...(p.seller ? { seller: p.seller } : {}),
    ...(p.colours.length ? { colours: [...p.colours] } : {}),
  };
}

function listRecord({ product: p, maker }: Shown): Record<string, unknown> {
  return {
    name: p.name,
    price: p.cents / 100,
    ...(p.rating !== undefined ? { rating: p.rating } : {}),
    ...(maker ? { maker: p.brand } : {}),
  };
}

// ---------------------------------------------------------------- sites

/** Locales in turn by seed, right-to-left ones twice, so each split has every locale and several RTL sites. */
const LOCALE_DRAW = [...LOCALES, ...LOCALES.filter((l) => l.family === 'rtl')];

/** One international marketplace site from a seed: a list template for a seed in three, else a product page. */
export function generateIntlSite(seed: number): IntlSite {
  const kind: IntlKind = seed % 3 === 0 ? 'list' : 'detail';
  const r = randomFor(seed * 7919 + 60661);
  const s = styleFor(r, kind, LOCALE_DRAW[seed % LOCALE_DRAW.length] as Locale);
  const count = r.chance(0.35) ? 12 : 20;
  const errorAt = r.chance(0.7) ? r.int(3, count - 1) : -1;
  const emptyAt = kind === 'list' && r.chance(0.4) ? r.int(2, count - 1) : -1;
  const host = `https://${coined(r, 2, 2).toLowerCase()}-${seed}.test`;
  // What page 1 shows of the optional fields: some sites' first page lacks one that later pages have.
  const first: Wants = {
    sale: r.chance(0.3),
    rated: r.chance(0.6),
    counted: r.chance(s.countsShown),
    seller: r.chance(s.sellerRate),
    colours: r.chance(0.7) ? r.int(1, 6) : 0,
  };
  const pages: IntlPage[] = [];
  for (let i = 0; i < count; i++) {
    if (kind === 'detail') {
      const wants: Wants =
        i === 0
          ? first
          : {
              sale: r.chance(s.saleRate),
              rated: r.chance(0.8),
              counted: r.chance(s.countsShown),
              seller: r.chance(s.sellerRate),
              colours: r.chance(0.85) ? r.int(1, 6) : 0,
            };
      const p = productFor(r, s, wants);
      const url = `${host}/p/${p.slug}`;
      if (i === errorAt) pages.push({ url, html: oddHtml(s, r), truth: {}, odd: true });
      else pages.push({ url, html: detailHtml(s, p, r, url), truth: detailTruth(p), odd: false });
      continue;
    }
    const query = `${r.pick(list(s.w.nouns))}`;
    const url = `${host}/s?q=${encodeURIComponent(query)}&page=${i + 1}`;
    if (i === errorAt) pages.push({ url, html: oddHtml(s, r), truth: {}, odd: true });
    else if (i === emptyAt) pages.push({ url, html: emptyHtml(s, r, query), truth: { products: [] }, odd: true });
    else {
      const shown = Array.from({ length: r.int(4, 16) }, () => ({
        product: cardProduct(r, s),
        maker: r.chance(s.makerRate),
      }));
      pages.push({
        url,
        html: listHtml(s, r, shown, query, (i % 5) + 1),
        truth: { products: shown.map(listRecord) },
        odd: false,
      });
    }
  }
  return {
    name: `intl-${seed}`,
    kind,
    locale: s.loc.tag,
    family: s.loc.family,
    style: `${s.classes}, brand ${s.brandHow}, rating ${s.ratingHow}, ${kind === 'list' ? `maker ${s.makerHow}` : `colours ${s.colourHow}`}${s.indic ? ', Arabic-Indic digits' : ''}`,
    prompt: kind === 'detail' ? INTL_DETAIL_PROMPT : INTL_LIST_PROMPT,
    schema: kind === 'detail' ? INTL_DETAIL_SCHEMA : INTL_LIST_SCHEMA,
    pages,
  };
}
