import type { Redis } from 'ioredis';
import { STEALTH_CREDIT_SURCHARGE } from '../lib/contract/limits';
import type { ApiKey } from './keys';
import { REDIS } from './redis-keys';

/** What a request costs: the configured cost, +4 with stealth (the contract), nothing in mock mode. */
export function requestCost(base: number, request: { stealth?: boolean; mock?: boolean }): number {
  if (request.mock) return 0;
  return base + (request.stealth ? STEALTH_CREDIT_SURCHARGE : 0);
}

// Check and charge in one step, so two requests racing for the last credit cannot both pass.
const CHARGE = `
local used = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
local cost = tonumber(ARGV[2])
if tonumber(ARGV[3]) - used < cost then return -1 end
return redis.call('HINCRBY', KEYS[1], ARGV[1], cost)`;

export interface CreditsRecord {
  remaining_credits: number;
  total_credits_used: number;
}

export function createCredits(redis: Redis) {
  return {
    async read(key: ApiKey): Promise<CreditsRecord> {
      const used = Number((await redis.hget(REDIS.creditsUsed, key.id)) ?? 0);
      return { remaining_credits: Math.max(0, key.credits - used), total_credits_used: used };
    },
    /** Charges `cost`; false (nothing charged) when the key has fewer credits left. */
    async charge(key: ApiKey, cost: number): Promise<boolean> {
      if (cost === 0) return true;
      const result = await redis.eval(CHARGE, 1, REDIS.creditsUsed, key.id, String(cost), String(key.credits));
      return Number(result) >= 0;
    },
    /** Gives a failed request's credits back, once whoever notices first (worker or API). */
    async refund(keyId: string, requestId: string, cost: number): Promise<void> {
      if (cost === 0) return;
      const first = await redis.set(REDIS.refunded(requestId), '1', 'EX', 7 * 24 * 3600, 'NX');
      if (first) await redis.hincrby(REDIS.creditsUsed, keyId, -cost);
    },
  };
}
export type Credits = ReturnType<typeof createCredits>;
