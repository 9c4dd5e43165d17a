import type { FieldNeed, FieldQuery } from './field-query';
import { VALUE_BLOCK_CHARS } from './block-context';
import type { SelectedBlock } from './select-blocks';

/**
 * Query-aware pruning. When every requested field is a short value (a price, a code, a
 * person, a date… whatever the field is called: see field-query.ts), the model needs the
 * page data block, the blocks that look like they hold those values (with a neighbour each
 * side for their labels) and the top of the content (title, byline, lead) — not the whole
 * article. When any field may be long or is not understood (a body, reviews, a word nobody
 * listed), or a prompt asks for more than short values, nothing is pruned here.
 */
/** Characters of content kept from the top when pruning: title, byline, dateline, lead. */
const LEAD_CHARS = 1200;
/** Paragraphs kept from the top when an excerpt or summary is asked for. */
const LEAD_PARAGRAPHS = 2;
/** A relevant heading or "…:" line this short is a label ("Published", "Summary"): the block after it is its value. */
const LABEL_CHARS = 40;
/** Longest heading kept for the block it stands over. */
const HEADING_CHARS = 120;
/** Longest block kept when pruning. */
const MAX_BLOCK_CHARS = 4000;
/** Longest table kept when pruning. */
const MAX_TABLE_CHARS = 100_000;

/**
 * `stated`: the requested fields the page data states (page-data-for-fields.ts). An excerpt or
 * summary the metadata does not hold (no description tag) is the opening: its first two
 * paragraphs then stay whole, however long the first one is.
 */
export function pruneForFields(
  blocks: SelectedBlock[],
  query: FieldQuery,
  stated: ReadonlySet<FieldNeed> = new Set(),
): SelectedBlock[] {
  if (!query.prunable) return blocks;
  const keep = new Uint8Array(blocks.length);
  let lead = 0;
  const firstHeading = blocks.findIndex((block) => block.kind === 'heading' && block.text.startsWith('# '));
  const leadStart = firstHeading >= 0 ? firstHeading : 0;
  const opening = query.needs.some((need) => need.concepts.includes('summary') && !stated.has(need));
  const paragraphs = opening ? LEAD_PARAGRAPHS : 0;
  let prose = 0;
  // The lead is the title with its byline and dateline, and the opening paragraphs when the
  // summary is the opening: it ends where the running text begins (or goes on past them), so
  // a story is not kept for the date under its title.
  for (let i = leadStart; i < blocks.length && (lead < LEAD_CHARS || prose < paragraphs); i++) {
    const block = blocks[i] as SelectedBlock;
    const isProse = block.kind === 'text' && block.chars >= 80;
    if (isProse && prose >= paragraphs) break;
    keep[i] = 1;
    lead += block.chars;
    if (isProse) prose++;
  }
  const records = recordsToKeep(blocks);
  blocks.forEach((block, i) => {
    if (records.has(block.record)) keep[i] = 1;
    if (!block.relevant) return;
    keep[i] = 1;
    // Its labels: a short block before ("Published", "By") and after; a short label's value
    // after it, whatever its length (a "Summary" heading over its paragraph).
    const label = block.chars <= LABEL_CHARS && (block.kind === 'heading' || /[:：]\s*$/.test(block.text));
    const before = blocks[i - 1];
    const after = blocks[i + 1];
    if (before && before.chars <= VALUE_BLOCK_CHARS) keep[i - 1] = 1;
    if (after && (label || after.chars <= VALUE_BLOCK_CHARS)) keep[i + 1] = 1;
  });
  // The heading right above a kept block says what it is ("Trending", "Sponsored", "Related"):
  // without it, a second run of records built like the first reads as more of the list.
  for (let i = 1; i < blocks.length; i++) {
    const above = blocks[i - 1] as SelectedBlock;
    if (keep[i] === 1 && keep[i - 1] === 0 && above.kind === 'heading' && above.chars <= HEADING_CHARS) keep[i - 1] = 1;
  }
  // A short value sits in a short block: a kept block of junk (one 2 MB text node) is cut.
  // A table is many short values, one a row (a directory of 150 members): it has more room.
  return blocks
    .filter((_, i) => keep[i] === 1)
    .map((block) => {
      const max = block.kind === 'table' ? MAX_TABLE_CHARS : MAX_BLOCK_CHARS;
      return block.text.length > max ? { ...block, text: `${block.text.slice(0, max)} …` } : block;
    });
}

/**
 * On a list page the records are what is asked for: a record holding a requested field stays
 * whole, and when most records of a run hold one, the whole run stays (a card whose price
 * is written in words still belongs to the list).
 */
function recordsToKeep(blocks: SelectedBlock[]): Set<number> {
  const runs = new Map<number, { all: Set<number>; relevant: Set<number> }>();
  for (const block of blocks) {
    if (!block.record) continue;
    let run = runs.get(block.group);
    if (!run) {
      run = { all: new Set(), relevant: new Set() };
      runs.set(block.group, run);
    }
    run.all.add(block.record);
    if (block.relevant) run.relevant.add(block.record);
  }
  const keep = new Set<number>();
  for (const run of runs.values()) {
    const whole = run.relevant.size >= run.all.size / 2;
    for (const record of whole ? run.all : run.relevant) keep.add(record);
  }
  return keep;
}
