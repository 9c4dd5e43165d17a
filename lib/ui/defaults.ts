import { z } from '../contract/zod-setup';
import type { Draft } from './draft';

/** Defaults for the contract's options in new runs, set on the options page. */
export const runDefaultsSchema = z.object({
  scrolls: z.string().default(''),
  pages: z.string().default(''),
  renderHeavyJs: z.boolean().default(false),
  stealth: z.boolean().default(false),
  plainText: z.boolean().default(false),
  mock: z.boolean().default(false),
});
export type RunDefaults = z.infer<typeof runDefaultsSchema>;
export const RUN_DEFAULTS_KEY = 'ui:defaults';
export const EMPTY_DEFAULTS: RunDefaults = runDefaultsSchema.parse({});

export function parseRunDefaults(value: unknown): RunDefaults {
  return runDefaultsSchema.safeParse(value ?? {}).data ?? EMPTY_DEFAULTS;
}

/** The option fields of a draft reset to the defaults (steps, headers and cookies cleared). */
export function defaultsToDraft(defaults: RunDefaults): Partial<Draft> {
  return { ...defaults, steps: [], headersText: '', cookiesText: '' };
}

export const THEME_KEY = 'ui:theme';
export const themeSchema = z.enum(['system', 'light', 'dark']).catch('system');
export type Theme = z.infer<typeof themeSchema>;
