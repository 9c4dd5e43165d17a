import { estimateTokens } from '../../convert/tokens';
import { errorText } from '../../shared/errors';
import type { ChatMessage, ChatModel, ChatRequest } from '../chat-model';
import { extractWithModel } from '../extract-with-model';
import type { ExtractionProvider } from '../provider';

/**
 * Chrome's built-in model (the Prompt API's `LanguageModel`, Gemini Nano): nothing to set up,
 * nothing leaves the machine. Structured output goes through `responseConstraint` (a JSON
 * Schema). The API is feature-detected; on machines without the model it is "unavailable".
 * The global is passed in, so tests run against a fake LanguageModel.
 */
export type ChromeAiAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available' | 'missing';

export interface LanguageModelSessionLike {
  prompt(
    input: string,
    options?: { responseConstraint?: unknown; omitResponseConstraintInput?: boolean; signal?: AbortSignal },
  ): Promise<string>;
  /** The context window in tokens (Chrome 141+), and what the session already holds. */
  readonly contextWindow?: number;
  readonly contextUsage?: number;
  measureContextUsage?(input: string): Promise<number>;
  /** The same, under the names of Chrome 138–140. */
  readonly inputQuota?: number;
  readonly inputUsage?: number;
  measureInputUsage?(input: string): Promise<number>;
  destroy(): void;
}

export interface LanguageModelLike {
  availability(options?: unknown): Promise<string>;
  create(options?: {
    initialPrompts?: ChatMessage[];
    signal?: AbortSignal;
    monitor?(monitor: EventTarget): void;
    expectedInputs?: unknown;
    expectedOutputs?: unknown;
  }): Promise<LanguageModelSessionLike>;
}

/**
 * What Quarry asks of the model. The Prompt API wants `availability()` asked with the same
 * options later given to `create()` (a model may be available for some languages only).
 */
export const SESSION_OPTIONS = {
  expectedInputs: [{ type: 'text', languages: ['en'] }],
  expectedOutputs: [{ type: 'text', languages: ['en'] }],
};
/** Gemini Nano's context window when the session does not say (Chrome 138+: about 9k). */
const DEFAULT_CONTEXT = 6_000;
const CALL_TIMEOUT_MS = 300_000;

/** The LanguageModel global of this context, or null where the Prompt API does not exist. */
export function findLanguageModel(scope: object = globalThis): LanguageModelLike | null {
  const candidate: unknown = Reflect.get(scope, 'LanguageModel');
  if (typeof candidate !== 'function' && (typeof candidate !== 'object' || candidate === null)) return null;
  const availability: unknown = Reflect.get(candidate, 'availability');
  const create: unknown = Reflect.get(candidate, 'create');
  if (typeof availability !== 'function' || typeof create !== 'function') return null;
  return {
    availability: (options) => Promise.resolve(availability.call(candidate, options)).then(String),
    create: (options) => Promise.resolve(create.call(candidate, options)),
  };
}

export async function chromeAiAvailability(
  model: LanguageModelLike | null = findLanguageModel(),
): Promise<ChromeAiAvailability> {
  if (!model) return 'missing';
  try {
    const value = await model.availability(SESSION_OPTIONS);
    return value === 'downloadable' || value === 'downloading' || value === 'available' ? value : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/**
 * Creates a session (downloading the model first when needed: Chrome asks for a user click
 * for that, so the settings page calls this from its Download button).
 */
export async function openChromeAiSession(
  model: LanguageModelLike,
  options: { signal?: AbortSignal; onDownload?(fraction: number): void; initialPrompts?: ChatMessage[] } = {},
): Promise<LanguageModelSessionLike> {
  return model.create({
    ...SESSION_OPTIONS,
    ...(options.initialPrompts ? { initialPrompts: options.initialPrompts } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    monitor(monitor) {
      monitor.addEventListener('downloadprogress', (event) => {
        const loaded: unknown = Reflect.get(event, 'loaded');
        if (typeof loaded === 'number') options.onDownload?.(loaded);
      });
    },
  });
}

export function createChromeAiProvider(model: LanguageModelLike | null = findLanguageModel()): ExtractionProvider {
  return {
    name: 'chrome-ai',
    async extract(input) {
      const availability = await chromeAiAvailability(model);
      if (!model || availability === 'missing' || availability === 'unavailable')
        throw new Error(
          "Chrome's built-in model is not available in this browser (it needs a recent desktop Chrome with enough disk space and memory). Choose an OpenAI-compatible model in Quarry's settings.",
        );
      let base: LanguageModelSessionLike;
      try {
        base = await openChromeAiSession(model, {
          signal: input.signal,
          onDownload: (f) =>
            input.onProgress({
              stage: 'extracting',
              detail: `downloading Chrome's built-in model ${Math.round(f * 100)}%`,
            }),
        });
      } catch (error) {
        if (input.signal.aborted) throw input.signal.reason;
        throw new Error(
          availability === 'available'
            ? `Chrome's built-in model could not start (${errorText(error)}). Restart Chrome, or choose another model in settings.`
            : `Chrome's built-in model is not downloaded yet (${errorText(error)}). Open Quarry's settings and click "Download the built-in model", then run again.`,
        );
      }
      try {
        return await extractWithModel(chatModelFor(model, contextTokensOf(base)), input);
      } finally {
        base.destroy();
      }
    },
  };
}

/**
 * Tokens a fresh session leaves for the page: its context window less what it already holds,
 * read under the current names (`contextWindow`, `contextUsage`) or the older ones.
 */
export function contextTokensOf(session: LanguageModelSessionLike): number {
  const window = session.contextWindow ?? session.inputQuota;
  if (window === undefined || !Number.isFinite(window)) return DEFAULT_CONTEXT;
  return Math.max(0, window - (session.contextUsage ?? session.inputUsage ?? 0));
}

/** Tokens `input` would take in this session, measured by the model when it can tell. */
async function measure(session: LanguageModelSessionLike, input: string): Promise<number> {
  const measured = await (
    session.measureContextUsage ? session.measureContextUsage(input) : session.measureInputUsage?.(input)
  )?.catch(() => undefined);
  return measured ?? estimateTokens(input);
}

/** One chat turn per fresh session, so chunks and retries do not pile up in one context. */
export function chatModelFor(model: LanguageModelLike, contextTokens: number): ChatModel {
  return {
    contextTokens,
    async complete(request: ChatRequest) {
      const history = request.messages.slice(0, -1);
      const last = request.messages.at(-1)?.content ?? '';
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]);
      const constraint =
        request.format.type === 'json_schema'
          ? request.format.schema
          : request.format.type === 'json_object'
            ? { type: 'object' }
            : undefined;
      let session: LanguageModelSessionLike | null = null;
      try {
        session = await openChromeAiSession(model, { signal, initialPrompts: history });
        const inputTokens = await measure(session, last);
        const text = await session.prompt(last, {
          signal,
          ...(constraint ? { responseConstraint: constraint, omitResponseConstraintInput: true } : {}),
        });
        const historyTokens = estimateTokens(history.map((m) => m.content).join('\n'));
        return {
          text,
          inputTokens: inputTokens + historyTokens,
          outputTokens: estimateTokens(text),
          truncated: false,
        };
      } catch (error) {
        if (request.signal.aborted) throw request.signal.reason;
        if (signal.aborted)
          throw new Error(
            `Chrome's built-in model did not answer within ${CALL_TIMEOUT_MS / 1000} s. Try a shorter page or another model.`,
          );
        if (errorName(error) === 'QuotaExceededError')
          throw new Error(
            "The page part is too long for Chrome's built-in model. Run on a smaller part of the page, or choose an OpenAI-compatible model with a larger context.",
          );
        throw new Error(`Chrome's built-in model failed: ${errorText(error)}.`);
      } finally {
        session?.destroy();
      }
    },
  };
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null ? String(Reflect.get(error, 'name')) : '';
}
