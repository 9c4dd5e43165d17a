import { validateExtractionRequest, type Violation } from '../contract';
import type { Draft } from './draft';
import { normaliseUrl, toUiWords } from './ui-words';

export interface DraftCheck {
  /** The request the form describes, as sent to the background. */
  request: Record<string, unknown>;
  /** Problems keyed by request field (steps.N for one step), worded with the form's labels. */
  problems: Record<string, string>;
}

/**
 * Turns the form into a contract request and checks it with the contract's validator, so
 * the popup shows exactly the messages the background would answer with, next to the field.
 */
export function checkDraft(draft: Draft): DraftCheck {
  const request: Record<string, unknown> = { user_prompt: draft.prompt };
  const problems: Record<string, string> = {};
  if (draft.source === 'url') request.website_url = normaliseUrl(draft.url);
  if (draft.source === 'html') request.website_html = draft.pasted;
  if (draft.source === 'markdown') request.website_markdown = draft.pasted;

  const schema = parseSchemaText(draft.schemaText);
  if (!schema.ok) problems.output_schema = schema.error;
  else if (schema.value !== undefined) request.output_schema = schema.value;

  if (draft.steps.length > 0) request.steps = draft.steps;
  putNumber(request, 'number_of_scrolls', draft.scrolls);
  putNumber(request, 'total_pages', draft.pages);
  if (draft.renderHeavyJs) request.render_heavy_js = true;
  if (draft.stealth) request.stealth = true;
  if (draft.plainText) request.plain_text = true;
  if (draft.mock) request.mock = true;
  for (const [field, text] of [
    ['headers', draft.headersText],
    ['cookies', draft.cookiesText],
  ] as const) {
    const map = parsePairs(text, field);
    if (typeof map === 'string') problems[field] = map;
    else if (Object.keys(map).length > 0) request[field] = map;
  }

  const checked = validateExtractionRequest(request, { allowMissingSource: true });
  if (!checked.ok) for (const violation of checked.violations) addViolation(problems, violation);
  for (const [field, message] of Object.entries(problems)) problems[field] = toUiWords(message);
  return { request, problems };
}

function addViolation(problems: Record<string, string>, violation: Violation): void {
  // "website_html,website_markdown" and similar name several fields: show it on the first.
  const field = violation.field.split(',')[0] ?? violation.field;
  problems[field] ??= violation.message;
}

/** Empty means "the contract's default"; anything else goes to the validator as typed. */
function putNumber(request: Record<string, unknown>, field: string, text: string): void {
  const trimmed = text.trim();
  if (trimmed === '') return;
  const value = Number(trimmed);
  request[field] = Number.isFinite(value) ? value : trimmed;
}

/** "Name: value" per line → a string map, or a sentence naming the line that is wrong. */
export function parsePairs(text: string, field: string): Record<string, string> | string {
  const map: Record<string, string> = {};
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!name) return `${field} line ${index + 1} needs the form "Name: value".`;
    map[name] = line.slice(colon + 1).trim();
  }
  return map;
}

export function parseSchemaText(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return {
      ok: false,
      error: `The schema is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The form for a request from history: what the user asked, ready to edit and run again. */
export function requestToDraftFields(request: Record<string, unknown>): Partial<Draft> {
  const str = (value: unknown): string => (typeof value === 'string' ? value : '');
  const pairs = (value: unknown): string =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value)
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join('\n')
      : '';
  const source =
    request.website_url !== undefined
      ? 'url'
      : request.website_html !== undefined
        ? 'html'
        : request.website_markdown !== undefined
          ? 'markdown'
          : 'page';
  return {
    source,
    url: str(request.website_url),
    pasted: str(request.website_html ?? request.website_markdown),
    prompt: str(request.user_prompt),
    schemaText:
      typeof request.output_schema === 'object' && request.output_schema !== null
        ? JSON.stringify(request.output_schema, null, 2)
        : '',
    mock: request.mock === true,
    steps: Array.isArray(request.steps) ? request.steps.map(String) : [],
    scrolls: request.number_of_scrolls === undefined ? '' : String(request.number_of_scrolls),
    pages: request.total_pages === undefined ? '' : String(request.total_pages),
    renderHeavyJs: request.render_heavy_js === true,
    stealth: request.stealth === true,
    plainText: request.plain_text === true,
    headersText: pairs(request.headers),
    cookiesText: pairs(request.cookies),
  };
}
