import type { RoleLeaf } from './role-pages';

/**
 * What the blind role-page families (role-pages-frameworks.ts, role-pages-intl.ts) share: a
 * seeded stream, a pick from it, HTML escaping, and the careless answer built field by field. Each family offsets its seeds so no other
 * family's page is drawn again.
 */

/** mulberry32 from `seed + offset`: the same stream for the same seed, every run. */
export function stream(seed: number, offset: number): () => number {
  let a = (seed + offset) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], r: () => number): T {
  return items[Math.floor(r() * items.length)] as T;
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/**
 * A product page's answer built field by field: `put(key, choices, chance)` gives, with that
 * chance, a value borrowed from another role (a leaf `role` with its note), else the true value
 * (a leaf `true`). Choices equal to the truth, null or undefined are never borrowed.
 */
export function carelessAnswer<T extends Record<string, unknown>>(
  truth: T,
  r: () => number,
): {
  answer: Record<string, unknown>;
  leaves: RoleLeaf[];
  put: (key: keyof T & string, choices: Array<[unknown, string]>, chance: number) => void;
} {
  const answer: Record<string, unknown> = {};
  const leaves: RoleLeaf[] = [];
  const put = (key: keyof T & string, choices: Array<[unknown, string]>, chance: number): void => {
    const usable = choices.filter(([v]) => v !== null && v !== undefined && String(v) !== String(truth[key]));
    if (usable.length > 0 && r() < chance) {
      const [value, note] = pick(usable, r);
      answer[key] = value;
      leaves.push({ pointer: `/${key}`, kind: 'role', note });
    } else {
      answer[key] = truth[key];
      leaves.push({ pointer: `/${key}`, kind: 'true', note: '' });
    }
  };
  return { answer, leaves, put };
}
