import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 (random port) that speaks the OpenAI chat-completions
 * protocol, JSON and SSE streaming, records every request, and misbehaves on demand.
 * Used by unit tests (Node) and e2e tests (the built extension in Chromium).
 *
 *   const server = await startFakeOpenAi();
 *   server.queue({ status: 500 }, { content: { name: 'Trail Runner 3' } }); // next two chat calls
 *   // point the client at `${server.url}/v1` …
 *   server.chatRequests[0].body.messages;                                   // what was sent
 *   server.reset(); await server.close();
 *
 * Chat calls take replies from the queue in order, then from `script(fn)`, then the default
 * (`setDefault`). Capability checks (Ollama's Origin check, unsupported response_format) answer
 * before the queue is consumed, like a real server that never looks at the request's content.
 */
export interface FakeReply {
  /** HTTP status; anything but 200 answers with `body` (default: an OpenAI-style error). */
  status?: number;
  /** Error body: an object is sent as JSON, a string as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The assistant's answer; an object is sent as its JSON text. Default '{}'. */
  content?: string | object;
  /** Wait this long before sending anything (headers included). */
  delayMs?: number;
  /** Never answer: keep the connection open until the client gives up or the server closes. */
  hang?: boolean;
  /** Streaming only: number of pieces the content is split into (default 3). */
  chunks?: number;
  /** Streaming only: pause between pieces. */
  chunkDelayMs?: number;
  /** Streaming only: destroy the connection after this many pieces (no [DONE]). */
  dropAfterChunks?: number;
  finishReason?: string;
  /** Token counts to report; null reports none. Default: rough counts of the text. */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The parsed JSON body (null when it was not JSON). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read it freely
  at: number;
  /** Set when the client closed the connection before the answer was complete (abort, timeout). */
  clientClosed: boolean;
}

export interface FakeOpenAiOptions {
  /** Answer 403 with an empty body to `Origin: chrome-extension://…`, as Ollama does without OLLAMA_ORIGINS. */
  rejectExtensionOrigin?: boolean;
  /**
   * Which `response_format` types the server accepts: 'all' (OpenAI), 'lm-studio' (json_schema
   * and text only; 400 to json_object), 'no-json-schema' (json_object only), 'none' (older servers).
   */
  responseFormats?: 'all' | 'lm-studio' | 'no-json-schema' | 'none';
  /** Ids listed by GET /v1/models; when given, a chat call for another model gets 404 (as Ollama answers). */
  models?: string[];
}

export interface FakeOpenAiServer {
  /** http://127.0.0.1:PORT (append /v1 for a client's baseURL). */
  readonly url: string;
  /** Every request, in order of arrival. */
  readonly requests: RecordedRequest[];
  /** Only the POST …/chat/completions requests. */
  readonly chatRequests: RecordedRequest[];
  queue(...replies: FakeReply[]): void;
  script(fn: ((request: RecordedRequest, index: number) => FakeReply | undefined) | null): void;
  setDefault(reply: FakeReply): void;
  configure(options: FakeOpenAiOptions): void;
  /** Forgets requests, queue, script, default and options. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeOpenAi(initial: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  let queued: FakeReply[] = [];
  let scriptFn: ((request: RecordedRequest, index: number) => FakeReply | undefined) | null = null;
  let fallback: FakeReply = {};
  let options: FakeOpenAiOptions = { ...initial };
  let chatCount = 0;

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const rawBody = Buffer.concat(parts).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://x').pathname,
        headers: req.headers,
        rawBody,
        body: parseJson(rawBody),
        at: Date.now(),
        clientClosed: false,
      };
      res.on('close', () => {
        if (!res.writableFinished) recorded.clientClosed = true;
      });
      requests.push(recorded);
      void route(recorded, req, res);
    });
  });

  async function route(request: RecordedRequest, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (options.rejectExtensionOrigin && String(request.headers.origin ?? '').startsWith('chrome-extension://')) {
      res.writeHead(403).end();
      return;
    }
    if (request.method === 'GET' && /\/models\/?$/.test(request.path)) {
      const ids = options.models ?? ['test-model'];
      sendJson(res, 200, { object: 'list', data: ids.map((id) => ({ id, object: 'model', owned_by: 'fake' })) });
      return;
    }
    if (request.method !== 'POST' || !/\/chat\/completions\/?$/.test(request.path)) {
      sendJson(res, 404, { error: { message: `No route ${request.method} ${request.path}`, type: 'not_found' } });
      return;
    }
    const model = String(request.body?.model ?? '');
    if (options.models && !options.models.includes(model)) {
      sendJson(res, 404, { error: { message: `model "${model}" not found, try pulling it first`, type: 'api_error' } });
      return;
    }
    const refusal = refuseFormat(request.body?.response_format?.type, options.responseFormats ?? 'all');
    if (refusal) {
      sendJson(res, 400, { error: { message: refusal, type: 'invalid_request_error', param: 'response_format' } });
      return;
    }
    const index = chatCount++;
    const reply = queued.shift() ?? scriptFn?.(request, index) ?? fallback;
    await answer(request, reply, req, res);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get chatRequests() {
      return requests.filter((r) => r.method === 'POST' && /\/chat\/completions\/?$/.test(r.path));
    },
    queue: (...replies) => void queued.push(...replies),
    script: (fn) => void (scriptFn = fn),
    setDefault: (reply) => void (fallback = reply),
    configure: (next) => void (options = { ...options, ...next }),
    reset() {
      requests.length = 0;
      queued = [];
      scriptFn = null;
      fallback = {};
      options = { ...initial };
      chatCount = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function refuseFormat(type: unknown, accepted: NonNullable<FakeOpenAiOptions['responseFormats']>): string | null {
  if (type === undefined || type === 'text' || accepted === 'all') return null;
  if (accepted === 'lm-studio' && type === 'json_object')
    return "'response_format.type' must be 'json_schema' or 'text'";
  if (accepted === 'no-json-schema' && type === 'json_schema') return 'response_format json_schema is not supported';
  if (accepted === 'none') return `response_format ${String(type)} is not supported by this server`;
  return null;
}

async function answer(
  request: RecordedRequest,
  reply: FakeReply,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let closed = false;
  res.on('close', () => (closed = true));
  if (reply.hang) return; // the socket stays open until the client aborts or close() ends it
  if (reply.delayMs) await sleep(reply.delayMs);
  if (closed) return;
  const status = reply.status ?? 200;
  if (status !== 200) {
    const body = reply.body ?? { error: { message: `Fake server error ${status}`, type: 'server_error' } };
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
      ...reply.headers,
    });
    res.end(text);
    return;
  }
  const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content ?? {});
  const model = String(request.body?.model ?? 'test-model');
  const usage =
    reply.usage === null
      ? undefined
      : (reply.usage ?? {
          prompt_tokens: Math.ceil(JSON.stringify(request.body?.messages ?? '').length / 4),
          completion_tokens: Math.ceil(content.length / 4),
        });
  const withTotal = usage && { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
  const finish = reply.finishReason ?? 'stop';
  const id = `chatcmpl-fake-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);

  if (!request.body?.stream) {
    sendJson(
      res,
      200,
      {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
        ...(withTotal ? { usage: withTotal } : {}),
      },
      reply.headers,
    );
    return;
  }

  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...reply.headers });
  res.flushHeaders();
  const pieces = split(content, reply.chunks ?? 3);
  const event = (choices: unknown[], extra: Record<string, unknown> = {}): string =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;
  for (const [i, piece] of pieces.entries()) {
    if (reply.dropAfterChunks !== undefined && i >= reply.dropAfterChunks) {
      await sleep(50); // let the pieces already written reach the client first
      req.socket.destroy();
      return;
    }
    if (i > 0 && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    if (closed) return;
    const delta = i === 0 ? { role: 'assistant', content: piece } : { content: piece };
    res.write(event([{ index: 0, delta, finish_reason: null }]));
  }
  res.write(event([{ index: 0, delta: {}, finish_reason: finish }]));
  if (withTotal && request.body?.stream_options?.include_usage) res.write(event([], { usage: withTotal }));
  res.end('data: [DONE]\n\n');
}

function split(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [''];
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Short name for `startFakeOpenAi`. */
export const start = startFakeOpenAi;
