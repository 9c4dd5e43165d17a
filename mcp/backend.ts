import type { RelayTool } from '../lib/relay/protocol';

/** What a tool call may report while it runs, and how the client stops it. */
export interface CallContext {
  signal: AbortSignal;
  onProgress(progress: { progress: number; total?: number; message?: string }): void;
}

/**
 * Where the tools run: the user's browser (the relay to the extension) or a Quarry server
 * (the HTTP contract). Arguments arrive already checked against the tool's input shape; the
 * value is checked against its output shape by the caller.
 */
export interface Backend {
  /** Named in logs and refusals: "your browser" or the server's origin. */
  readonly name: string;
  call(tool: RelayTool, args: Record<string, unknown>, context: CallContext): Promise<unknown>;
  close(): Promise<void>;
}

/** A refusal or failure whose message is a sentence the agent can act on (shown as the tool's error). */
export class ToolError extends Error {}
