import * as z from 'zod/mini';

/**
 * Zod's tree-shakable variant, for code that ships inside the page agent (lib/page/protocol.ts
 * and what it imports). The agent is injected into every page Quarry reads, so its size is
 * paid on every page: classic zod (`zod-setup.ts`) would nearly double it (docs/benchmarks.md
 * "Server", page agent). Schemas made with either variant nest in the other's and parse the
 * same; the JIT switch is the one global setting both share, set here too for the agent.
 */
z.config({ jitless: true });

export { z };
