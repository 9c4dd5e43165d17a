import { z } from '../contract/zod-setup';
import { mockOverridesSchema } from './mock-overrides';

/**
 * User settings, versioned so stored data from older releases can be migrated rather than
 * dropped. Providers are a discriminated union: later providers add a member here.
 */
export const SETTINGS_VERSION = 1;

export const noProviderSchema = z.object({ kind: z.literal('none') });

export const openAiCompatibleProviderSchema = z.object({
  kind: z.literal('openai-compatible'),
  baseURL: z.url({ protocol: /^https?$/, error: 'baseURL must be an http(s) URL, e.g. http://127.0.0.1:11434/v1' }),
  apiKey: z.string().default(''),
  model: z.string().min(1, { error: 'model is required, e.g. gpt-4o-mini or llama3.1' }),
  contextTokens: z.int().min(1_000).max(2_000_000).default(16_000),
  /** Longest wait for one model call (a slow local model on a long page needs minutes). */
  timeoutSeconds: z.int().min(1).max(3_600).default(300),
});

export const chromeAiProviderSchema = z.object({ kind: z.literal('chrome-ai') });

export const remoteProviderSchema = z.object({
  kind: z.literal('remote'),
  baseURL: z.url({
    protocol: /^https?$/,
    error: 'baseURL must be an http(s) URL of a service speaking /v1/smartscraper',
  }),
  apiKey: z.string().default(''),
  send: z.enum(['html', 'url']).default('html'),
  auth: z.enum(['svc-apikey', 'bearer']).default('svc-apikey'),
});

export const providerSchema = z.discriminatedUnion('kind', [
  noProviderSchema,
  openAiCompatibleProviderSchema,
  chromeAiProviderSchema,
  remoteProviderSchema,
]);
export type ProviderSettings = z.infer<typeof providerSchema>;

export const settingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION).default(SETTINGS_VERSION),
  /** Global mock mode: every request is answered with mock data and no network call. */
  mock: z.boolean().default(false),
  provider: providerSchema.default({ kind: 'none' }),
  /** Mock mode: JSON answers per path (/v1/credits, /v1/smartscraper, …) instead of the built-in mock data. */
  mockOverrides: mockOverridesSchema.default({}),
  /**
   * Values not found on the captured page: `mark` keeps them and lists them in `grounding`;
   * `drop` replaces them with null and removes list items with nothing found.
   */
  grounding: z.enum(['mark', 'drop']).default('mark'),
  /**
   * `auto`: after a model run with an output schema Quarry learns where each value lives on
   * the site's pages (a recipe) and serves later matching pages from it, with checks, at zero
   * model tokens. `off`: every run goes to the model and nothing is learned.
   */
  recipes: z.enum(['auto', 'off']).default('auto'),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Top-level members replace; `provider` is replaced whole so no stale key survives. */
export const settingsPatchSchema = settingsSchema.omit({ version: true }).partial().strict();
export type SettingsPatch = z.input<typeof settingsPatchSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

export function isModelConfigured(settings: Settings): boolean {
  return settings.provider.kind !== 'none';
}
