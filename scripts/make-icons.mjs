// Draws Quarry's toolbar/store icons (a white "Q" ring on the accent blue) as PNGs at
// 16, 32, 48 and 128 px into public/icon/, where WXT picks them up for the manifest. The 128 px
// icon is 96 px of artwork in 16 px of transparent padding (Chrome Web Store guidance); 16 and
// 32 px draw simpler, bolder shapes.
// Pure Node (zlib): run `node scripts/make-icons.mjs` after changing the drawing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [36, 86, 214];
const WHITE = [255, 255, 255];

/**
 * Colour of the drawing at a point of the artwork's unit square (0..1), or null (transparent).
 * `small` (16 and 32 px): fewer, bolder shapes — a thick ring and a long tail that cuts through
 * it to the corner — so the Q does not read as an O at toolbar size.
 */
function paint(x, y, small) {
  const r = Math.hypot(x - 0.5, y - 0.5);
  // Rounded square background.
  const d = Math.max(Math.abs(x - 0.5), Math.abs(y - 0.5));
  const round = small ? 0.14 : 0.18;
  const corner = Math.hypot(
    Math.max(Math.abs(x - 0.5) - (0.5 - round), 0),
    Math.max(Math.abs(y - 0.5) - (0.5 - round), 0),
  );
  const inside = d <= 0.5 && corner <= round;
  if (!inside) return null;
  const ring = small ? r >= 0.17 && r <= 0.33 : r >= 0.2 && r <= 0.31;
  // The Q's tail: a thick stroke towards the lower right.
  const from = small ? 0.5 : 0.55;
  const t = (x - from + (y - from)) / 2;
  const off = Math.abs(x - from - (y - from)) / Math.SQRT2;
  const tail = small ? t >= 0.06 && t <= 0.34 && off <= 0.085 : t >= 0 && t <= 0.2 && off <= 0.055;
  return ring || tail ? WHITE : BLUE;
}

/**
 * Where the artwork sits in the canvas: the Chrome Web Store asks for 96 px of artwork with
 * 16 px of transparent padding on each side of the 128 px icon; smaller sizes use the whole canvas.
 */
function artwork(size) {
  const pad = size === 128 ? 16 / 128 : 0;
  return { pad, scale: 1 - 2 * pad, small: size <= 32 };
}

function png(size) {
  const S = 4; // supersampling per axis
  const art = artwork(size);
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0;
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < S; sy++)
        for (let sx = 0; sx < S; sx++) {
          const u = (px + (sx + 0.5) / S) / size;
          const v = (py + (sy + 0.5) / S) / size;
          const c = paint((u - art.pad) / art.scale, (v - art.pad) / art.scale, art.small);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      const o = py * (size * 4 + 1) + 1 + px * 4;
      raw[o] = a ? Math.round(r / a) : 0;
      raw[o + 1] = a ? Math.round(g / a) : 0;
      raw[o + 2] = a ? Math.round(b / a) : 0;
      raw[o + 3] = Math.round((255 * a) / (S * S));
    }
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buf) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

mkdirSync('public/icon', { recursive: true });
for (const size of [16, 32, 48, 128]) writeFileSync(`public/icon/${size}.png`, png(size));
console.log('Wrote public/icon/16, 32, 48 and 128 px.');
