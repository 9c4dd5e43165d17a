import { restoreRefs } from '../convert/refs';
import type { AnswerFormat, ChatModel } from './chat-model';
import { dropNullOptionals, parseModelJson, stripThinking, validateAgainst } from './check-output';
import { estimateTokens, splitIntoChunks } from './chunk-text';
import { mergeResults } from './merge-results';
import { buildExtractionMessages, buildRetryMessages, type AnswerMode } from './prompt';
import type { ExtractInput, ExtractOutput } from './provider';
import { isSchema, toStrictSchema, WRAP_KEY } from './strict-schema';

/** Chunks sent at once: local servers mostly run one request at a time, hosted ones take more. */
export const CHUNK_CONCURRENCY = 2;
/** Tokens kept free for the answer in every call. */
const MAX_ANSWER_RESERVE = 4_096;

interface Plan {
  mode: AnswerMode;
  format: AnswerFormat;
  promptSchema?: unknown;
  wrapped: boolean;
  /** Answers are for one chunk of several: required values may be missing. */
  partial: boolean;
}

/**
 * The extraction engine behind every model provider: splits the page to fit the model's
 * context, asks for each chunk (a few at a time), repairs and validates each answer against
 * the user's ORIGINAL schema (asking once more with the errors when it does not match),
 * merges the chunks and puts full URLs back for the short link references.
 */
export async function extractWithModel(model: ChatModel, input: ExtractInput): Promise<ExtractOutput> {
  const { request, content } = input;
  // When one chunk fails the run fails: stop the calls still under way for the others.
  const siblings = new AbortController();
  const signal = AbortSignal.any([input.signal, siblings.signal]);
  if (content.text.trim() === '')
    throw new Error(
      'The page has no text Quarry could read, so there is nothing to extract. Wait for the page to load (or scroll to the data), then run again.',
    );
  let plan = planFor(request.output_schema, request.plain_text, false);
  const ratio = content.text.length > 0 && content.tokens > 0 ? content.tokens / content.text.length : 0.25;

  const overhead = buildExtractionMessages({
    userPrompt: request.user_prompt,
    mode: plan.mode,
    schema: plan.promptSchema,
    pageUrl: input.pageUrl,
    pageText: '',
    chunk: { index: 0, count: 2 },
  });
  const reserve = Math.min(MAX_ANSWER_RESERVE, Math.floor(model.contextTokens / 4));
  const overheadTokens = estimateTokens(overhead.map((m) => m.content).join('\n'));
  const budget = model.contextTokens - reserve - overheadTokens - 64;
  if (budget < 200)
    throw new Error(
      `The model's context budget (${model.contextTokens} tokens) is too small for this prompt and schema. Raise the context budget in settings or shorten the schema.`,
    );
  const chunks = splitIntoChunks(content.text, budget, ratio);
  // One chunk of many may hold none of a required value: let each say null for it.
  if (chunks.length > 1) plan = planFor(request.output_schema, request.plain_text, true);
  const usage = { inputTokens: 0, outputTokens: 0, chunks: chunks.length };

  const answers = await mapLimited(chunks, CHUNK_CONCURRENCY, async (text, index) => {
    try {
      return await extractChunk(text, index);
    } catch (error) {
      siblings.abort(error);
      throw error;
    }
  });

  async function extractChunk(text: string, index: number): Promise<unknown> {
    signal.throwIfAborted();
    const label = chunks.length > 1 ? `chunk ${index + 1}/${chunks.length}` : '';
    input.onProgress({ stage: 'extracting', detail: label });
    const onNote = (note: string): void =>
      input.onProgress({ stage: 'extracting', detail: label ? `${label}: ${note}` : note });
    const messages = buildExtractionMessages({
      userPrompt: request.user_prompt,
      mode: plan.mode,
      schema: plan.promptSchema,
      pageUrl: input.pageUrl,
      pageText: text,
      chunk: { index, count: chunks.length },
    });
    const first = await model.complete({ messages, format: plan.format, signal, onNote });
    usage.inputTokens += first.inputTokens;
    usage.outputTokens += first.outputTokens;
    if (plan.mode === 'text') return stripThinking(first.text).trim();

    const checked = check(first.text, request.output_schema, plan);
    if (checked.ok) return checked.value;
    onNote('the answer did not match, asking again');
    const retry = await model.complete({
      messages: buildRetryMessages(messages, first.text, checked.problems),
      format: plan.format,
      signal,
      onNote,
    });
    usage.inputTokens += retry.inputTokens;
    usage.outputTokens += retry.outputTokens;
    const second = check(retry.text, request.output_schema, plan);
    if (second.ok) return second.value;
    throw new Error(
      `The model's answer did not match your output_schema, even after Quarry asked again: ${second.problems.join('; ')}. ` +
        'Try a larger model, simplify the schema, or run without a schema.',
    );
  }

  input.onProgress({ stage: 'finishing', detail: chunks.length > 1 ? `merging ${chunks.length} chunks` : '' });
  const merged =
    plan.mode === 'text'
      ? answers.filter((a) => typeof a === 'string' && a !== '').join('\n\n')
      : mergeResults(answers);
  if (plan.mode === 'schema' && chunks.length > 1) {
    const problems = validateAgainst(request.output_schema, merged);
    if (problems.length > 0)
      throw new Error(
        `After merging the ${chunks.length} chunks of this long page, the result does not match your output_schema: ${problems.join('; ')}. ` +
          'The page may not hold these values: make them optional in the schema, or raise the context budget so the page fits in one call.',
      );
  }
  const result = restoreRefs(merged ?? (plan.mode === 'text' ? '' : {}), content.refs);
  return { result, usage, mock: false };
}

function planFor(outputSchema: unknown, plainText: boolean, partial: boolean): Plan {
  if (plainText) return { mode: 'text', format: { type: 'text' }, wrapped: false, partial };
  if (isSchema(outputSchema)) {
    const strict = toStrictSchema(outputSchema, { allNullable: partial });
    return {
      mode: 'schema',
      format: { type: 'json_schema', schema: strict.schema, strict: strict.strict },
      promptSchema: strict.schema,
      wrapped: strict.wrapped,
      partial,
    };
  }
  return { mode: 'json', format: { type: 'json_object' }, wrapped: false, partial };
}

type Checked = { ok: true; value: unknown } | { ok: false; problems: string[] };

function check(text: string, schema: unknown, plan: Plan): Checked {
  const parsed = parseModelJson(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.error] };
  let value = parsed.value;
  if (plan.wrapped && isSchema(value) && WRAP_KEY in value) value = value[WRAP_KEY];
  if (plan.partial && value === null) return { ok: true, value: null };
  if (plan.mode === 'json') {
    if (isSchema(value)) return { ok: true, value };
    return { ok: true, value: { [WRAP_KEY]: value } };
  }
  value = dropNullOptionals(value, schema, { all: plan.partial });
  const problems = validateAgainst(schema, value, { ignoreRequired: plan.partial });
  return problems.length === 0 ? { ok: true, value } : { ok: false, problems };
}

/** Runs `fn` over items with at most `limit` at a time; results keep the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}
