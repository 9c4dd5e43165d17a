/** The error codes of a `result` frame (lib/relay/protocol.ts). */
export type ToolErrorCode = 'denied' | 'no_answer' | 'cancelled' | 'invalid' | 'failed';

/** A tool call that ends with a coded error: `message` is the sentence the agent sees. */
export class ToolError extends Error {
  constructor(
    readonly code: ToolErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}
