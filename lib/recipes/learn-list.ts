import { valueRole } from '../grounding';
import { learnAbsence, withFramedLines } from './absence';
import { learnField, type Instance } from './learn-field';
import { readField } from './read-field';
import { attributeCandidates, numberAttributeCandidates, occurrences } from './locate';
import { innermostContaining } from './page-text';
import { findElements, type PageView } from './read';
import type { FieldRule, ListRule } from './recipe';
import { inNestedAlike, signature } from './element-signature';
import { replayRecipe } from './replay';
import { inSidebar } from '../shared/sidebars';
import { otherValues, takenNumbers, valueStrings, type SchemaField, type SchemaList } from './schema-fields';
import { containerSelectors } from './selectors';
import { learnKinds, recordClasses, strangerClasses, withoutClasses } from './record-kinds';
import { groupedCards, groupedView, RECORD_WRAPPERS } from './sibling-records';
import { blockHeading } from './headed-lists';
import { COLUMN_MARK, columnView, rowHeads } from './column-records';

/**
 * Lists: the records the model returned are found on the page, each record's container is the
 * largest element around it that holds no other record, and one selector that matches every
 * container (the returned records and the ones the model left out alike) becomes the list's
 * container. Fields are learned inside a record, relative to its container.
 */

function asRecords(value: unknown): Array<Record<string, unknown>> {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v));
}

/** Spans of the page text where a record's value is written (the first value of an array). */
function spansOf(view: PageView, field: SchemaField, record: Record<string, unknown>, root: Element | null) {
  const value = valueStrings(record[field.name])[0];
  return value === undefined ? [] : occurrences(view, value, field.type, root);
}

/** How many of the record's written values an element holds. */
function coverage(view: PageView, fields: SchemaField[], record: Record<string, unknown>, el: Element): number {
  return fields.filter((f) => spansOf(view, f, record, el).length > 0).length;
}

/** Whether the text at [s, e) stands in a quotation (<blockquote>, <q>). */
function quoted(view: PageView, s: number, e: number): boolean {
  return innermostContaining(view.text, s, e)?.closest('blockquote, q') != null;
}

/** Whether the text at [s, e) stands in a record nested in `el`, made like it. */
function nestedSeed(view: PageView, el: Element, s: number, e: number): boolean {
  const inner = innermostContaining(view.text, s, e);
  return inner !== null && inNestedAlike(el, inner);
}

/** One place a record may be written: its seed's position and the core around it. */
interface Place {
  at: number;
  el: Element;
  covered: number;
}

/**
 * Where each record is written. A record is seeded on its most distinctive value (the field
 * whose values the page repeats least); from each place the seed is written, the record's core
 * is the smallest element around it that holds as many of the record's other values as
 * possible without reaching another record's seed. Values the page repeats elsewhere (a town,
 * a shared tag) never move the core, because only the seed's own ancestors are looked at.
 */
function places(view: PageView, list: SchemaList, records: Array<Record<string, unknown>>): Place[][] | null {
  let seedField: SchemaField | null = null;
  let seedCount = Infinity;
  for (const field of list.fields) {
    const per = records.map((r) => spansOf(view, field, r, null).length);
    if (per.some((n) => n === 0)) continue;
    const total = per.reduce((a, b) => a + b, 0);
    if (total < seedCount) {
      seedField = field;
      seedCount = total;
    }
  }
  if (!seedField) return null;
  const field = seedField;
  // A record's value quoted in another (a forum post quoting the one before): the quotation
  // is not where the record is written, unless the page writes it nowhere else.
  const seeds = records.map((r) => {
    const spans = spansOf(view, field, r, null);
    const unquoted = spans.filter(([s, e]) => !quoted(view, s, e));
    return unquoted.length > 0 ? unquoted : spans;
  });
  const allSeeds = seeds.flat();
  return records.map((record, k) => {
    const own = written(view, list, record);
    const options: Place[] = [];
    for (const [start, end] of seeds[k] ?? []) {
      let pick: Place | null = null;
      for (let el = innermostContaining(view.text, start, end); el; el = el.parentElement) {
        const range = view.text.ranges.get(el);
        if (!range) continue;
        // Another record's seed inside a record made like this one (a reply nested in its
        // post) belongs to that one, not in the way.
        const reachesOther = allSeeds.some(
          ([s, e]) => (s !== start || e !== end) && s >= range.start && e <= range.end && !nestedSeed(view, el, s, e),
        );
        if (reachesOther) break;
        const covered = coverage(view, own, record, el);
        if (!pick || covered > pick.covered) pick = { at: start, el, covered };
        if (covered === own.length) break;
      }
      if (pick) options.push(pick);
    }
    const most = Math.max(0, ...options.map((o) => o.covered));
    return options.filter((o) => o.covered === most);
  });
}

/**
 * One place per record, in page order, as close together as the page allows: a record the page
 * also shows elsewhere (a featured review above the list, a "recently viewed" strip) is taken
 * where the rest of the list is.
 */
function cores(view: PageView, list: SchemaList, records: Array<Record<string, unknown>>): Element[] | null {
  const options = places(view, list, records);
  if (!options || options.some((o) => o.length === 0)) return null;
  // Shortest chain through the options with increasing positions (records are few, options fewer).
  let chains: Array<{ span: number; path: Place[] }> = (options[0] ?? []).map((o) => ({ span: 0, path: [o] }));
  for (const next of options.slice(1)) {
    chains = next.flatMap((o) => {
      const best = chains
        .filter((c) => (c.path[c.path.length - 1] as Place).at < o.at)
        .map((c) => ({ span: c.span + o.at - (c.path[c.path.length - 1] as Place).at, path: [...c.path, o] }))
        .sort((a, b) => a.span - b.span)[0];
      return best ? [best] : [];
    });
    if (chains.length === 0) return null;
  }
  const best = chains.sort((a, b) => a.span - b.span)[0];
  return best ? best.path.map((p) => p.el) : null;
}

/** Tag and classes: what records of one list share (a row of cards is not a card). */
/** The records' own lists on the learning pages, as their parents' signatures (few: rows of one grid). */
function listParents(containers: Element[]): string[] | undefined {
  const found = [...new Set(containers.map((c) => (c.parentElement ? signature(c.parentElement) : '')))];
  return found.length > 0 && found.length <= 20 && found.every((f) => f !== '' && f.length <= 1000) ? found : undefined;
}

/**
 * Each record's container: the largest element around its core that holds no other record.
 * Records grouped in rows (four cards a row) give a lone answered record a whole row; such a
 * container is brought down to the element around its core that looks like the others'.
 */
function containersFor(coresInOrder: Element[]): Element[] | null {
  const containers = coresInOrder.map((el) => {
    // A record nested in one made like it (a reply in its post) is that element, not the
    // wrapper around it that holds no other record (the post's block of replies).
    const parent = coresInOrder.find((o) => o !== el && inNestedAlike(o, el));
    if (parent) {
      const made = signature(parent);
      for (let at: Element | null = el; at && at !== parent; at = at.parentElement)
        if (signature(at) === made) return at;
    }
    let container = el;
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (coresInOrder.some((other) => other !== el && up.contains(other) && !inNestedAlike(up, other))) break;
      container = up;
    }
    return container;
  });
  const counts = new Map<string, number>();
  for (const c of containers) counts.set(signature(c), (counts.get(signature(c)) ?? 0) + 1);
  const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const uniform = containers.map((container, k) => {
    if (signature(container) === usual) return container;
    for (let el: Element | null = coresInOrder[k] as Element; el && container.contains(el); el = el.parentElement)
      if (signature(el) === usual) return el;
    return container;
  });
  return new Set(uniform).size === uniform.length ? uniform : null;
}

/** One answered page of a list: where its records start, and where they are read. */
interface LearnPage {
  view: PageView;
  /** The elements the container selector must match (each record's own, or where it starts). */
  containers: Element[];
  /** The view fields are read in, and each record's root there (a wrapped copy for sibling records). */
  readView: PageView;
  roots: Element[];
  records: Array<Record<string, unknown>>;
  siblings: boolean;
  /** Records are a table's columns: `view` is the turned copy (lib/recipes/column-records.ts). */
  columns?: boolean;
}

/** The fields of a record that the page text shows somewhere. */
function written(view: PageView, list: SchemaList, record: Record<string, unknown>): SchemaField[] {
  return list.fields.filter((f) => spansOf(view, f, record, null).length > 0);
}

/**
 * Every record's container holds all of the record's values the page shows, in its text or in an
 * attribute: a hotel's "5" stars written only as the title of "★★★★★", where other cards show
 * a "5" in their text ("for 5 nights").
 */
function holdsValues(
  view: PageView,
  list: SchemaList,
  records: Array<Record<string, unknown>>,
  containers: Element[],
): boolean {
  return records.every((record, k) => {
    const container = containers[k];
    return (
      container !== undefined &&
      written(view, list, record).every(
        (f) => spansOf(view, f, record, container).length > 0 || inAttribute(view, f, record, container),
      )
    );
  });
}

/** Whether a record's value is written in an attribute inside `el` (a title, an aria-label, alt). */
function inAttribute(view: PageView, field: SchemaField, record: Record<string, unknown>, el: Element): boolean {
  const value = valueStrings(record[field.name])[0];
  if (value === undefined) return false;
  const numeric = field.type === 'number' || field.type === 'integer';
  return (numeric ? numberAttributeCandidates : attributeCandidates)(view, value, el, false).length > 0;
}

/**
 * Records with no element of their own: each record's container misses values that sit in
 * its siblings, between the neighbouring records' containers. A record starts at the first of
 * its container and those siblings; the page is then read through a copy with each record
 * wrapped (lib/recipes/sibling-records.ts). Null when that does not hold every value either.
 */
function siblingPage(
  view: PageView,
  list: SchemaList,
  records: Array<Record<string, unknown>>,
  containers: Element[],
): LearnPage | null {
  const starts: Element[] = [];
  let lastThrough: Element | undefined;
  for (const [k, record] of records.entries()) {
    const container = containers[k] as Element;
    const parent = container.parentElement;
    if (!parent || containers.some((c) => c.parentElement !== parent)) return null;
    const siblings = Array.from(parent.children);
    const at = siblings.indexOf(container);
    const from = k > 0 ? siblings.indexOf(containers[k - 1] as Element) + 1 : 0;
    const to = k + 1 < containers.length ? siblings.indexOf(containers[k + 1] as Element) : siblings.length;
    let first = at;
    let last = at;
    for (const field of written(view, list, record)) {
      if (spansOf(view, field, record, container).length > 0) continue;
      const holders = siblings
        .map((el, index) => ({ el, index }))
        .filter(({ index }) => index >= from && index < to && index !== at)
        .filter(({ el }) => spansOf(view, field, record, el).length > 0)
        .sort((a, b) => Math.abs(a.index - at) - Math.abs(b.index - at));
      const nearest = holders[0];
      if (!nearest) return null;
      first = Math.min(first, nearest.index);
      last = Math.max(last, nearest.index);
    }
    lastThrough = siblings[last];
    const start = siblings[first] as Element;
    if (starts.length > 0 && siblings.indexOf(starts[starts.length - 1] as Element) >= first) return null;
    starts.push(start);
  }
  const grouped = groupedView(view, starts, lastThrough);
  if (!grouped || !holdsValues(grouped.view, list, records, grouped.roots)) return null;
  return { view, containers: starts, readView: grouped.view, roots: grouped.roots, records, siblings: true };
}

/**
 * Records that are a table's columns (a comparison grid): read through a copy of the page with
 * each such table turned, one element per column (lib/recipes/column-records.ts). Null when the
 * records are not each one column there holding every value the page shows of it.
 */
function columnPage(view: PageView, list: SchemaList, records: Array<Record<string, unknown>>): LearnPage | null {
  const turned = columnView(view);
  if (turned === view) return null;
  const found = cores(turned, list, records);
  const containers = found && containersFor(found);
  if (!containers?.every((c) => c.hasAttribute(COLUMN_MARK))) return null;
  if (!holdsValues(turned, list, records, containers)) return null;
  return { view: turned, containers, readView: turned, roots: containers, records, siblings: false, columns: true };
}

/**
 * Where the learning pages had cards in sidebars: none of their records stood in one, and
 * either no card the container matches did (`unseen`) or some did and the model left them out
 * (`left-out`). Nothing when a record stood in a sidebar.
 */
function sidebarsOf(pages: LearnPage[], container: string): Pick<ListRule, 'sidebars'> {
  if (pages.some((p) => p.containers.some(inSidebar))) return {};
  const seen = pages.some((p) => findElements(p.view, { by: 'css', selector: container }, null).some(inSidebar));
  return { sidebars: seen ? 'left-out' : 'unseen' };
}

/** Whether on every learning page the cards the container matches (those under a left-out heading aside) stand under one element. */
function oneListEach(pages: LearnPage[], container: string, leftOut: string[]): boolean {
  return pages.every((p) => {
    const matched = findElements(p.view, { by: 'css', selector: container }, null).filter(
      (c) => !leftOut.includes(blockHeading(c) ?? '\u0000'),
    );
    return matched.length >= 2 && new Set(matched.map((c) => c.parentElement)).size === 1;
  });
}

/**
 * The headings of blocks whose cards the container matches outside the element holding the
 * model's records on a learning page (a "Featured" table after the directory): every such card
 * must stand under a heading (lib/recipes/headed-lists.ts), else none is learned and such a
 * page's rule reads a stray (readsNoStray).
 */
function leftOutHeadings(pages: LearnPage[], container: string): string[] {
  const headings = new Set<string>();
  for (const p of pages) {
    const list = commonAncestor(p.containers);
    const strays = findElements(p.view, { by: 'css', selector: container }, null).filter((m) => !list?.contains(m));
    for (const stray of strays) {
      const heading = blockHeading(stray);
      if (heading === null) return [];
      // A heading the records' own list stands under too names no other block.
      if (p.containers.some((c) => blockHeading(c) === heading)) return [];
      headings.add(heading);
    }
  }
  return headings.size <= 8 ? [...headings] : [];
}

export function learnList(
  list: SchemaList,
  views: PageView[],
  results: Array<Record<string, unknown>>,
): ListRule | string {
  const pages: LearnPage[] = [];
  for (const [i, view] of views.entries()) {
    const records = asRecords(results[i]?.[list.name]);
    if (records.length === 0) continue;
    if (records.length < 2) return `${list.name}: at least two records are needed to learn a list`;
    const found = cores(view, list, records);
    const containers = found && containersFor(found);
    const own: LearnPage | null = containers && {
      view,
      containers,
      readView: view,
      roots: containers,
      records,
      siblings: false,
    };
    const page =
      own && holdsValues(view, list, records, own.containers)
        ? own
        : ((own && siblingPage(view, list, records, own.containers)) ?? columnPage(view, list, records) ?? own);
    if (!page) return `${list.name}: the records could not be told apart on the page`;
    pages.push(page);
  }
  const siblings = pages.some((p) => p.siblings);
  if (pages.some((p) => p.siblings !== siblings))
    return `${list.name}: the records are written differently on the pages`;
  const columns = pages.some((p) => p.columns === true);
  if (pages.some((p) => (p.columns === true) !== columns))
    return `${list.name}: the records are written differently on the pages`;
  const first = pages[0];
  if (!first) return `${list.name} has no records to learn from`;
  const fields: FieldRule[] = [];
  for (const field of list.fields) {
    const instances: Instance[] = pages.flatMap((p) =>
      p.records.map((record, k) => ({
        view: p.readView,
        root: p.roots[k] ?? null,
        values: valueStrings(record[field.name]),
        others: otherValues(record, field.name),
      })),
    );
    if (instances.every((inst) => inst.values.length === 0)) {
      fields.push({ name: field.name, type: field.type, array: field.array, required: false, picks: [], maxLength: 0 });
      continue;
    }
    const rule = learnField(field, instances);
    if (!rule) return `${list.name}.${field.name} could not be located inside a record`;
    const taken = pages.flatMap((p) => p.records.map((record) => takenNumbers(record, field.name)));
    const lacking = instances.flatMap((inst, i) =>
      inst.values.length > 0 ? [] : [{ view: inst.view, root: inst.root, taken: taken[i] ?? [] }],
    );
    const present = instances.filter((inst) => inst.values.length > 0);
    fields.push(recordOptional(field, withFramedLines(withEmptyShows(rule, instances), lacking, present)));
  }
  const sample = first.containers[0] as Element;
  const classes = siblings ? undefined : recordClasses(pages.flatMap((p) => p.containers));
  const parents = siblings ? undefined : listParents(pages.flatMap((p) => p.containers));
  for (const { selector } of rankContainers(pages, containerSelectors(sample))) {
    const container = classes ? withoutClasses(selector, strangerClasses(pages, selector, classes)) : selector;
    // Every column of a table whose columns are records is one: no kinds of card to tell apart.
    const kinds = columns
      ? undefined
      : siblings
        ? siblingKinds(pages, container, fields)
        : learnKinds(pages, container, fields);
    const leftOut = siblings || columns ? [] : leftOutHeadings(pages, container);
    const rule: ListRule = {
      name: list.name,
      container,
      ...(siblings ? { siblings } : {}),
      ...(columns ? { columns, heads: [...new Set(pages.flatMap((p) => rowHeads(p.view)))].slice(0, 50) } : {}),
      ...(classes ? { classes } : {}),
      ...(kinds ? { kinds } : {}),
      ...(parents ? { parents } : {}),
      ...(leftOut.length > 0 ? { leftOutUnder: leftOut } : {}),
      ...(oneListEach(pages, container, leftOut) ? { oneList: true as const } : {}),
      ...(siblings ? {} : sidebarsOf(pages, container)),
      fields,
    };
    const probe = {
      version: 1 as const,
      id: 'probe',
      fields: [],
      lists: [rule],
      learnedFrom: [],
      createdAt: 0,
      served: 0,
    };
    if (pages.every((p) => readsNoStray(p, container, replayRecipe(p.view, probe)))) return rule;
  }
  return `${list.name}: no selector matches every record on the page`;
}

/**
 * A record's number the model left out where its place showed no figure ("—", "∞" in a
 * comparison grid): what the place showed then (`emptyShows`), so a record showing just that is
 * served without it, and one showing something new goes to the model.
 */
function withEmptyShows(rule: FieldRule, instances: Instance[]): FieldRule {
  const lacking = instances.filter((inst) => inst.values.length === 0);
  // A boolean's states or a text's words say what its place means; a row of chips shows other
  // chips beside them.
  if (lacking.length === 0 || rule.required || rule.states || rule.choices) return rule;
  const shows = lacking.some((inst) => 'values' in readField(inst.view, rule, inst.root));
  if (!shows) return rule;
  const { emptyShows } = learnAbsence(
    rule,
    instances.map((inst) => ({ view: inst.view, root: inst.root, present: inst.values.length > 0 })),
  );
  return emptyShows?.length ? { ...rule, emptyShows } : rule;
}

/**
 * A rating or a count of reviews every learned record had, which the schema does not require,
 * stays optional: many records agreeing do not say the next one has it (a product nobody has
 * reviewed shows no stars row). A record is served without it only where its card shows the
 * place gone, no value framed like it and no figure of its kind that no field read
 * (lib/recipes/replay.ts). Any other value lacking (a card with no price: an ad, a teaser) makes
 * the card another kind, and the page goes to the model.
 */
function recordOptional(field: SchemaField, rule: FieldRule): FieldRule {
  const numeric = rule.type === 'number' || rule.type === 'integer';
  if (!rule.required || field.required || !numeric || rule.array) return rule;
  const role = valueRole(field.name, 0);
  if (role !== 'rating' && role !== 'count') return rule;
  return { ...rule, required: false, absence: 'never-seen' };
}

/**
 * A learning page the rule reads without a record the model left out in another list: more
 * records than the model's, with cards matched outside the element that holds all the records (a
 * "Featured" table built like the directory's, after it on this page), is a rule that would serve
 * that list's cards as records wherever it stands. More records in the records' own list (the
 * grid's next rows) are a model that stopped early, and are not held against it.
 */
function readsNoStray(
  page: { view: PageView; containers: Element[]; records: unknown[] },
  container: string,
  replayed: ReturnType<typeof replayRecipe>,
): boolean {
  if (!replayed.ok) return false;
  if (replayed.records <= page.records.length) return true;
  // The records' own list: the element holding them all (a grid's rows go on past the answer).
  const list = commonAncestor(page.containers);
  return findElements(page.view, { by: 'css', selector: container }, null).every((m) => list?.contains(m) ?? true);
}

/**
 * Kinds of records with no element of their own, learned on the runs each page's selector starts
 * (every start wrapped): an ad among a calendar's days ("Sponsored" in its description) is left out
 * as the model left it out. Undefined when a page's runs cannot be wrapped.
 */
function siblingKinds(pages: LearnPage[], container: string, fields: FieldRule[]): ListRule['kinds'] {
  const cards = pages.map((p) =>
    groupedCards(p.view, findElements(p.view, { by: 'css', selector: container }, null), p.containers),
  );
  if (cards.some((c) => c === null)) return undefined;
  return learnKinds(cards as Array<{ view: PageView; containers: Element[] }>, RECORD_WRAPPERS, fields);
}

function commonAncestor(elements: Element[]): Element | null {
  let common = elements[0]?.parentElement ?? null;
  for (const el of elements) while (common && !common.contains(el)) common = common.parentElement;
  return common;
}

/**
 * The container selectors that match every answered record, best first. A match outside the
 * answered records' lists (a featured copy of a review in an aside, a table's header row) is a
 * stray and counts first; then the selector matching more records wins (the answer may hold
 * only some: a class all records share beats one only the answered records happen to have);
 * then the more stable selector.
 */
function rankContainers(
  pages: Array<{ view: PageView; containers: Element[] }>,
  selectors: Array<{ selector: string; cost: number }>,
): Array<{ selector: string; cost: number }> {
  const ranked: Array<{ selector: string; cost: number; strays: number; matches: number }> = [];
  const seen = new Set<string>();
  for (const candidate of selectors) {
    if (seen.has(candidate.selector)) continue;
    seen.add(candidate.selector);
    let strays = 0;
    let matches = 0;
    const fits = pages.every((p) => {
      const matched = findElements(p.view, { by: 'css', selector: candidate.selector }, null);
      if (!p.containers.every((c) => matched.includes(c))) return false;
      const lists = new Set(p.containers.map((c) => c.parentElement));
      strays += matched.filter((m) => !lists.has(m.parentElement)).length;
      matches += matched.length;
      return true;
    });
    if (fits) ranked.push({ ...candidate, strays, matches });
  }
  return ranked.sort((a, b) => a.strays - b.strays || b.matches - a.matches || a.cost - b.cost);
}
