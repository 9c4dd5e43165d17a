import { readErrorBody } from '../../net/error-body';
import OpenAI, { APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { errorText } from '../../shared/errors';
import type { z } from '../../contract/zod-setup';
import type { openAiCompatibleProviderSchema } from '../../settings/settings';
import type { AnswerFormat, ChatAnswer, ChatModel, ChatRequest } from '../chat-model';
import { extractWithModel } from '../extract-with-model';
import {
  describeDropped,
  describeHttpError,
  describeNoPermission,
  describeTimeout,
  describeUnreachable,
  serverName,
  type ServerContext,
} from '../model-errors';
import type { ExtractionProvider } from '../provider';
import { isRetryableStatus, retryAfterMs, retryDelayMs, type RetryPolicy } from '../../net/retry';
import { sleep } from '../../net/sleep';
import { estimateTokens } from '../../convert/tokens';
import {
  describeLevel,
  formatLevels,
  memoryFor,
  nextLevel,
  OPTIONAL_PARAMS,
  rejectedPartOf,
  type FormatLevel,
  type OptionalParam,
} from '../server-capabilities';

export { forgetServerMemory } from '../server-capabilities';

/**
 * The OpenAI-compatible provider: OpenAI, Ollama, LM Studio, llama.cpp server, OpenRouter…
 * The only file that imports the `openai` SDK. It streams every answer (data keeps flowing
 * on long answers), bounds each call with the configured timeout, retries 429/5xx and
 * dropped streams honouring Retry-After, and falls back from response_format json_schema
 * to json_object to schema-in-prompt when a server rejects them, remembering what worked.
 */
export interface OpenAiEnv {
  fetch?: typeof fetch;
  /** Whether the extension may connect to the server (optional host permission). */
  hasHostPermission?(url: string): Promise<boolean>;
}

type OpenAiCompatibleProviderSettings = z.infer<typeof openAiCompatibleProviderSchema>;

class DroppedStreamError extends Error {}

/** Three attempts per model call (about 1 s, then 2 s apart, jittered so chunks spread out). */
export const MODEL_RETRY: RetryPolicy = {
  maxRetries: 2,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
  jitter: 0.25,
  retryable: isRetryableStatus,
};

export function createOpenAiCompatibleProvider(
  settings: OpenAiCompatibleProviderSettings,
  env: OpenAiEnv = {},
): ExtractionProvider {
  const model = createOpenAiChatModel(settings, env);
  return { name: 'openai-compatible', extract: (input) => extractWithModel(model, input) };
}

export function createOpenAiChatModel(settings: OpenAiCompatibleProviderSettings, env: OpenAiEnv = {}): ChatModel {
  const ctx: ServerContext = { baseURL: settings.baseURL, model: settings.model };
  const client = createClient(settings, env);
  const remembered = memoryFor(settings.baseURL, settings.model);

  async function once(request: ChatRequest, level: FormatLevel, sent: ReadonlySet<OptionalParam>): Promise<ChatAnswer> {
    const timeoutMs = settings.timeoutSeconds * 1000;
    const timer = new AbortController();
    const handle = setTimeout(() => timer.abort(new Error('timeout')), timeoutMs);
    const signal = AbortSignal.any([request.signal, timer.signal]);
    let text = '';
    let headersArrived = false;
    try {
      const params: ChatCompletionCreateParamsStreaming = {
        model: settings.model,
        messages: request.messages,
        stream: true,
        ...(sent.has('stream_options') ? { stream_options: { include_usage: true } } : {}),
        ...(sent.has('temperature') ? { temperature: 0 } : {}),
        ...responseFormat(request.format, level),
      };
      const stream = await client.chat.completions.create(params, { signal });
      headersArrived = true;
      let usage: { prompt_tokens: number; completion_tokens: number } | undefined;
      let finish: string | null = null;
      try {
        for await (const chunk of stream) {
          text += chunk.choices[0]?.delta?.content ?? '';
          finish = chunk.choices[0]?.finish_reason ?? finish;
          if (chunk.usage) usage = chunk.usage;
        }
      } catch (error) {
        if (signal.aborted || error instanceof APIError) throw error;
        throw new DroppedStreamError(errorText(error));
      }
      return {
        text,
        inputTokens: usage?.prompt_tokens ?? estimateTokens(request.messages.map((m) => m.content).join('\n')),
        outputTokens: usage?.completion_tokens ?? estimateTokens(text),
        truncated: finish === 'length',
      };
    } catch (error) {
      if (request.signal.aborted) throw request.signal.reason;
      if (timer.signal.aborted) throw new Error(describeTimeout(ctx, settings.timeoutSeconds));
      if (headersArrived && !(error instanceof APIError)) throw new DroppedStreamError(errorText(error));
      throw error;
    } finally {
      clearTimeout(handle);
    }
  }

  return {
    contextTokens: settings.contextTokens,
    async complete(request) {
      const levels = formatLevels(request.format).filter((l) => !remembered.rejectedFormats.has(l));
      let level: FormatLevel = levels[0] ?? 'none';
      for (let attempt = 1; ; attempt++) {
        // Decided per attempt (another chunk may have learnt something meanwhile) and kept,
        // so a 400 is only blamed on a part this very request carried.
        const sent = new Set(OPTIONAL_PARAMS.filter((p) => !remembered.droppedParams.has(p)));
        try {
          return await once(request, level, sent);
        } catch (error) {
          if (request.signal.aborted) throw request.signal.reason;
          const rejected = rejectedPart(error, level, sent);
          if (rejected === 'format') {
            remembered.rejectedFormats.add(level);
            level = nextLevel(request.format, level, remembered.rejectedFormats);
            request.onNote?.(`the server does not accept this response_format; using ${describeLevel(level)}`);
            attempt--;
            continue;
          }
          if (rejected) {
            remembered.droppedParams.add(rejected);
            attempt--;
            continue;
          }
          const wait = retryWait(error, attempt);
          if (wait === null) throw await explain(error);
          request.onNote?.(`${shortReason(error)}, retrying in ${Math.round(wait / 1000)} s`);
          await sleep(wait, request.signal);
        }
      }
    },
  };

  async function explain(error: unknown): Promise<Error> {
    if (error instanceof DroppedStreamError) return new Error(describeDropped(ctx, error.message));
    if (error instanceof APIUserAbortError) return new Error('Cancelled.');
    if (error instanceof APIError && error.status !== undefined)
      return new Error(describeHttpError(error.status, readErrorBody(error.error), ctx));
    if (error instanceof APIError) {
      if (env.hasHostPermission && !(await env.hasHostPermission(settings.baseURL)))
        return new Error(describeNoPermission(ctx));
      const cause = error.cause instanceof Error ? error.cause.message : error.message;
      return new Error(describeUnreachable(ctx, cause));
    }
    return error instanceof Error ? error : new Error(errorText(error));
  }

  /** Milliseconds to wait before another attempt, or null when this error is final. */
  function retryWait(error: unknown, attempt: number): number | null {
    if (error instanceof DroppedStreamError) return retryDelayMs(MODEL_RETRY, attempt, null);
    if (error instanceof APIError && error.status !== undefined && MODEL_RETRY.retryable(error.status))
      return retryDelayMs(MODEL_RETRY, attempt, retryAfterMs(error.headers, Date.now()));
    return null;
  }
}

/**
 * "Test connection": the same kind of request a run makes — a chat completion from the
 * extension's worker, with its Origin — cut to one token. Listing models is not enough: an
 * Ollama without OLLAMA_ORIGINS answers GET /models yet refuses every run with 403.
 */
export async function testOpenAiConnection(
  settings: OpenAiCompatibleProviderSettings,
  env: OpenAiEnv = {},
  signal: AbortSignal = AbortSignal.timeout(30_000),
): Promise<string> {
  const ctx: ServerContext = { baseURL: settings.baseURL, model: settings.model };
  const client = createClient(settings, env);
  const started = Date.now();
  const ask = (limit: boolean) =>
    client.chat.completions.create(
      {
        model: settings.model,
        messages: [{ role: 'user', content: 'Reply with the word OK.' }],
        ...(limit ? { max_tokens: 1 } : {}),
      },
      { signal },
    );
  try {
    try {
      await ask(true);
    } catch (error) {
      // Some models refuse max_tokens (OpenAI's reasoning models): ask again without it.
      if (!(error instanceof APIError && error.status === 400 && /max_tokens/.test(readErrorBody(error.error))))
        throw error;
      await ask(false);
    }
    return `Connected to ${serverName(settings.baseURL)}: the model "${settings.model}" answered in ${Date.now() - started} ms.`;
  } catch (error) {
    if (signal.aborted)
      throw new Error(`The model server at ${serverName(settings.baseURL)} did not answer within 30 s.`);
    if (error instanceof APIError && error.status !== undefined)
      throw new Error(
        describeHttpError(error.status, readErrorBody(error.error), ctx) + (await modelsHint(error.status)),
      );
    if (env.hasHostPermission && !(await env.hasHostPermission(settings.baseURL)))
      throw new Error(describeNoPermission(ctx));
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : errorText(error);
    throw new Error(describeUnreachable(ctx, cause));
  }

  /** After a 404, the models the server does have, when it lists them. */
  async function modelsHint(status: number): Promise<string> {
    if (status !== 404) return '';
    try {
      const ids = (await client.models.list({ signal })).data.map((m) => m.id);
      if (ids.length === 0) return ' It lists no models: load one first.';
      return ` It lists: ${ids.slice(0, 8).join(', ')}${ids.length > 8 ? ', …' : ''}.`;
    } catch {
      return '';
    }
  }
}

/**
 * The models the server lists (GET /v1/models), for the Model field's suggestions. A server
 * that lists none, refuses, or is not there gives an empty list: the field stays free text.
 */
export async function listOpenAiModels(
  settings: Pick<OpenAiCompatibleProviderSettings, 'baseURL' | 'apiKey' | 'timeoutSeconds'>,
  env: OpenAiEnv = {},
  signal: AbortSignal = AbortSignal.timeout(10_000),
): Promise<string[]> {
  if (env.hasHostPermission && !(await env.hasHostPermission(settings.baseURL))) return [];
  try {
    // Listing needs no model: the client is made for the server alone.
    const client = createClient({ kind: 'openai-compatible', ...settings, model: '', contextTokens: 16_000 }, env);
    const ids = (await client.models.list({ signal })).data.map((m) => m.id).filter((id) => typeof id === 'string');
    return [...new Set(ids)].sort((a, b) => a.localeCompare(b)).slice(0, 500);
  } catch {
    return [];
  }
}

function createClient(settings: OpenAiCompatibleProviderSettings, env: OpenAiEnv): OpenAI {
  return new OpenAI({
    baseURL: settings.baseURL,
    // Local servers need no key; the SDK insists on one, so send none at all (header removed).
    apiKey: settings.apiKey || 'no-key',
    defaultHeaders: settings.apiKey ? {} : { Authorization: null },
    maxRetries: 0, // Quarry retries itself, with progress notes and its own limits
    timeout: settings.timeoutSeconds * 1000 + 5_000,
    ...(env.fetch ? { fetch: env.fetch } : {}),
  });
}

function responseFormat(
  format: AnswerFormat,
  level: FormatLevel,
): Pick<ChatCompletionCreateParamsStreaming, 'response_format'> {
  if (level === 'json_schema' && format.type === 'json_schema')
    return {
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'extraction', schema: format.schema, strict: format.strict },
      },
    };
  if (level === 'json_object') return { response_format: { type: 'json_object' } };
  return {};
}

/** Which part of a 400 the server objected to: the response_format, or an optional parameter. */
function rejectedPart(
  error: unknown,
  level: FormatLevel,
  sent: ReadonlySet<OptionalParam>,
): 'format' | OptionalParam | null {
  if (!(error instanceof APIError) || error.status === undefined) return null;
  return rejectedPartOf(error.status, `${readErrorBody(error.error)} ${error.message}`, level, sent);
}

function shortReason(error: unknown): string {
  if (error instanceof DroppedStreamError) return 'the connection dropped';
  if (error instanceof APIError && error.status !== undefined) return `HTTP ${error.status}`;
  return 'the request failed';
}
