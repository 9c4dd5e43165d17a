import { splitWords } from '../lib/convert/field-query';

/**
 * `--rename`: the user names fields their own way. The pipeline is asked for these names;
 * recall is still scored against the corpus's own fields.
 */
export const RENAMES: Record<string, string> = {
  price: 'cost',
  author: 'written_by',
  isbn_13: 'isbn13',
  title: 'headline',
  sku: 'itemNumber',
  brand: 'made_by',
  gtin: 'barcode',
  currency: 'currency_code',
  byline: 'writtenBy',
  excerpt: 'summary',
  siteName: 'publication',
  publishedTime: 'published_on',
  articleBody: 'story_text',
  name: 'label',
  rating: 'stars',
  description: 'blurb',
  company: 'employer',
  location: 'city_name',
  phone: 'telefono',
  replies: 'answer_count',
};

export function renameField(field: string): string {
  return RENAMES[field] ?? field;
}

/**
 * `--prompt-only`: the same request as a prompt, with no field names to go by. Fields are
 * written as words ("itemNumber" → "item number"); a list page is asked for every record.
 */
export function promptFor(fields: string[], list: boolean): string {
  const words = fields.map((field) => splitWords(field).join(' '));
  const named = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
  return list ? `Extract every record with its ${named}.` : `Extract the ${named} of this page.`;
}
