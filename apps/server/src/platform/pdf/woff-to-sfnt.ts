import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * A WOFF 1.0 font as the TrueType/OpenType file it wraps: each table inflated (zlib) when it was
 * stored compressed, the table directory written back. The tables are the font's own bytes, so the
 * result is the font the WOFF was made from. HarfBuzz could convert it too (subsetting with every
 * glyph kept), but that grew its WebAssembly memory by ≈ 50 MB, which a module's memory never gives
 * back: a worker that had read the font kept that for its whole life (docs/PERFORMANCE.md).
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = input.readUInt32BE(entry + 4);
    const compLength = input.readUInt32BE(entry + 8);
    const origLength = input.readUInt32BE(entry + 12);
    const stored = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    tables.push({ tag: input.readUInt32BE(entry), checksum: input.readUInt32BE(entry + 16), data });
  }
  const padded = (length: number) => (length + 3) & ~3;
  let size = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const table of tables) size += padded(table.data.length);
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  // WOFF keeps its directory sorted by tag, as sfnt's must be; the data follows in the same order.
  let at = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const record = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(at, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, at);
    at += padded(table.data.length);
  });
  return out;
}
