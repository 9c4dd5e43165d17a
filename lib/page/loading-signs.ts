import { isShown } from '../convert/visibility';

/**
 * Signs that a client-rendered page has not drawn its content yet. render_heavy_js waits while
 * one is on screen: a quiet DOM alone is not enough, because an app waiting on a slow request
 * or a timer changes nothing until its data is in (the agent cannot see the page's fetches).
 * Every sign must be visible, so a hidden "Loading…" template does not hold the capture, and
 * the settle cap still ends the wait on a page that never fills in.
 */

/**
 * Markup that says "busy": ARIA, indeterminate progress, and the usual class names. One
 * selector over every element, so each part must be cheap (a `[role]:not([aria-…])` pair
 * alone doubled its time on a 56,000-element page).
 */
const BUSY_SELECTOR = [
  '[aria-busy="true"]',
  'progress:not([value])',
  '[class*="spin"]', // spinner, animate-spin, fa-spin
  '[class*="skeleton"]',
  '[class~="loading"]',
  '[class~="loader"]',
  '[class*="is-loading"]',
].join(', ');

/**
 * A text that is only a loading message ("Loading…", "Please wait", in several languages),
 * after trailing dots, ellipses and spaces are cut. Whole-text match: "Loading bay 4" or a
 * paragraph that mentions loading is content, not a placeholder.
 */
const LOADING_PHRASES = [
  'loading',
  'loading content',
  'loading data',
  'please wait',
  'one moment(?: please)?',
  'just a moment',
  'chargement(?: en cours)?',
  'veuillez patienter',
  'cargando',
  'por favor,? espere',
  'wird geladen',
  'lädt',
  'laden',
  'bitte warten',
  'caricamento(?: in corso)?',
  'attendere',
  'carregando',
  'aguarde',
  'ładowanie',
  'laddar',
  'indlæser',
  'загрузка',
  'подождите',
  '読み込み中',
  '加载中',
  '載入中',
  '请稍候',
  '로딩 중',
  '불러오는 중',
].join('|');
const LOADING_TEXT = new RegExp(`^(?:${LOADING_PHRASES})$`, 'i');
/** The same phrases anywhere in the page's text. */
const LOADING_ANYWHERE = new RegExp(LOADING_PHRASES, 'i');
const TRAILING_DOTS = /[\s.…·]+$/u;
const MAX_LOADING_TEXT = 40;

/** Where single-page apps mount; empty means the app has not rendered yet. */
const APP_ROOT_IDS = ['root', 'app', '__next', '__nuxt', '___gatsby', 'svelte'];
const APP_ROOT_SELECTOR = '[data-reactroot], [data-v-app], app-root';
/** An empty app root holds the capture only on a page with hardly any other text (a shell). */
const SHELL_TEXT_LIMIT = 200;
/**
 * Past this much text (scripts included) a page has rendered its content: the text checks,
 * which read all of it, are skipped, so a 2 MB page settles as fast as before.
 */
const RENDERED_TEXT = 100_000;

const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript']);
const SHOW_TEXT = 4; // NodeFilter.SHOW_TEXT, spelled out: a parsed test document has no global NodeFilter

/** Why the page still looks unrendered, or null when it shows its content. */
export function loadingSign(doc: Document): string | null {
  for (const el of Array.from(doc.querySelectorAll(BUSY_SELECTOR)))
    if (isShown(el)) return `loading indicator <${el.localName}>`;
  const body = doc.body;
  if (!body) return null;
  const spinner = rotatingSpinner(doc);
  if (spinner) return spinner;
  const text = body.textContent ?? '';
  if (text.length > RENDERED_TEXT) return null;
  return loadingText(doc, body, text) ?? emptyAppRoot(doc, body);
}

/** A visible text that is only a loading message. */
function loadingText(doc: Document, body: HTMLElement, allText: string): string | null {
  if (!LOADING_ANYWHERE.test(allText)) return null; // one native read rules most pages out
  const walker = doc.createTreeWalker(body, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const raw = node.nodeValue ?? '';
    if (raw.length > MAX_LOADING_TEXT * 2) continue; // long text is content, whatever it says
    const text = raw.trim();
    if (text.length === 0 || text.length > MAX_LOADING_TEXT) continue;
    if (!LOADING_TEXT.test(text.replace(TRAILING_DOTS, ''))) continue;
    const parent = node.parentElement;
    // A parsed document keeps template content in the tree; a live one never shows it.
    if (parent && isShown(parent) && !parent.closest('template, noscript, script, style')) return `"${text}" on screen`;
  }
  return null;
}

/** An empty app root on a page that is otherwise a shell (an unused #app beside content is not). */
function emptyAppRoot(doc: Document, body: HTMLElement): string | null {
  const roots = [
    ...APP_ROOT_IDS.map((id) => doc.getElementById(id)),
    ...Array.from(doc.querySelectorAll(APP_ROOT_SELECTOR)),
  ];
  const empty = roots.find((root) => root && !root.firstElementChild && !(root.textContent ?? '').trim());
  if (!empty) return null;
  let text = 0;
  const walker = doc.createTreeWalker(body, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (NOT_TEXT.has(node.parentElement?.localName ?? '')) continue;
    text += (node.nodeValue ?? '').trim().length;
    if (text >= SHELL_TEXT_LIMIT) return null;
  }
  return `empty app root <${empty.localName}>`;
}

/**
 * A visible element without text turning forever (a CSS spinner, whatever its class). Only
 * a live page has animations; a decorative infinite animation that does not rotate is not one.
 */
function rotatingSpinner(doc: Document): string | null {
  const animations = (doc as Document & { getAnimations?: () => Animation[] }).getAnimations?.() ?? [];
  for (const animation of animations) {
    const effect = animation.effect as KeyframeEffect | null;
    if (!effect || animation.playState !== 'running') continue;
    if (effect.getTiming().iterations !== Infinity) continue;
    const target = effect.target;
    if (!target || (target.textContent ?? '').trim() || !isShown(target)) continue;
    const rotates = effect
      .getKeyframes()
      .some((frame) => /rotate|turn/i.test(String(frame.transform ?? frame.rotate ?? '')));
    if (rotates) return `spinning <${target.localName}>`;
  }
  return null;
}
