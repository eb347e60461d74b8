// What a file is, judged by its content (magic bytes), never by its name or the MIME type the client sent.
import { open } from 'node:fs/promises';
import { ALLOWED_UPLOAD_TYPES, type AllowedUploadType } from '@shared/documents/schemas';
import { fileTypeFromFile } from 'file-type';

const isAllowed = (mime: string): mime is AllowedUploadType => mime in ALLOWED_UPLOAD_TYPES;

/**
 * The allowed type of the file at `localPath`, or undefined when it is none of PDF, DOC, DOCX, JPG, PNG.
 * file-type calls every OLE compound file (old .doc, but also .xls, .ppt, .msi installers) application/x-cfb: such
 * a file counts as a Word document only when its directory holds the 'WordDocument' stream every .doc has.
 */
export async function detectUploadType(localPath: string): Promise<AllowedUploadType | undefined> {
  const detected = await fileTypeFromFile(localPath).catch(() => undefined);
  if (!detected) return undefined;
  if (detected.mime === 'application/x-cfb') {
    return (await hasWordDocumentStream(localPath)) ? 'application/msword' : undefined;
  }
  return isAllowed(detected.mime) ? detected.mime : undefined;
}

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR = 0xfffffffa;
const WORD_DOCUMENT = 'WordDocument';

/**
 * Walks the compound file's directory (MS-CFB §2.6) looking for a stream named WordDocument. Reads only the header,
 * the FAT sectors it needs and the directory sectors; gives up (false) on anything malformed or looping.
 */
export async function hasWordDocumentStream(localPath: string): Promise<boolean> {
  const fh = await open(localPath, 'r');
  try {
    const { size } = await fh.stat();
    const read = async (offset: number, length: number) => {
      if (offset < 0 || offset + length > size) return undefined;
      const buf = Buffer.alloc(length);
      const { bytesRead } = await fh.read(buf, 0, length, offset);
      return bytesRead === length ? buf : undefined;
    };
    const header = await read(0, 512);
    if (!header?.subarray(0, 8).equals(CFB_SIGNATURE)) return false;
    const sectorShift = header.readUInt16LE(0x1e);
    if (sectorShift !== 9 && sectorShift !== 12) return false;
    const sectorSize = 1 << sectorShift;
    const perSector = sectorSize / 4;
    const sectorOffset = (sid: number) => (sid + 1) * sectorSize;

    // The locations of the FAT sectors: 109 in the header, the rest in a chain of DIFAT sectors.
    const fatSectors: number[] = [];
    for (let i = 0; i < 109; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
    let difat = header.readUInt32LE(0x44);
    let difatCount = header.readUInt32LE(0x48);
    while (difat <= MAX_SECTOR && difatCount-- > 0 && fatSectors.length < 1_000_000) {
      const sector = await read(sectorOffset(difat), sectorSize);
      if (!sector) return false;
      for (let i = 0; i < perSector - 1; i++) fatSectors.push(sector.readUInt32LE(i * 4));
      difat = sector.readUInt32LE(sectorSize - 4);
    }

    const fatCache = new Map<number, Buffer>();
    const nextSector = async (sid: number) => {
      const index = Math.floor(sid / perSector);
      const fatSid = fatSectors[index];
      if (fatSid === undefined || fatSid > MAX_SECTOR) return undefined;
      let fat = fatCache.get(index);
      if (!fat) {
        fat = await read(sectorOffset(fatSid), sectorSize);
        if (!fat) return undefined;
        fatCache.set(index, fat);
      }
      return fat.readUInt32LE((sid % perSector) * 4);
    };

    let sid = header.readUInt32LE(0x30);
    const seen = new Set<number>();
    while (sid <= MAX_SECTOR && !seen.has(sid) && seen.size < 10_000) {
      seen.add(sid);
      const sector = await read(sectorOffset(sid), sectorSize);
      if (!sector) return false;
      for (let at = 0; at + 128 <= sectorSize; at += 128) {
        const nameBytes = sector.readUInt16LE(at + 0x40);
        const objectType = sector[at + 0x42];
        if (objectType !== 2 || nameBytes < 2 || nameBytes > 64) continue;
        const name = sector.toString('utf16le', at, at + nameBytes - 2);
        if (name === WORD_DOCUMENT) return true;
      }
      const next = await nextSector(sid);
      if (next === undefined || next === END_OF_CHAIN) break;
      sid = next;
    }
    return false;
  } finally {
    await fh.close();
  }
}
