import { z } from '../contract/zod-setup';

export const chromeAiStatusSchema = z.enum(['available', 'downloadable', 'downloading', 'unavailable']);
export type ChromeAiStatus = z.infer<typeof chromeAiStatusSchema>;

/**
 * Whether Chrome's built-in model (Prompt API, `LanguageModel`) can run here. Asked in the
 * background, where extraction runs; any surprise counts as unavailable.
 */
export async function chromeAiStatus(scope: object = globalThis): Promise<ChromeAiStatus> {
  const model: unknown = Reflect.get(scope, 'LanguageModel');
  if (typeof model !== 'function' && (typeof model !== 'object' || model === null)) return 'unavailable';
  const availability: unknown = Reflect.get(model, 'availability');
  if (typeof availability !== 'function') return 'unavailable';
  try {
    const answer: unknown = await availability.call(model);
    const parsed = chromeAiStatusSchema.safeParse(answer);
    return parsed.success ? parsed.data : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
