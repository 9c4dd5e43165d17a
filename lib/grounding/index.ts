/**
 * lib/grounding — is a model's value really on the page?
 *
 * Pure functions (no browser APIs; a Document is passed in where one is needed):
 *
 *   Normalisers
 *   - foldText(text): NFKC, accents dropped, case/whitespace/quote/dash folded.
 *   - foldWords(text): foldText reduced to words (punctuation and Markdown marks → spaces).
 *   - readNumber("1.299,00"): every number a written numeral can mean ([1299] / [1299, 1.299]).
 *   - numbersIn(text): every number in a text, each reading its separators allow, "%" → /100 too.
 *   - numericValue(value): the number(s) a model value stands for ("$1,299.00" → [1299]), or null.
 *   - datesIn(text): day keys "2024-03-05" and month keys "2024-03" of every written date.
 *   - dateValue(value): the day/month keys a whole-date value stands for, or null.
 *   - timesIn(text) / timeValue(value): time-of-day keys ("06:00", UTC for offsets): a
 *     date-time value is found only when its time is on the page too.
 *   - urlKey(url, base): comparison key of a URL (resolved, tracking/fragment/slash/www dropped).
 *   - looksLikeUrl(value): whether a model value is a URL or a site path.
 *
 *   Matching
 *   - new Evidence(pages: PageEvidence[]): index of what the page(s) say; PageEvidence is
 *     { url, texts: string[], urls: string[] }.
 *   - evidence.match(value: string | number): 'text' | 'number' | 'date' | 'url' | null.
 *   - modelInputEvidence(modelInput, url) / documentEvidence(document, url): PageEvidence
 *     from Quarry's model input (text + link table) or from a whole page document;
 *     elementEvidence(element, url): the same from one element's subtree (to locate a value).
 *
 *   Results
 *   - groundResult(result, evidence, schema?): { checked, found, notFound, unchecked, misplaced, where } with
 *     RFC 6901 pointers; booleans, enums and count-like numbers are "unchecked".
 *   - dropNotFound(result, check): `drop` mode — not-found and misplaced values → null,
 *     all-missing list items removed; returns { result, dropped, check }.
 *
 *   Grounding in role (placement.ts, roles.ts)
 *   - evidence.match(value, role): a number claiming a role (money, rating, count…) is found
 *     only where the page writes it in that role or in none ("$42" is not in "42 reviews").
 *   - withPlacement(check, { result, list, pages }): found values that stand only in another
 *     list record, only in a block of other items ("Customers also bought"), or only beside
 *     another quantity's label ("List price", "Shipping") move to `misplaced`. Labels in
 *     other languages ("UVP", "prix conseillé", "送料") by convention: quantity-labels.ts.
 *   - domRegions(document, url) (dom-regions.ts): the page's DOM split into the main item's
 *     region and others (navigation, header, footer, sidebars, repeated cards, other-item
 *     blocks, other data-block items), used by withPlacement when the page's HTML was captured.
 *   - mainTitle (main-title.ts): the heading that titles the main item (the one the document's
 *     title names, not a logo). mainPrice (main-price.ts): the item's own price, by its data
 *     offer and by the buy box nearest its title; a price or name key's value that is not the
 *     item's own (another money figure, another heading, the site's name) is misplaced.
 *   - itemOwners (item-owner.ts): which item a maker or a rating belongs to, by the price
 *     nearest it (the item's own, or another item's block in any markup); a brand or rating
 *     key's value written only in other items' blocks, and not the item's data, is misplaced.
 *   - childPointer / pointerTokens / valueAt: JSON Pointer helpers.
 *
 *   Completeness
 *   - findList(result, schema, prompt): pointer of the list a request is about, or null.
 *   - countRecords({ text, refs }, records): records of that list a page's model input shows
 *     (pagination, subcategory, facet and breadcrumb links, rails after a heading, labelled ads
 *     and featured copies are not records); recordLayout: the same with the line of each
 *     record, for placement. With the captured `document` (and `url`) in the source, items
 *     after the last returned record that the DOM alone marks as paid (card-marks.ts: an
 *     advertising attribute, class or icon label, or a mark only left-out items carry) are
 *     not records either.
 *   - isDisclosureText / isDisclosureAttribute / hasDisclosureWord: advertising disclosures
 *     ("Sponsored", "Anzeige", data-sponsored…), shared with the recipes' record kinds;
 *     leavesOutPaid(prompt): the request leaves paid listings out, so withPlacement marks a
 *     record whose card carries one misplaced.
 *   - lineShape(line): the Markdown structure of a line ("-> link", "row:4"), words left out.
 *   - assessCompleteness({ result, schema, prompt, pages, cutOff }): the response's
 *     `completeness` (list, onPage, returned, cutOff, empty, complete, note).
 */
export { foldText, foldWords } from './fold-text';
export { wordEdge } from './spaceless';
export {
  asciiDigits,
  compactSuffix,
  scaled,
  readNumber,
  numbersIn,
  numberRuns,
  numericValue,
  sameNumber,
  numberKey,
  type NumberRun,
} from './numbers';
export { datesIn, dateValue, isMonthName, timesIn, timeValue } from './dates';
export { urlKey, looksLikeUrl } from './urls';
export { Evidence, type PageEvidence, type MatchKind } from './evidence';
export { modelInputEvidence, documentEvidence, elementEvidence } from './page-evidence';
export { groundResult, type GroundingCheck } from './ground-result';
export { dropNotFound, type Dropped } from './drop-not-found';
export { childPointer, pointerTokens, valueAt } from './pointer';
export { findList } from './find-list';
export { placeValues, withPlacement, type Placement } from './placement';
export { numberRole, rolesAgree, valueRole, labelQuantity, keyQuantity, isScale } from './roles';
export type { NumberRole, ValueRole } from './roles';
export { countRecords, recordLayout, lineShape, type RecordSource, type RecordLayout } from './count-records';
export { isDisclosureText, isDisclosureAttribute, hasDisclosureWord, leavesOutPaid } from './ad-disclosure';
export { otherBlock, othersNamed } from './record-cards';
export { assessCompleteness, type CompletenessInput } from './assess-completeness';
