import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 speaking the extraction contract
 * (../shared/spec/extraction-service.md), written independently of Quarry's own validator so
 * the two can disagree. It checks the key header, validates bodies by the spec's rules
 * (422 with FastAPI-style `detail`, 413 for sources over 2,000,000 bytes), charges credits
 * (+4 for stealth, nothing for mock), can answer `queued` and then complete through
 * GET /v1/smartscraper/{id}, can be slow, and can be told to fail the next requests with any
 * status. It records every request it gets, rejected ones included.
 */
export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  bytes: number;
  json: unknown;
}

export interface ForcedReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Only requests to this path (default: any). */
  path?: string;
}

export interface FakeServerOptions {
  keys?: string[];
  /** Which header form is accepted (default: either). */
  auth?: 'svc-apikey' | 'bearer' | 'either';
  credits?: number;
  /** Keys that are known but may not use the API (answered 403). */
  forbiddenKeys?: string[];
  /** Some services say 401 when credits run out. */
  outOfCreditsStatus?: 401 | 402;
}

export interface FakeContractServer {
  origin: string;
  requests: RecordedCall[];
  credits: { remaining: number; used: number };
  /** Milliseconds to wait before every answer. */
  delayMs: number;
  /** Largest request body accepted (a service may accept less than the contract). */
  maxBodyBytes: number;
  /** The statuses the next extraction goes through before completing (e.g. queued, processing). */
  nextStatuses: string[];
  /** Makes the next extraction end `failed` with this error instead of completed. */
  nextFailure: string | null;
  /** Answers for the next requests, in order, before any other handling. */
  forced: ForcedReply[];
  /** Extractions (POST /v1/smartscraper bodies that passed validation). */
  extractions(): RecordedCall[];
  close(): Promise<void>;
}

const MAX_SOURCE = 2_000_000;
const FIELDS = new Set([
  'user_prompt',
  'website_url',
  'website_html',
  'website_markdown',
  'output_schema',
  'headers',
  'cookies',
  'total_pages',
  'number_of_scrolls',
  'render_heavy_js',
  'stealth',
  'mock',
  'plain_text',
  'steps',
]);

interface StoredJob {
  body: Record<string, unknown>;
  statuses: string[];
  failure: string | null;
  id: string;
}

export async function startFakeContractServer(options: FakeServerOptions = {}): Promise<FakeContractServer> {
  const keys = new Set(options.keys ?? ['test-key']);
  const jobs = new Map<string, StoredJob>();
  let counter = 0;
  const state: FakeContractServer = {
    origin: '',
    requests: [],
    credits: { remaining: options.credits ?? 100, used: 0 },
    delayMs: 0,
    maxBodyBytes: 10_000_000,
    nextStatuses: [],
    nextFailure: null,
    forced: [],
    extractions: () =>
      state.requests.filter((r) => r.method === 'POST' && r.path === '/v1/smartscraper' && isObject(r.json)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const method = req.method ?? 'GET';
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : undefined;
    } catch {
      json = undefined;
    }
    state.requests.push({ method, path, headers: req.headers, raw, bytes: Buffer.byteLength(raw), json });
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));

    const forcedAt = state.forced.findIndex((f) => !f.path || f.path === path);
    if (forcedAt >= 0) {
      const [forced] = state.forced.splice(forcedAt, 1);
      return send(res, forced!.status, forced!.body ?? { error: `Forced ${forced!.status}` }, forced!.headers);
    }
    const authError = checkKey(req.headers);
    if (authError) return send(res, authError.status, { error: authError.error });

    if (Buffer.byteLength(raw) > state.maxBodyBytes) {
      return send(res, 413, { error: `Request body of ${Buffer.byteLength(raw)} bytes is too large` });
    }
    if (method === 'POST' && path === '/v1/smartscraper') return extract(req, res, raw);
    if (method === 'GET' && path.startsWith('/v1/smartscraper/'))
      return status(res, decodeURIComponent(path.slice(17)));
    if (method === 'GET' && path === '/v1/credits') {
      return send(res, 200, { remaining_credits: state.credits.remaining, total_credits_used: state.credits.used });
    }
    if (method === 'POST' && path === '/v1/markdownify') return markdownify(req, res, raw);
    return send(res, 404, { error: `Not found: ${method} ${path}` });
  }

  function checkKey(headers: IncomingHttpHeaders): { status: number; error: string } | null {
    const svc = typeof headers['svc-apikey'] === 'string' ? headers['svc-apikey'] : undefined;
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    const auth = options.auth ?? 'either';
    const key = auth === 'svc-apikey' ? svc : auth === 'bearer' ? bearer : (svc ?? bearer);
    if (!key)
      return {
        status: 401,
        error: auth === 'bearer' ? 'Missing Authorization: Bearer header' : 'Missing SVC-APIKEY header',
      };
    if (options.forbiddenKeys?.includes(key)) return { status: 403, error: 'This key may not use the API' };
    if (!keys.has(key)) return { status: 401, error: 'Invalid API key' };
    return null;
  }

  function parseJsonBody(req: IncomingMessage, res: ServerResponse, raw: string): Record<string, unknown> | null {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      send(res, 400, { error: 'Content-Type must be application/json' });
      return null;
    }
    try {
      const body: unknown = JSON.parse(raw);
      if (isObject(body)) return body;
    } catch {
      /* answered below */
    }
    send(res, 400, { error: 'The body must be a JSON object' });
    return null;
  }

  function extract(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const body = parseJsonBody(req, res, raw);
    if (!body) return;
    const tooBig = ['website_html', 'website_markdown'].find(
      (f) => typeof body[f] === 'string' && Buffer.byteLength(body[f] as string) > MAX_SOURCE,
    );
    if (tooBig) return send(res, 413, { error: `${tooBig} exceeds the 2 MB limit` });
    const detail = violations(body);
    if (detail.length > 0) return send(res, 422, { detail });
    const mock = body.mock === true;
    const cost = 1 + (body.stealth === true ? 4 : 0);
    if (!mock && state.credits.remaining < cost) {
      return send(res, options.outOfCreditsStatus ?? 402, { error: 'Insufficient credits' });
    }
    if (!mock) {
      state.credits.remaining -= cost;
      state.credits.used += cost;
    }
    const id = `req-${++counter}`;
    const job: StoredJob = { body, statuses: state.nextStatuses.splice(0), failure: state.nextFailure, id };
    state.nextFailure = null;
    jobs.set(id, job);
    send(res, 200, view(job));
  }

  function status(res: ServerResponse, id: string): void {
    const job = jobs.get(id);
    if (!job) return send(res, 404, { error: `No request with id ${id}` });
    job.statuses.shift();
    send(res, 200, view(job));
  }

  function view(job: StoredJob): Record<string, unknown> {
    const base = {
      request_id: job.id,
      website_url: typeof job.body.website_url === 'string' ? job.body.website_url : '',
      user_prompt: job.body.user_prompt,
    };
    const pending = job.statuses[0];
    if (pending) return { ...base, status: pending, result: null, error: '' };
    if (job.failure) return { ...base, status: 'failed', result: null, error: job.failure };
    return { ...base, status: 'completed', result: resultFor(job.body), error: '' };
  }

  function markdownify(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const body = parseJsonBody(req, res, raw);
    if (!body) return;
    const sources = ['website_url', 'website_html'].filter((f) => body[f] !== undefined);
    if (sources.length !== 1) {
      return send(res, 422, {
        detail: [{ loc: ['body', 'website_url'], msg: 'give exactly one of website_url, website_html' }],
      });
    }
    const markdown =
      body.mock === true
        ? '# Mock markdown'
        : typeof body.website_html === 'string'
          ? `# ${titleOf(body.website_html)}\n\n${textOf(body.website_html)}`
          : `# Page at ${String(body.website_url)}`;
    send(res, 200, {
      request_id: `md-${++counter}`,
      status: 'completed',
      website_url: typeof body.website_url === 'string' ? body.website_url : '',
      result: markdown,
      error: '',
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** The contract's rules, as a service would check them. */
function violations(body: Record<string, unknown>): Array<{ loc: string[]; msg: string }> {
  const out: Array<{ loc: string[]; msg: string }> = [];
  const bad = (field: string, msg: string): void => void out.push({ loc: ['body', field], msg });
  for (const key of Object.keys(body)) if (!FIELDS.has(key)) bad(key, 'extra fields not permitted');
  if (typeof body.user_prompt !== 'string' || body.user_prompt.trim() === '') bad('user_prompt', 'field required');
  const sources = ['website_url', 'website_html', 'website_markdown'].filter((f) => body[f] !== undefined);
  if (sources.length !== 1)
    bad('website_url', 'exactly one of website_url, website_html, website_markdown is required');
  for (const f of sources) if (typeof body[f] !== 'string') bad(f, 'str type expected');
  if (body.output_schema !== undefined && body.output_schema !== null && !isObject(body.output_schema)) {
    bad('output_schema', 'must be an object or null');
  }
  for (const f of ['headers', 'cookies']) {
    const v = body[f];
    if (v !== undefined && (!isObject(v) || Object.values(v).some((x) => typeof x !== 'string'))) {
      bad(f, 'must map names to strings');
    }
  }
  const range = (f: string, min: number, max: number): void => {
    const v = body[f];
    if (v !== undefined && (!Number.isInteger(v) || (v as number) < min || (v as number) > max)) {
      bad(f, `must be an integer from ${min} to ${max}`);
    }
  };
  range('total_pages', 1, 100);
  range('number_of_scrolls', 0, 50);
  for (const f of ['render_heavy_js', 'stealth', 'mock', 'plain_text']) {
    if (body[f] !== undefined && typeof body[f] !== 'boolean') bad(f, 'value could not be parsed to a boolean');
  }
  if (body.steps !== undefined && (!Array.isArray(body.steps) || body.steps.some((s) => typeof s !== 'string'))) {
    bad('steps', 'must be an array of strings');
  }
  return out;
}

function resultFor(body: Record<string, unknown>): unknown {
  const field = ['website_html', 'website_markdown', 'website_url'].find((f) => typeof body[f] === 'string') ?? '';
  const source = String(body[field] ?? '');
  const title =
    field === 'website_html'
      ? titleOf(source)
      : field === 'website_markdown'
        ? (/^#\s+(.+)$/m.exec(source)?.[1] ?? '')
        : source;
  if (body.mock === true) return { title: 'Mock title', mock_data: true };
  if (body.plain_text === true) return `The page is titled ${title}.`;
  return { title, source: field, bytes: Buffer.byteLength(source) };
}

function titleOf(html: string): string {
  return (/<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(html)?.[1] ?? '').trim();
}

function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
