import { squash } from './deep-dom';
import type { TargetRole } from './step-parser';

/**
 * How a user might refer to an element: its accessible name (aria-label, aria-labelledby,
 * <label>), placeholder, title, alt, button value and visible text. A simplified version of
 * the accessible-name computation, enough to resolve "the search box" or "Load more".
 */
export function namesOf(el: Element): string[] {
  const names: string[] = [];
  const add = (value: string | null | undefined): void => {
    const text = squash(value);
    if (text && !names.includes(text)) names.push(text);
  };
  add(el.getAttribute('aria-label'));
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const doc = el.ownerDocument;
    add(
      labelledBy
        .split(/\s+/)
        .map((id) => doc.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }
  for (const label of labelsOf(el)) add(label.textContent);
  add(el.getAttribute('placeholder'));
  add(el.getAttribute('title'));
  add(el.getAttribute('alt'));
  if (el.localName === 'input' && /^(button|submit|reset)$/i.test(el.getAttribute('type') ?? ''))
    add(el.getAttribute('value'));
  const text = squash(el.textContent);
  if (text.length <= 200) add(text);
  add(el.getAttribute('name'));
  add(el.id);
  return names;
}

function labelsOf(el: Element): Element[] {
  const labels: Element[] = [];
  const wrapping = el.closest('label');
  if (wrapping) labels.push(wrapping);
  if (el.id) {
    const root = el.getRootNode() as Document | ShadowRoot;
    for (const label of Array.from(root.querySelectorAll('label[for]'))) {
      if (label.getAttribute('for') === el.id && !labels.includes(label)) labels.push(label);
    }
  }
  return labels;
}

const TEXT_INPUT = /^(|text|search|email|url|tel|number|password|date|datetime-local|month|week|time)$/i;

/** The role an element plays for a step, or null when it is not interactive. */
export function roleOf(el: Element): TargetRole | null {
  const role = (el.getAttribute('role') ?? '').toLowerCase();
  const tag = el.localName;
  if (tag === 'input') {
    const type = el.getAttribute('type') ?? '';
    if (/^(checkbox|radio)$/i.test(type)) return 'checkbox';
    if (/^(button|submit|reset|image)$/i.test(type)) return 'button';
    if (/^hidden$/i.test(type)) return null;
    return TEXT_INPUT.test(type) ? 'textbox' : 'any';
  }
  if (tag === 'textarea') return 'textbox';
  if (tag === 'select' || role === 'listbox' || role === 'combobox') return 'select';
  if (tag === 'button' || tag === 'summary' || /^(button|menuitem|tab|option)$/.test(role)) return 'button';
  if ((tag === 'a' && el.hasAttribute('href')) || role === 'link') return 'link';
  if (/^(checkbox|switch|radio|menuitemcheckbox)$/.test(role)) return 'checkbox';
  if (/^(textbox|searchbox)$/.test(role) || el.getAttribute('contenteditable') === 'true') return 'textbox';
  if (el.hasAttribute('onclick') || (el.hasAttribute('tabindex') && el.getAttribute('tabindex') !== '-1'))
    return 'button';
  return null;
}

/** Lower case, no punctuation or arrows, single spaces: "Next ›" and "next" compare equal. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
