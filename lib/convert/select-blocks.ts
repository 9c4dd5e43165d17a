import { HINTED_BLOCK_CHARS, VALUE_BLOCK_CHARS } from './block-context';
import type { Block } from './dom-to-blocks';

import type { FieldQuery } from './field-query';
import { fieldMatcher } from './field-signals';

/** `relevant`: looks like it holds a requested field. */
export type SelectedBlock = Block & { relevant: boolean };

/** A run of records holding this share of the content is the page's list, links or not. */
const LIST_SHARE = 0.3;
/** Records mostly made of link text, outside the main content: teasers and "more stories". */
const TEASER_LINK_SHARE = 0.7;

/**
 * Keeps the blocks that carry content and drops the noise: boilerplate regions, repeats
 * (menus and teasers are often rendered twice), bare links outside the main content. A block that looks like
 * it holds a value of a requested field is never dropped for being boilerplate or a link.
 */
export function selectBlocks(blocks: Block[], query: FieldQuery): SelectedBlock[] {
  const relevant = fieldMatcher(query);
  const mainRegions = proseRegions(blocks);
  const matches = blocks.map((block) => relevant(block.text));
  const holds = blocks.map((block, i) => block.hinted || block.crumb || matches[i] === true);
  const labelled = underFieldHeadings(blocks, relevant);
  const lists = listGroups(blocks, holds, mainRegions);
  const copies = copiedRecords(blocks);
  // The heading over a run of records that stays ("Trending", "Sponsored") stays with it, in
  // a sidebar too: it says the run is a block of its own, not more of the page's list.
  const heads = blocks.map((block, i) => {
    const next = blocks[i + 1];
    return block.kind === 'heading' && next !== undefined && next.group !== 0 && lists.has(next.group);
  });
  const seen = new Set<string>();
  const kept: SelectedBlock[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as Block;
    const key = block.text
      .toLowerCase()
      .replace(/\([LI]\d+\)/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (!key) continue;
    const holdsField = holds[i] === true;
    if (lists.has(block.group)) {
      // A record's own text is kept whole, repeats included (cards share descriptions); only
      // a whole record repeated (the same teaser twice, a mobile copy of a card) goes.
      if (!copies.has(block.record))
        kept.push({ ...block, relevant: holdsField && ownValue(block, matches[i] === true) });
      continue;
    }
    const linky = block.linkChars > 0 && block.linkChars >= block.chars * 0.7;
    // Short values repeat legitimately (two products at "$9.99"); repeated paragraphs and
    // links are menus, teasers and mobile/desktop copies of the same content. A definition
    // belongs to the term before it: in a catalogue of <dt>/<dd> records several terms share
    // one (the same instructor), and each record needs it.
    const shared = block.kind === 'definition' && !linky;
    if (seen.has(key) && (block.chars >= 30 || linky) && !shared) continue;
    const boiler = block.boiler !== 0 && !mainRegions.has(block.boiler) && !isTitle(block);
    // Bare links inside the article (a list of sources, "buy it here") are content.
    if ((boiler || (linky && !block.main)) && !holdsField && !labelled[i] && !heads[i]) continue;
    seen.add(key);
    kept.push({ ...block, record: 0, group: 0, relevant: holdsField && ownValue(block, matches[i] === true) });
  }
  return kept;
}

/**
 * Whether a block that holds a requested field is that value's own block, so pruning keeps it
 * and its labels: a short block that looks like the value, a block whose own element (or one
 * small wrapper) is named after the field, a breadcrumb, a table row. A paragraph of running
 * text is not, whatever dates, prices or names it mentions: its text stays only as the lead.
 */
function ownValue(block: Block, matches: boolean): boolean {
  if (block.kind === 'table' || block.crumb) return true;
  if (block.hinted && block.chars <= HINTED_BLOCK_CHARS) return true;
  return block.chars <= VALUE_BLOCK_CHARS && matches;
}

/** A heading this short is a label ("Cuisine", "Team"), not a title that happens to say the word. */
const LABEL_HEADING_CHARS = 40;
/** Blocks under such a heading that count as its value (a list of a few links, a line or two). */
const UNDER_HEADING_BLOCKS = 12;

/**
 * A short heading that names a requested field labels what follows it: the blocks up to the
 * next heading are its value (a "Cuisine" heading over a list of links), so they are not
 * dropped as boilerplate or a bare link list. They are not marked relevant: pruning keeps
 * the heading and its neighbour only (a "Summary" heading must not keep a whole section).
 */
function underFieldHeadings(blocks: Block[], relevant: (text: string) => boolean): boolean[] {
  const out = blocks.map(() => false);
  blocks.forEach((block, i) => {
    // Its words, not its class: themes class every heading "title".
    if (block.kind !== 'heading' || block.chars > LABEL_HEADING_CHARS || !relevant(block.text)) return;
    for (let j = i + 1; j < blocks.length && j <= i + UNDER_HEADING_BLOCKS; j++) {
      if ((blocks[j] as Block).kind === 'heading') break;
      out[j] = true;
    }
  });
  return out;
}

/**
 * The runs of records that stay as records.
 * Runs in navigation, the site header or footer stay only when they hold a requested field;
 * runs of link-only teasers outside the main content only when they hold one or are the
 * page's list. Other runs are judged block by block, like any text.
 */
function listGroups(blocks: Block[], holds: boolean[], mainRegions: Set<number>): Set<number> {
  const groups = new Map<number, { chars: number; linkChars: number; main: boolean; nav: boolean; holds: boolean }>();
  let content = 0;
  blocks.forEach((block, i) => {
    if (block.boiler === 0 || mainRegions.has(block.boiler)) content += block.chars;
    if (!block.group) return;
    let group = groups.get(block.group);
    if (!group) {
      group = { chars: 0, linkChars: 0, main: false, nav: true, holds: false };
      groups.set(block.group, group);
    }
    group.chars += block.chars;
    group.linkChars += block.linkChars;
    group.main ||= block.main;
    group.nav &&= block.boiler > 0;
    group.holds ||= holds[i] === true;
  });
  const out = new Set<number>();
  for (const [id, group] of groups) {
    const dominant = group.chars >= content * LIST_SHARE;
    const teaser = !group.main && group.linkChars >= group.chars * TEASER_LINK_SHARE;
    if (group.nav ? group.holds : group.holds || dominant || !teaser) out.add(id);
  }
  return out;
}

/** Records whose whole text repeats an earlier record's. */
function copiedRecords(blocks: Block[]): Set<number> {
  const texts = new Map<number, string>();
  for (const block of blocks)
    if (block.record) texts.set(block.record, `${texts.get(block.record) ?? ''}\n${block.text}`);
  const seen = new Set<string>();
  const copies = new Set<number>();
  for (const [record, text] of texts) {
    const key = text.replace(/\([LI]\d+\)/g, '');
    if (seen.has(key)) copies.add(record);
    else seen.add(key);
  }
  return copies;
}

function isTitle(block: Block): boolean {
  return block.kind === 'heading' && block.text.startsWith('# ');
}

/** Prose: a block of running text, not a menu entry or a teaser link. */
function prose(block: Block): number {
  return block.chars >= 80 && block.linkChars < block.chars * 0.3 ? block.chars : 0;
}

/**
 * Regions named like boilerplate (class "sidebar", "comments") that hold the main element,
 * the title or a large share of the page's prose are the content: themes put "has-sidebar"
 * on the article's wrapper.
 */
function proseRegions(blocks: Block[]): Set<number> {
  let total = 0;
  const byRegion = new Map<number, number>();
  for (const block of blocks) {
    const chars = prose(block);
    total += chars;
    if (block.boiler < 0) byRegion.set(block.boiler, (byRegion.get(block.boiler) ?? 0) + chars);
  }
  const kept = new Set<number>();
  // A region that holds the page's main element or its title is the page, whatever its name.
  for (const block of blocks) if (block.boiler < 0 && (block.main || isTitle(block))) kept.add(block.boiler);
  for (const [region, chars] of byRegion) if (chars > 0 && chars >= total * 0.3) kept.add(region);
  return kept;
}
