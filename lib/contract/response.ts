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
 * Whether a recipe (lib/recipes: where each value lives on a page of this site, learned from
 * earlier model answers) served the request (Quarry addition). `used: true` — the result was
 * read by the recipe and passed its checks, no model was called. `used: false` — the model
 * ran; `learned` when its answer taught or confirmed a recipe, `healed` when a recipe failed
 * its checks on this page (`reason` says which field and how) and was re-learned.
 */
export const recipeUseSchema = z.object({
  id: z.string(),
  used: z.boolean(),
  learned: z.boolean().optional(),
  healed: z.boolean().optional(),
  reason: z.string().optional(),
});
export type RecipeUse = z.infer<typeof recipeUseSchema>;

/**
 * How the result stands against the captured page(s) (Quarry addition). Pointers are JSON
 * Pointers (RFC 6901) into `result`. `checked` leaves were compared with the page:
 * `found` of them were there, `notFound` lists the rest. `unchecked` leaves are values the
 * model derived (a count, a boolean, an enum, a sum) or plain-text prose (pointer "").
 * With the `drop` setting, `dropped` lists what was taken out (pointers into the model's
 * answer, with the values) and `notFound` points at the nulls left in their place.
 * `misplaced` / `misplacedWhere`: values on the page only in another role (see below).
 */
export const groundingSchema = z.object({
  checked: z.int().nonnegative(),
  found: z.int().nonnegative(),
  notFound: z.array(z.string()),
  unchecked: z.array(z.string()),
  mode: z.enum(['mark', 'drop']).default('mark'),
  dropped: z.array(z.object({ pointer: z.string(), value: z.unknown() })).optional(),
  /**
   * Leaves found on the page only in another role: in another list record, in a block of other
   * items ("Customers also bought"), beside another quantity's label ("List price"), or written
   * as another quantity ("42 reviews"). Counted in `checked`, not in `found`; dropped in `drop`.
   */
  misplaced: z.array(z.string()).optional(),
  /** For each `misplaced` pointer, where it was found, in words: "in “Customers also bought”". */
  misplacedWhere: z.record(z.string(), z.string()).optional(),
});
export type Grounding = z.infer<typeof groundingSchema>;

/**
 * Whether the model returned everything the page holds (Quarry addition). For list requests
 * `list` points at the list, `onPage` is how many records of it the captured page(s) show
 * (null when they could not be counted) and `returned` how many the result has. `cutOff`:
 * the model's last answer stopped at its output limit. `empty`: required values the model
 * left empty although the page has text. `complete` is false whenever any of these fall
 * short; `note` says so in one sentence.
 */
export const completenessSchema = z.object({
  list: z.string().optional(),
  onPage: z.int().nonnegative().nullable().optional(),
  returned: z.int().nonnegative().optional(),
  cutOff: z.boolean().default(false),
  empty: z.array(z.string()).default([]),
  complete: z.boolean(),
  note: z.string().default(''),
  /**
   * The list came back shorter than the page's count, and the model, asked for the records
   * after its last one, answered that none come after it: the count took other items (links,
   * ads) for records. Added in 0.1 (issue 20), optional.
   */
  confirmedEnd: z.boolean().optional(),
});
export type Completeness = z.infer<typeof completenessSchema>;

/**
 * The extraction response. `result` is any JSON value: an object for structured output,
 * a string when plain_text is true, null until completed. Quarry adds optional members —
 * `mock`, `usage`, `capture`, `grounding`, `completeness`, `recipe` — the contract's six stay exactly as specified. Unknown
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
  grounding: groundingSchema.optional(),
  completeness: completenessSchema.optional(),
  recipe: recipeUseSchema.optional(),
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
