import { AGENT_GLOBAL, createPageAgent } from '@/lib/page/agent';

// Injected on demand by the background into the extension's isolated world of one tab.
export default defineUnlistedScript(() => {
  (globalThis as Record<string, unknown>)[AGENT_GLOBAL] ??= createPageAgent(window);
});
