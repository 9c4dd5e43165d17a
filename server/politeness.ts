import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { REDIS } from './redis-keys';

/**
 * Per-host politeness shared by every worker on one Redis: at most `concurrency` jobs reading a
 * host at once (a slot, held for the job), and at least `gapMs` between two page requests to it
 * (`spaceOut`, called by the browser's request interception right before a page request goes
 * out, so the gap holds at the site, not only between slot grants). A slot is a member of a
 * sorted set scored by its lease end, so a slot whose worker was killed frees itself.
 */
const ACQUIRE = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 200 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[4])
return 0`;

// The request's turn: the last request's time plus the gap, taken atomically.
const SPACE = `
local now = tonumber(ARGV[1])
local last = tonumber(redis.call('GET', KEYS[1]) or '0')
local wait = last + tonumber(ARGV[2]) - now
if wait > 0 then return wait end
redis.call('SET', KEYS[1], now, 'PX', tonumber(ARGV[2]) + 60000)
return 0`;

export interface HostGate {
  /** Waits for a slot on the URL's host (until `cancelled()`); resolves a release function. */
  acquire(url: string, cancelled?: () => boolean): Promise<() => Promise<void>>;
  /** Waits until a page request to the URL's host keeps the gap; records it as the last one. */
  spaceOut(url: string): Promise<void>;
}

export function createHostGate(
  redis: Redis,
  options: { concurrency: number; gapMs: number; leaseMs?: number; now?: () => number },
): HostGate {
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  // Redis's clock, not this machine's: workers on several machines agree on the gap.
  const redisNow = async () => {
    const [seconds, micros] = await redis.time();
    return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  };
  const pause = (ms: number) => new Promise((r) => setTimeout(r, Math.min(Math.max(ms, 5), 1000)));
  return {
    async acquire(url, cancelled) {
      const host = new URL(url).host.toLowerCase();
      const slot = randomUUID();
      const key = REDIS.hostSlots(host);
      for (;;) {
        if (cancelled?.()) throw new Error('Stopped while waiting for a turn on the host.');
        const args = [String(await redisNow()), String(options.concurrency), String(leaseMs), slot];
        if (Number(await redis.eval(ACQUIRE, 1, key, ...args)) <= 0) break;
        await pause(200);
      }
      return async () => {
        await redis.zrem(key, slot);
      };
    },
    async spaceOut(url) {
      if (options.gapMs <= 0) return;
      const key = REDIS.hostLast(new URL(url).host.toLowerCase());
      for (;;) {
        const wait = Number(await redis.eval(SPACE, 1, key, String(await redisNow()), String(options.gapMs)));
        if (wait <= 0) return;
        await pause(wait);
      }
    },
  };
}
