import { compareForm, elementText, squash } from './page-text';
import { runPick, type PageView } from './read';
import type { FieldOutcome } from './read-field';
import type { FieldRule, ValuePick } from './recipe';
import { candidateSelectors } from './selectors';
import { wholePick } from './locate';

/**
 * A text field said by which of a few words a row of chips shows: a car's "Manual" or
 * "Automatic" among "5 seats" and "Unlimited mileage", in no fixed place (a card without a
 * gearbox chip has its mileage second). No single place reads it, and a place by rank reads the
 * next chip where one is missing. It is learned as every chip of the row, read (`many`), and the
 * words the answers gave (`choices.values`): the value is the chip that says one of them. The
 * row's other chips the learning pages showed (`choices.others`, counts as "#") are what a card
 * may show beside it; a chip that is neither may be a word never learned ("Semi-automatic"), and
 * the page goes to the model, which teaches it.
 */

/** Fewest answers, and how many answers each word needs on average, to call the words a closed set. */
const MIN_ANSWERS = 4;
const ANSWERS_A_WORD = 2;
/** Longest chip that is one word of the set; texts longer are sentences. */
const WORD_LENGTH = 40;
export const CHOICES_MAX = 12;
export const CHOICE_OTHERS_MAX = 24;
/** Candidate rows tried at most. */
const MAX_TRIES = 60;

/** One place the field was answered: a page or list record, and the answer's value if any. */
export interface ChoiceInstance {
  view: PageView;
  root: Element | null;
  values: string[];
}

/** A chip's text as chips are told apart: folded, any count written "#". */
export function chipKey(text: string): string {
  return compareForm(text).replace(/\p{Nd}+([.,]\p{Nd}+)*/gu, '#');
}

/** What the learned row reads on a page: the chip that is one of the words, or why not. */
export function readChoice(
  rule: Pick<FieldRule, 'name' | 'choices' | 'picks'>,
  read: FieldOutcome,
): FieldOutcome | { reason: string } {
  const choices = rule.choices;
  if (!choices || !('values' in read)) return read;
  const words = new Set(choices.values);
  const others = new Set(choices.others);
  const unknown = read.values.find((chip) => !words.has(chipKey(chip)) && !others.has(chipKey(chip)));
  if (unknown !== undefined)
    return {
      reason: `${rule.name}: its row shows “${squash(unknown)}”, a text the pages learned from never showed there`,
    };
  const said = [...new Set(read.values.filter((chip) => words.has(chipKey(chip))).map(squash))];
  if (said.length > 1) return { conflict: [said[0] as string, said[1] as string] };
  const [value] = said;
  return value === undefined ? { missing: true } : { values: [value], ...(read.from ? { from: read.from } : {}) };
}

/**
 * The cheapest row of chips whose chip saying one of the answers' words gives back every answer
 * (and none where the answer left the field out); null when the answers are no closed set of
 * words or no row does.
 */
export function learnChoices(
  instances: ChoiceInstance[],
): { pick: ValuePick; choices: NonNullable<FieldRule['choices']> } | null {
  const present = instances.filter((i) => i.values.length === 1);
  if (present.length < MIN_ANSWERS || present.length !== instances.filter((i) => i.values.length > 0).length)
    return null;
  const said = present.map((i) => squash(i.values[0] as string));
  if (said.some((v) => v.length > WORD_LENGTH || !/\p{L}/u.test(v) || /\p{N}/u.test(v))) return null;
  const words = new Set(said.map(chipKey));
  // Each word seen twice on average: a name, a title or a town differs on every record.
  if (words.size < 2 || words.size > CHOICES_MAX || present.length < words.size * ANSWERS_A_WORD) return null;
  const candidates = new Map<string, { pick: ValuePick; cost: number }>();
  for (const inst of present) {
    const key = chipKey(inst.values[0] as string);
    const scope = inst.root ? inst.view.text.elements.filter((el) => inst.root?.contains(el)) : inst.view.text.elements;
    for (const el of scope) {
      if (el === inst.root || chipKey(elementText(inst.view.text, el)) !== key) continue;
      if (Array.from(el.children).some((c) => chipKey(elementText(inst.view.text, c)) === key)) continue;
      for (const c of candidateSelectors(el, inst.root)) {
        // The chip moves: a place by its own rank is what this reading is not, but the row it
        // stands in may be placed by rank (a bare <li> in a card's second <ul>).
        const selector = c.selector.replace(/:nth-of-type\(\d+\)$/, '');
        if (/:nth-of-type\(\d+\)$/.test(c.selector) && !/[ >]/.test(selector)) continue;
        const pick: ValuePick = {
          ...wholePick({ by: 'css', selector }, 'text', true),
          ...(inst.root ? {} : { outside: true }),
        };
        const id = JSON.stringify(pick);
        const known = candidates.get(id);
        if (!known || known.cost > c.cost) candidates.set(id, { pick, cost: c.cost });
      }
    }
  }
  const tries = [...candidates.values()].sort((a, b) => a.cost - b.cost).slice(0, MAX_TRIES);
  for (const { pick } of tries) {
    const others = rowOthers(instances, pick, words);
    if (others) return { pick, choices: { values: [...words].sort(), others } };
  }
  return null;
}

/** The row's other chips over every instance, when the row gives back each answer; else null. */
function rowOthers(instances: ChoiceInstance[], pick: ValuePick, words: Set<string>): string[] | null {
  const others = new Set<string>();
  for (const inst of instances) {
    const got = runPick(inst.view, pick, inst.root);
    if ('ambiguous' in got) return null;
    const chips = 'values' in got ? got.values : [];
    const own = new Set(chips.map(chipKey).filter((k) => words.has(k)));
    const answer = inst.values[0];
    if (answer === undefined ? own.size > 0 : own.size !== 1 || !own.has(chipKey(answer))) return null;
    for (const chip of chips) {
      const key = chipKey(chip);
      if (words.has(key)) continue;
      // A row of long texts is a block of prose, not chips.
      if (key.length > WORD_LENGTH * 2) return null;
      others.add(key);
    }
  }
  return others.size > CHOICE_OTHERS_MAX ? null : [...others].sort();
}
