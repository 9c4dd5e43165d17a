import type { ChatAnswer, ChatModel, ChatRequest } from './chat-model';
import { buildRetryMessages } from './prompt';

/** A failed check may carry what it read (`read`: the parsed answer), to describe the problems to a person. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[]; read?: unknown };

export interface CheckOrAskAgainOptions<T> {
  /** The answer to `request` when the caller already has it. */
  first?: ChatAnswer;
  check(answer: ChatAnswer): Checked<T>;
  /** Told of every answer the model gave (to count its tokens). */
  onAnswer?(answer: ChatAnswer): void;
  /** Told before asking again. */
  onRetry?(problems: string[]): void;
}

/**
 * The one JSON check-and-retry: an answer that fails `check` is sent back once with its
 * problems (a model fixes most of its mistakes when told them), and the second answer is
 * checked the same way. Resolves with the accepted value, or the second answer's problems.
 */
export async function checkOrAskAgain<T>(
  model: ChatModel,
  request: ChatRequest,
  options: CheckOrAskAgainOptions<T>,
): Promise<Checked<T> & { answer: ChatAnswer }> {
  const first = options.first ?? (await model.complete(request));
  if (!options.first) options.onAnswer?.(first);
  const checked = options.check(first);
  if (checked.ok) return { ...checked, answer: first };
  options.onRetry?.(checked.problems);
  const retry = await model.complete({
    ...request,
    messages: buildRetryMessages(request.messages, first.text, checked.problems),
  });
  options.onAnswer?.(retry);
  return { ...options.check(retry), answer: retry };
}
