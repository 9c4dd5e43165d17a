/**
 * The small surface the extraction engine needs from a model: one chat turn with an answer
 * format. The OpenAI-compatible provider and Chrome's built-in model each implement it; the
 * engine (prompt, chunking, repair, validation, merging) is shared.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type AnswerFormat =
  | { type: 'json_schema'; schema: Record<string, unknown>; strict: boolean }
  | { type: 'json_object' }
  | { type: 'text' };

export interface ChatRequest {
  messages: ChatMessage[];
  format: AnswerFormat;
  signal: AbortSignal;
  /** Short notes for the progress line ("HTTP 503, retrying in 2 s"). */
  onNote?(note: string): void;
}

export interface ChatAnswer {
  text: string;
  inputTokens: number;
  outputTokens: number;
  /** The model stopped at its output limit (the JSON may be cut off). */
  truncated: boolean;
}

export interface ChatModel {
  /** Tokens the model reads and writes in one call: the budget chunks are cut to. */
  readonly contextTokens: number;
  complete(request: ChatRequest): Promise<ChatAnswer>;
}
