import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from '../../lib/contract/zod-setup';

/**
 * The pairings this MCP process accepts in `hello`, kept in `<home>/pairings.json` so a
 * restarted process (a new MCP client session) needs no new code. Only a SHA-256 of each token
 * is written: the file lets nobody connect. A pairing is bound to the extension Origin that
 * made it, so another extension holding a copied token is still refused.
 */
const pairingSchema = z.object({
  appId: z.string().min(1).max(100),
  tokenSha256: z.string().regex(/^[0-9a-f]{64}$/),
  origin: z.string().max(200),
  pairedAt: z.string(),
});
export type Pairing = z.infer<typeof pairingSchema>;

const fileSchema = z.object({ version: z.literal(1), pairings: z.array(pairingSchema) });

export const PAIRINGS_FILE = 'pairings.json';

export interface PairingStore {
  /** The pairing whose token this is, made from this Origin. */
  find(token: string, origin: string): Pairing | undefined;
  /** Records a new pairing; returns its appId. */
  add(token: string, origin: string): Pairing;
  count(): number;
  /** Forgets every pairing (`--forget-pairings`). */
  clear(): void;
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export function filePairingStore(home: string, now: () => Date = () => new Date()): PairingStore {
  const file = join(home, PAIRINGS_FILE);
  const read = (): Pairing[] => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    const parsed = fileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${file} is not a Quarry pairings file: delete it and pair again.`);
    return parsed.data.pairings;
  };
  const write = (pairings: Pairing[]): void => {
    mkdirSync(home, { recursive: true, mode: 0o700 });
    // Written beside, then renamed: a crash never leaves half a file.
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify({ version: 1, pairings }, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, file);
  };
  return {
    find(token, origin) {
      const hash = Buffer.from(sha256(token), 'hex');
      return read().find((p) => p.origin === origin && timingSafeEqual(Buffer.from(p.tokenSha256, 'hex'), hash));
    },
    add(token, origin) {
      const pairing: Pairing = {
        appId: randomUUID(),
        tokenSha256: sha256(token),
        origin,
        pairedAt: now().toISOString(),
      };
      write([...read(), pairing]);
      return pairing;
    },
    count: () => read().length,
    clear() {
      rmSync(file, { force: true });
    },
  };
}
