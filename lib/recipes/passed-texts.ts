import { fold, squash } from './page-text';
import { countedReads, pickReads } from './read';
import type { Instance } from './learn-field';
import type { ValuePick } from './recipe';
import { NEIGHBOUR_LENGTH, NEIGHBOURS_MAX } from './shifted-places';

/**
 * A reading of one match of several (the first text of a card's chip classes) finds another chip
 * first on a card without the value: "Free cancellation" where the duration is missing. The texts
 * of words alone the learning pages showed at the other matches, at least twice, never as the
 * field's value nor as another field's, are what it passes over before counting (`pass`).
 */
export function passedTexts(pick: ValuePick, answered: Instance[]): string[] {
  const own = new Set(answered.flatMap((a) => a.values.map((v) => fold(squash(v)))));
  const seen = new Map<string, number>();
  for (const { view, root, others } of answered) {
    for (const read of pickReads(view, { ...pick, item: undefined, pass: undefined }, root)) {
      if (read.values.length !== 1) continue;
      const text = fold(squash(read.values[0] as string));
      // A figure is some record's value of a kind (another time, a count): only words stay put.
      if (!text || /\p{N}/u.test(text) || text.length > NEIGHBOUR_LENGTH) continue;
      if (own.has(text) || others?.includes(text)) continue;
      seen.set(text, (seen.get(text) ?? 0) + 1);
    }
  }
  return [...seen]
    .filter(([, count]) => count >= 2)
    .map(([text]) => text)
    .sort()
    .slice(0, NEIGHBOURS_MAX);
}

/**
 * The reading passing over those texts, counted at the one index where every answered place
 * shows its value among what is left; null when there are none to pass or the index differs.
 */
export function passingPick(
  pick: ValuePick,
  answered: Instance[],
  same: (got: string, wanted: string) => boolean,
): ValuePick | null {
  const pass = passedTexts(pick, answered);
  if (pass.length === 0) return null;
  const passing: ValuePick = { ...pick, item: undefined, pass };
  let item: number | undefined;
  for (const { view, root, values } of answered) {
    const [value] = values;
    if (value === undefined) continue;
    const at = countedReads(view, passing, root).findIndex(
      (read) => read.values.length === 1 && same(read.values[0] as string, value),
    );
    if (at < 0 || at > 20 || (item !== undefined && at !== item)) return null;
    item = at;
  }
  return item === undefined ? null : { ...passing, item };
}
