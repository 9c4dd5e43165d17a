import { createPageAgent } from '@/lib/page/agent';
import { installPageAgent, servePageAgent } from '@/lib/page/protocol';

// Injected on demand by the background into the extension's isolated world of one tab. The
// handle is Symbol-keyed and branded (see lib/page/protocol.ts): page markup cannot stand in for it.
export default defineUnlistedScript(() => {
  installPageAgent(globalThis, () => servePageAgent(createPageAgent(window)));
});
