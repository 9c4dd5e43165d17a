import { estimateTokens } from '../convert/tokens';
import type { ChatModel } from './chat-model';
import { splitIntoChunks } from './chunk-text';
import type { AnswerPlan } from './answer-plan';
import { buildExtractionMessages } from './prompt';
import type { ExtractInput } from './provider';

/** Tokens kept free for the answer in every call. */
const MAX_ANSWER_RESERVE = 4_096;

/**
 * Splits the page's text into chunks that fit the model's context beside the prompt, the
 * schema and room for the answer. Throws a sentence when the page has no text or the prompt
 * alone leaves no room.
 */
export function splitPage(model: ChatModel, input: ExtractInput, plan: AnswerPlan): string[] {
  const { request, content } = input;
  if (content.text.trim() === '')
    throw new Error(
      'The page has no text Quarry could read, so there is nothing to extract. Wait for the page to load (or scroll to the data), then run again.',
    );
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
  return splitIntoChunks(content.text, budget, ratio);
}
