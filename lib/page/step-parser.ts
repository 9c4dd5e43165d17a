/**
 * Turns a user's natural-language step ("click Load more", "type "laptop" into the search
 * box") into an action. Deterministic and pure: the same text always gives the same action,
 * so it is tested without a browser. Steps come only from the user's request, never from
 * page content. Text that matches no form gives null (then a model may interpret it).
 */
export type TargetRole = 'button' | 'link' | 'textbox' | 'checkbox' | 'select' | 'any';

export interface StepTarget {
  /** What the element is called: its label, accessible name, placeholder or visible text. */
  name: string;
  role: TargetRole;
  /** The whole phrase the user wrote ("Main menu"), tried too when the short name misleads. */
  phrase: string;
}

export type ParsedStep =
  | { kind: 'click'; target: StepTarget }
  | { kind: 'type'; text: string; target: StepTarget | null; submit: boolean }
  | { kind: 'press'; key: string; target: StepTarget | null }
  | { kind: 'submit'; target: StepTarget | null }
  | { kind: 'select'; option: string; target: StepTarget | null }
  | { kind: 'check'; checked: boolean; target: StepTarget }
  | { kind: 'scroll'; direction: 'down' | 'up'; times: number }
  | { kind: 'scroll-edge'; edge: 'top' | 'bottom' }
  | { kind: 'scroll-to'; target: StepTarget }
  | { kind: 'wait'; ms: number }
  | { kind: 'wait-for'; text: string }
  | { kind: 'settle' }
  | { kind: 'hover'; target: StepTarget }
  | { kind: 'back' }
  | { kind: 'goto'; url: string };

/** Every action kind the interpreter knows; a test checks each has a runner. */
export const STEP_KINDS = [
  'click',
  'type',
  'press',
  'submit',
  'select',
  'check',
  'scroll',
  'scroll-edge',
  'scroll-to',
  'wait',
  'wait-for',
  'settle',
  'hover',
  'back',
  'goto',
] as const satisfies ReadonlyArray<ParsedStep['kind']>;

/** The longest wait a step may ask for; longer asks are capped (the job has other limits). */
export const MAX_WAIT_MS = 60_000;

const KEYS: Record<string, string> = {
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  escape: 'Escape',
  esc: 'Escape',
  space: ' ',
  spacebar: ' ',
  'arrow down': 'ArrowDown',
  'down arrow': 'ArrowDown',
  arrowdown: 'ArrowDown',
  'arrow up': 'ArrowUp',
  'up arrow': 'ArrowUp',
  arrowup: 'ArrowUp',
  'page down': 'PageDown',
  pagedown: 'PageDown',
  end: 'End',
  home: 'Home',
};

/** `q(n)` is capture group n in the user's own case, with quoted text restored. */
type Rule = (m: RegExpMatchArray, q: (group: number) => string) => ParsedStep | null;

// Order matters: specific forms first ("press Enter" before "press the Submit button").
const RULES: Array<[RegExp, Rule]> = [
  [
    /^(?:go|navigate|head)\s+back(?:\s+to the previous page)?$|^back$|^(?:press|click|hit)\s+(?:the\s+)?back(?:\s+button)?$/,
    () => ({ kind: 'back' }),
  ],
  [/^(?:go to|open|visit|navigate to|load)\s+(?:the\s+)?(?:url\s+|page\s+)?(\S+)$/, (m, q) => gotoOrNull(q(1))],
  [
    /^(?:wait|pause|sleep)\s+(?:for\s+)?(?:about\s+)?(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?)?$/,
    (m) => ({ kind: 'wait', ms: toMs(m[1], m[2]) }),
  ],
  [
    /^wait\s+(?:for|until)\s+(?:the\s+)?(?:page|content|results?|it)\s+(?:to\s+)?(?:load|settle|finish loading|be ready|loads|is loaded)(?:ed)?$/,
    () => ({ kind: 'settle' }),
  ],
  [
    /^wait\s+(?:for|until)\s+(?:the\s+)?(?:text\s+)?(.+?)(?:\s+(?:to\s+)?(?:appears?|shows? up|is shown|is visible|be visible|loads?))?$/,
    (m, q) => ({ kind: 'wait-for', text: q(1) }),
  ],
  [
    /^scroll\s+(?:(?:down|up)\s+)?to\s+(?:the\s+)?(bottom|end|top|start)(?:\s+of\s+the\s+(?:page|list))?$/,
    (m) => ({ kind: 'scroll-edge', edge: m[1] === 'top' || m[1] === 'start' ? 'top' : 'bottom' }),
  ],
  [
    /^scroll(?:\s+(down|up))?(?:\s+(\d+|once|twice)\s*(?:times?|x)?)?(?:\s+(?:the\s+)?page)?$/,
    (m) => ({ kind: 'scroll', direction: m[1] === 'up' ? 'up' : 'down', times: toCount(m[2]) }),
  ],
  [
    /^scroll\s+(?:down\s+|up\s+)?(?:to|until you see)\s+(.+)$/,
    (m, q) => ({ kind: 'scroll-to', target: parseTarget(q(1)) }),
  ],
  [
    /^(?:hover|mouse)\s+(?:over\s+|on\s+)?(.+)$|^move\s+the\s+mouse\s+(?:over|to)\s+(.+)$/,
    (m, q) => ({ kind: 'hover', target: parseTarget(q(m[1] ? 1 : 2)) }),
  ],
  [
    /^(?:press|hit|tap|type)\s+(?:the\s+)?(enter|return|tab|escape|esc|space|spacebar|arrow ?down|down arrow|arrow ?up|up arrow|page ?down|end|home)(?:\s+key)?(?:\s+(?:in|on)\s+(?:the\s+)?(.+))?$/,
    (m, q) => ({ kind: 'press', key: KEYS[m[1] ?? ''] ?? 'Enter', target: m[2] ? parseTarget(q(2)) : null }),
  ],
  [
    /^submit(?:\s+the)?(?:\s+(.+?))?(?:\s+form)?$/,
    (m, q) => ({ kind: 'submit', target: m[1] && !/^(the\s+)?form$/i.test(q(1)) ? parseTarget(q(1)) : null }),
  ],
  [
    /^(?:select|choose|pick)\s+(.+?)\s+(?:in|from|for|on)\s+(?:the\s+)?(.+)$/,
    (m, q) => ({ kind: 'select', option: q(1), target: parseTarget(q(2), 'select') }),
  ],
  [
    /^set\s+(?:the\s+)?(.+?)\s+to\s+(.+)$/,
    (m, q) => ({ kind: 'select', option: q(2), target: parseTarget(q(1), 'any') }),
  ],
  [
    /^(?:search|look)\s+for\s+(.+?)(?:\s+(?:in|using)\s+(?:the\s+)?(.+))?$/,
    (m, q) => ({ kind: 'type', text: q(1), target: parseTarget(m[2] ? q(2) : 'search', 'textbox'), submit: true }),
  ],
  [
    /^(?:type|enter|input|write|put|fill in)\s+(.+?)\s+(?:in|into|on|inside)\s+(?:the\s+)?(.+?)(?:\s+and\s+(?:press|hit)\s+enter|\s+and\s+submit)?$/,
    (m, q) => ({
      kind: 'type',
      text: q(1),
      target: parseTarget(q(2), 'textbox'),
      submit: /and\s+(?:press|hit)\s+enter|and\s+submit$/.test(m[0]),
    }),
  ],
  [
    /^(?:fill(?:\s+in|\s+out)?|complete)\s+(?:the\s+)?(.+?)\s+with\s+(.+)$/,
    (m, q) => ({ kind: 'type', text: q(2), target: parseTarget(q(1), 'textbox'), submit: false }),
  ],
  [/^(?:type|enter|input|write)\s+(.+)$/, (m, q) => ({ kind: 'type', text: q(1), target: null, submit: false })],
  [
    /^(uncheck|untick|deselect|disable|turn off|switch off|clear)\s+(?:the\s+)?(.+)$/,
    (m, q) => ({ kind: 'check', checked: false, target: parseTarget(q(2), 'checkbox') }),
  ],
  [
    /^(check|tick|enable|turn on|switch on)\s+(?:the\s+)?(.+)$/,
    (m, q) => ({ kind: 'check', checked: true, target: parseTarget(q(2), 'checkbox') }),
  ],
  [
    /^(?:click|press|tap|hit|push|select|choose|follow|activate|expand|open)\s+(?:on\s+)?(.+)$/,
    (m, q) => ({ kind: 'click', target: parseTarget(q(1)) }),
  ],
];

const QUOTES = /"([^"]*)"|“([^”]*)”|‘([^’]*)’|«([^»]*)»|(?<![a-z0-9])'([^']*)'(?![a-z0-9])/gi;
// Quoted text is set aside as ⟦n⟧ while the sentence is matched.
const HOLE = /⟦(\d+)⟧/g;

export function parseStep(raw: string): ParsedStep | null {
  const quoted: string[] = [];
  // Quoted text keeps its case and words; the rest is matched in lower case.
  const template = raw
    .replace(QUOTES, (...groups: unknown[]) => {
      const value = groups.slice(1, 6).find((g) => typeof g === 'string');
      quoted.push(typeof value === 'string' ? value : '');
      return `⟦${quoted.length - 1}⟧`;
    })
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!;]+$/, '')
    .replace(/^(?:please|then|and|now|next|finally|first)[,]?\s+/i, '')
    .replace(/\s+please$/i, '');
  const lower = template.toLowerCase();
  const sameLength = lower.length === template.length;
  const restore = (s: string): string => s.replace(HOLE, (_, i: string) => quoted[Number(i)] ?? '').trim();
  for (const [pattern, build] of RULES) {
    const match = new RegExp(pattern.source, 'd').exec(lower);
    if (!match) continue;
    const q = (group: number): string => {
      const span = match.indices?.[group];
      if (!span) return '';
      return restore(sameLength ? template.slice(span[0], span[1]) : (match[group] ?? ''));
    };
    const step = build(match, q);
    if (step && isComplete(step)) return step;
  }
  return null;
}

/** "the button labelled "Load more"" → { name: 'Load more', role: 'button' }. */
export function parseTarget(phrase: string, fallbackRole: TargetRole = 'any'): StepTarget {
  const whole = unquote(phrase.trim().replace(/^(?:the|a|an)\s+/i, ''));
  let text = phrase.trim().replace(/^(?:the|a|an)\s+/i, '');
  const roleWord =
    '(button|btn|link|search box|search field|search bar|text box|textbox|box|field|input|bar|checkbox|check box|toggle|switch|dropdown|drop-down|select|menu|list|option|tab|radio button|radio)';
  const labelled = new RegExp(
    `^${roleWord}\\s+(?:labell?ed|named|called|titled|with (?:the )?(?:text|label|name)|that says|saying|reading|marked)\\s+(.+)$`,
    'i',
  ).exec(text);
  const before = /^(button|btn|link|tab|checkbox)\s+(.+)$/i.exec(text);
  const after = new RegExp(`^(.+?)\\s+${roleWord}$`, 'i').exec(text);
  let role: TargetRole = fallbackRole;
  const match = labelled ?? (isShortName(before?.[2]) ? before : null) ?? after;
  if (match) {
    const first = match[1] ?? '';
    const second = match[2] ?? '';
    const [roleText, nameText] = match === after ? [second, first] : [first, second];
    role = roleOf(roleText.toLowerCase(), fallbackRole);
    text = nameText;
    if (/^search/.test(roleText.toLowerCase()) && !text) text = 'search';
  } else if (/^search (?:box|field|bar|input)$/i.test(text)) {
    return { name: 'search', role: 'textbox', phrase: whole };
  }
  text = unquote(text.replace(/^(?:the|a|an)\s+/i, '').trim());
  return { name: text || whole, role, phrase: whole };
}

function unquote(text: string): string {
  const m = /^["“‘'«](.*)["”’'»]$/.exec(text);
  return m ? (m[1] ?? '').trim() : text;
}

function roleOf(word: string, fallback: TargetRole): TargetRole {
  if (/^(button|btn)$/.test(word)) return 'button';
  if (word === 'link') return 'link';
  if (/box|field|input|bar/.test(word) && !/check/.test(word)) return 'textbox';
  if (/check|toggle|switch|radio/.test(word)) return 'checkbox';
  if (/drop|select|menu|list|option/.test(word)) return fallback === 'any' ? 'select' : fallback;
  return fallback;
}

function isShortName(name: string | undefined): boolean {
  return name !== undefined && name.split(/\s+/).length <= 6;
}

function isComplete(step: ParsedStep): boolean {
  switch (step.kind) {
    case 'click':
    case 'hover':
    case 'scroll-to':
    case 'check':
      return step.target.name.length > 0;
    case 'type':
      return step.text.length > 0;
    case 'select':
      return step.option.length > 0;
    case 'wait-for':
      return step.text.length > 0;
    default:
      return true;
  }
}

function gotoOrNull(url: string): ParsedStep | null {
  return /^https?:\/\//i.test(url) ? { kind: 'goto', url } : null;
}

function toMs(amount: string | undefined, unit: string | undefined): number {
  const n = Number(amount ?? 0);
  const u = (unit ?? 's').toLowerCase();
  const ms = u.startsWith('ms') || u.startsWith('milli') ? n : u.startsWith('m') ? n * 60_000 : n * 1000;
  return Math.min(Math.round(ms), MAX_WAIT_MS);
}

function toCount(word: string | undefined): number {
  if (!word || word === 'once') return 1;
  if (word === 'twice') return 2;
  return Math.max(1, Math.min(50, Number(word)));
}
