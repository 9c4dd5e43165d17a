import { z } from './zod-setup';

/**
 * What the capture did before extraction, kept with the job and returned with the response
 * (`capture`, a Quarry addition beside `usage`): each step and what it did, each page with
 * its address and how many scrolls it got, and why pagination stopped.
 */
export const captureReportSchema = z.object({
  steps: z.array(z.object({ number: z.int(), text: z.string(), did: z.string(), by: z.enum(['rules', 'model']) })),
  pages: z.array(
    z.object({
      url: z.string(),
      title: z.string().default(''),
      scrolls: z.int().nonnegative().default(0),
      settled: z.boolean().default(true),
    }),
  ),
  /** Why no further page was captured (only when total_pages > 1). */
  stoppedBecause: z.string().default(''),
});
export type CaptureReport = z.infer<typeof captureReportSchema>;
