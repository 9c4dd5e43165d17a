import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { validateExtractionRequest, violationsToError } from '../lib/contract/validate-request';
import { z } from '../lib/contract/zod-setup';
import type { RelayTool } from '../lib/relay/protocol';
import { relayToolShapes, type BatchArgs, type ExtractArgs, type MarkdownifyArgs } from '../lib/relay/tools';
import { ToolError, type Backend, type CallContext } from './backend';
import type { Log } from './log';
import { summarizeBatch, summarizeExtract, summarizeMarkdown, summarizeRecipes, summarizeTabs } from './summaries';
import { fenceWebContent } from './untrusted';

/**
 * The five tools, each published with its input and output shape (lib/relay/tools.ts, which
 * reuses the contract's request and response). Every call goes through the same path: the
 * arguments' cross-field rules (the contract's sentences), the backend, the value checked
 * against the output shape, then a short summary plus the value as JSON fenced as web content.
 */
interface ToolSpec<T extends RelayTool> {
  title: string;
  description: string;
  /** Cross-field rules zod's shape cannot say; a sentence, or null when the arguments are fine. */
  check?(args: z.output<(typeof relayToolShapes)[T]['args']>): string | null;
  summarize(value: z.output<(typeof relayToolShapes)[T]['value']>): string;
  /** Where the value's text came from, for the web-content fence. */
  source(args: z.output<(typeof relayToolShapes)[T]['args']>): string;
}

const SOURCES = ['website_url', 'website_html', 'website_markdown'] as const;

const specs: { [T in RelayTool]: ToolSpec<T> } = {
  extract: {
    title: 'Extract structured data from a page',
    description:
      "Reads a page (an open tab in the user's browser, or a URL) and returns the data user_prompt asks for, shaped by output_schema when given (the extraction contract's request). The response says how the values stand against the page (grounding: found / not found), whether the list is complete (completeness), whether a learned recipe served it at 0 tokens (recipe) and what it cost (usage). Give exactly one of tab, website_url, website_html or website_markdown.",
    check: checkExtract,
    summarize: summarizeExtract,
    source: (args: ExtractArgs) => sourceName(args),
  },
  markdownify: {
    title: 'A page as Markdown',
    description:
      "Returns an open tab or a URL as Markdown (the page's main text, links and tables). Give exactly one of tab or website_url.",
    check: (args: MarkdownifyArgs) =>
      (args.tab === undefined) === (args.website_url === undefined) ? 'Give exactly one of tab or website_url.' : null,
    summarize: summarizeMarkdown,
    source: (args: MarkdownifyArgs) => sourceName(args),
  },
  list_tabs: {
    title: 'Open tabs',
    description:
      "Lists the titles and addresses of the tabs open in the user's browser, with the ids extract and markdownify take as tab.",
    summarize: summarizeTabs,
    source: () => 'tab titles and addresses',
  },
  batch: {
    title: 'Extract from many pages',
    description:
      'Runs one extraction request (user_prompt, output_schema and the other fields) over many URLs and returns one item per URL, in order, with its response or the reason it failed. Reports progress as pages finish.',
    check: checkBatch,
    summarize: summarizeBatch,
    source: (args: BatchArgs) => `${args.urls.length} pages`,
  },
  list_recipes: {
    title: 'Sites Quarry has learned',
    description:
      'Lists the sites Quarry has learned a recipe for: extract on their pages is read without a model call (0 tokens), so prefer them when there is a choice.',
    summarize: summarizeRecipes,
    source: () => 'learned sites',
  },
};

function sourceName(args: { tab?: unknown; website_url?: string }): string {
  if (args.tab !== undefined) return args.tab === 'current' ? 'the current tab' : `tab ${String(args.tab)}`;
  return args.website_url ?? 'the given page';
}

function checkExtract(args: ExtractArgs): string | null {
  const { tab, ...request } = args;
  if (tab !== undefined && SOURCES.some((field) => request[field] !== undefined))
    return 'Give either tab or one of website_url, website_html, website_markdown, not both.';
  const validation = validateExtractionRequest(request, { allowMissingSource: tab !== undefined });
  return validation.ok ? null : violationsToError(validation.violations);
}

function checkBatch(args: BatchArgs): string | null {
  const { urls, ...request } = args;
  for (const url of urls) {
    const validation = validateExtractionRequest({ ...request, website_url: url });
    if (!validation.ok) return `${url}: ${violationsToError(validation.violations)}`;
  }
  return null;
}

const failure = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

export function registerTools(server: McpServer, backend: Backend, log: Log): void {
  for (const tool of Object.keys(specs) as RelayTool[]) registerTool(server, backend, log, tool);
}

function registerTool<T extends RelayTool>(server: McpServer, backend: Backend, log: Log, tool: T): void {
  const spec = specs[tool] as ToolSpec<RelayTool>;
  const shapes = relayToolShapes[tool];
  const handler = async (
    args: Record<string, unknown>,
    extra: RequestHandlerExtra<ServerRequest, ServerNotification>,
  ): Promise<CallToolResult> => {
    const problem = spec.check?.(args as never) ?? null;
    if (problem) return failure(problem);
    const progressToken = extra._meta?.progressToken;
    let last = -1;
    // Sent progress is awaited before the result, so none follows it on the wire.
    const sent: Array<Promise<void>> = [];
    const context: CallContext = {
      signal: extra.signal,
      onProgress(progress) {
        // MCP wants progress to grow with each notification; a repeat is dropped.
        if (progressToken === undefined || progress.progress <= last) return;
        last = progress.progress;
        sent.push(
          extra
            .sendNotification({ method: 'notifications/progress', params: { progressToken, ...progress } })
            .catch((error: Error) => log(`Could not send progress: ${error.message}`)),
        );
      },
    };
    let value: unknown;
    try {
      value = await backend.call(tool, args, context);
      if (sent.length > 0) {
        await Promise.all(sent);
        // The SDK's client handles a notification a microtask later than a response, and
        // forgets the progress handler with the response: a moment apart, the last one counts.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } catch (error) {
      if (extra.signal.aborted) log(`${tool} cancelled by the client.`);
      if (error instanceof ToolError) return failure(error.message);
      log(`${tool} failed: ${(error as Error).stack ?? String(error)}`);
      return failure(`Quarry could not run ${tool}: ${(error as Error).message}`);
    }
    const parsed = shapes.value.safeParse(value);
    if (!parsed.success) {
      log(`${tool}: the value does not match its shape: ${parsed.error.message}`);
      return failure(
        `Quarry (${backend.name}) answered ${tool} in an unexpected shape; the Quarry extension and this MCP server may be different versions.`,
      );
    }
    const data = parsed.data as Record<string, unknown>;
    return {
      structuredContent: data,
      content: [
        { type: 'text', text: spec.summarize(data as never) },
        { type: 'text', text: fenceWebContent(spec.source(args as never), JSON.stringify(data, null, 2)) },
      ],
    };
  };
  server.registerTool(
    tool,
    {
      title: spec.title,
      description: spec.description,
      inputSchema: shapes.args,
      outputSchema: shapes.value,
      // extract and batch may run the request's `steps` (clicks, typing) on a page.
      annotations: { readOnlyHint: tool !== 'extract' && tool !== 'batch', openWorldHint: true },
    },
    // One handler for every tool: its arguments are the parsed input shape of this tool.
    handler as never,
  );
}
