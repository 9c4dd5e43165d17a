import type { ChatAnswer, ChatMessage, ChatModel } from './chat-model';
import { stripThinking } from './check-output';
import { AnswerMismatchError, namelessFields, plainMismatches } from './answer-mismatch';
import { checkAnswer, type AnswerPlan } from './answer-plan';
import { checkOrAskAgain } from './check-or-ask-again';
import { buildExtractionMessages } from './prompt';
import type { ExtractInput, ListEnd } from './provider';
import {
  continuationMessages,
  listIn,
  MAX_CONTINUATIONS,
  newRecords,
  recordsAt,
  recordsOnPage,
  withoutCutRecord,
  withRecords,
} from './continue-list';

/** What every chunk's calls share: the model, the run's input and plan, and the tallies they add to. */
export interface ChunkRun {
  model: ChatModel;
  input: ExtractInput;
  plan: AnswerPlan;
  signal: AbortSignal;
  chunkCount: number;
  usage: { inputTokens: number; outputTokens: number; chunks: number };
  /** Set when a list stayed cut off at the model's output limit after every continuation. */
  cutOff: boolean;
  /** How each chunk's short list ended (see `ExtractOutput.listEnd`). */
  listEnds: ListEnd[];
}

type Note = (note: string) => void;
interface Answer {
  value: unknown;
  truncated: boolean;
}

/** One chunk: asked, checked (asked again once when it does not match), and its list continued. */
export async function extractChunk(run: ChunkRun, text: string, index: number): Promise<unknown> {
  const { input, plan, signal } = run;
  signal.throwIfAborted();
  const label = run.chunkCount > 1 ? `chunk ${index + 1}/${run.chunkCount}` : '';
  input.onProgress({ stage: 'extracting', detail: label });
  const onNote: Note = (note) => input.onProgress({ stage: 'extracting', detail: label ? `${label}: ${note}` : note });
  const messages = buildExtractionMessages({
    userPrompt: input.request.user_prompt,
    mode: plan.mode,
    schema: plan.promptSchema,
    pageUrl: input.pageUrl,
    pageText: text,
    chunk: { index, count: run.chunkCount },
  });
  const first = await run.model.complete({ messages, format: plan.format, signal, onNote });
  count(run, first);
  if (plan.mode === 'text') return stripThinking(first.text).trim();
  const answer = await checkedAnswer(run, messages, first, onNote);
  return continueList(run, text, messages, answer, onNote);
}

function count(run: ChunkRun, answer: ChatAnswer): void {
  run.usage.inputTokens += answer.inputTokens;
  run.usage.outputTokens += answer.outputTokens;
}

function cutRecord(run: ChunkRun): (value: unknown) => unknown {
  const { request } = run.input;
  return (value) => withoutCutRecord(value, request.output_schema, request.user_prompt);
}

/** Parses and validates an answer, asking once more with the problems when it does not match. */
async function checkedAnswer(run: ChunkRun, messages: ChatMessage[], first: ChatAnswer, onNote: Note): Promise<Answer> {
  const { model, plan, signal } = run;
  const schema = run.input.request.output_schema;
  const checked = await checkOrAskAgain(
    model,
    { messages, format: plan.format, signal, onNote },
    {
      first,
      check: (answer) => checkAnswer(answer.text, schema, plan, answer.truncated ? cutRecord(run) : undefined),
      onAnswer: (answer) => count(run, answer),
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
  const plain = [...namelessFields(checked.read), ...plainMismatches(schema, checked.read)];
  const against = schema ? 'your output_schema' : 'the shape of a result';
  throw new AnswerMismatchError(
    `The model's answer did not match ${against}: ${(plain.length ? plain : checked.problems).join('; ')}. ` +
      `${retried} Try a larger model, or loosen the schema (make the field optional, or text).`,
    checked.answer.text,
  );
}

/**
 * A list answer shorter than the list on this part of the page, or cut at the output limit,
 * is continued: "the records after the last one", merged without duplicates, until the
 * count is reached or a round adds nothing. A whole answer (read, not cut off) that adds
 * nothing is the model saying the list ends there: the count took other items for records.
 */
async function continueList(
  run: ChunkRun,
  text: string,
  messages: ChatMessage[],
  answer: Answer,
  onNote: Note,
): Promise<unknown> {
  const { request, content } = run.input;
  const list = listIn(answer.value, request.output_schema, request.user_prompt);
  if (!list) {
    run.cutOff ||= answer.truncated;
    return answer.value;
  }
  const dom = run.input.document ? { url: run.input.pageUrl, document: run.input.document } : {};
  const onPage = recordsOnPage(text, content.refs, list.records, dom);
  let truncated = answer.truncated;
  let records = list.records;
  let ended = false;
  for (let round = 1; round <= MAX_CONTINUATIONS; round++) {
    const short = onPage !== null && records.length < onPage;
    if (!truncated && !short) break;
    if (records.length === 0) break;
    onNote(`${records.length} of ${onPage !== null ? `≈${onPage}` : 'more'} records, asking for the rest`);
    const next = await run.model.complete({
      messages: continuationMessages(messages, { pointer: list.pointer, records }, onPage),
      format: run.plan.format,
      signal: run.signal,
      onNote,
    });
    count(run, next);
    const checked = checkAnswer(
      next.text,
      request.output_schema,
      { ...run.plan, partial: true },
      next.truncated ? cutRecord(run) : undefined,
    );
    // Read at the first answer's place: an empty list there is an answer too ("none after it").
    const more = checked.ok ? recordsAt(checked.value, list.pointer) : null;
    const added = more ? newRecords(records, more) : [];
    truncated = next.truncated;
    if (added.length === 0) {
      ended = more !== null && !truncated;
      break;
    }
    records = [...records, ...added];
  }
  run.cutOff ||= truncated;
  if (onPage !== null && records.length < onPage) run.listEnds.push(ended ? 'confirmed' : 'open');
  return withRecords(answer.value, list.pointer, records);
}
