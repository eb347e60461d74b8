// The invoice PDF's typeface: DejaVu Sans from @fontsource/dejavu-sans, regular and bold. The package ships WOFF
// (zlib-compressed tables) and WOFF2; fontkit, pdfkit's font engine, cannot subset its WOFF2 and inflates WOFF in
// JavaScript on every document (2 s a render). So the WOFF files are unpacked once per process, with Node's zlib,
// into the plain TrueType they wrap (35 ms a render). pdfkit embeds only the glyphs a document uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const file = (weight: 400 | 700) =>
  require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`);

export const FONT_FILES = { regular: file(400), bold: file(700) } as const;

/**
 * The TrueType (sfnt) font inside a WOFF 1.0 file: the same tables, inflated where they were compressed, behind an
 * sfnt header and table directory (https://www.w3.org/TR/WOFF/). WOFF keeps its directory sorted by tag, as sfnt
 * requires, and each table's original checksum.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(stored) : stored;
    if (data.length !== original) throw new Error('WOFF table of the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + 16 * count;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.data.length), headerLength));
  let power = 1;
  let log2 = 0;
  while (power * 2 <= count) {
    power *= 2;
    log2++;
  }
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6); // searchRange
  out.writeUInt16BE(log2, 8); // entrySelector
  out.writeUInt16BE(count * 16 - power * 16, 10); // rangeShift
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** Both weights as TrueType, read and unpacked at first use. */
export function invoiceFonts(): { regular: Buffer; bold: Buffer } {
  loaded ??= {
    regular: woffToSfnt(readFileSync(FONT_FILES.regular)),
    bold: woffToSfnt(readFileSync(FONT_FILES.bold)),
  };
  return loaded;
}
