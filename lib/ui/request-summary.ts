import { countValueFields } from '../schema-builder/fields';
import { readSchemaText } from '../schema-builder/sync';
import type { Draft } from './draft';
import { normaliseUrl } from './ui-words';

export interface RequestSummary {
  prompt: string;
  page: string;
  schema: string;
}

/** The folded form in one line: what was asked, of which page, with how many fields. */
export function summariseRequest(
  draft: Pick<Draft, 'prompt' | 'source' | 'url' | 'schemaText'>,
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
        ? `${count} ${count === 1 ? 'field' : 'fields'}`
        : 'schema as text';
  return { prompt: draft.prompt.trim() || '(no prompt)', page: shortPage(page), schema };
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
