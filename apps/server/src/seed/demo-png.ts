import { crc32, deflateSync } from 'node:zlib';

export type TileShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'ring' | 'stripes';
type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Whether the pixel at (x, y) of a `size` tile, measured from its centre, lies inside `shape`. */
function inside(shape: TileShape, x: number, y: number, size: number): boolean {
  const c = (size - 1) / 2;
  const dx = x - c;
  const dy = y - c;
  const r = size * 0.3;
  switch (shape) {
    case 'circle':
      return dx * dx + dy * dy <= r * r;
    case 'ring': {
      const d = Math.sqrt(dx * dx + dy * dy);
      return d <= r && d >= r * 0.55;
    }
    case 'square':
      return Math.abs(dx) <= r * 0.85 && Math.abs(dy) <= r * 0.85;
    case 'diamond':
      return Math.abs(dx) + Math.abs(dy) <= r * 1.15;
    case 'triangle':
      return dy <= r * 0.8 && dy >= -r && Math.abs(dx) <= ((dy + r) / (1.8 * r)) * r;
    case 'stripes':
      return Math.abs(dx) <= r && Math.abs(dy) <= r && Math.floor((dy + r) / (r / 2.5)) % 2 === 0;
  }
}

/**
 * A product tile for demo SKUs: a coloured square with a light shape in the middle, encoded as an
 * 8-bit RGB PNG with node's zlib, so the seed needs no image files and no image library.
 */
export function productTilePng(size: number, background: Rgb, shape: TileShape): Buffer {
  const foreground: Rgb = [
    Math.round(background[0] + (255 - background[0]) * 0.75),
    Math.round(background[1] + (255 - background[1]) * 0.75),
    Math.round(background[2] + (255 - background[2]) * 0.75),
  ];
  const rowBytes = size * 3 + 1;
  const raw = Buffer.alloc(rowBytes * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const colour = inside(shape, x, y, size) ? foreground : background;
      const at = y * rowBytes + 1 + x * 3;
      raw[at] = colour[0];
      raw[at + 1] = colour[1];
      raw[at + 2] = colour[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
