/**
 * Sentences for what went wrong talking to an OpenAI-compatible server, each saying what to
 * do. Pure (no SDK types), so every branch is tested directly.
 */
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

/** The error text a server put in its body: OpenAI's { error: { message } } and common variants. */
export function bodyMessage(body: unknown): string {
  if (typeof body === 'string') return body.trim().slice(0, 300);
  const inner = field(body, 'error');
  const candidates = [inner, field(inner, 'message'), field(body, 'message'), field(body, 'detail')];
  const text = candidates.find((c): c is string => typeof c === 'string');
  return text ? text.slice(0, 300) : '';
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

export function describeHttpError(status: number, message: string, ctx: ServerContext): string {
  const host = serverName(ctx.baseURL);
  const detail = message ? `: ${message}` : '';
  // Kept short: the UI shows the commands for each system beside it (OLLAMA_ORIGINS_COMMANDS).
  if (status === 403 && message === '')
    return (
      `The model server at ${host} refused Quarry (HTTP 403). Ollama does this until it allows browser extensions: ` +
      `set ${OLLAMA_ORIGINS_FIX} in Ollama's environment and restart it. Other servers: check that the API key may use this model.`
    );
  if (status === 401)
    return `The model server at ${host} did not accept the API key (HTTP 401${detail}). Check the API key in Quarry's settings.`;
  if (status === 402)
    return `The model server at ${host} says the account is out of credits (HTTP 402${detail}). Add credits or pick another provider.`;
  if (status === 403)
    return `The model server at ${host} refused access (HTTP 403${detail}). Check that the API key may use the model "${ctx.model}".`;
  if (status === 404)
    return `The model server at ${host} answered 404${detail}. Check the base URL (it usually ends in /v1) and that the model "${ctx.model}" exists there.`;
  if (status === 413 || /context|too long|maximum.*tokens|token limit/i.test(message))
    return `The page is too long for the model (HTTP ${status}${detail}). Lower the context budget in Quarry's settings so the page is split into smaller chunks.`;
  if (status === 429)
    return `The model server at ${host} is limiting requests (HTTP 429${detail}) and Quarry's retries did not get through. Wait a minute and run again, or check your plan's rate limits.`;
  if (status >= 500)
    return `The model server at ${host} failed with HTTP ${status}${detail}, also on retry. Check the server (is the model loaded? its logs?), then run again.`;
  return `The model server at ${host} rejected the request (HTTP ${status}${detail}). Check the model name and settings.`;
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
