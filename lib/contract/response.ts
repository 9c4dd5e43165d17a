import { z } from './zod-setup';

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** What a run cost: reported with every response Quarry produces. */
export const usageSchema = z.object({
  inputTokens: z.number().nonnegative().default(0),
  outputTokens: z.number().nonnegative().default(0),
  chunks: z.number().int().nonnegative().default(0),
  pages: z.number().int().nonnegative().default(0),
  durationMs: z.number().nonnegative().default(0),
});
export type Usage = z.infer<typeof usageSchema>;

/**
 * The extraction response. `result` is any JSON value: an object for structured output,
 * a string when plain_text is true, null until completed. Quarry adds two optional
 * members, `mock` and `usage`; the contract's six stay exactly as specified. Unknown
 * members from remote services are kept (loose) so nothing they send is lost.
 */
export const extractionResponseSchema = z.looseObject({
  request_id: z.string(),
  status: jobStatusSchema,
  website_url: z.string(),
  user_prompt: z.string(),
  result: z.unknown().nullable().optional(),
  error: z.string().default(''),
  mock: z.boolean().optional(),
  usage: usageSchema.optional(),
});
export type ExtractionResponse = z.output<typeof extractionResponseSchema>;

/** Credits record (GET /v1/credits in the contract's mock examples). */
export const creditsRecordSchema = z.looseObject({
  remaining_credits: z.int(),
  total_credits_used: z.int(),
  mock: z.boolean().optional(),
});
export type CreditsRecord = z.infer<typeof creditsRecordSchema>;

/** Job record (the contract's /start and /status/<job_id> override shapes). */
export const jobRecordSchema = z.looseObject({
  job_id: z.string(),
  status: z.enum(['processing', 'completed']),
  result: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .nullable()
    .optional(),
  mock: z.boolean().optional(),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;
