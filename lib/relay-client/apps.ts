import { z } from '../contract/zod-setup';
import type { StorageArea } from '../shared/storage-area';
import { RELAY_DEFAULT_PORT } from '../relay/protocol';

export { RELAY_DEFAULT_PORT };

/**
 * The AI apps the user paired (Settings → AI apps) and what each may read. Two storage keys:
 * `aiApps` holds what Settings shows (names, ports, allowed sites); `aiAppTokens` holds the
 * pairing secrets, read only by the worker — no page ever receives a token.
 */
export const AI_APPS_KEY = 'aiApps';
export const AI_APP_TOKENS_KEY = 'aiAppTokens';

/** What an app may do without asking again ("Always"). */
export const grantSchema = z.object({
  /** An origin ("https://shop.example"), or "tabs" (titles and addresses of open tabs), or "recipes" (the learned sites). */
  scope: z.string().min(1).max(300),
  /** Steps that click or type on the site's pages are a separate permission. */
  steps: z.boolean(),
});
export type Grant = z.infer<typeof grantSchema>;

export const pairedAppSchema = z.object({
  appId: z.string().min(1).max(100),
  appName: z.string().min(1).max(100),
  port: z.int().min(1).max(65_535),
  pairedAt: z.number(),
  grants: z.array(grantSchema).max(1000),
  /** Set when the app refused Quarry's token (its process forgot the pairing): pair again. */
  refused: z.boolean().optional(),
});
export type PairedApp = z.infer<typeof pairedAppSchema>;

export const portSchema = z.int().min(1024).max(65_535).default(RELAY_DEFAULT_PORT);
export const pairingCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4,12}$/, 'The pairing code is the 4 to 12 digits the AI app printed when it started.');

/** Stored apps, read leniently: an entry that does not parse is dropped, not fatal. */
export function parseApps(raw: unknown): PairedApp[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = pairedAppSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const tokensSchema = z.record(z.string(), z.string().min(32).max(200));

export interface AppStore {
  list(): Promise<PairedApp[]>;
  get(appId: string): Promise<PairedApp | undefined>;
  token(appId: string): Promise<string | undefined>;
  /** Adds or replaces an app (a new pairing keeps the sites it was allowed before). */
  save(app: Omit<PairedApp, 'grants' | 'refused'>, token: string): Promise<PairedApp>;
  update(appId: string, change: (app: PairedApp) => PairedApp): Promise<PairedApp | undefined>;
  /** Forgets the app and its token. */
  remove(appId: string): Promise<boolean>;
}

export function createAppStore(area: StorageArea): AppStore {
  const readTokens = async (): Promise<Record<string, string>> => {
    const parsed = tokensSchema.safeParse((await area.get(AI_APP_TOKENS_KEY))[AI_APP_TOKENS_KEY]);
    return parsed.success ? parsed.data : {};
  };
  const list = async (): Promise<PairedApp[]> => parseApps((await area.get(AI_APPS_KEY))[AI_APPS_KEY]);
  // Writes are queued so two answers at once cannot lose one another.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    list,
    get: async (appId) => (await list()).find((app) => app.appId === appId),
    token: async (appId) => (await readTokens())[appId],
    save: (app, token) =>
      serial(async () => {
        const apps = await list();
        const before = apps.find((a) => a.appId === app.appId);
        const saved: PairedApp = { ...app, grants: before?.grants ?? [] };
        await area.set({
          [AI_APPS_KEY]: [...apps.filter((a) => a.appId !== app.appId), saved],
          [AI_APP_TOKENS_KEY]: { ...(await readTokens()), [app.appId]: token },
        });
        return saved;
      }),
    update: (appId, change) =>
      serial(async () => {
        const apps = await list();
        const found = apps.find((a) => a.appId === appId);
        if (!found) return undefined;
        const changed = pairedAppSchema.parse(change(found));
        await area.set({ [AI_APPS_KEY]: apps.map((a) => (a.appId === appId ? changed : a)) });
        return changed;
      }),
    remove: (appId) =>
      serial(async () => {
        const apps = await list();
        const tokens = await readTokens();
        const had = apps.some((a) => a.appId === appId) || appId in tokens;
        delete tokens[appId];
        await area.set({ [AI_APPS_KEY]: apps.filter((a) => a.appId !== appId), [AI_APP_TOKENS_KEY]: tokens });
        return had;
      }),
  };
}
