// Small but real files of each type for the upload tests, and a multipart body builder (no library needed).
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** A one-page PDF, padded to `size` bytes when asked (padding after %%EOF is ignored by readers). */
export function pdf(size?: number): Buffer {
  const body = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
  if (size === undefined || size <= body.length) return body;
  return Buffer.concat([body, Buffer.alloc(size - body.length, 0x20)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([len, typeAndData, crc]);
}

/** A 1×1 white PNG. */
export function png(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JFIF JPEG (what type detection reads). */
export function jpg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    randomBytes(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A Windows executable's header ('MZ'), to be renamed to .pdf by the tests. */
export function exe(): Buffer {
  return Buffer.concat([
    Buffer.from('MZ', 'latin1'),
    Buffer.alloc(62),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);
}

/** A zip with stored (uncompressed) entries. */
function zip(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

/** A minimal Word document (.docx): [Content_Types].xml naming the main document part, and that part. */
export function docx(): Buffer {
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>';
  const doc =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>';
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    { name: 'word/document.xml', data: Buffer.from(doc) },
  ]);
}

/** A plain zip (not an Office document). */
export function plainZip(): Buffer {
  return zip([{ name: 'readme.txt', data: Buffer.from('hallo') }]);
}

/**
 * An OLE compound file (512-byte sectors: header, one FAT sector, then the directory) with a root entry and the
 * given streams: 'WordDocument' makes it an old .doc; other names (e.g. an .msi's streams) do not. More than three
 * streams spread the directory over a chain of sectors, which the detection has to follow through the FAT.
 */
export function compoundFile(...streamNames: string[]): Buffer {
  const names = ['Root Entry', ...(streamNames.length ? streamNames : ['WordDocument'])];
  const dirSectors = Math.ceil(names.length / 4);
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(0xffffffff, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT
  for (let d = 0; d < dirSectors; d++) {
    fat.writeUInt32LE(d === dirSectors - 1 ? 0xfffffffe : d + 2, (d + 1) * 4);
  }
  const dir = Buffer.alloc(512 * dirSectors);
  names.forEach((name, index) => {
    const at = index * 128;
    const n = Buffer.from(`${name}\0`, 'utf16le');
    n.copy(dir, at);
    dir.writeUInt16LE(n.length, at + 0x40);
    dir[at + 0x42] = index === 0 ? 5 : 2;
    dir.writeUInt32LE(0xffffffff, at + 0x44);
    dir.writeUInt32LE(0xffffffff, at + 0x48);
    dir.writeUInt32LE(index === 0 ? 1 : 0xffffffff, at + 0x4c);
    dir.writeUInt32LE(0xfffffffe, at + 0x74);
  });
  return Buffer.concat([header, fat, dir]);
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body and its content type, parts in the given order. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----woonportaal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
        ),
      );
    } else {
      // A quoted string in raw UTF-8 as browsers send it; a quote or backslash escaped with a backslash.
      const filename = `filename="${p.filename.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; ${filename}\r\n` +
            `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
