import type { RequestedFields } from '../convert/field-specs';
import { htmlToModelInput, parseHtmlDocument } from '../convert/html-to-model-input';
import type { ModelInput } from '../convert/model-input';

/**
 * One page of a run, the one shape every stage reads (recipe, extract, check, learn): its
 * address, its HTML when it was captured, the model input, and the HTML parsed once.
 */
export interface Page {
  readonly url: string;
  readonly title: string;
  /**
   * The page's HTML as captured in a tab. Absent when the request brought its own source:
   * pasted HTML and Markdown are read into `modelInput` only, and website_url alone reads nothing.
   */
  readonly html?: string;
  /** HTTP status of the page's own response, when the browser says (0 or absent otherwise). */
  readonly status?: number;
  /** The captured page has parts that change it once loaded (scripts that run…); absent when unknown. */
  readonly live?: boolean;
  /** What the model reads: converted in the page itself, or from `html` here on first use. */
  readonly modelInput: ModelInput;
  /**
   * `html` parsed (linkedom) on first use and then shared: the recipe step, the check and a
   * recipe's healing read the same document. Its readers never change it.
   */
  document(): Document;
}

export interface PageFields {
  url: string;
  title?: string;
  html?: string;
  status?: number;
  live?: boolean;
  modelInput?: ModelInput;
}

/**
 * A page from what was read of it; `asked` shapes the model input when it is converted here
 * (not needed when `modelInput` is given).
 */
export function createPage(fields: PageFields, asked: RequestedFields = { fields: [], prompt: '' }): Page {
  const { url, html } = fields;
  let modelInput = fields.modelInput;
  let doc: Document | undefined;
  return {
    url,
    title: fields.title ?? '',
    ...(html !== undefined ? { html } : {}),
    ...(fields.status !== undefined ? { status: fields.status } : {}),
    ...(fields.live !== undefined ? { live: fields.live } : {}),
    get modelInput(): ModelInput {
      return (modelInput ??= htmlToModelInput(html ?? '', { baseUrl: url, ...asked }));
    },
    document: () => (doc ??= parseHtmlDocument(html ?? '')),
  };
}
