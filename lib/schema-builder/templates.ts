import { z } from '../contract/zod-setup';
import type { StorageArea } from '../shared/storage-area';

/** A schema the user saved, remembered with the site it was made on. */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  schemaText: z.string(),
  prompt: z.string().default(''),
  savedAt: z.number(),
});
export type Template = z.infer<typeof templateSchema>;
export const TEMPLATES_KEY = 'ui:templates';
const MAX_TEMPLATES = 200;

export function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : '';
  } catch {
    return '';
  }
}

export function parseTemplates(value: unknown): Template[] {
  const parsed = z.array(templateSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** Templates for a site first (newest first), then the others: what the builder suggests. */
export function templatesFor(templates: readonly Template[], host: string): { site: Template[]; other: Template[] } {
  const newest = [...templates].sort((a, b) => b.savedAt - a.savedAt);
  return {
    site: host ? newest.filter((t) => t.host === host) : [],
    other: newest.filter((t) => !host || t.host !== host),
  };
}

export interface TemplateStore {
  list(): Promise<Template[]>;
  /** Saves under a name; the same name on the same site replaces the older one. */
  save(entry: Omit<Template, 'id' | 'savedAt'>, now?: number, id?: string): Promise<Template[]>;
  remove(id: string): Promise<Template[]>;
}

export function createTemplateStore(area: StorageArea): TemplateStore {
  async function list(): Promise<Template[]> {
    return parseTemplates((await area.get(TEMPLATES_KEY))[TEMPLATES_KEY]);
  }
  async function write(templates: Template[]): Promise<Template[]> {
    await area.set({ [TEMPLATES_KEY]: templates });
    return templates;
  }
  return {
    list,
    async save(entry, now = Date.now(), id = crypto.randomUUID()) {
      const kept = (await list()).filter((t) => !(t.name === entry.name && t.host === entry.host));
      return write([{ ...entry, id, savedAt: now }, ...kept].slice(0, MAX_TEMPLATES));
    },
    async remove(id) {
      return write((await list()).filter((t) => t.id !== id));
    },
  };
}
