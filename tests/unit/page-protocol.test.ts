import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { createPageAgent } from '@/lib/page/agent';
import { AGENT_METHODS, pageProtocol, servePageAgent } from '@/lib/page/protocol';

function agentOn(html: string) {
  const { window } = parseHTML(html);
  Object.defineProperty(window.document, 'URL', { value: 'https://shop.example/list' });
  return createPageAgent(window as unknown as Window);
}

describe('page protocol', () => {
  it('every method has a handler in the page agent, and the agent has no other', () => {
    const agent = agentOn('<html><body></body></html>');
    expect(Object.keys(agent).sort()).toEqual([...AGENT_METHODS].sort());
    for (const method of AGENT_METHODS) expect(typeof agent[method], method).toBe('function');
  });

  it('the served agent refuses malformed input before the handler runs', async () => {
    let ran = false;
    const agent = agentOn('<html><body></body></html>');
    const served = servePageAgent({ ...agent, step: async () => ((ran = true), { ok: false, reason: 'ran' }) });
    await expect(served.step({ text: 42 } as never)).rejects.toThrow(/bad input for step/);
    await expect(served.act({ choice: { element: 1, action: 'delete' } } as never)).rejects.toThrow(
      /bad input for act/,
    );
    expect(ran).toBe(false);
    expect(Object.keys(served).sort()).toEqual([...AGENT_METHODS].sort());
  });

  it("the agent's replies are what the driver accepts (capture's is checked in e2e)", async () => {
    const served = servePageAgent(
      agentOn(
        '<html><head><title>List</title></head><body><h1>Shoes</h1><a href="/list?page=2">Next</a></body></html>',
      ),
    );
    const next = await served.nextPage({});
    expect(next.found).toBe(true);
    expect(pageProtocol.nextPage.reply.parse(next)).toEqual(next);
    const missing = await servePageAgent(agentOn('<html><body><p>Only page</p></body></html>')).followNext({});
    expect(missing).toEqual({ ok: false, reason: 'there is no next-page control' });
    expect(pageProtocol.followNext.reply.parse(missing)).toEqual(missing);
  });
});
