import { z } from '../contract/zod-mini-setup';
import { fieldSpecSchema } from '../convert/field-query';

/**
 * The page agent's protocol, defined once: for every method, the schema of what the
 * background sends and of what the page answers. The agent (lib/page/agent.ts) implements
 * `PageAgent`, the driver in the worker (lib/capture/page-driver.ts) calls it through the
 * same table and parses every reply with it (the page is outside data). Adding a method is
 * one entry here; the type system then asks for its handler, and a unit test checks it.
 */

const pacedSchema = z.object({ stealth: z.optional(z.boolean()) });
export type PacedOptions = z.infer<typeof pacedSchema>;

/** What the model may do to an element of the last `interactive` list (see choose-step-action). */
export const CHOSEN_ACTIONS = ['click', 'type', 'select', 'check', 'uncheck', 'hover', 'press_enter'] as const;

/** An action the model chose for a step, on an element of the last `interactive` list. */
export const chosenActionSchema = z.object({
  action: z.enum(CHOSEN_ACTIONS),
  /** 1-based number from the list. */
  element: z.int(),
  value: z.optional(z.string()),
});
export type ChosenAction = z.infer<typeof chosenActionSchema>;

/** What one step did, or why it could not be done (then `unparsed`/`notFound` say why). */
export const stepOutcomeSchema = z.union([
  z.object({ ok: z.literal(true), did: z.string(), navigating: z.boolean() }),
  z.object({
    ok: z.literal(false),
    reason: z.string(),
    unparsed: z.optional(z.boolean()),
    notFound: z.optional(z.boolean()),
  }),
]);
export type StepOutcome = z.infer<typeof stepOutcomeSchema>;

export const settleResultSchema = z.object({ settled: z.boolean(), waitedMs: z.number() });
export type SettleResult = z.infer<typeof settleResultSchema>;

export const scrollResultSchema = z.object({
  grew: z.boolean(),
  height: z.number(),
  /** "page" or a short description of the scrolled container. */
  container: z.string(),
});
export type ScrollResult = z.infer<typeof scrollResultSchema>;

export const nextPageInfoSchema = z.object({
  found: z.boolean(),
  href: z.nullable(z.string()),
  description: z.string(),
});
export type NextPageInfo = z.infer<typeof nextPageInfoSchema>;

/** lib/convert's ModelInput, as it crosses from a page (or the offscreen parser) to the worker. */
export const modelInputSchema = z.object({
  text: z.string(),
  refs: z.record(z.string(), z.string()),
  tokens: z.number(),
  tokensEstimated: z.optional(z.boolean()),
  junk: z.optional(z.object({ blocks: z.int().check(z.nonnegative()), chars: z.int().check(z.nonnegative()) })),
});

/** What a capture returns from the page: the live DOM as HTML, and where it came from. */
export const pageSnapshotSchema = z.object({
  html: z.string(),
  url: z.string(),
  title: z.string(),
  /** The page converted for the model, on the live DOM (see lib/convert/model-input.ts). */
  modelInput: z.optional(modelInputSchema),
  /** HTTP status of the document's own response (0 or absent when the browser does not say). */
  status: z.optional(z.number()),
  /** The page has parts that change it once loaded: scripts that run, frames, handlers, components. */
  live: z.optional(z.boolean()),
  /** Where the capture's time went (for the capture-speed benchmark). */
  timings: z.optional(z.object({ snapshotMs: z.number(), convertMs: z.number() })),
});
export type PageSnapshot = z.infer<typeof pageSnapshotSchema>;

const noInput = z.object({});

/** Whether a result value was found in the page (and then scrolled to and outlined). */
export const locateResultSchema = z.object({ found: z.boolean() });
export type LocateResult = z.infer<typeof locateResultSchema>;

/**
 * Every method: `input` is parsed in the page, `reply` in the worker. `acts` marks methods
 * that may navigate away, so the page may unload before it answers (see page-driver.ts).
 */
export const pageProtocol = {
  settle: { input: z.object({ heavy: z.optional(z.boolean()) }), reply: settleResultSchema, acts: false },
  scroll: { input: pacedSchema, reply: scrollResultSchema, acts: false },
  step: { input: z.extend(pacedSchema, { text: z.string() }), reply: stepOutcomeSchema, acts: true },
  interactive: { input: noInput, reply: z.array(z.string()), acts: false },
  act: { input: z.extend(pacedSchema, { choice: chosenActionSchema }), reply: stepOutcomeSchema, acts: true },
  nextPage: { input: noInput, reply: nextPageInfoSchema, acts: false },
  followNext: { input: pacedSchema, reply: stepOutcomeSchema, acts: true },
  /**
   * `fields`: the fields the user asked for (names, or what the schema says of them) and
   * `prompt` the user's prompt, for query-aware conversion (lib/convert/field-query.ts).
   */
  capture: {
    input: z.object({
      fields: z.optional(z.array(z.union([z.string(), fieldSpecSchema])).check(z.maxLength(100))),
      prompt: z.optional(z.string()),
    }),
    reply: pageSnapshotSchema,
    acts: false,
  },
  /** Scrolls to the first element showing a result value and outlines it for a few seconds. */
  locate: { input: z.object({ value: z.union([z.string(), z.number()]) }), reply: locateResultSchema, acts: false },
} as const;

export type AgentMethod = keyof typeof pageProtocol;
export type AgentInput<M extends AgentMethod> = z.input<(typeof pageProtocol)[M]['input']>;
export type AgentReply<M extends AgentMethod> = z.output<(typeof pageProtocol)[M]['reply']>;

/**
 * The in-page half of Quarry. Each method is one call from the background (one
 * executeScript), so the background can report progress between them and pick up again on
 * a new document after a step navigates.
 */
export type PageAgent = { [M in AgentMethod]: (input: AgentInput<M>) => Promise<AgentReply<M>> };

export const AGENT_METHODS = Object.keys(pageProtocol) as AgentMethod[];

/**
 * Where the served agent is kept between executeScript calls: under a registered Symbol on
 * the isolated world's global, never under a string name. Named element access (`<div
 * id="…">`, `<img name="…">`) reaches the isolated world too, so a string-named global that
 * does not exist yet could be supplied by the page's markup; a Symbol-keyed property cannot.
 * The agent also carries a brand (another registered Symbol) that callers check before use.
 */
export const AGENT_KEY = 'quarry.pageAgent/1';
export const AGENT_BRAND = 'quarry.pageAgent.brand/1';

/** Whether `value` is an agent served by servePageAgent (branded, methods are functions). */
export function isServedAgent(value: unknown): value is PageAgent {
  if (typeof value !== 'object' || value === null) return false;
  if ((value as Record<symbol, unknown>)[Symbol.for(AGENT_BRAND)] !== true) return false;
  return AGENT_METHODS.every((method) => typeof (value as Record<string, unknown>)[method] === 'function');
}

/** Installs the served agent in this world unless a branded one is there already; returns it. */
export function installPageAgent(scope: object, make: () => PageAgent): PageAgent {
  const slot = scope as Record<symbol, unknown>;
  const key = Symbol.for(AGENT_KEY);
  const existing = slot[key];
  if (isServedAgent(existing)) return existing;
  const agent = make();
  Object.defineProperty(scope, key, { value: agent, configurable: true, enumerable: false, writable: true });
  return agent;
}

/**
 * The agent as the background reaches it: only the protocol's methods, each checking its
 * input before the handler runs, so a malformed call fails loudly instead of half-running.
 * Frozen and branded (see AGENT_BRAND).
 */
export function servePageAgent(handlers: PageAgent): PageAgent {
  const serve = <M extends AgentMethod>(method: M) => {
    const handler = handlers[method] as (input: unknown) => Promise<AgentReply<M>>;
    return (input: unknown): Promise<AgentReply<M>> => {
      const parsed = pageProtocol[method].input.safeParse(input ?? {});
      if (!parsed.success)
        return Promise.reject(new Error(`page agent: bad input for ${method}: ${parsed.error.message}`));
      return handler(parsed.data);
    };
  };
  const served = Object.fromEntries(AGENT_METHODS.map((method) => [method, serve(method)])) as PageAgent;
  Object.defineProperty(served, Symbol.for(AGENT_BRAND), { value: true, enumerable: false });
  return Object.freeze(served);
}
