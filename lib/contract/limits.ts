/**
 * Limits of the extraction contract (spec: "Limits").
 *
 * "2 MB" is read as 2,000,000 bytes of UTF-8 — the decimal megabyte. It is the stricter of
 * the two readings (2 MiB = 2,097,152), so a request Quarry accepts is accepted by any
 * service that implements the contract, whichever reading that service chose.
 */
export const MAX_SOURCE_BYTES = 2_000_000;
export const TOTAL_PAGES = { min: 1, max: 100, default: 1 } as const;
export const NUMBER_OF_SCROLLS = { min: 0, max: 50, default: 0 } as const;
export const STEALTH_CREDIT_SURCHARGE = 4;

const encoder = new TextEncoder();

/** Size of a string as UTF-8 bytes, which is what goes over the wire. */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/** "2.40 MB (2,400,000 bytes)": the rounded figure for people, the exact one for the limit. */
export function formatBytes(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-US')} bytes`;
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(2)} MB (${exact})`;
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(1)} kB (${exact})`;
  return exact;
}
