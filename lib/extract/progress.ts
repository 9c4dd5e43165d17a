import { z } from '../contract/zod-setup';

/** Where a run is, and a short detail ("page 2/3: part 1/4"), as providers report it and jobs keep it. */
export const progressSchema = z.object({
  stage: z.enum(['queued', 'capturing', 'extracting', 'finishing']),
  detail: z.string().default(''),
});
export type Progress = z.infer<typeof progressSchema>;
