import { countValueFields } from '../schema-builder/fields';
import { readSchemaText } from '../schema-builder/sync';
import type { Draft } from './draft';
import { normaliseUrl } from './ui-words';

export interface RequestSummary {
  prompt: string;
  page: string;
  schema: string;
  /** The Advanced options that differ from a plain run ('' when none), e.g. "3 scrolls, stealth". */
  options: string;
}

type OptionFields = 'steps' | 'scrolls' | 'pages' | 'renderHeavyJs' | 'stealth' | 'plainText' | 'mock';

/** The folded form in one line: what was asked, of which page, with how many fields and which options. */
export function summariseRequest(
  draft: Pick<Draft, 'prompt' | 'source' | 'url' | 'schemaText'> & Partial<Pick<Draft, OptionFields>>,
  pageUrl: string,
): RequestSummary {
  const page =
    draft.source === 'url'
      ? normaliseUrl(draft.url)
      : draft.source === 'html'
        ? 'pasted HTML'
        : draft.source === 'markdown'
          ? 'pasted Markdown'
          : pageUrl || 'this page';
  const state = readSchemaText(draft.schemaText);
  const count = state.kind === 'fields' ? countValueFields(state.fields) : 0;
  const schema =
    state.kind === 'empty'
      ? 'no schema'
      : state.kind === 'fields'
        ? plural(count, 'field', 'fields')
        : 'schema as text';
  return {
    prompt: draft.prompt.trim() || '(no prompt)',
    page: shortPage(page),
    schema,
    options: summariseOptions(draft),
  };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function summariseOptions(draft: Partial<Pick<Draft, OptionFields>>): string {
  const steps = (draft.steps ?? []).filter((step) => step.trim()).length;
  // Numbers are kept as typed: text that is not a number is left out here (the form flags it).
  const scrolls = Number(draft.scrolls?.trim() || 0);
  const pages = Number(draft.pages?.trim() || 0);
  return [
    steps > 0 ? plural(steps, 'step', 'steps') : '',
    scrolls > 0 ? plural(scrolls, 'scroll', 'scrolls') : '',
    // One page is what every run reads: only more is worth a mention.
    pages > 1 ? `${pages} pages` : '',
    draft.renderHeavyJs ? 'heavy JavaScript' : '',
    draft.stealth ? 'stealth' : '',
    draft.plainText ? 'plain text' : '',
    draft.mock ? 'mock data' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** "shop.example/products" rather than the full address with its query. */
function shortPage(page: string): string {
  try {
    const url = new URL(page);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.host}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    // not an address
  }
  return page;
}
