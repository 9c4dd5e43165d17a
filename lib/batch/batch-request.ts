import {
  credentialsRefusal,
  describeValue,
  hasCredentials,
  withoutCredentials,
  isHttpUrl,
  SOURCE_FIELDS,
  validateExtractionRequest,
  violationsToError,
  type ExtractionRequest,
} from '../contract';
import { z } from '../contract/zod-setup';
import { batchOriginSchema, CONCURRENCY, MAX_BATCH_URLS, PAUSE_MS, type BatchOrigin } from './batch';

/** The second argument of `quarry.batch`: which pages, how many at once, how polite. */
export const batchOptionsSchema = z.strictObject({
  urls: z.array(z.unknown()),
  concurrency: z.int().min(CONCURRENCY.min).max(CONCURRENCY.max).default(CONCURRENCY.default),
  pauseMs: z.int().min(PAUSE_MS.min).max(PAUSE_MS.max).default(PAUSE_MS.default),
  origin: batchOriginSchema.optional(),
});

export interface BatchPlan {
  request: ExtractionRequest;
  /** The request as given (defaults not filled in), kept with the batch like a job keeps its request. */
  asked: Record<string, unknown>;
  /** Every address as it will be stored and shown (never with a password in it). */
  urls: string[];
  /**
   * Addresses that cannot run (not http(s), or carrying a user name and password): each fails
   * alone with this reason, and the others run — someone pasting 500 addresses from a
   * spreadsheet wants the 499 good ones, not a refusal.
   */
  refused: Array<{ index: number; reason: string }>;
  concurrency: number;
  pauseMs: number;
  origin?: BatchOrigin;
}

export type BatchCheck = { ok: true; plan: BatchPlan } | { ok: false; error: string };

/**
 * Checks a batch before anything is stored or opened, and says every problem at once: a
 * request without a source (each URL becomes its website_url), 1–1,000 URLs of which at least
 * one is an absolute http(s) address, concurrency 1–6, a pause of 0–60 s. A bad address
 * alone does not refuse the batch: it is listed in `refused` and fails by itself.
 */
export function checkBatch(request: unknown, options: unknown): BatchCheck {
  const problems: string[] = [];
  const validation = validateExtractionRequest(request, { allowMissingSource: true });
  if (!validation.ok) problems.push(violationsToError(validation.violations));
  const given =
    typeof request === 'object' && request !== null
      ? SOURCE_FIELDS.filter((field) => (request as Record<string, unknown>)[field] !== undefined)
      : [];
  if (given.length > 0) {
    problems.push(`The batch request must have no ${given.join(' or ')}: each URL in urls becomes its website_url.`);
  }

  const parsed = batchOptionsSchema.safeParse(options);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(optionProblem(issue, options));
    return { ok: false, error: problems.join(' ') };
  }
  const { urls: rawUrls, concurrency, pauseMs, origin } = parsed.data;
  if (rawUrls.length === 0) problems.push('urls is empty: give at least one page address.');
  if (rawUrls.length > MAX_BATCH_URLS) {
    problems.push(`urls has ${rawUrls.length} addresses; a batch takes at most ${MAX_BATCH_URLS}. Split it.`);
  }
  const refused = rawUrls.flatMap((url, index) => {
    if (!isHttpUrl(url))
      return [{ index, reason: `urls[${index}] is not an absolute http(s) address: ${describeValue(shown(url))}.` }];
    return hasCredentials(url) ? [{ index, reason: credentialsRefusal(url) }] : [];
  });
  if (rawUrls.length > 0 && refused.length === rawUrls.length) {
    const listed = refused.slice(0, 3).map((r) => r.reason);
    const more = refused.length > 3 ? ` And ${refused.length - 3} more.` : '';
    problems.push(`No URL can run: ${listed.join(' ')}${more}`);
  }
  if (origin && origin.rows.length !== rawUrls.length) {
    problems.push(`origin.rows has ${origin.rows.length} rows for ${rawUrls.length} URLs; give one row per URL.`);
  }
  if (problems.length > 0 || !validation.ok) return { ok: false, error: problems.join(' ') };
  return {
    ok: true,
    plan: {
      request: validation.request,
      asked: request as Record<string, unknown>,
      urls: rawUrls.map((url) =>
        (typeof url === 'string' ? withoutCredentials(url) : describeValue(url)).slice(0, 2000),
      ),
      refused,
      concurrency,
      pauseMs,
      ...(origin ? { origin } : {}),
    },
  };
}

/** An address as Quarry may store and show it: without credentials. */
function shown(url: unknown): unknown {
  return typeof url === 'string' ? withoutCredentials(url) : url;
}

function optionProblem(issue: z.core.$ZodIssue, options: unknown): string {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return `The batch options must be an object like { urls: [...], concurrency: 2 }; got ${describeValue(options)}.`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `Unknown batch option${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}; known: urls, concurrency, pauseMs.`;
  }
  const field = issue.path.map(String).join('.');
  const value = (options as Record<string, unknown>)[String(issue.path[0])];
  switch (issue.path[0]) {
    case 'urls':
      return `urls must be an array of page addresses; got ${describeValue(value)}.`;
    case 'concurrency':
      return `concurrency must be a whole number from ${CONCURRENCY.min} to ${CONCURRENCY.max}; got ${describeValue(value)}.`;
    case 'pauseMs':
      return `pauseMs must be a whole number of milliseconds from ${PAUSE_MS.min} to ${PAUSE_MS.max}; got ${describeValue(value)}.`;
    default:
      return `${field || 'options'}: ${issue.message}.`;
  }
}
