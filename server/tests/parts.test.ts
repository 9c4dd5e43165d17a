import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowList, refusedAddress } from '../address-guard';
import { readConfig } from '../config';
import { requestCost } from '../credits';
import { findKey, hashKey, parseApiKeys } from '../keys';
import { openScratch, processAlive, sweepScratch } from '../scratch';

/** The server's small parts, without Redis or a browser. */
describe('keys', () => {
  it('keeps only hashes and finds a key by its hash', () => {
    const keys = parseApiKeys(' alpha-key=10 , beta=0 ');
    expect(keys).toEqual([
      { id: hashKey('alpha-key'), credits: 10 },
      { id: hashKey('beta'), credits: 0 },
    ]);
    expect(JSON.stringify(keys)).not.toContain('alpha-key');
    expect(findKey(keys, 'beta')?.credits).toBe(0);
    expect(findKey(keys, 'alpha')).toBeUndefined();
    expect(findKey(keys, undefined)).toBeUndefined();
  });

  it('names a bad pair by position, never echoing the key', () => {
    expect(() => parseApiKeys('good=1,very-secret-key=lots')).toThrow('pair 2 is not key=credits');
    try {
      parseApiKeys('very-secret-key=-3');
    } catch (error) {
      expect(String(error)).not.toContain('very-secret-key');
    }
  });
});

describe('configuration', () => {
  it('has the documented defaults and reads a config file under the environment', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 8787, QUARRY_ALLOW_PRIVATE_ADDRESSES: false });
    expect(readConfig({ PORT: '9001' }, { PORT: 9000, QUARRY_ALLOW_PRIVATE_ADDRESSES: true })).toMatchObject({
      PORT: 9001,
      QUARRY_ALLOW_PRIVATE_ADDRESSES: true,
    });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('credits', () => {
  it('costs the configured amount, +4 with stealth, nothing in mock mode', () => {
    expect(requestCost(1, {})).toBe(1);
    expect(requestCost(2, { stealth: true })).toBe(6);
    expect(requestCost(3, { stealth: true, mock: true })).toBe(0);
  });
});

describe('address guard', () => {
  const resolveTo = (addresses: string[]) => async () => addresses;
  it('refuses loopback, private and link-local addresses, literal or resolved', async () => {
    for (const url of [
      'http://127.0.0.2/',
      'http://[::ffff:10.0.0.1]/',
      'http://169.254.169.254/latest',
      'http://[fd00::1]/',
    ])
      expect(await refusedAddress(url, resolveTo([]))).toMatch(/loopback or private/);
    expect(await refusedAddress('http://shop.test/', resolveTo(['93.184.215.14', '192.168.1.9']))).toMatch(/private/);
    expect(await refusedAddress('http://shop.test/', resolveTo(['93.184.215.14']))).toBeUndefined();
    expect(await refusedAddress('https://203.0.113.10/', resolveTo([]))).toBeUndefined();
    const failing = async (): Promise<string[]> => {
      throw new Error('NXDOMAIN');
    };
    expect(await refusedAddress('http://nowhere.test/', failing)).toMatch(/could not be resolved/);
  });
  it('lets QUARRY_ALLOWED_ADDRESSES through, and only those', async () => {
    const allowed = allowList('10.1.2.0/24, 127.0.0.2');
    expect(await refusedAddress('http://10.1.2.7/', resolveTo([]), allowed)).toBeUndefined();
    expect(await refusedAddress('http://127.0.0.2:8080/', resolveTo([]), allowed)).toBeUndefined();
    expect(await refusedAddress('http://10.1.3.7/', resolveTo([]), allowed)).toMatch(/private/);
    expect(await refusedAddress('http://127.0.0.1/', resolveTo([]), allowed)).toMatch(/loopback/);
    expect(() => allowList('10.1.2.0/24,intranet')).toThrow(/intranet is not an address/);
  });
});

describe('scratch directories', () => {
  it('removes what workers of this machine that stopped left, and nothing else', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'quarry-scratch-test-'));
    try {
      // A process that has exited: its pid is free (the kernel hands pids out in turn).
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
      const deadPid = Number(gone.stdout.toString());
      expect(processAlive(deadPid)).toBe(false);
      expect(processAlive(process.ppid)).toBe(true);
      const dead = openScratch({ tmp, host: 'here', pid: deadPid });
      writeFileSync(join(dead.dir, 'profile-file'), 'left by a SIGKILL');
      const running = openScratch({ tmp, host: 'here', pid: process.ppid });
      const elsewhere = openScratch({ tmp, host: 'another-machine', pid: deadPid });
      const mine = openScratch({ tmp, host: 'here' });
      // Made but its owner file not yet written: another worker setting up right now.
      const settingUp = join(tmp, 'quarry-worker-settingup');
      mkdirSync(settingUp);
      const unrelated = join(tmp, 'quarry-server-profile-other');
      mkdirSync(unrelated);

      expect(sweepScratch({ tmp, host: 'here' })).toEqual([dead.dir]);
      expect(existsSync(dead.dir)).toBe(false);
      expect(readdirSync(tmp).sort()).toEqual(
        [running.dir, elsewhere.dir, mine.dir, settingUp, unrelated].map((d) => d.slice(tmp.length + 1)).sort(),
      );

      // Still without an owner a few minutes on: its worker died in that instant.
      const old = (Date.now() - 5 * 60_000) / 1000;
      utimesSync(settingUp, old, old);
      expect(sweepScratch({ tmp, host: 'here' })).toEqual([settingUp]);
      mine.remove();
      expect(existsSync(mine.dir)).toBe(false);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
