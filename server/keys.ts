import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * API keys from QUARRY_API_KEYS (`key=credits` pairs, comma-separated). Only a SHA-256 of
 * each key is kept in memory and in Redis; a presented key is hashed and compared with every
 * configured hash in constant time, so neither timing nor a Redis dump gives a key away.
 */
export interface ApiKey {
  /** Hex SHA-256 of the key: its identity everywhere (jobs, credits, rate limit). */
  id: string;
  credits: number;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function parseApiKeys(text: string): ApiKey[] {
  const keys: ApiKey[] = [];
  text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .forEach((pair, index) => {
      const at = pair.lastIndexOf('=');
      const key = at > 0 ? pair.slice(0, at).trim() : '';
      const credits = Number(at > 0 ? pair.slice(at + 1) : NaN);
      // The key itself is never echoed: only the position of the bad pair.
      if (!key || !Number.isInteger(credits) || credits < 0)
        throw new Error(`QUARRY_API_KEYS: pair ${index + 1} is not key=credits (a whole number of credits).`);
      keys.push({ id: hashKey(key), credits });
    });
  return keys;
}

/** The configured key matching `presented`, compared in constant time against every key. */
export function findKey(keys: readonly ApiKey[], presented: string | undefined): ApiKey | undefined {
  if (!presented) return undefined;
  const digest = Buffer.from(hashKey(presented), 'hex');
  let found: ApiKey | undefined;
  for (const key of keys) {
    if (timingSafeEqual(digest, Buffer.from(key.id, 'hex')) && !found) found = key;
  }
  return found;
}
