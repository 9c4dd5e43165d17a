import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOptions } from '../options';

describe('flags and environment', () => {
  it('defaults: the protocol port, ~/.config/quarry-mcp, 15 s, the browser backend', () => {
    expect(readOptions([], {})).toEqual({
      port: 17_373,
      extensionIds: [],
      home: join(homedir(), '.config', 'quarry-mcp'),
      connectWaitMs: 15_000,
      forgetPairings: false,
      help: false,
    });
    expect(readOptions([], { XDG_CONFIG_HOME: '/x' })).toMatchObject({ home: '/x/quarry-mcp' });
  });

  it('a flag wins over its environment variable', () => {
    const env = {
      QUARRY_MCP_PORT: '1',
      QUARRY_MCP_HOME: '/env-home',
      QUARRY_EXTENSION_ID: 'a'.repeat(32),
      QUARRY_MCP_CONNECT_WAIT: '2',
    };
    expect(readOptions([], env)).toMatchObject({
      port: 1,
      home: '/env-home',
      extensionIds: ['a'.repeat(32)],
      connectWaitMs: 2_000,
    });
    expect(
      readOptions(
        ['--port', '2', '--home', '/flag-home', '--extension-id', `${'b'.repeat(32)},${'c'.repeat(32)}`],
        env,
      ),
    ).toMatchObject({ port: 2, home: '/flag-home', extensionIds: ['b'.repeat(32), 'c'.repeat(32)] });
  });

  it('--server needs a key, from the flag or QUARRY_SERVER_KEY', () => {
    expect(readOptions(['--server', 'http://127.0.0.1:8787'], {})).toMatch(/^--server needs --key/);
    expect(readOptions(['--server', 'http://127.0.0.1:8787'], { QUARRY_SERVER_KEY: 'k' })).toMatchObject({
      server: 'http://127.0.0.1:8787',
      key: 'k',
    });
  });

  it('refuses bad values with a sentence and the usage', () => {
    expect(readOptions(['--port', 'abc'], {})).toMatch(/^--port must be a whole number from 0 to 65535\n/);
    expect(readOptions(['--port', '70000'], {})).toMatch(/^--port must be a whole number/);
    expect(readOptions(['--extension-id', 'not-an-id'], {})).toMatch(/an extension id is 32 letters a–p/);
    expect(readOptions(['--server', 'ftp://x', '--key', 'k'], {})).toMatch(/--server must be an http\(s\) URL/);
    expect(readOptions(['--bogus'], {})).toMatch(/Unknown option '--bogus'[\s\S]*quarry-mcp: Quarry's MCP server/);
  });
});
