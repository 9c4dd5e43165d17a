import { credentialsRefusal, hasCredentials, withoutCredentials } from './credentials';
import { checkJsonSchema } from './check-json-schema';
import { describeValue } from './describe-value';
import { formatBytes, MAX_SOURCE_BYTES, utf8Bytes } from './limits';
import {
  extractionRequestSchema,
  FIELD_EXPECTATIONS,
  REQUEST_FIELDS,
  SOURCE_FIELDS,
  type ExtractionRequest,
} from './request';

/** One broken rule: the field it concerns and a sentence that says what to do. */
export interface Violation {
  field: string;
  message: string;
}

export type RequestValidation = { ok: true; request: ExtractionRequest } | { ok: false; violations: Violation[] };

export interface ValidateOptions {
  /**
   * The automation API and the popup treat a request with no source as "capture this tab":
   * the source is filled in after capture, and the request is validated again in full.
   */
  allowMissingSource?: boolean;
}

/**
 * Checks a request against every rule of the contract and reports all violations at once.
 * Never throws, whatever it is given.
 */
export function validateExtractionRequest(input: unknown, options: ValidateOptions = {}): RequestValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      violations: [
        {
          field: 'request',
          message: `The request must be a JSON object with user_prompt and one source; got ${describeValue(input)}.`,
        },
      ],
    };
  }
  const raw = input as Record<string, unknown>;
  const violations = new Map<string, Violation>();
  const add = (field: string, message: string): void => {
    if (!violations.has(field)) violations.set(field, { field, message });
  };

  const parsed = extractionRequestSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) add(key, unknownFieldMessage(key));
        continue;
      }
      const top = String(issue.path[0] ?? 'request');
      const field = issue.path.map(String).join('.') || 'request';
      const expected = FIELD_EXPECTATIONS[top as keyof ExtractionRequest];
      if (top === 'user_prompt' && raw.user_prompt === undefined) {
        add(top, 'user_prompt is required: say what to extract, e.g. "every product with name and price".');
      } else if (field !== top) {
        add(
          field,
          `${field} must be a string; got ${describeValue(valueAt(raw, issue.path))}. ${top} must be ${expected}.`,
        );
      } else {
        add(field, `${field} must be ${expected}; got ${describeValue(raw[top])}.`);
      }
    }
  }

  for (const [field, message] of crossFieldViolations(raw, options)) add(field, message);

  if (violations.size > 0 || !parsed.success) {
    return { ok: false, violations: [...violations.values()] };
  }
  return { ok: true, request: parsed.data };
}

/** The rules zod's per-field types cannot say: sources, sizes, URL form, empty text. */
function crossFieldViolations(raw: Record<string, unknown>, options: ValidateOptions): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (typeof raw.user_prompt === 'string' && raw.user_prompt.trim() === '') {
    out.push(['user_prompt', 'user_prompt is empty: say what to extract, e.g. "every product with name and price".']);
  }

  const given = SOURCE_FIELDS.filter((field) => raw[field] !== undefined);
  if (given.length === 0 && !options.allowMissingSource) {
    out.push(['website_url', 'No source given: set exactly one of website_url, website_html or website_markdown.']);
  }
  if (given.length > 1) {
    out.push([
      given.join(','),
      `${given.join(' and ')} were both given; they are mutually exclusive: keep exactly one source.`,
    ]);
  }

  if (typeof raw.output_schema === 'object' && raw.output_schema !== null && !Array.isArray(raw.output_schema)) {
    const problem = checkJsonSchema(raw.output_schema);
    if (problem) out.push(['output_schema', `output_schema is not a valid JSON Schema: ${problem}`]);
  }
  if (typeof raw.website_url === 'string' && !isHttpUrl(raw.website_url)) {
    out.push([
      'website_url',
      `website_url must be an absolute http(s) URL; got ${describeValue(withoutCredentials(raw.website_url))}.`,
    ]);
  } else if (hasCredentials(raw.website_url)) {
    out.push(['website_url', `website_url: ${credentialsRefusal(raw.website_url as string)}`]);
  }
  for (const field of ['website_html', 'website_markdown'] as const) {
    const value = raw[field];
    if (typeof value !== 'string') continue;
    // Only strings that could be over the limit are encoded: a UTF-16 unit is at most 3 bytes.
    if (value.length * 3 <= MAX_SOURCE_BYTES) continue;
    const bytes = utf8Bytes(value);
    if (bytes > MAX_SOURCE_BYTES) {
      out.push([
        field,
        `${field} is ${formatBytes(bytes)}; the limit is 2 MB (${MAX_SOURCE_BYTES.toLocaleString('en-US')} bytes of UTF-8). Send less of the page, or convert it to Markdown first.`,
      ]);
    }
  }
  if (Array.isArray(raw.steps)) {
    raw.steps.forEach((step, index) => {
      if (typeof step === 'string' && step.trim() === '') {
        out.push([
          `steps.${index}`,
          `steps[${index}] is empty: write an action such as "click Load more", or remove it.`,
        ]);
      }
    });
  }
  return out;
}

/** An absolute http(s) address (what website_url and batch URLs must be). */
export function isHttpUrl(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function unknownFieldMessage(key: string): string {
  const folded = key.toLowerCase().replace(/[^a-z]/g, '');
  const near = REQUEST_FIELDS.find((field) => field.replace(/_/g, '') === folded);
  const hint = near ? ` Did you mean ${near}?` : ` Known fields: ${REQUEST_FIELDS.join(', ')}.`;
  return `Unknown field "${key}".${hint}`;
}

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** All violations as one text, for a failed job's `error`. */
export function violationsToError(violations: ReadonlyArray<Violation>): string {
  const lines = violations.map((v) => v.message);
  return lines.length === 1 ? (lines[0] ?? '') : `The request has ${lines.length} problems: ${lines.join(' ')}`;
}
