import { domToBlocks } from './dom-to-blocks';
import { understandQuery, type FieldNeed, type FieldSpec } from './field-query';
import { fieldHint } from './field-signals';
import { pruneForFields } from './prune-for-fields';
import { RefTable } from './refs';
import { selectBlocks } from './select-blocks';
import { structuredDataLines } from './structured-data';
import { joinRecords } from './join-records';
import { dataForFields, statedNeeds } from './page-data-for-fields';
import { boundJunk, type JunkCut } from './junk-text';
import { estimateTokens } from './tokens';

/**
 * Page → model input: the page's structured data first, then its visible content as
 * Markdown (GFM tables, short link/image references), with boilerplate, repeats and hidden
 * text dropped. Runs in the page on the live DOM and, through htmlToModelInput, in the
 * worker and the bench on a parsed document. Never mutates the document.
 */
export interface ModelInput {
  /** The text the model reads. */
  text: string;
  /** Short references used in `text` (e.g. "[L3]") → the full URLs they stand for. */
  refs: Record<string, string>;
  /** Token count of `text` (o200k), or an estimate when counting is too costly. */
  tokens: number;
  /** True when `tokens` is an estimate (in the page, where the tokenizer is not loaded). */
  tokensEstimated?: boolean;
  /** Junk text (binary garbage, one endless token) left out of `text` (junk-text.ts); absent when none. */
  junk?: JunkCut;
}

export interface ConvertOptions {
  /** The page's address, to make relative links absolute. */
  baseUrl: string;
  /**
   * The fields the user asked for, for query-aware selection and pruning: names (schema
   * keys) or, better, what the schema says of them (field-specs.ts: description, type…).
   */
  fields?: ReadonlyArray<string | FieldSpec>;
  /** The user's prompt: what it names is looked for too; alone (no schema) it may prune. */
  prompt?: string;
  /**
   * Where to read the page's inline data scripts, when `doc` is a copy made without them
   * (the page agent converts a flattened copy of the live page). Defaults to `doc`.
   */
  scriptsFrom?: Document;
}

export function documentToModelInput(doc: Document, options: ConvertOptions): ModelInput {
  const query = understandQuery(options.fields ?? [], options.prompt);
  const refs = new RefTable(options.baseUrl);
  const data = structuredDataLines(doc, {
    refs,
    baseUrl: options.baseUrl,
    query,
    scriptsFrom: options.scriptsFrom ?? doc,
  });
  const root = doc.body ?? doc.documentElement;
  const live = typeof (root as { checkVisibility?: unknown } | null)?.checkVisibility === 'function';
  // When pruning, a field the page data states in words is looked for in the content by its
  // text only ("By …", a date): class names such as "title", "author" or "date" also mark every
  // teaser's, comment's and section's, and would keep them all.
  const stated = query.prunable ? statedNeeds(query.needs, data) : new Set<FieldNeed>();
  const hint = fieldHint({ ...query, needs: query.needs.filter((need) => !stated.has(need)) });
  const bounded = root ? boundJunk(domToBlocks(root, { refs, live, hint })) : null;
  const blocks = bounded ? joinRecords(pruneForFields(selectBlocks(bounded.blocks, query), query, stated)) : [];
  const shown = dataForFields(data, query);
  const sections: string[] = [];
  if (shown.length > 0) sections.push(`## Page data\n${shown.join('\n')}`);
  if (blocks.length > 0) sections.push(`## Page content\n${joinBlocks(blocks)}`);
  const text = sections.join('\n\n');
  const junk = bounded && bounded.cut.blocks > 0 ? { junk: bounded.cut } : {};
  return { text, refs: refs.prune(text), tokens: estimateTokens(text), tokensEstimated: true, ...junk };
}

/**
 * One line per block; a blank line before headings and around tables, so chunking for a
 * small context cuts between sections (a blank line costs no extra o200k token).
 */
function joinBlocks(blocks: Array<{ text: string; kind: string }>): string {
  let out = '';
  let previous = '';
  for (const block of blocks) {
    if (out) out += block.kind === 'heading' || block.kind === 'table' || previous === 'table' ? '\n\n' : '\n';
    out += block.text;
    previous = block.kind;
  }
  return out;
}
