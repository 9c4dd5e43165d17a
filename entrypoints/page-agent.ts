import { createPageAgent } from '@/lib/page/agent';
import { AGENT_GLOBAL, servePageAgent } from '@/lib/page/protocol';

// Injected on demand by the background into the extension's isolated world of one tab.
export default defineUnlistedScript(() => {
  (globalThis as Record<string, unknown>)[AGENT_GLOBAL] ??= servePageAgent(createPageAgent(window));
});
