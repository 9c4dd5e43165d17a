import { documentToModelInput, type ConvertOptions, type ModelInput } from '../convert/model-input';
import { flattenDocument } from './flatten';
import { hasNoLiveParts } from './settle';
import { flatHtml } from './snapshot';

/** A page read from its HTML without a tab, as a tab's capture of it would give it. */
export interface FetchedPage {
  /** The flattened copy's HTML, like a capture's `html`. */
  html: string;
  title: string;
  modelInput: ModelInput;
  /**
   * The page has parts that would change it once loaded in a tab (scripts that run, frames,
   * handlers, components): what was parsed is not what a tab would show.
   */
  live: boolean;
}

const ADDED_BASE = 'data-quarry-added-base';

/**
 * `doc` is the page's HTML parsed without running anything (the offscreen document), `url`
 * the address it was fetched from. What differs from a tab is made up for: links resolve
 * against the page's address, and <noscript> is dropped (a tab runs scripts, so there its
 * content is not markup). The rest is the capture's own flattening and conversion
 * (lib/page/snapshot.ts, lib/page/agent.ts).
 */
export function readFetchedPage(
  doc: Document,
  url: string,
  asked: Pick<ConvertOptions, 'fields' | 'prompt'>,
): FetchedPage {
  const live = !hasNoLiveParts(doc);
  for (const el of Array.from(doc.querySelectorAll('noscript'))) el.remove();
  if (!doc.querySelector('base[href]')) {
    const base = doc.createElement('base');
    base.setAttribute('href', url);
    base.setAttribute(ADDED_BASE, '');
    doc.head.prepend(base);
  }
  const flat = flattenDocument(doc);
  for (const el of Array.from(flat.querySelectorAll(`base[${ADDED_BASE}]`))) el.remove();
  return {
    html: flatHtml(doc, flat),
    title: doc.title,
    modelInput: documentToModelInput(flat, {
      baseUrl: url,
      fields: asked.fields ?? [],
      prompt: asked.prompt,
      scriptsFrom: doc,
    }),
    live,
  };
}
