import { learnField, type Instance } from './learn-field';
import { otherValues } from './learn';
import { valueCandidates } from './locate';
import { findElements, type PageView } from './read';
import type { FieldRule, ListRule } from './recipe';
import { replayRecipe } from './replay';
import { valueStrings, type SchemaList } from './schema-fields';
import { candidateSelectors } from './selectors';

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

function positionOf(view: PageView, el: Element): number {
  return view.text.ranges.get(el)?.start ?? -1;
}

/** The element each record's most distinctive value sits in, in page order. */
function anchors(view: PageView, list: SchemaList, records: Array<Record<string, unknown>>): Element[] | null {
  let best: Element[][] | null = null;
  let bestCount = Infinity;
  for (const field of list.fields) {
    const perRecord: Element[][] = [];
    for (const record of records) {
      const value = valueStrings(record[field.name])[0];
      if (value === undefined) break;
      const elements = valueCandidates(view, value, field.type, null, false)
        .map((c) => c.pick)
        .filter((p) => p.read === 'text' && p.locator.by === 'css')
        .flatMap((p) => findElements(view, p.locator, null));
      perRecord.push([...new Set(elements)]);
    }
    if (perRecord.length !== records.length || perRecord.some((e) => e.length === 0)) continue;
    const count = perRecord.reduce((sum, e) => sum + e.length, 0);
    if (count < bestCount) {
      best = perRecord;
      bestCount = count;
    }
  }
  if (!best) return null;
  // Records come in page order: each anchor is the first occurrence after the previous one.
  const chosen: Element[] = [];
  let after = -1;
  for (const options of best) {
    const next = options
      .filter((el) => positionOf(view, el) > after)
      .sort((a, b) => positionOf(view, a) - positionOf(view, b))[0];
    if (!next) return null;
    chosen.push(next);
    after = positionOf(view, next);
  }
  return chosen;
}

function containersFor(anchorsInOrder: Element[]): Element[] | null {
  const containers = anchorsInOrder.map((el) => {
    let container = el;
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (anchorsInOrder.some((other) => other !== el && up.contains(other))) break;
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
    const found = anchors(view, list, records);
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
  for (const { selector } of candidateSelectors(sample, null).sort((a, b) => a.cost - b.cost)) {
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
