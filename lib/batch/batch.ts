import { z } from '../contract/zod-setup';
import { extractionResponseSchema, type ExtractionResponse } from '../contract';

export const MAX_BATCH_URLS = 1_000;
export const CONCURRENCY = { min: 1, max: 6, default: 2 } as const;
/** Pause between two requests to the same host, before jitter. */
export const PAUSE_MS = { min: 0, max: 60_000, default: 1_000 } as const;

/**
 * Where the batch's URLs came from when it opens the links of an earlier result ("Open each
 * link…"): item i belongs to row `rows[i]` of the list at `listPath` in run `jobId`.
 */
export const batchOriginSchema = z.object({
  jobId: z.string(),
  listPath: z.string(),
  column: z.string(),
  rows: z.array(z.int().nonnegative()),
});
export type BatchOrigin = z.infer<typeof batchOriginSchema>;

export const batchStatusSchema = z.enum(['running', 'paused', 'completed', 'cancelled', 'interrupted']);
export type BatchStatus = z.infer<typeof batchStatusSchema>;

/** Per URL, only what survives a restart: a page under way when the worker stopped is pending again. */
export const itemStateSchema = z.enum(['pending', 'completed', 'failed']);
export type ItemState = z.infer<typeof itemStateSchema>;

/**
 * A batch as stored: the request every page shares (no source field), its URLs, and the
 * state of each. Finished responses are stored one key each next to it (batch-store.ts).
 */
export const batchRecordSchema = z.object({
  id: z.string().min(1),
  status: batchStatusSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
  request: z.record(z.string(), z.unknown()),
  urls: z.array(z.string()).min(1).max(MAX_BATCH_URLS),
  states: z.array(itemStateSchema),
  concurrency: z.int().min(CONCURRENCY.min).max(CONCURRENCY.max),
  pauseMs: z.int().min(PAUSE_MS.min).max(PAUSE_MS.max),
  /** When the current run of the batch (start or resume) began, and how many were finished then: for time left. */
  sessionStartedAt: z.number(),
  finishedAtSessionStart: z.int().nonnegative().default(0),
  origin: batchOriginSchema.optional(),
});
export type BatchRecord = z.infer<typeof batchRecordSchema>;

export const storedResponseSchema = extractionResponseSchema;

/** What `quarry.batch` resolves with: one contract response per URL, in the order given. */
export interface BatchResult {
  batch_id: string;
  status: 'completed' | 'cancelled';
  responses: ExtractionResponse[];
  summary: BatchSummary;
}

/** Counts for lists and progress lines; `model_pages` and tokens tell what the batch cost. */
export interface BatchSummary {
  batch_id: string;
  status: BatchStatus;
  user_prompt: string;
  created_at: number;
  updated_at: number;
  total: number;
  completed: number;
  failed: number;
  pending: number;
  model_pages?: number;
  input_tokens?: number;
  output_tokens?: number;
}

export function isBatchActive(status: BatchStatus): boolean {
  return status === 'running' || status === 'paused' || status === 'interrupted';
}

export function countStates(states: ReadonlyArray<ItemState>): Record<ItemState, number> {
  const counts: Record<ItemState, number> = { pending: 0, completed: 0, failed: 0 };
  for (const state of states) counts[state]++;
  return counts;
}

export function summarize(record: BatchRecord, responses?: ReadonlyArray<ExtractionResponse | null>): BatchSummary {
  const counts = countStates(record.states);
  const summary: BatchSummary = {
    batch_id: record.id,
    status: record.status,
    user_prompt: typeof record.request.user_prompt === 'string' ? record.request.user_prompt : '',
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    total: record.urls.length,
    ...counts,
  };
  if (!responses) return summary;
  let modelPages = 0;
  let input = 0;
  let output = 0;
  for (const response of responses) {
    const usage = response?.usage;
    if (!usage) continue;
    // A page "used the model" when it spent tokens; pages served without a model spend none.
    if (usage.inputTokens + usage.outputTokens > 0) modelPages++;
    input += usage.inputTokens;
    output += usage.outputTokens;
  }
  return { ...summary, model_pages: modelPages, input_tokens: input, output_tokens: output };
}
