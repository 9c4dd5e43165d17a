import { createClientFor } from '../lib/remote/create-client';
import type { RemoteClient } from '../lib/remote/client';
import type { BatchArgs, BatchItem, BatchValue, ExtractArgs, MarkdownifyArgs } from '../lib/relay/tools';
import { ToolError, type Backend, type CallContext } from './backend';

/**
 * `--server URL --key KEY`: the same tools through the HTTP contract of a Quarry server
 * (`npm run serve`), for agents that must not touch the user's browser. There are no tabs
 * here; a batch is many requests, a few at a time, each finished one reported as progress.
 */
export interface ServerBackendOptions {
  baseURL: string;
  apiKey: string;
  fetch: typeof fetch;
  /** Requests of one batch in flight at once. */
  batchConcurrency?: number;
  /** For tests: how often and how long the client polls a queued request. */
  poll?: Parameters<typeof createClientFor>[0]['poll'];
}

const NO_TABS =
  "This Quarry MCP server talks to a Quarry server (--server), which has no browser tabs: give website_url instead, or start it without --server to read the user's open tabs.";

export function serverBackend(options: ServerBackendOptions): Backend {
  const client = createClientFor({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    fetch: options.fetch,
    poll: options.poll,
  });
  const origin = new URL(options.baseURL).origin;
  const concurrency = options.batchConcurrency ?? 3;

  return {
    name: origin,
    async call(tool, args, context) {
      try {
        switch (tool) {
          case 'extract':
            return await extract(client, args as ExtractArgs, context);
          case 'markdownify':
            return await markdownify(client, args as MarkdownifyArgs, context);
          case 'batch':
            return await batch(client, args as BatchArgs, context, concurrency);
          case 'list_tabs':
            throw new ToolError(NO_TABS);
          case 'list_recipes':
            throw new ToolError(
              `The Quarry server at ${origin} does not list its recipes over HTTP: every site may cost model tokens there. Its operator shares recipes with npm run serve -- --import-recipes.`,
            );
        }
      } catch (error) {
        if (context.signal.aborted) throw new ToolError('The call was cancelled.');
        if (error instanceof ToolError) throw error;
        throw new ToolError(
          `The Quarry server at ${origin} refused or failed the request: ${(error as Error).message}`,
        );
      }
    },
    close: async () => undefined,
  };
}

async function extract(client: RemoteClient, args: ExtractArgs, context: CallContext): Promise<unknown> {
  const { tab, ...request } = args;
  if (tab !== undefined) throw new ToolError(NO_TABS);
  let polls = 0;
  return client.smartscraper(request, {
    signal: context.signal,
    onStatus: (status) => context.onProgress({ progress: ++polls, message: `The request is ${status}.` }),
  });
}

async function markdownify(client: RemoteClient, args: MarkdownifyArgs, context: CallContext): Promise<unknown> {
  if (args.tab !== undefined || args.website_url === undefined) throw new ToolError(NO_TABS);
  const answer = await client.markdownify(
    { website_url: args.website_url, mock: args.mock },
    { signal: context.signal },
  );
  return { website_url: args.website_url, markdown: answer.markdown, request_id: answer.request_id };
}

async function batch(
  client: RemoteClient,
  args: BatchArgs,
  context: CallContext,
  concurrency: number,
): Promise<BatchValue> {
  const { urls, ...request } = args;
  const items: BatchItem[] = new Array(urls.length);
  let next = 0;
  let done = 0;
  const runOne = async (index: number): Promise<void> => {
    const url = urls[index] as string;
    try {
      const response = await client.smartscraper({ ...request, website_url: url }, { signal: context.signal });
      items[index] =
        response.status === 'completed'
          ? { website_url: url, ok: true, response }
          : { website_url: url, ok: false, response, error: response.error || `The request ended ${response.status}.` };
    } catch (error) {
      if (context.signal.aborted) throw error;
      items[index] = { website_url: url, ok: false, error: (error as Error).message };
    }
    done++;
    context.onProgress({ progress: done, total: urls.length, message: `${done} of ${urls.length} pages done.` });
  };
  const lane = async (): Promise<void> => {
    while (next < urls.length) await runOne(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, lane));
  const completed = items.filter((item) => item.ok).length;
  return { items, completed, failed: items.length - completed };
}
