import { z } from './zod-setup';

/**
 * What the capture did before extraction, kept with the job and returned with the response
 * (`capture`, a Quarry addition beside `usage`): each step and what it did, each page with
 * its address and how many scrolls it got, why pagination stopped, and what was left unread.
 */
export const captureReportSchema = z.object({
  steps: z.array(z.object({ number: z.int(), text: z.string(), did: z.string(), by: z.enum(['rules', 'model']) })),
  pages: z.array(
    z.object({
      url: z.string(),
      title: z.string().default(''),
      scrolls: z.int().nonnegative().default(0),
      settled: z.boolean().default(true),
      /**
       * The page was read from its HTML, fetched without opening a tab: a confirmed recipe
       * read it, and the page has nothing that would change it in a tab (no script that
       * runs, no frame). Absent when a tab read it.
       */
      fetched: z.literal(true).optional(),
    }),
  ),
  /** Why no further page was captured (only when total_pages > 1). */
  stoppedBecause: z.string().default(''),
  /**
   * What was read but not given to the model, one sentence each (junk text left out of a
   * page's model input). Absent when there is nothing to say; present for pasted HTML too.
   */
  warnings: z.array(z.string()).optional(),
});
export type CaptureReport = z.infer<typeof captureReportSchema>;
