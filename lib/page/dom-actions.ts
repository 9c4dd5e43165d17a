import type { Pacer } from './pacing';

/**
 * What a user's hand does, as DOM events the page's own listeners receive (events cross
 * from the isolated world into the page). Values are set through the element's own
 * property, which frameworks such as React notice as a real edit.
 */
export async function clickElement(el: Element, pacer: Pacer): Promise<void> {
  await revealElement(el, pacer);
  if (pacer.stealth) await hoverElement(el, pacer);
  if (isHtmlElement(el)) {
    el.focus?.({ preventScroll: true });
    el.click();
  } else {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  }
}

export async function hoverElement(el: Element, pacer: Pacer): Promise<void> {
  const view = el.ownerDocument.defaultView;
  const rect = el.getBoundingClientRect?.();
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view,
    clientX: rect ? rect.left + rect.width / 2 : 0,
    clientY: rect ? rect.top + rect.height / 2 : 0,
  };
  for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'pointermove', 'mousemove']) {
    const Ctor = type.startsWith('pointer') && typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
    el.dispatchEvent(new Ctor(type, { ...init, bubbles: !type.endsWith('enter') }));
  }
  await pacer.pause(120, 400);
}

/** Types text into an input, textarea or contenteditable, replacing what was there. */
export async function typeInto(el: Element, text: string, pacer: Pacer): Promise<void> {
  await revealElement(el, pacer);
  if (isHtmlElement(el)) el.focus?.({ preventScroll: true });
  if (isEditable(el)) {
    el.textContent = text;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: text, inputType: 'insertText' }));
    return;
  }
  if (!isTextField(el)) throw new Error(`${el.localName} is not a text field`);
  if (!pacer.stealth) {
    el.value = text;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: text, inputType: 'insertText' }));
  } else {
    el.value = '';
    for (const ch of text) {
      el.dispatchEvent(new KeyboardEvent('keydown', { key: ch, bubbles: true, composed: true }));
      el.value += ch;
      el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: ch, inputType: 'insertText' }));
      el.dispatchEvent(new KeyboardEvent('keyup', { key: ch, bubbles: true, composed: true }));
      await pacer.pause(40, 160);
    }
  }
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Presses a key on an element. Synthetic key events have no default action, so the
 * defaults a user relies on are done here: Enter submits the field's form (or activates a
 * button or link).
 */
export async function pressKey(el: Element, key: string, pacer: Pacer): Promise<'submitted' | 'activated' | 'pressed'> {
  const init = { key, code: key === ' ' ? 'Space' : key, bubbles: true, cancelable: true, composed: true };
  const down = el.dispatchEvent(new KeyboardEvent('keydown', init));
  el.dispatchEvent(new KeyboardEvent('keypress', init));
  el.dispatchEvent(new KeyboardEvent('keyup', init));
  await pacer.pause(50, 150);
  if (!down || key !== 'Enter') return 'pressed';
  const form = formOf(el);
  if (form && el.localName === 'input') {
    submitForm(form);
    return 'submitted';
  }
  if (/^(a|button)$/.test(el.localName) && isHtmlElement(el)) {
    el.click();
    return 'activated';
  }
  return 'pressed';
}

export function submitForm(form: HTMLFormElement): void {
  const submitter = form.querySelector('button:not([type]), button[type="submit"], input[type="submit"]');
  // requestSubmit fires the page's submit handlers, as a real submission does.
  if (typeof form.requestSubmit === 'function') form.requestSubmit(isSubmitter(submitter) ? submitter : undefined);
  else form.submit();
}

export function formOf(el: Element): HTMLFormElement | null {
  const owner = (el as Element & { form?: HTMLFormElement | null }).form;
  return owner ?? el.closest('form');
}

/** Chooses an option of a <select> by its text or value; returns the chosen text. */
export function chooseOption(select: HTMLSelectElement, wanted: string): string | null {
  const want = wanted.trim().toLowerCase();
  const options = Array.from(select.options);
  const option =
    options.find((o) => o.text.trim().toLowerCase() === want || o.value.toLowerCase() === want) ??
    options.find((o) => o.text.trim().toLowerCase().startsWith(want)) ??
    options.find((o) => o.text.trim().toLowerCase().includes(want));
  if (!option) return null;
  select.value = option.value;
  option.selected = true;
  select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return option.text.trim();
}

export async function revealElement(el: Element, pacer: Pacer): Promise<void> {
  el.scrollIntoView?.({ block: 'center', behavior: 'instant' as ScrollBehavior });
  await pacer.pause(150, 500);
}

export function isTextField(el: Element): el is HTMLInputElement | HTMLTextAreaElement {
  if (el.localName === 'textarea') return true;
  return (
    el.localName === 'input' &&
    !/^(checkbox|radio|button|submit|reset|image|file|hidden|range|color)$/i.test(el.getAttribute('type') ?? '')
  );
}

function isEditable(el: Element): el is HTMLElement {
  return el.getAttribute('contenteditable') === 'true' || (el.getAttribute('role') === 'textbox' && !isTextField(el));
}

function isHtmlElement(el: Element): el is HTMLElement {
  return typeof (el as HTMLElement).click === 'function';
}

function isSubmitter(el: Element | null): el is HTMLElement {
  return el !== null && typeof (el as HTMLElement).click === 'function';
}
