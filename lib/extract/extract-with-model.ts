import { restoreRefs } from '../convert/refs';
import type { ChatModel } from './chat-model';
import { validateAgainst } from './check-output';
import { AnswerMismatchError, plainMismatches } from './answer-mismatch';
import { planFor, type AnswerPlan } from './answer-plan';
import { extractChunk, type ChunkRun } from './extract-chunk';
import { mapLimited } from './map-limited';
import { mergeResults } from './merge-results';
import { joinListEnds, type ExtractInput, type ExtractOutput } from './provider';
import { splitPage } from './split-page';

/** Chunks sent at once: local servers mostly run one request at a time, hosted ones take more. */
export const CHUNK_CONCURRENCY = 2;

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
  const chunks = splitPage(model, input, planFor(request.output_schema, request.plain_text, false));
  // One chunk of many may hold none of a required value: let each say null for it.
  const plan = planFor(request.output_schema, request.plain_text, chunks.length > 1);
  const run: ChunkRun = {
    model,
    input,
    plan,
    signal,
    chunkCount: chunks.length,
    usage: { inputTokens: 0, outputTokens: 0, chunks: chunks.length },
    cutOff: false,
    listEnds: [],
  };
  const answers = await mapLimited(chunks, CHUNK_CONCURRENCY, async (text, index) => {
    try {
      return await extractChunk(run, text, index);
    } catch (error) {
      siblings.abort(error);
      throw error;
    }
  });
  input.onProgress({ stage: 'finishing', detail: chunks.length > 1 ? `merging ${chunks.length} chunks` : '' });
  const merged = mergeAnswers(answers, plan, request.output_schema, chunks.length);
  const result = restoreRefs(merged ?? (plan.mode === 'text' ? '' : {}), content.refs);
  const listEnd = joinListEnds(run.listEnds);
  return { result, usage: run.usage, mock: false, cutOff: run.cutOff, ...(listEnd ? { listEnd } : {}) };
}

/** The chunks' answers as one; a schema run of several chunks is checked again once merged. */
function mergeAnswers(answers: unknown[], plan: AnswerPlan, schema: unknown, chunkCount: number): unknown {
  const merged =
    plan.mode === 'text'
      ? answers.filter((a) => typeof a === 'string' && a !== '').join('\n\n')
      : mergeResults(answers);
  if (plan.mode === 'schema' && chunkCount > 1) {
    const problems = validateAgainst(schema, merged);
    if (problems.length > 0) {
      const plain = plainMismatches(schema, merged);
      throw new AnswerMismatchError(
        `After merging the ${chunkCount} chunks of this long page, the result does not match your output_schema: ${(plain.length ? plain : problems).join('; ')}. ` +
          'The page may not hold these values: make them optional in the schema, or raise the context budget so the page fits in one call.',
        JSON.stringify(merged, null, 2),
      );
    }
  }
  return merged;
}
