import { documentToModelInput } from '../convert/model-input';
import { snapshotDocument, type PageSnapshot } from './snapshot';

export interface CaptureOptions {
  /** Reserved for steps, scrolls and pages; the foundation captures as-is. */
  settleMs?: number;
  /** Field names the user asked for (schema keys), for query-aware conversion. */
  fields?: string[];
}

export interface PageAgent {
  capture(options: CaptureOptions): Promise<PageSnapshot>;
}

/** The in-page half of Quarry. It only answers calls made by the extension's background. */
export function createPageAgent(win: Window): PageAgent {
  return {
    async capture(options) {
      const snapshot = snapshotDocument(win.document);
      const modelInput = documentToModelInput(win.document, { baseUrl: snapshot.url, fields: options.fields ?? [] });
      return { ...snapshot, modelInput };
    },
  };
}

/**
 * Where the agent is kept between the two executeScript calls. Injected scripts run in the
 * extension's isolated world: the page cannot see or call anything stored here.
 */
export const AGENT_GLOBAL = '__quarryPageAgent';
