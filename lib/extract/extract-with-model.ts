import { restoreRefs } from '../convert/refs';
import type { AnswerFormat, ChatAnswer, ChatMessage, ChatModel } from './chat-model';
import { dropNullOptionals, parseModelJson, stripThinking, validateAgainst } from './check-output';
import { estimateTokens } from '../convert/tokens';
import { AnswerMismatchError, namelessFields, plainMismatches } from './answer-mismatch';
import { checkOrAskAgain, type Checked } from './check-or-ask-again';
import { splitIntoChunks } from './chunk-text';
import { mergeResults } from './merge-results';
import { buildExtractionMessages, type AnswerMode } from './prompt';
import type { ExtractInput, ExtractOutput } from './provider';
import { isSchema, toStrictSchema, WRAP_KEY } from './strict-schema';
import {
  continuationMessages,
  listIn,
  MAX_CONTINUATIONS,
  newRecords,
  recordsOnPage,
  withoutCutRecord,
  withRecords,
} from './continue-list';

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
  /** Set when a list stayed cut off at the model's output limit after every continuation. */
  let cutOff = false;

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
    const answer = await checkedAnswer(messages, first, onNote);
    return continueList(text, messages, answer, onNote);
  }

  /** Parses and validates an answer, asking once more with the problems when it does not match. */
  async function checkedAnswer(
    messages: ChatMessage[],
    first: ChatAnswer,
    onNote: (note: string) => void,
  ): Promise<{ value: unknown; truncated: boolean }> {
    const checked = await checkOrAskAgain(
      model,
      { messages, format: plan.format, signal, onNote },
      {
        first,
        check: (answer) => check(answer.text, request.output_schema, plan, answer.truncated ? cutRecord : undefined),
        onAnswer: (answer) => {
          usage.inputTokens += answer.inputTokens;
          usage.outputTokens += answer.outputTokens;
        },
        onRetry: () => onNote('the answer did not match, asking again'),
      },
    );
    if (checked.ok) return { value: checked.value, truncated: checked.answer.truncated };
    const retried = 'Quarry showed the model its mistakes and asked again once.';
    if (!('read' in checked))
      throw new AnswerMismatchError(
        `The model's answer could not be read as JSON: ${checked.problems.join('; ')}. ${retried} Try a larger model, or run without a schema.`,
        checked.answer.text,
      );
    const plain = [...namelessFields(checked.read), ...plainMismatches(request.output_schema, checked.read)];
    const against = request.output_schema ? 'your output_schema' : 'the shape of a result';
    throw new AnswerMismatchError(
      `The model's answer did not match ${against}: ${(plain.length ? plain : checked.problems).join('; ')}. ` +
        `${retried} Try a larger model, or loosen the schema (make the field optional, or text).`,
      checked.answer.text,
    );
  }

  function cutRecord(value: unknown): unknown {
    return withoutCutRecord(value, request.output_schema, request.user_prompt);
  }

  /**
   * A list answer shorter than the list on this part of the page, or cut at the output limit,
   * is continued: "the records after the last one", merged without duplicates, until the
   * count is reached or a round adds nothing.
   */
  async function continueList(
    text: string,
    messages: ChatMessage[],
    answer: { value: unknown; truncated: boolean },
    onNote: (note: string) => void,
  ): Promise<unknown> {
    const list = listIn(answer.value, request.output_schema, request.user_prompt);
    if (!list) {
      cutOff ||= answer.truncated;
      return answer.value;
    }
    const onPage = recordsOnPage(text, content.refs, list.records);
    let truncated = answer.truncated;
    let records = list.records;
    for (let round = 1; round <= MAX_CONTINUATIONS; round++) {
      const short = onPage !== null && records.length < onPage;
      if (!truncated && !short) break;
      if (records.length === 0) break;
      onNote(`${records.length} of ${onPage !== null ? `≈${onPage}` : 'more'} records, asking for the rest`);
      const next = await model.complete({
        messages: continuationMessages(messages, { pointer: list.pointer, records }, onPage),
        format: plan.format,
        signal,
        onNote,
      });
      usage.inputTokens += next.inputTokens;
      usage.outputTokens += next.outputTokens;
      const checked = check(
        next.text,
        request.output_schema,
        { ...plan, partial: true },
        next.truncated ? cutRecord : undefined,
      );
      const more = checked.ok ? listIn(checked.value, request.output_schema, request.user_prompt) : null;
      const added = more ? newRecords(records, more.records) : [];
      truncated = next.truncated;
      if (added.length === 0) break;
      records = [...records, ...added];
    }
    cutOff ||= truncated;
    return withRecords(answer.value, list.pointer, records);
  }

  input.onProgress({ stage: 'finishing', detail: chunks.length > 1 ? `merging ${chunks.length} chunks` : '' });
  const merged =
    plan.mode === 'text'
      ? answers.filter((a) => typeof a === 'string' && a !== '').join('\n\n')
      : mergeResults(answers);
  if (plan.mode === 'schema' && chunks.length > 1) {
    const problems = validateAgainst(request.output_schema, merged);
    if (problems.length > 0) {
      const plain = plainMismatches(request.output_schema, merged);
      throw new AnswerMismatchError(
        `After merging the ${chunks.length} chunks of this long page, the result does not match your output_schema: ${(plain.length ? plain : problems).join('; ')}. ` +
          'The page may not hold these values: make them optional in the schema, or raise the context budget so the page fits in one call.',
        JSON.stringify(merged, null, 2),
      );
    }
  }
  const result = restoreRefs(merged ?? (plan.mode === 'text' ? '' : {}), content.refs);
  return { result, usage, mock: false, cutOff };
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

function check(text: string, schema: unknown, plan: Plan, trim?: (value: unknown) => unknown): Checked<unknown> {
  const parsed = parseModelJson(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.error] };
  let value = parsed.value;
  if (plan.wrapped && isSchema(value) && WRAP_KEY in value) value = value[WRAP_KEY];
  if (trim) value = trim(value);
  if (plan.partial && value === null) return { ok: true, value: null };
  const nameless = namelessFields(value);
  if (nameless.length > 0) return { ok: false, problems: nameless, read: value };
  if (plan.mode === 'json') {
    if (isSchema(value)) return { ok: true, value };
    return { ok: true, value: { [WRAP_KEY]: value } };
  }
  value = dropNullOptionals(value, schema, { all: plan.partial });
  const problems = validateAgainst(schema, value, { ignoreRequired: plan.partial });
  return problems.length === 0 ? { ok: true, value } : { ok: false, problems, read: value };
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
