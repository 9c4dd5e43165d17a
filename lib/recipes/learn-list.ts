import { learnField, type Instance } from './learn-field';
import { otherValues } from './learn';
import { occurrences } from './locate';
import { innermostContaining } from './page-text';
import { findElements, type PageView } from './read';
import type { FieldRule, ListRule } from './recipe';
import { replayRecipe } from './replay';
import { valueStrings, type SchemaField, type SchemaList } from './schema-fields';
import { containerSelectors } from './selectors';

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

/**
 * Where each record is written. A record is seeded on its most distinctive value (the field
 * whose values the page repeats least), taken in page order so that two records sharing a
 * value still get one place each; from the seed, the record's core is the smallest element
 * around it that holds as many of the record's other values as possible without reaching
 * another record's seed. Values the page repeats elsewhere (a city, a "Remote" tag) never move
 * the core, because only the seed's own ancestors are looked at.
 */
function cores(view: PageView, list: SchemaList, records: Array<Record<string, unknown>>): Element[] | null {
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
  const seeds = records.map((r) => spansOf(view, field, r, null));
  const allSeeds = seeds.flat();
  const written = (record: Record<string, unknown>): SchemaField[] =>
    list.fields.filter((f) => spansOf(view, f, record, null).length > 0);
  const found: Element[] = [];
  let after = -1;
  for (const [k, record] of records.entries()) {
    const own = written(record);
    let best: { el: Element; covered: number; at: number } | null = null;
    for (const [start, end] of seeds[k] ?? []) {
      if (start <= after) continue;
      let el = innermostContaining(view.text, start, end);
      let pick: { el: Element; covered: number; at: number } | null = null;
      for (; el; el = el.parentElement) {
        const range = view.text.ranges.get(el);
        if (!range) continue;
        const reachesOther = allSeeds.some(
          ([s, e]) => (s !== start || e !== end) && s >= range.start && e <= range.end,
        );
        if (reachesOther) break;
        const covered = coverage(view, own, record, el);
        if (!pick || covered > pick.covered) pick = { el, covered, at: start };
        if (covered === own.length) break;
      }
      if (pick && (!best || pick.covered > best.covered)) best = pick;
    }
    if (!best) return null;
    found.push(best.el);
    after = best.at;
  }
  return found;
}

/** Each record's container: the largest element around its core that holds no other record. */
function containersFor(coresInOrder: Element[]): Element[] | null {
  const containers = coresInOrder.map((el) => {
    let container = el;
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (coresInOrder.some((other) => other !== el && up.contains(other))) break;
      container = up;
    }
    return container;
  });
  return new Set(containers).size === containers.length ? containers : null;
}

export function learnList(
  list: SchemaList,
  views: PageView[],
  results: Array<Record<string, unknown>>,
): ListRule | string {
  const pages: Array<{ view: PageView; containers: Element[]; records: Array<Record<string, unknown>> }> = [];
  for (const [i, view] of views.entries()) {
    const records = asRecords(results[i]?.[list.name]);
    if (records.length === 0) continue;
    if (records.length < 2) return `${list.name}: at least two records are needed to learn a list`;
    const found = cores(view, list, records);
    const containers = found && containersFor(found);
    if (!containers) return `${list.name}: the records could not be told apart on the page`;
    pages.push({ view, containers, records });
  }
  const first = pages[0];
  if (!first) return `${list.name} has no records to learn from`;
  const fields: FieldRule[] = [];
  for (const field of list.fields) {
    const instances: Instance[] = pages.flatMap((p) =>
      p.records.map((record, k) => ({
        view: p.view,
        root: p.containers[k] ?? null,
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
    fields.push(rule);
  }
  const sample = first.containers[0] as Element;
  for (const { selector } of containerSelectors(sample).sort((a, b) => a.cost - b.cost)) {
    const fits = pages.every((p) => {
      const matched = findElements(p.view, { by: 'css', selector }, null);
      return p.containers.every((c) => matched.includes(c));
    });
    if (!fits) continue;
    const rule: ListRule = { name: list.name, container: selector, fields };
    const probe = {
      version: 1 as const,
      id: 'probe',
      fields: [],
      lists: [rule],
      learnedFrom: [],
      createdAt: 0,
      served: 0,
    };
    if (pages.every((p) => replayRecipe(p.view, probe).ok)) return rule;
  }
  return `${list.name}: no selector matches every record on the page`;
}
