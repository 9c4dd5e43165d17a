import { z } from '../contract/zod-setup';
import {
  completenessSchema,
  groundingSchema,
  recipeUseSchema,
  jobStatusSchema,
  usageSchema,
  type ExtractionResponse,
} from '../contract';
import { captureReportSchema } from '../contract/capture-report';
import { progressSchema } from '../extract/progress';

/**
 * One extraction as Quarry keeps it in extension storage. `request` is what the user
 * asked for (before capture filled in the page), so a run can be reopened or re-run.
 */
export const jobSchema = z.object({
  id: z.string().min(1),
  status: jobStatusSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
  request: z.record(z.string(), z.unknown()),
  /** The tab asked for; once captured, the user's tab the page was read in (to show values there). */
  tabId: z.int().nullable().default(null),
  website_url: z.string().default(''),
  user_prompt: z.string().default(''),
  result: z.unknown().nullable().default(null),
  error: z.string().default(''),
  mock: z.boolean().default(false),
  usage: usageSchema.optional(),
  progress: progressSchema.optional(),
  /** Set when a pasted source was too large to keep with the job. */
  omittedSource: z.enum(['website_html', 'website_markdown']).optional(),
  /** What the capture did: steps, pages and their URLs, scrolls (page options). */
  capture: captureReportSchema.optional(),
  /** The result checked against the captured page(s). */
  grounding: groundingSchema.optional(),
  /** Whether the result holds everything the page does (lists counted, empty values noted). */
  completeness: completenessSchema.optional(),
  /** Whether a recipe served this run, or was learned or healed from it. */
  recipe: recipeUseSchema.optional(),
  /** The model's own answer when it could not be used (it did not match the schema), so it can be seen. */
  modelAnswer: z.string().optional(),
  /** What the model read (pages joined, capped), so an empty or odd result can be explained. */
  modelInput: z.object({ text: z.string(), truncated: z.boolean().default(false) }).optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** A cancelled run is kept as `failed` with this error (the contract has no cancelled status). */
export const CANCELLED_ERROR = 'Cancelled by the user.';

export function isCancelled(job: Pick<Job, 'status' | 'error'>): boolean {
  return job.status === 'failed' && job.error === CANCELLED_ERROR;
}

export function isFinal(job: Pick<Job, 'status'>): boolean {
  return job.status === 'completed' || job.status === 'failed';
}

/** The contract's response shape for a job, whatever state it is in. */
export function toResponse(job: Job): ExtractionResponse {
  return {
    request_id: job.id,
    status: job.status,
    website_url: job.website_url,
    user_prompt: job.user_prompt,
    result: job.status === 'completed' ? job.result : null,
    error: job.error,
    mock: job.mock,
    ...(job.usage ? { usage: job.usage } : {}),
    ...(job.capture ? { capture: job.capture } : {}),
    ...(job.status === 'completed' && job.grounding ? { grounding: job.grounding } : {}),
    ...(job.status === 'completed' && job.completeness ? { completeness: job.completeness } : {}),
    ...(job.status === 'completed' && job.recipe ? { recipe: job.recipe } : {}),
  };
}
