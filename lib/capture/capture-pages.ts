import type { CaptureReport } from '../contract/capture-report';
import type { FieldSpec } from '../convert/field-query';
import type { ChosenAction, PacedOptions, PageSnapshot, StepOutcome } from '../page/protocol';
import type { PageDriver } from './page-driver';

export interface CapturePlan {
  steps: string[];
  scrolls: number;
  totalPages: number;
  heavy: boolean;
  stealth: boolean;
  /** What the request asks for, for query-aware conversion in the page. */
  fields: FieldSpec[];
  prompt?: string;
}

/** Asks the model which listed element a step means; null when it finds none. */
export type ChooseAction = (step: string, elements: string[], signal: AbortSignal) => Promise<ChosenAction | null>;

export interface CaptureHooks {
  signal: AbortSignal;
  onProgress(detail: string): void;
  chooseAction?: ChooseAction;
  /** A tab to open website_url in instead of a new background tab (lib/capture/capture-source.ts). */
  backgroundTabId?: number;
}

export class StepFailedError extends Error {
  override readonly name = 'StepFailedError';
}

/**
 * Runs the page options in order — settle, steps, then for each page: scrolls, capture,
 * next page — and reports what happened. Steps run on the first page only (they lead to
 * the list: a search, a filter); scrolls run on every page.
 */
export async function capturePages(
  driver: PageDriver,
  plan: CapturePlan,
  hooks: CaptureHooks,
): Promise<{ pages: PageSnapshot[]; report: CaptureReport }> {
  const { signal, onProgress } = hooks;
  const paced = { stealth: plan.stealth };
  const report: CaptureReport = { steps: [], pages: [], stoppedBecause: '' };
  let settled = (await driver.settle({ heavy: plan.heavy })).settled;

  for (const [i, text] of plan.steps.entries()) {
    signal.throwIfAborted();
    onProgress(`step ${i + 1}/${plan.steps.length}: ${text}`);
    const { outcome, by, nothing } = await runOneStep(driver, text, paced, hooks);
    if (!outcome.ok) throw new StepFailedError(stepFailure(i + 1, text, outcome.reason, nothing));
    report.steps.push({ number: i + 1, text, did: outcome.did, by });
    if (outcome.navigating) await driver.waitForNewDocument();
    settled = (await driver.settle({ heavy: plan.heavy })).settled;
  }

  const pages: PageSnapshot[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= plan.totalPages; page++) {
    signal.throwIfAborted();
    let scrolls = 0;
    for (let s = 1; s <= plan.scrolls; s++) {
      signal.throwIfAborted();
      onProgress(`${pagePrefix(page, plan.totalPages)}scrolling ${s}/${plan.scrolls}`);
      const result = await driver.scroll(paced);
      scrolls = s;
      if (!result.grew) break; // the list stopped growing: the end is reached
    }
    onProgress(plan.totalPages > 1 ? `page ${page}/${plan.totalPages}` : 'reading the page');
    const captured = await driver.capture({ fields: plan.fields, prompt: plan.prompt });
    const fingerprint = `${stripHash(captured.url)}\n${captured.modelInput?.text ?? captured.html}`;
    if (seen.has(fingerprint)) {
      report.stoppedBecause = `page ${page} was the same as an earlier page`;
      break;
    }
    seen.add(fingerprint);
    pages.push(captured);
    report.pages.push({ url: captured.url, title: captured.title, scrolls, settled });
    if (page === plan.totalPages) break;

    const next = await driver.nextPage({});
    if (!next.found) {
      report.stoppedBecause = `no next page after page ${page}`;
      break;
    }
    if (next.href && report.pages.some((p) => stripHash(p.url) === stripHash(next.href ?? ''))) {
      report.stoppedBecause = `the next link on page ${page} leads back to ${next.href}, already captured`;
      break;
    }
    const moved = await driver.followNext(paced);
    if (!moved.ok) {
      report.stoppedBecause = `the next-page control on page ${page} did not work: ${moved.reason}`;
      break;
    }
    if (moved.navigating) await driver.waitForNewDocument();
    settled = (await driver.settle({ heavy: plan.heavy })).settled;
  }
  if (plan.totalPages > 1 && !report.stoppedBecause && pages.length === plan.totalPages)
    report.stoppedBecause = `total_pages (${plan.totalPages}) reached`;
  return { pages, report };
}

async function runOneStep(
  driver: PageDriver,
  text: string,
  paced: PacedOptions,
  hooks: CaptureHooks,
): Promise<{ outcome: StepOutcome; by: 'rules' | 'model'; nothing?: true }> {
  const outcome = await driver.step({ ...paced, text });
  if (outcome.ok || !(outcome.unparsed || outcome.notFound) || !hooks.chooseAction) return { outcome, by: 'rules' };
  // The deterministic interpreter could not do it: let the model pick from the page's
  // interactive elements — only from that numbered list, never anything else.
  const elements = await driver.interactive({});
  const choice = elements.length ? await hooks.chooseAction(text, elements, hooks.signal) : null;
  if (!choice || choice.element < 1 || choice.element > elements.length) return { outcome, by: 'model', nothing: true };
  return { outcome: await driver.act({ ...paced, choice }), by: 'model' };
}

/**
 * Why a step failed, in one sentence. When the model was asked too, neither the rules nor the
 * model found anything to act on: say so plainly rather than passing on the rules' detail.
 */
function stepFailure(number: number, text: string, reason: string, nothing = false): string {
  if (nothing)
    return `Step ${number} “${text}” matched nothing on the page, and the model could not point at an element either.`;
  return `Step ${number} ("${text}") could not be done: ${reason}.`;
}

function pagePrefix(page: number, total: number): string {
  return total > 1 ? `page ${page}/${total}: ` : '';
}

function stripHash(url: string): string {
  return url.split('#')[0] ?? url;
}
