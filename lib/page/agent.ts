import { documentToModelInput } from '../convert/model-input';
import { describe } from './find-target';
import { chooseOption, clickElement, hoverElement, isTextField, pressKey, typeInto } from './dom-actions';
import { listInteractive } from './interactive-list';
import { highlightElement } from './highlight';
import { findValueElement } from './locate-value';
import { findNextControl } from './next-control';
import { createPacer } from './pacing';
import type { PageAgent } from './protocol';
import { afterAction, runStep } from './run-step';
import { scrollToBottom } from './scroll';
import { createQuietWatch, hasNoLiveParts, settle, SETTLE_DEFAULT, SETTLE_HEAVY } from './settle';
import { snapshotDocument } from './snapshot';

/** The handlers of the page protocol (lib/page/protocol.ts), over one window. */
export function createPageAgent(win: Window): PageAgent {
  let focus: Element | null = null;
  let listed: Element[] = [];
  const quietWatch = createQuietWatch(win);
  return {
    // The capture's settle counts the quiet the page already had; render_heavy_js asked for
    // a real wait, so its window starts now.
    settle: ({ heavy }) => (heavy ? settle(win, SETTLE_HEAVY) : settle(win, SETTLE_DEFAULT, quietWatch())),

    scroll: ({ stealth }) => scrollToBottom(win, { pacer: createPacer(win, stealth === true) }),

    async step({ text, stealth }) {
      const ctx = { win, pacer: createPacer(win, stealth === true), focus };
      const outcome = await runStep(text, ctx);
      focus = ctx.focus;
      return outcome;
    },

    async interactive() {
      const list = listInteractive(win.document);
      listed = list.elements;
      return list.lines;
    },

    async act({ choice, stealth }) {
      const el = listed[choice.element - 1];
      if (!el || !el.isConnected) return { ok: false, reason: `element ${choice.element} is not on the page any more` };
      const pacer = createPacer(win, stealth === true);
      const what = describe(el);
      switch (choice.action) {
        case 'click':
          await clickElement(el, pacer);
          return afterAction(win, `clicked ${what}`);
        case 'hover':
          await hoverElement(el, pacer);
          return afterAction(win, `hovered over ${what}`);
        case 'type':
          if (!isTextField(el)) return { ok: false, reason: `${what} is not a text field` };
          await typeInto(el, choice.value ?? '', pacer);
          focus = el;
          return afterAction(win, `typed "${choice.value ?? ''}" into ${what}`);
        case 'press_enter':
          await pressKey(el, 'Enter', pacer);
          return afterAction(win, `pressed Enter on ${what}`);
        case 'select': {
          if (el.localName !== 'select') return { ok: false, reason: `${what} is not a list` };
          const chosen = chooseOption(el as HTMLSelectElement, choice.value ?? '');
          return chosen
            ? afterAction(win, `selected "${chosen}" in ${what}`)
            : { ok: false, reason: `${what} has no option "${choice.value ?? ''}"` };
        }
        case 'check':
        case 'uncheck': {
          const want = choice.action === 'check';
          if ((el as HTMLInputElement).checked !== want) await clickElement(el, pacer);
          return afterAction(win, `${choice.action}ed ${what}`);
        }
      }
    },

    async nextPage() {
      const next = findNextControl(win.document);
      return next
        ? { found: true, href: next.href, description: next.description }
        : { found: false, href: null, description: '' };
    },

    async followNext({ stealth }) {
      const next = findNextControl(win.document);
      if (!next) return { ok: false, reason: 'there is no next-page control' };
      if (!next.element && next.href) {
        win.location.href = next.href;
        return { ok: true, did: `opened ${next.href}`, navigating: true };
      }
      if (!next.element) return { ok: false, reason: 'there is no next-page control' };
      await clickElement(next.element, createPacer(win, stealth === true));
      return afterAction(win, `clicked ${next.description}`);
    },

    async capture(options) {
      const started = win.performance.now();
      const { flat, ...snapshot } = snapshotDocument(win.document);
      const snapshotted = win.performance.now();
      // Conversion runs on the flattened copy: shadow DOM, frames and form values included.
      // The copy leaves inline scripts out; the live page's data scripts still hold requested fields.
      const modelInput = documentToModelInput(flat, {
        baseUrl: snapshot.url,
        fields: options.fields ?? [],
        prompt: options.prompt,
        scriptsFrom: win.document,
      });
      const timings = { snapshotMs: snapshotted - started, convertMs: win.performance.now() - snapshotted };
      return { ...snapshot, modelInput, timings, live: !hasNoLiveParts(win.document) };
    },

    async locate({ value }) {
      const el = findValueElement(win.document, value);
      if (el) highlightElement(win, el);
      return { found: el !== null };
    },
  };
}
