import { z } from '../contract/zod-setup';

/** What the user is typing in the popup, kept in storage so closing the popup loses nothing. */
export const draftSchema = z.object({
  source: z.enum(['page', 'url', 'html', 'markdown']).default('page'),
  url: z.string().default(''),
  pasted: z.string().default(''),
  prompt: z.string().default(''),
  schemaText: z.string().default(''),
  mock: z.boolean().default(false),
  /** Mock was turned on by "Use mock mode" before any model was set up: ends when one is. */
  mockFromFirstRun: z.boolean().default(false),
  /** Shown once that happened, until dismissed. */
  mockTurnedOff: z.boolean().default(false),
  // The contract's options ("Advanced"). Numbers stay text so what the user typed survives.
  steps: z.array(z.string()).default([]),
  scrolls: z.string().default(''),
  pages: z.string().default(''),
  renderHeavyJs: z.boolean().default(false),
  stealth: z.boolean().default(false),
  plainText: z.boolean().default(false),
  headersText: z.string().default(''),
  cookiesText: z.string().default(''),
  advancedOpen: z.boolean().default(false),
  /** After Run the form folds to a one-line summary, so the run and its result are in view. */
  formCollapsed: z.boolean().default(false),
  // Where the user was: the screen, the run on show ('' = newest) and how its result is shown.
  screen: z.enum(['run', 'history', 'batch']).default('run'),
  viewingJobId: z.string().default(''),
  resultView: z.enum(['table', 'tree', 'raw']).default('table'),
  listPath: z.string().default(''),
  historyQuery: z.string().default(''),
  // "Run on many pages": the pasted addresses, pages at once, and the batch on show ('' = newest).
  batchUrlsText: z.string().default(''),
  batchConcurrency: z.int().min(1).max(6).default(2),
  viewingBatchId: z.string().default(''),
});
export type Draft = z.infer<typeof draftSchema>;
export const DRAFT_KEY = 'ui:draft';
export const EMPTY_DRAFT: Draft = draftSchema.parse({});
