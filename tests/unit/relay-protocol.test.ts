import { describe, expect, it } from 'vitest';
import { extensionFrameSchema, mcpFrameSchema } from '../../lib/relay/protocol';

// Every frame form parses (zod builds a discriminated union's map at the first parse, so a
// shape it refuses only shows when a frame is read), and broken frames are refused.
describe('relay frames', () => {
  it('parses each extension frame, both result forms included', () => {
    const frames = [
      { type: 'pair', version: 1, code: '123456', extensionVersion: '0.1.0' },
      { type: 'hello', version: 1, token: 't'.repeat(43), extensionVersion: '0.1.0' },
      { type: 'progress', id: 'c1', progress: 1, total: 3, message: 'page 1' },
      { type: 'result', id: 'c1', ok: true, value: { tabs: [] } },
      { type: 'result', id: 'c1', ok: false, error: { code: 'denied', message: 'The user said no.' } },
      { type: 'pong' },
    ];
    for (const frame of frames) expect(extensionFrameSchema.parse(frame)).toEqual(frame);
  });

  it('refuses a result without ok, a failed result without its error, and an unknown type', () => {
    expect(extensionFrameSchema.safeParse({ type: 'result', id: 'c1', value: 1 }).success).toBe(false);
    expect(extensionFrameSchema.safeParse({ type: 'result', id: 'c1', ok: false }).success).toBe(false);
    expect(extensionFrameSchema.safeParse({ type: 'call', id: 'c1' }).success).toBe(false);
  });

  it('parses each MCP-process frame', () => {
    const frames = [
      { type: 'welcome', version: 1, appName: 'Claude Desktop', appId: 'a1', token: 't'.repeat(43) },
      { type: 'call', id: 'c1', tool: 'extract', args: { user_prompt: 'x', tab: 'current' } },
      { type: 'cancel', id: 'c1' },
      { type: 'ping' },
      { type: 'error', message: 'The frame is not JSON.' },
    ];
    for (const frame of frames) expect(mcpFrameSchema.parse(frame)).toEqual(frame);
  });
});
