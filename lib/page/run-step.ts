import { deepElements, squash } from './deep-dom';
import {
  chooseOption,
  clickElement,
  formOf,
  hoverElement,
  isTextField,
  pressKey,
  revealElement,
  submitForm,
  typeInto,
} from './dom-actions';
import { findTarget, describe, type FoundTarget } from './find-target';
import type { Pacer } from './pacing';
import type { StepOutcome } from './protocol';
import { scrollByPage, scrollToEdge } from './scroll';
import { settle, SETTLE_HEAVY, sleep } from './settle';
import { parseStep, type ParsedStep, type StepTarget } from './step-parser';

export interface StepContext {
  win: Window;
  pacer: Pacer;
  /** The element the last step typed into: "press Enter" goes there. */
  focus: Element | null;
}

const WAIT_FOR_TEXT_CAP_MS = 15_000;

export async function runStep(text: string, ctx: StepContext): Promise<StepOutcome> {
  const step = parseStep(text);
  if (!step) {
    return {
      ok: false,
      unparsed: true,
      reason:
        'Quarry did not understand it. Write it like: click "Load more", type "laptop" into the search box, press Enter, select "Large" in "Size", scroll down, wait 2 seconds, wait for "Results", go back.',
    };
  }
  await ctx.pacer.pause(300, 1_200);
  return runParsed(step, ctx);
}

export async function runParsed(step: ParsedStep, ctx: StepContext): Promise<StepOutcome> {
  const { win, pacer } = ctx;
  const doc = win.document;
  switch (step.kind) {
    case 'click': {
      const found = locate(doc, step.target);
      if (!found) return notFound(step.target);
      await clickElement(found.element, pacer);
      return afterAction(win, `clicked ${found.description}`);
    }
    case 'type': {
      const found = step.target ? locate(doc, step.target) : focusedField(ctx);
      if (!found)
        return step.target
          ? notFound(step.target)
          : { ok: false, notFound: true, reason: 'there is no text field to type into' };
      if (found.element.localName === 'select') return selectIn(found, step.text, ctx);
      if (!isTextField(found.element) && found.element.getAttribute('contenteditable') !== 'true')
        return { ok: false, notFound: true, reason: `${found.description} is not a text field` };
      await typeInto(found.element, step.text, pacer);
      ctx.focus = found.element;
      if (!step.submit) return afterAction(win, `typed "${step.text}" into ${found.description}`);
      await pressKey(found.element, 'Enter', pacer);
      return afterAction(win, `typed "${step.text}" into ${found.description} and pressed Enter`);
    }
    case 'press': {
      const el = step.target ? locate(doc, step.target)?.element : (ctx.focus ?? activeElement(doc));
      if (!el)
        return step.target
          ? notFound(step.target)
          : { ok: false, notFound: true, reason: 'nothing has focus to press a key on' };
      const what = await pressKey(el, step.key, pacer);
      const keyName = step.key === ' ' ? 'Space' : step.key;
      return afterAction(
        win,
        `pressed ${keyName} on ${describe(el)}${what === 'submitted' ? ' (submitted the form)' : ''}`,
      );
    }
    case 'submit': {
      const el = step.target ? locate(doc, step.target)?.element : (ctx.focus ?? activeElement(doc));
      const form =
        (el && (el.localName === 'form' ? (el as HTMLFormElement) : formOf(el))) ?? doc.querySelector('form');
      if (!form) return { ok: false, notFound: true, reason: 'there is no form on the page' };
      submitForm(form);
      return afterAction(win, 'submitted the form');
    }
    case 'select': {
      const found = step.target ? locate(doc, step.target) : null;
      if (!found)
        return step.target ? notFound(step.target) : { ok: false, notFound: true, reason: 'no list to choose from' };
      return selectIn(found, step.option, ctx);
    }
    case 'check': {
      const found = locate(doc, step.target);
      if (!found) return notFound(step.target);
      const el = found.element;
      const isOn = (): boolean =>
        'checked' in el ? Boolean((el as HTMLInputElement).checked) : el.getAttribute('aria-checked') === 'true';
      const verb = step.checked ? 'checked' : 'unchecked';
      if (isOn() === step.checked)
        return { ok: true, did: `${found.description} was already ${verb}`, navigating: false };
      await clickElement(el, pacer);
      return afterAction(win, `${verb} ${found.description}`);
    }
    case 'scroll':
      for (let i = 0; i < step.times; i++) {
        await scrollByPage(win, step.direction === 'up' ? -1 : 1, pacer);
        await settle(win, { quietMs: 250, capMs: 2_000 });
      }
      return {
        ok: true,
        did: `scrolled ${step.direction}${step.times > 1 ? ` ${step.times} times` : ''}`,
        navigating: false,
      };
    case 'scroll-edge':
      await scrollToEdge(win, step.edge, pacer);
      await settle(win, { quietMs: 250, capMs: 2_000 });
      return { ok: true, did: `scrolled to the ${step.edge}`, navigating: false };
    case 'scroll-to': {
      const found = locate(doc, step.target) ?? findText(doc, step.target.name);
      if (!found) return notFound(step.target);
      await revealElement(found.element, pacer);
      await settle(win, { quietMs: 250, capMs: 2_000 });
      return { ok: true, did: `scrolled to ${found.description}`, navigating: false };
    }
    case 'wait':
      await sleep(win, step.ms);
      return {
        ok: true,
        did: `waited ${step.ms >= 1000 ? `${step.ms / 1000} s` : `${step.ms} ms`}`,
        navigating: false,
      };
    case 'wait-for':
      return waitForText(win, step.text);
    case 'settle': {
      const result = await settle(win, SETTLE_HEAVY);
      return {
        ok: true,
        did: result.settled ? 'waited for the page to settle' : 'waited for the page (it kept changing)',
        navigating: false,
      };
    }
    case 'hover': {
      const found = locate(doc, step.target);
      if (!found) return notFound(step.target);
      await revealElement(found.element, pacer);
      await hoverElement(found.element, pacer);
      await settle(win, { quietMs: 250, capMs: 2_000 });
      return { ok: true, did: `hovered over ${found.description}`, navigating: false };
    }
    case 'back':
      win.history.back();
      return afterAction(win, 'went back', 1_500);
    case 'goto':
      win.location.href = step.url;
      return { ok: true, did: `opened ${step.url}`, navigating: true };
  }
}

function locate(doc: Document, target: StepTarget): FoundTarget | null {
  return findTarget(doc, target);
}

async function selectIn(found: FoundTarget, option: string, ctx: StepContext): Promise<StepOutcome> {
  const el = found.element;
  if (el.localName === 'select') {
    await revealElement(el, ctx.pacer);
    const chosen = chooseOption(el as HTMLSelectElement, option);
    if (!chosen) return { ok: false, notFound: true, reason: `${found.description} has no option "${option}"` };
    return afterAction(ctx.win, `selected "${chosen}" in ${found.description}`);
  }
  if (isTextField(el)) {
    await typeInto(el, option, ctx.pacer);
    ctx.focus = el;
    return afterAction(ctx.win, `typed "${option}" into ${found.description}`);
  }
  // A custom dropdown: open it, then pick the option by its text.
  await clickElement(el, ctx.pacer);
  await settle(ctx.win, { quietMs: 200, capMs: 2_000 });
  const item = findTarget(ctx.win.document, { name: option, role: 'any', phrase: option });
  if (!item)
    return { ok: false, notFound: true, reason: `${found.description} opened but shows no option "${option}"` };
  await clickElement(item.element, ctx.pacer);
  return afterAction(ctx.win, `selected ${item.description} in ${found.description}`);
}

function focusedField(ctx: StepContext): FoundTarget | null {
  const active = ctx.focus ?? activeElement(ctx.win.document);
  if (active && isTextField(active)) return { element: active, description: describe(active) };
  const first = deepElements(ctx.win.document).find((el) => isTextField(el));
  return first ? { element: first, description: describe(first) } : null;
}

function activeElement(doc: Document): Element | null {
  let el: Element | null = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el && el !== doc.body ? el : null;
}

function findText(doc: Document, text: string): FoundTarget | null {
  const want = squash(text).toLowerCase();
  const el = deepElements(doc).find(
    (e) => e.childElementCount === 0 && squash(e.textContent).toLowerCase().includes(want),
  );
  return el ? { element: el, description: `"${squash(el.textContent).slice(0, 60)}"` } : null;
}

async function waitForText(win: Window, text: string): Promise<StepOutcome> {
  const want = squash(text).toLowerCase();
  const start = win.performance.now();
  while (win.performance.now() - start < WAIT_FOR_TEXT_CAP_MS) {
    if (pageText(win.document).includes(want)) return { ok: true, did: `"${text}" appeared`, navigating: false };
    await sleep(win, 100);
  }
  return { ok: false, reason: `"${text}" did not appear within ${WAIT_FOR_TEXT_CAP_MS / 1000} seconds` };
}

function pageText(doc: Document): string {
  const parts = [doc.body?.textContent ?? ''];
  for (const el of deepElements(doc)) if (el.shadowRoot) parts.push(el.shadowRoot.textContent ?? '');
  return squash(parts.join(' ')).toLowerCase();
}

function notFound(target: StepTarget): StepOutcome {
  const role = target.role === 'any' ? 'element' : target.role === 'select' ? 'list' : target.role;
  return { ok: false, notFound: true, reason: `no ${role} matching "${target.name}" was found on the page` };
}

/**
 * After an action: either the page starts to navigate (then return at once, so the
 * background can wait for the new document and re-inject the agent), or it settles.
 */
export async function afterAction(win: Window, did: string, navigationGraceMs = 0): Promise<StepOutcome> {
  let navigating = false;
  let wake: () => void = () => {};
  const onLeave = (): void => {
    navigating = true;
    wake();
  };
  win.addEventListener('beforeunload', onLeave);
  win.addEventListener('pagehide', onLeave);
  try {
    const grace = navigationGraceMs > 0 ? sleep(win, navigationGraceMs) : Promise.resolve();
    const left = new Promise<void>((resolve) => (wake = resolve));
    await Promise.race([left, grace.then(() => settle(win, { quietMs: 300, capMs: 5_000 }))]);
    return { ok: true, did, navigating };
  } finally {
    win.removeEventListener('beforeunload', onLeave);
    win.removeEventListener('pagehide', onLeave);
  }
}
