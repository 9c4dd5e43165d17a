import type { Settings } from '../settings/settings';

/**
 * A single JSON answer from the configured model, for the small jobs beside extraction:
 * choosing an action for a step that did not parse, suggesting a schema from a page.
 */
export interface ModelJsonRequest {
  system: string;
  user: string;
  /** JSON Schema the answer must follow. */
  schema?: Record<string, unknown>;
  signal: AbortSignal;
}

export interface ModelClient {
  completeJson(request: ModelJsonRequest): Promise<unknown>;
}

/** Builds the client for the configured local model; null when none is configured. */
export type ModelClientFactory = (settings: Settings) => ModelClient | null;
