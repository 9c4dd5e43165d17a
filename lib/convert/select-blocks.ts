import type { Block } from './dom-to-blocks';

export type SelectedBlock = Block & { relevant: boolean };
import { fieldMatcher } from './field-signals';

/**
 * Keeps the blocks that carry content and drops the noise: boilerplate regions, repeats
 * (menus and teasers are often rendered twice), bare links outside the main content. A block that looks like
 * it holds a value of a requested field is never dropped for being boilerplate or a link.
 */
export function selectBlocks(blocks: Block[], fields: string[]): SelectedBlock[] {
  const relevant = fieldMatcher(fields);
  const mainRegions = proseRegions(blocks);
  const seen = new Set<string>();
  const kept: SelectedBlock[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as Block;
    const key = block.text
      .toLowerCase()
      .replace(/\([LI]\d+\)/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    const linky = block.linkChars > 0 && block.linkChars >= block.chars * 0.7;
    // Short values repeat legitimately (two products at "$9.99"); repeated paragraphs and
    // links are menus, teasers and mobile/desktop copies of the same content.
    if (!key || (seen.has(key) && (block.chars >= 30 || linky))) continue;
    const holdsField = block.hinted || block.crumb || relevant(block.text);
    const boiler = block.boiler !== 0 && !mainRegions.has(block.boiler) && !isTitle(block);
    // Bare links inside the article (a list of sources, "buy it here") are content.
    if ((boiler || (linky && !block.main)) && !holdsField) continue;
    seen.add(key);
    kept.push({ ...block, relevant: holdsField });
  }
  return kept;
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
