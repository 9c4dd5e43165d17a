import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { REDIS } from './redis-keys';

/**
 * Per-host politeness shared by every worker on one Redis: at most `concurrency` pages of a
 * host at once, and at least `gapMs` between two page starts on it. A slot is a member of a
 * sorted set scored by its lease end, so a slot whose worker was killed frees itself.
 */
const ACQUIRE = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 200 end
local last = tonumber(redis.call('GET', KEYS[2]) or '0')
local wait = last + tonumber(ARGV[3]) - now
if wait > 0 then return wait end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[4]), ARGV[5])
redis.call('SET', KEYS[2], now, 'PX', tonumber(ARGV[3]) + 60000)
return 0`;

export interface HostGate {
  /** Waits for a slot on the URL's host; resolves a release function. */
  acquire(url: string): Promise<() => Promise<void>>;
}

export function createHostGate(
  redis: Redis,
  options: { concurrency: number; gapMs: number; leaseMs?: number; now?: () => number },
): HostGate {
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  return {
    async acquire(url) {
      const host = new URL(url).host.toLowerCase();
      const slot = randomUUID();
      const keys = [REDIS.hostSlots(host), REDIS.hostLast(host)];
      for (;;) {
        // Redis's clock, not this machine's: workers on several machines agree on the gap.
        const [seconds, micros] = await redis.time();
        const at = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
        const wait = Number(
          await redis.eval(
            ACQUIRE,
            2,
            ...keys,
            String(at),
            String(options.concurrency),
            String(options.gapMs),
            String(leaseMs),
            slot,
          ),
        );
        if (wait <= 0) break;
        await new Promise((r) => setTimeout(r, Math.min(Math.max(wait, 20), 1000)));
      }
      return async () => {
        await redis.zrem(keys[0] as string, slot);
      };
    },
  };
}
