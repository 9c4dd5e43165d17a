/**
 * Sentences for what went wrong talking to an OpenAI-compatible server, each saying what to
 * do. Pure (no SDK types), so every branch is tested directly.
 */
import { describeHttpFailure, httpProblem, type HttpProblem } from '../net/http-error';

/** The UI offers an "Open settings" button next to this one. */
export const NO_MODEL_ERROR =
  'No model is configured. Open Quarry’s settings to add an OpenAI-compatible endpoint (OpenAI, Ollama, LM Studio…) or a remote service, or turn on mock mode to try Quarry with sample data.';

export const OLLAMA_ORIGINS_FIX = 'OLLAMA_ORIGINS=chrome-extension://*';

/** How to set OLLAMA_ORIGINS on each system, shown as copyable commands next to the 403 message. */
export const OLLAMA_ORIGINS_COMMANDS: ReadonlyArray<{ system: string; command: string }> = [
  {
    system: 'macOS (Ollama app), then quit and reopen Ollama',
    command: 'launchctl setenv OLLAMA_ORIGINS "chrome-extension://*"',
  },
  {
    system: 'Linux (systemd): add the line under [Service], then restart',
    command:
      'sudo systemctl edit ollama.service\nEnvironment="OLLAMA_ORIGINS=chrome-extension://*"\nsudo systemctl restart ollama',
  },
  {
    system: 'Windows (PowerShell), then quit and reopen Ollama',
    command: 'setx OLLAMA_ORIGINS "chrome-extension://*"',
  },
  { system: 'Started by hand', command: 'OLLAMA_ORIGINS="chrome-extension://*" ollama serve' },
];

export interface ServerContext {
  baseURL: string;
  model: string;
}

export function serverName(baseURL: string): string {
  try {
    return new URL(baseURL).host;
  } catch {
    return baseURL;
  }
}

// Servers that cannot fit the page say so in words, whatever status they pick.
const TOO_LONG_WORDS = /context|too long|maximum.*tokens|token limit/i;

export function describeHttpError(status: number, message: string, ctx: ServerContext): string {
  const who = `The model server at ${serverName(ctx.baseURL)}`;
  const problem = TOO_LONG_WORDS.test(message) ? 'too-large' : httpProblem(status, message);
  // Ollama refuses extension origins with an empty 403 until OLLAMA_ORIGINS allows them. Kept
  // short: the UI shows the commands for each system beside it (OLLAMA_ORIGINS_COMMANDS).
  if (status === 403 && message === '') {
    return describeHttpFailure({
      who,
      what: 'refused Quarry',
      status,
      problem,
      said: '',
      fix: `Ollama does this until it allows browser extensions: set ${OLLAMA_ORIGINS_FIX} in Ollama's environment and restart it. Other servers: check that the API key may use this model.`,
    });
  }
  const fixes: Record<HttpProblem, string> = {
    malformed: `Check the model name and settings.`,
    key: "Check the API key in Quarry's settings.",
    credits: 'Add credits or pick another provider.',
    forbidden: `Check that the API key may use the model "${ctx.model}".`,
    'not-found': `Check the base URL (it usually ends in /v1) and that the model "${ctx.model}" exists there.`,
    timeout: 'Run again; a local model may need a smaller page or a faster model.',
    'too-large':
      "The page is too long for the model: lower the context budget in Quarry's settings so the page is split into smaller chunks.",
    unprocessable: 'Check the model name and settings.',
    'rate-limited':
      "Quarry's retries did not get through. Wait a minute and run again, or check your plan's rate limits.",
    server: 'It failed also on retry. Check the server (is the model loaded? its logs?), then run again.',
    other: 'Check the model name and settings.',
  };
  // A model server's 400 is most often a parameter this model does not take, not bad JSON.
  const what = problem === 'malformed' ? 'rejected the request' : undefined;
  return describeHttpFailure({ who, status, problem, said: message, fix: fixes[problem], ...(what ? { what } : {}) });
}

export function describeUnreachable(ctx: ServerContext, cause: string): string {
  return `Quarry could not reach the model server at ${ctx.baseURL} (${cause || 'connection failed'}). Check that the server is running and that the base URL is right.`;
}

export function describeNoPermission(ctx: ServerContext): string {
  return `Quarry is not allowed to connect to ${serverName(ctx.baseURL)}. Open Quarry's settings, save the model settings again and allow access when Chrome asks.`;
}

export function describeTimeout(ctx: ServerContext, seconds: number): string {
  return `The model at ${serverName(ctx.baseURL)} did not finish answering within ${seconds} s. A local model may need longer on a long page: raise the timeout in Quarry's settings, use a smaller or faster model, or lower the context budget.`;
}

export function describeDropped(ctx: ServerContext, cause: string): string {
  return `The connection to the model server at ${serverName(ctx.baseURL)} dropped while the model was answering (${cause || 'stream ended early'}), also on retry. Check the server, then run again.`;
}
