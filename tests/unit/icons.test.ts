import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Reads one of the PNGs scripts/make-icons.mjs writes (RGBA, 8 bits, filter 0 on every row). */
function readIcon(size: number): { width: number; alpha(x: number, y: number): number } {
  const data = readFileSync(`public/icon/${size}.png`);
  let at = 8;
  let width = 0;
  const idat: Buffer[] = [];
  while (at < data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') width = body.readUInt32BE(0);
    if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4 + 1;
  return { width, alpha: (x, y) => raw[y * stride + 1 + x * 4 + 3] ?? -1 };
}

describe('the extension icons', () => {
  it('128 px: 96 px of artwork inside 16 px of transparent padding (Chrome Web Store guidance)', () => {
    const icon = readIcon(128);
    expect(icon.width).toBe(128);
    for (let i = 0; i < 128; i++)
      for (const [x, y] of [
        [i, 0],
        [i, 15],
        [0, i],
        [15, i],
        [i, 112],
        [i, 127],
        [112, i],
        [127, i],
      ] as const)
        expect(icon.alpha(x, y), `pixel ${x},${y}`).toBe(0);
    // The artwork reaches the edge of its 96 px box (centre of each side is opaque).
    for (const [x, y] of [
      [64, 17],
      [17, 64],
      [64, 110],
      [110, 64],
    ] as const)
      expect(icon.alpha(x, y)).toBe(255);
  });

  it('16, 32 and 48 px fill their canvas', () => {
    for (const size of [16, 32, 48]) {
      const icon = readIcon(size);
      expect(icon.width).toBe(size);
      expect(icon.alpha(size >> 1, 0)).toBe(255);
      expect(icon.alpha(0, size >> 1)).toBe(255);
    }
  });
});
