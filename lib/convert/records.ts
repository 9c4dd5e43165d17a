/**
 * Records on list pages: cards, rows, list items and grid cells are runs of similar siblings
 * that each hold several pieces of text (a name, a price, a rating). Found while walking, so
 * the walk can keep each record in one piece and selection never drops a record's own field
 * as a repeat, a bare link or boilerplate.
 */
const RECORD_TAGS = new Set(['li', 'article', 'div', 'section', 'a', 'tr', 'figure', 'dd']);
const CARD_INSIDE = 'div, p, h1, h2, h3, h4, h5, h6, img, li, section, article, figure';
/** Siblings of one kind it takes to make a list. */
const MIN_RECORDS = 3;
/** Items mostly made of several links are menu columns, not records. */
const MENU_LINK_SHARE = 0.7;
const MENU_LINKS = 3;
/** A record is one card, not a page column: larger elements are walked into. */
const MAX_RECORD_CHARS = 3000;

export class RecordFinder {
  private readonly groupsOf = new WeakMap<Element, Map<string, { id: number; count: number }>>();
  private readonly members = new Map<number, number[]>();
  /** Per record: pieces of text, characters, characters inside links, links. */
  private readonly stats: Array<{ segments: number; chars: number; linkChars: number; links: number }> = [];
  private nextGroup = 1;

  /** The record number for `el` when it is one of a run of similar siblings, else 0. */
  enter(el: Element, tag: string): number {
    if (!RECORD_TAGS.has(tag)) return 0;
    // A link is a record only as a whole card (holding blocks or an image), not a link in a sentence.
    if (tag === 'a' && !el.querySelector(CARD_INSIDE)) return 0;
    const parent = el.parentElement;
    if (!parent) return 0;
    const group = this.siblingGroups(parent).get(signature(el));
    if (!group || group.count < MIN_RECORDS) return 0;
    if ((el.textContent ?? '').length > MAX_RECORD_CHARS) return 0;
    const record = this.stats.length + 1;
    this.stats.push({ segments: 0, chars: 0, linkChars: 0, links: 0 });
    const list = this.members.get(group.id);
    if (list) list.push(record);
    else this.members.set(group.id, [record]);
    return record;
  }

  /** One more piece of visible text (a text node or an image's alt) inside `record`. */
  text(record: number, chars: number): void {
    const stats = this.stats[record - 1];
    if (!stats) return;
    stats.segments++;
    stats.chars += chars;
  }

  /** A link holding `chars` characters of text inside `record`. */
  link(record: number, chars: number): void {
    const stats = this.stats[record - 1];
    if (!stats) return;
    stats.links++;
    stats.linkChars += chars;
  }

  /**
   * Record → its run, for records of runs whose members typically hold two or more pieces of text, and are not
   * mostly links: a menu's one-link items and a mega menu's columns of links are not records.
   */
  qualified(): Map<number, number> {
    const kept = new Map<number, number>();
    for (const [group, list] of this.members) {
      if (list.length < MIN_RECORDS) continue;
      const stats = list.map((record) => this.stats[record - 1] ?? { segments: 0, chars: 0, linkChars: 0, links: 0 });
      if (median(stats.map((s) => s.segments)) < 2) continue;
      const linkShare = median(stats.map((s) => (s.chars > 0 ? s.linkChars / s.chars : 0)));
      if (linkShare >= MENU_LINK_SHARE && median(stats.map((s) => s.links)) >= MENU_LINKS) continue;
      for (const record of list) kept.set(record, group);
    }
    return kept;
  }

  private siblingGroups(parent: Element): Map<string, { id: number; count: number }> {
    let groups = this.groupsOf.get(parent);
    if (groups) return groups;
    groups = new Map();
    for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
      if (!RECORD_TAGS.has(child.localName)) continue;
      const key = signature(child);
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { id: this.nextGroup++, count: 1 });
    }
    this.groupsOf.set(parent, groups);
    return groups;
  }
}

/** Tag and first class: cards of one list share them; "card card--sale" is still a card. */
function signature(el: Element): string {
  const cls = (el.getAttribute('class') ?? '').trim().split(/\s+/, 1)[0] ?? '';
  return `${el.localName}.${cls}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
