// Receiving a multipart upload: every file part is streamed to a staging file (never held in memory), its size
// limit and its type (by content) checked as soon as it has arrived. Anything refused, and everything on any
// failure, is discarded before the error leaves: a refused upload leaves nothing on disk. A refusal while the body
// is still arriving (a file over the limit, no right to upload to the project in the fields) answers at once: the
// rest of the body is not waited for (the route then closes the connection, see `bodyStillArriving`).

import { pipeline, type Readable } from 'node:stream';
import {
  ALLOWED_UPLOAD_TYPES,
  type AllowedUploadType,
  DOCUMENT_MESSAGES,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
} from '@shared/documents/schemas';
import { INVALID_CHARACTERS, isSafeText } from '@shared/zod';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { fileMeter } from '../../lib/memory';
import { INVALID_INPUT } from '../../plugins/errors';
import type { FileStorage, StagedFile } from '../../storage/files';
import { detectUploadType } from './detect';

export interface ReceivedFile {
  /** The uploader's file name made safe for display (no path, no control characters). */
  originalName: string;
  mimeType: AllowedUploadType;
  size: number;
  staged: StagedFile;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  /** Text fields, the last value of each name; empty values are left out. */
  fields: Record<string, string>;
}

/** Limits of @fastify/multipart (busboy) for the documents routes. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_FILES_PER_UPLOAD,
  fields: 10,
  fieldSize: 2048,
  fieldNameSize: 100,
  parts: MAX_FILES_PER_UPLOAD + 10,
  headerPairs: 100,
};

/** 413 naming the file in `fieldErrors`, so a form can say which one. */
const tooLarge = (field: string, filename: string) =>
  new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge, {
    [field]: `${filename}: ${DOCUMENT_MESSAGES.tooLarge}`,
  });
const badType = (field: string, filename: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.badType, {
    [field]: `${filename}: ${DOCUMENT_MESSAGES.badTypeDetail}`,
  });

/** Busboy's messages for a body that is no valid multipart/form-data (no boundary, cut short, broken headers). */
const MALFORMED_MULTIPART =
  /boundary|unexpected end of (multipart data|form)|terminated early|malformed|missing content-type|unsupported content-type/i;

/** The client went away mid-body (closed the connection, aborted the request). */
export function isClientAbort(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === 'FST_MP_PREMATURE_CLOSE' ||
    e?.code === 'ECONNRESET' ||
    e?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    e?.message === 'aborted'
  );
}

/**
 * Maps @fastify/multipart's limit errors and busboy's parse errors to our Dutch ones; anything else (a disk error,
 * a bug) passes unchanged and stays a 500.
 */
function mapMultipartError(err: unknown, maxFiles: number): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        maxFiles === MAX_FILES_PER_UPLOAD
          ? DOCUMENT_MESSAGES.tooManyFiles
          : `Maximaal ${maxFiles} ${maxFiles === 1 ? 'bestand' : 'bestanden'} tegelijk`,
      );
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(INVALID_INPUT);
  }
  if (isClientAbort(err)) return badRequest(INVALID_INPUT);
  // Busboy's own errors are plain Errors without a code (a file system error always has one).
  if (err instanceof Error && !code && MALFORMED_MULTIPART.test(err.message))
    return badRequest(INVALID_INPUT);
  return err;
}

/** Checks a route runs while the body streams in; throwing refuses the upload before more of it is read. */
export interface UploadChecks {
  /** Each text field as it arrives (the fields so far include it). */
  onField?: (name: string, value: string, fields: Readonly<Record<string, string>>) => Promise<void> | void;
  /** Once, before the first file is staged: the fields sent before it. */
  beforeFirstFile?: (fields: Readonly<Record<string, string>>) => Promise<void> | void;
}

/**
 * Reads the multipart body of `req`: file parts named `fileField` are staged and checked, text fields collected.
 * A request that is not multipart yields no files (the caller answers 'Geen bestanden geselecteerd').
 *
 * A file over the size limit fails the moment busboy reaches the limit: its part stream is destroyed (so the staged
 * file is removed at once) and the parser stops, without waiting for the rest of the body.
 */
export async function receiveUpload(
  req: FastifyRequest,
  storage: FileStorage,
  opts: { fileField: string; maxFiles?: number } & UploadChecks,
): Promise<ReceivedUpload> {
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = Object.create(null);
  if (!req.isMultipart()) return { files, fields };
  const staged: StagedFile[] = [];
  const maxFiles = opts.maxFiles ?? MAX_FILES_PER_UPLOAD;
  let sawFile = false;
  // The file part being read, destroyed on a failure so that the parser stops reading the body.
  let current: Readable | undefined;
  try {
    const parts = req.parts({ limits: { files: maxFiles } });
    for await (const part of parts) {
      if (part.type === 'file') {
        current = part.file;
        if (part.fieldname !== opts.fileField) throw badRequest(INVALID_INPUT);
        // A file input left empty still sends a part without a file name: skip it.
        if (!part.filename) {
          part.file.resume();
          await new Promise((resolve) => part.file.once('end', resolve).once('close', resolve));
          continue;
        }
        if (!sawFile) {
          sawFile = true;
          await opts.beforeFirstFile?.(fields);
        }
        const shownName = safeOriginalName(part.filename, 'application/pdf');
        // Busboy stops writing at the limit but would go on reading (and discarding) the rest of the part: fail now.
        part.file.once('limit', () => part.file.destroy(tooLarge(opts.fileField, shownName)));
        // Callback pipeline: returns the meter and passes a failure of the part (client abort, limit) on to it.
        const file = await storage.stage(pipeline(part.file, fileMeter(), () => {}));
        staged.push(file);
        if (part.file.truncated || file.size > MAX_UPLOAD_BYTES) throw tooLarge(opts.fileField, shownName);
        const mimeType = await detectUploadType(file.localPath);
        if (!mimeType) throw badType(opts.fileField, shownName);
        files.push({
          originalName: safeOriginalName(part.filename, mimeType),
          mimeType,
          size: file.size,
          staged: file,
        });
      } else {
        current = undefined;
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(INVALID_INPUT);
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        // The text rule (decision 0012), which the JSON routes get from the safe-input hook and their schemas.
        if (!isSafeText(part.fieldname) || !isSafeText(value)) {
          const field = isSafeText(part.fieldname) ? part.fieldname : '_';
          throw badRequest(INVALID_CHARACTERS, { [field]: INVALID_CHARACTERS });
        }
        if (value.trim() !== '') fields[part.fieldname] = value;
        else delete fields[part.fieldname];
        await opts.onField?.(part.fieldname, value, fields);
      }
    }
  } catch (err) {
    // Stops reading the body: the part being read is dropped and the request no longer feeds the parser.
    if (current && !current.readableEnded) current.destroy();
    if (!req.raw.readableEnded) req.raw.unpipe();
    await discardAll(staged);
    if (isClientAbort(err)) req.log.debug({ err }, 'upload abandoned by the client');
    throw mapMultipartError(err, maxFiles);
  }
  return { files, fields };
}

/**
 * True while the request body has not fully arrived. An answer sent then (a refusal halfway through an upload)
 * should close the connection: the rest of the body is not read, so the connection cannot be reused.
 */
export const bodyStillArriving = (req: FastifyRequest) => !req.raw.readableEnded;

export async function discardAll(files: Pick<StagedFile, 'discard'>[]): Promise<void> {
  await Promise.all(files.map((f) => f.discard().catch(() => {})));
}

/**
 * The name to keep for display: the last path segment only (a name such as '../../etc/passwd.pdf' or
 * 'C:\\x\\y.pdf' keeps its file name), control characters removed, at most 200 characters, and never empty.
 */
export function safeOriginalName(name: string, mimeType: AllowedUploadType): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 200)
    .trim();
  return cleaned || `document${ALLOWED_UPLOAD_TYPES[mimeType]}`;
}

/** The extensions a downloaded file of this type may end in; the first is the one it gets otherwise. */
const EXTENSIONS: Record<AllowedUploadType, string[]> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

export function extensionFor(mimeType: string): string {
  return EXTENSIONS[mimeType as AllowedUploadType]?.[0] ?? '';
}

/**
 * Content-Disposition for a download: attachment with a plain ASCII `filename` (letters, digits and a few safe
 * marks; everything else '_') for old clients and the exact name as UTF-8 in `filename*` (RFC 6266/8187). The name
 * always ends in the extension of the type the file really is.
 */
export function contentDisposition(originalName: string, mimeType: string): string {
  let name = safeOriginalName(
    originalName,
    (mimeType in EXTENSIONS ? mimeType : 'application/pdf') as AllowedUploadType,
  );
  const allowed = EXTENSIONS[mimeType as AllowedUploadType] ?? [];
  if (allowed.length > 0 && !allowed.some((ext) => name.toLowerCase().endsWith(ext))) name += allowed[0];
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._() -]/g, '_')
      .replace(/^[.\s]+/, '') || 'document';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
