/**
 * What the blind role-page families (role-pages-frameworks.ts, role-pages-intl.ts) share: a
 * seeded stream, a pick from it, and HTML escaping. Each family offsets its seeds so no other
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
