import { markInWords } from './card-marks';
import { skipMarks } from './record-kinds';
import type { FieldRule, Locator, Recipe, ValuePick } from './recipe';
import { selectorInWords } from './selector-words';

/**
 * A recipe in words a person can check against the page: where each field is read and how
 * (Settings → Recipes shows it; the bench prints it). Only what the recipe holds, nothing
 * guessed.
 */

/** A selector in words, or quoted as it is when it holds something not put in words. */
function cssWords(selector: string): string {
  return selectorInWords(selector) ?? `the element matching ${selector}`;
}

function tagWord(tag: string): string {
  return selectorInWords(tag)?.replace(/^the /, '') ?? `<${tag}>`;
}

function where(locator: Locator): string {
  const inside = 'within' in locator && locator.within ? `, inside ${cssWords(locator.within)}` : '';
  switch (locator.by) {
    case 'css':
      if (locator.selector === ':scope') return 'the record itself';
      return cssWords(locator.selector);
    case 'label':
      return `the text after the label “${locator.label}” (in a ${tagWord(locator.tag)})${inside}`;
    case 'after-line':
      return `the ${tagWord(locator.tag)} right after the line “${locator.text}”${inside}`;
    case 'jsonld':
      return `the page's structured data (JSON-LD${locator.type ? ` ${locator.type}` : ''}): ${locator.path}`;
  }
}

export function describePick(pick: ValuePick): string {
  const what =
    pick.locator.by === 'jsonld' || pick.read === 'text'
      ? ''
      : pick.read === 'own-text'
        ? 'the text, without what it quotes, of '
        : `the ${pick.read === 'href' ? 'link address' : pick.read === 'src' ? 'image address' : pick.read} of `;
  const cut =
    pick.before && pick.after
      ? `, between “${pick.before}” and “${pick.after}”`
      : pick.before
        ? `, after “${pick.before}”${pick.keep ? ' (kept)' : ''}`
        : pick.after
          ? `, before “${pick.after}”`
          : '';
  const figure =
    pick.figure === 'after'
      ? ', up to the number after it'
      : pick.figure === 'before'
        ? ', after the number before it'
        : '';
  const each = pick.many
    ? ', each match one value'
    : pick.item !== undefined
      ? `, match ${pick.item + 1} of several${pick.pass?.length ? `, passing over ${pick.pass.map((t) => `“${t}”`).join(', ')}` : ''}`
      : '';
  const lines = pick.lines
    ? pick.part === undefined
      ? ', one value per line'
      : `, part ${pick.part + 1} of the line shaped "${pick.lines}"`
    : '';
  return `${what}${where(pick.locator)}${cut}${figure}${each}${lines}`;
}

/** One line per way the field is read; a field with several places reads one value from each. */
export function describeField(rule: FieldRule): string[] {
  if (rule.slots?.length) {
    const pooled = rule.pool
      ? [
          `each value once${rule.pool === 'exact' ? ', spellings that differ in case kept apart' : rule.pool === 'folded' ? ', case ignored' : ''}`,
        ]
      : [];
    return [
      ...rule.slots.map((pick, i) => `${rule.pool ? 'from' : `value ${i + 1}:`} ${describePick(pick)}`),
      ...pooled,
    ];
  }
  if (rule.picks.length === 0) return ['not learned: no page had a value for it'];
  const split = rule.split?.length ? ` (split at ${rule.split.map((s) => `"${s}"`).join(' ')})` : '';
  const states = rule.states?.length
    ? ` (${rule.states.map((s) => `${s.text ? `“${s.text}”` : 'nothing there'} means ${s.value ? 'yes' : 'no'}`).join(', ')})`
    : '';
  const words = rule.words?.length
    ? ` (or ${rule.words.map((w) => `${w.value} where it says “${w.text}”`).join(', ')})`
    : '';
  // A boolean read from every chip of a row: the chip that says one of its states; a text said
  // by one of a few words: the chip that says one.
  const choices = rule.choices ? `: ${rule.choices.values.map((w) => `“${w}”`).join(', ')}` : '';
  const place = (pick: ValuePick): string =>
    (rule.states?.length || rule.choices) && pick.many
      ? `${describePick({ ...pick, many: false })}, whichever of them says one of these${choices}`
      : describePick(pick);
  return rule.picks.map(
    (pick, i) => `${i === 0 ? '' : 'checked against '}${place(pick)}${split}${i === 0 ? words : ''}${states}`,
  );
}

export interface FieldDescription {
  /** The field's name; list fields as list[].field. */
  name: string;
  type: string;
  required: boolean;
  reads: string[];
}

/** Every field of a recipe, list fields after their list's record container. */
export function describeRecipe(recipe: Recipe): FieldDescription[] {
  const typeOf = (rule: FieldRule): string => (rule.array ? `list of ${rule.type}` : rule.type);
  const one = (rule: FieldRule, prefix = ''): FieldDescription => ({
    name: `${prefix}${rule.name}`,
    type: typeOf(rule),
    required: rule.required,
    reads: describeField(rule),
  });
  return [
    ...recipe.fields.map((rule) => one(rule)),
    ...recipe.lists.flatMap((list) => [
      {
        name: `${list.name}[]`,
        type: 'records',
        required: false,
        reads: [
          list.columns
            ? 'each column of a table whose columns are the records, its rows read beside their headers'
            : list.siblings
              ? `each ${cssWords(list.container).replace(/^the /, '')} with what follows it, up to the next`
              : `each ${cssWords(list.container).replace(/^the /, '')}`,
          ...(list.leftOutUnder?.length
            ? [`not counting cards under the heading ${list.leftOutUnder.map((h) => `“${h}”`).join(' or ')}`]
            : []),
          ...(list.kinds?.skip.length
            ? [
                `not counting a card where ${list.kinds.skip
                  .slice(0, 4)
                  .map((entry) => skipMarks(entry).map(markInWords).join(' and '))
                  .join(' or ')}`,
              ]
            : []),
          ...(list.kinds?.copies ? [`of a record shown twice, the ${list.kinds.copies} copy counts`] : []),
          ...(!list.kinds?.copies && list.kinds?.firstLeftOut
            ? ['a copy of a later record in the first slot is a placement, not counted']
            : []),
          ...(list.kinds ? ['not counting a card labelled as an ad (“Sponsored”, “Anzeige”, …)'] : []),
        ],
      },
      ...list.fields.map((rule) => one(rule, `${list.name}[].`)),
    ]),
  ];
}
