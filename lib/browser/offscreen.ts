/**
 * The offscreen document (entrypoints/offscreen): a hidden extension page with a DOM, which
 * the service worker lacks. Chrome allows one per extension; it is made on first use, kept
 * for the next, and closed after a minute without work (it holds a renderer process).
 */
const PATH = 'offscreen.html';
const IDLE_CLOSE_MS = 60_000;

let opening: Promise<void> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let pending = 0;

async function isOpen(): Promise<boolean> {
  const contexts = await chrome.runtime.getContexts({
    contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT],
    documentUrls: [chrome.runtime.getURL(PATH)],
  });
  return contexts.length > 0;
}

async function open(): Promise<void> {
  if (await isOpen()) return;
  // Two runs at once must not both create it: the second would be refused.
  opening ??= chrome.offscreen
    .createDocument({
      url: PATH,
      reasons: [chrome.offscreen.Reason.DOM_PARSER],
      justification: 'Parse pasted HTML with the browser’s own HTML parser.',
    })
    .finally(() => {
      opening = null;
    });
  await opening;
}

/** Sends one message to the offscreen document (opening it first) and returns its reply. */
export async function askOffscreen(message: unknown): Promise<unknown> {
  clearTimeout(idleTimer);
  pending++;
  try {
    await open();
    return await chrome.runtime.sendMessage(message);
  } finally {
    if (--pending === 0)
      idleTimer = setTimeout(() => void chrome.offscreen.closeDocument().catch(() => undefined), IDLE_CLOSE_MS);
  }
}

/** Whether this browser has offscreen documents (Chrome 109+; not Node, not other engines). */
export function hasOffscreen(): boolean {
  return typeof chrome !== 'undefined' && typeof chrome.offscreen?.createDocument === 'function';
}
