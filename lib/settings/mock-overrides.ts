import { z } from '../contract/zod-setup';
import { creditsRecordSchema, jobRecordSchema, JOB_STATUSES } from '../contract/response';

/**
 * Per-path mock responses (the contract's "mock-mode overrides"): a JSON answer per path,
 * used instead of Quarry's built-in mock data. Keys are the paths below, with a real job
 * id in place of {id}.
 */
export const MOCK_PATHS = [
  '/v1/smartscraper',
  '/v1/smartscraper/start',
  '/v1/smartscraper/status/{id}',
  '/v1/credits',
  '/v1/markdownify',
  '/v1/markdownify/start',
  '/v1/markdownify/status/{id}',
  '/v1/searchscraper',
] as const;

type PathKind = 'extraction' | 'job' | 'credits' | 'object';

const extractionOverrideSchema = z.looseObject({
  request_id: z.string().optional(),
  status: z.enum(JOB_STATUSES).optional(),
  website_url: z.string().optional(),
  user_prompt: z.string().optional(),
  result: z.unknown().optional(),
  error: z.string().optional(),
  mock: z.boolean().optional(),
});

const SCHEMAS: Record<PathKind, z.ZodType> = {
  extraction: extractionOverrideSchema,
  job: jobRecordSchema,
  credits: creditsRecordSchema,
  object: z.record(z.string(), z.unknown()),
};

const SHAPES: Record<PathKind, string> = {
  extraction: 'an extraction response, e.g. {"status":"completed","result":{…}}',
  job: 'a job record, e.g. {"job_id":"job-1","status":"completed","result":{…}}',
  credits: 'a credits record, e.g. {"remaining_credits":100,"total_credits_used":0}',
  object: 'a JSON object',
};

/** Which shape a path's override must have; null for a path mock mode does not know. */
export function overrideKind(path: string): PathKind | null {
  if (path === '/v1/smartscraper') return 'extraction';
  if (/^\/v1\/(smartscraper|markdownify)\/start$/.test(path)) return 'job';
  if (/^\/v1\/(smartscraper|markdownify)\/status\/[^/\s]+$/.test(path)) return 'job';
  if (path === '/v1/credits') return 'credits';
  if (path === '/v1/markdownify' || path === '/v1/searchscraper') return 'object';
  return null;
}

export interface OverrideProblem {
  path: string;
  message: string;
}

/** Every problem in a set of overrides, each naming its path and what to write instead. */
export function checkMockOverrides(value: unknown): OverrideProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ path: '', message: 'Mock overrides must be a JSON object mapping paths to responses.' }];
  }
  const problems: OverrideProblem[] = [];
  for (const [path, response] of Object.entries(value)) {
    const kind = overrideKind(path);
    if (!kind) {
      problems.push({
        path,
        message: `“${path}” is not a path mock mode answers. Use one of: ${MOCK_PATHS.join(', ')} (with a job id for {id}).`,
      });
      continue;
    }
    const parsed = SCHEMAS[kind].safeParse(response);
    if (!parsed.success) {
      const where = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'the response'}: ${issue.message}`)
        .join('; ');
      problems.push({ path, message: `${path} must be ${SHAPES[kind]} (${where}).` });
    }
  }
  return problems;
}

export const mockOverridesSchema = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  for (const problem of checkMockOverrides(value)) {
    ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path ? [problem.path] : [] });
  }
});
export type MockOverrides = Record<string, unknown>;
