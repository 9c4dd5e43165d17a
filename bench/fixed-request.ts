import type { CorpusPage } from './corpus';

/**
 * What a user would ask of each corpus: one fixed schema per corpus, the same for every page,
 * not the fields a page's ground truth happens to have (a page with no price in its ground
 * truth is still asked for a price, so its model input is pruned as a user's would be).
 * Product and article pages are asked with the schema a user writes for such pages, pages
 * whose ground truth is their metadata (title, byline, standfirst…) with that schema less the
 * body (a user after a page's metadata does not ask for its text); other
 * corpora (generated lists, same-site sets) with every field named anywhere in that corpus.
 */
const PRODUCT = [
  'name',
  'price',
  'currency',
  'brand',
  'sku',
  'gtin',
  'availability',
  'rating',
  'description',
  'images',
];
const ARTICLE = ['title', 'author', 'published_date', 'site_name', 'summary', 'body'];
/** A page's metadata: what the article schema asks, without the body nobody asked for here. */
const METADATA = ARTICLE.filter((field) => field !== 'body');

export function fixedFields(pages: ReadonlyArray<CorpusPage>): string[] {
  const named = new Set<string>();
  for (const page of pages) {
    for (const field of Object.keys(page.fields)) named.add(field);
    for (const record of page.records ?? []) for (const field of Object.keys(record)) named.add(field);
  }
  const isProduct = ['price', 'sku', 'gtin', 'brand'].filter((f) => named.has(f)).length >= 2;
  const isArticle = named.has('articleBody');
  const isMetadata = ['byline', 'excerpt', 'publishedTime'].some((f) => named.has(f));
  const hasRecords = pages.some((p) => p.records !== undefined);
  if (!hasRecords && isProduct) return PRODUCT;
  if (!hasRecords && isArticle) return ARTICLE;
  if (!hasRecords && isMetadata) return METADATA;
  return [...named].sort();
}

/** The fixed fields of every corpus among `pages`, by corpus name. */
export function fixedFieldsByCorpus(pages: ReadonlyArray<CorpusPage>): Map<string, string[]> {
  const groups = new Map<string, CorpusPage[]>();
  for (const page of pages) groups.set(page.corpus, [...(groups.get(page.corpus) ?? []), page]);
  return new Map([...groups].map(([name, group]) => [name, fixedFields(group)]));
}
