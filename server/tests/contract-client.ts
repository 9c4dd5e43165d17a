/**
 * A client written only from the extraction contract (../shared/spec/extraction-service.md):
 * POST /v1/smartscraper with SVC-APIKEY, the request_id, the four states, GET /v1/credits.
 * It knows nothing of the server's code, so the tests see the server as any caller would.
 */
export interface ContractAnswer {
  http: number;
  body: Record<string, unknown>;
}

export function contractClient(baseUrl: string, apiKey?: string) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ContractAnswer> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(apiKey !== undefined ? { 'SVC-APIKEY': apiKey } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Error(`Not JSON (HTTP ${response.status}): ${text.slice(0, 200)}`);
    }
    return { http: response.status, body: parsed };
  };
  return {
    call,
    smartscraper: (request: unknown) => call('POST', '/v1/smartscraper', request),
    get: (id: string) => call('GET', `/v1/smartscraper/${encodeURIComponent(id)}`),
    credits: () => call('GET', '/v1/credits'),
    /** Submits, then polls until completed or failed (the contract's final states). */
    async run(request: unknown, timeoutMs = 180_000): Promise<Record<string, unknown>> {
      const first = await call('POST', '/v1/smartscraper', request);
      if (first.http !== 200) throw new Error(`HTTP ${first.http}: ${JSON.stringify(first.body)}`);
      return this.wait(String(first.body.request_id), first.body, timeoutMs);
    },
    async wait(id: string, seen?: Record<string, unknown>, timeoutMs = 180_000): Promise<Record<string, unknown>> {
      let body = seen;
      const end = Date.now() + timeoutMs;
      // Polls with a growing pause (250 ms, ×1.5, at most 2 s), as a patient client would.
      let pause = 250;
      while (!body || (body.status !== 'completed' && body.status !== 'failed')) {
        if (Date.now() > end) throw new Error(`Request ${id} still ${String(body?.status)} after ${timeoutMs} ms.`);
        if (body) await new Promise((r) => setTimeout(r, pause));
        pause = Math.min(pause * 1.5, 2000);
        const next = await call('GET', `/v1/smartscraper/${encodeURIComponent(id)}`);
        if (next.http !== 200) throw new Error(`GET ${id}: HTTP ${next.http} ${JSON.stringify(next.body)}`);
        body = next.body;
      }
      return body;
    },
  };
}
