import { z } from '../contract/zod-setup';
import type { StorageArea } from '../shared/storage-area';
import { withoutCredentialsInText } from '../contract/credentials';
import { keptPages } from './page-coverage';

/**
 * The pages of a scope that a model answered (the first page, the confirming page, each heal
 * and drift check), kept so a recipe is learned jointly from all of them rather than from the
 * latest page alone. Bounded: a few pages of a scope (the newest, and those showing what the
 * others do not: lib/recipes/page-coverage.ts), a page only when its HTML is of a reasonable
 * size, and only the most recently used scopes. Each scope is its own storage key,
 * so storing one page never rewrites the others.
 */
export const answeredPageSchema = z.object({
  url: z.string().max(4000),
  html: z.string(),
  result: z.unknown(),
  at: z.number().nonnegative(),
  /** The page had parts that change it once loaded (absent: not known, counted as live). */
  live: z.boolean().optional(),
});
export type AnsweredPage = z.infer<typeof answeredPageSchema>;

export interface AnsweredPages {
  list(scopeKey: string): Promise<AnsweredPage[]>;
  add(scopeKey: string, page: AnsweredPage): Promise<AnsweredPage[]>;
}

/** Pages kept per scope: enough to learn what varies, few enough to learn quickly. */
export const PAGES_PER_SCOPE = 4;
/** Scopes whose pages are kept; the least recently answered go first. */
const MAX_SCOPES = 40;
/** A page larger than this is learned from but not kept. */
const MAX_HTML = 1_500_000;

const INDEX_KEY = 'recipe-pages';
const pagesKey = (scopeKey: string): string => `recipe-pages:${scopeKey}`;

export function createAnsweredPages(area: StorageArea): AnsweredPages {
  const list = async (scopeKey: string): Promise<AnsweredPage[]> => {
    const raw = (await area.get(pagesKey(scopeKey)))[pagesKey(scopeKey)];
    const parsed = z.array(answeredPageSchema).safeParse(raw);
    return parsed.success ? parsed.data : [];
  };
  return {
    list,
    async add(scopeKey, answered) {
      // Kept for learning again later: a page's own links may carry a user name and password.
      const page = { ...answered, html: withoutCredentialsInText(answered.html) };
      const kept = (await list(scopeKey)).filter((p) => p.url !== page.url);
      const pages = keptPages([...kept, page], PAGES_PER_SCOPE);
      if (page.html.length <= MAX_HTML) {
        const index = z
          .array(z.string())
          .catch([])
          .parse((await area.get(INDEX_KEY))[INDEX_KEY]);
        const scopes = [...index.filter((k) => k !== scopeKey), scopeKey];
        const dropped = scopes.slice(0, -MAX_SCOPES);
        if (dropped.length) await area.remove(dropped.map(pagesKey));
        await area.set({ [INDEX_KEY]: scopes.slice(-MAX_SCOPES), [pagesKey(scopeKey)]: pages });
      }
      return pages;
    },
  };
}
