// The S3 driver of FileStorage (files.ts): files live in one bucket of an S3-compatible store (AWS S3, Cloudflare R2,
// MinIO, Scaleway, OVH), through the official SDK. Decision 0017 says why and how; in short:
//  - a stored name is the object's key under `uploads/` (uploads/<2 hex>/<uuid><.ext>), as under DATA_DIR;
//  - staging stays on local disk (DATA_DIR/staging) for the type check; commit streams the staged file to the
//    bucket in one PutObject with its length, never buffered (lib-storage's multipart Upload collects 5 MB parts
//    in memory: +70–81 MB of peak RSS for five parallel 10 MB uploads against the 30 MB budget; performance.md);
//  - every failure of the store is a StorageUnavailableError (503), a missing object is undefined.
import { createReadStream } from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { fileMeter } from '../lib/memory';
import { NETWORK_ERROR_CODES } from '../lib/network-errors';
import {
  checkedStoredName,
  checkWithin,
  type FileStorage,
  isStoredName,
  localStaging,
  StorageUnavailableError,
} from './files';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** The portal's objects live under this prefix, so the bucket can hold other things and mirror DATA_DIR/uploads. */
export const KEY_PREFIX = 'uploads/';

/** The object key of a stored name (checked: nothing a user typed becomes a key). */
export const keyOf = (storedName: string) => `${KEY_PREFIX}${checkedStoredName(storedName)}`;

/** Where the SDK's own messages go: warnings to our log, its per-request info lines nowhere. */
interface Log {
  warn(obj: object, msg: string): void;
}

/** A client for the configured bucket, with timeouts short enough that a store that is away fails fast. */
export function createS3Client(config: S3StorageConfig, log?: Log): S3Client {
  const quiet = () => {};
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where the API demands them: newer SDKs add CRC32 trailers by default, which several
    // S3-compatible stores (and s3rver) do not understand. Integrity of a commit is checked by its length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 3_000,
      // Until the answer's headers: a 10 MB PutObject on a slow line fits, a store that hangs does not.
      requestTimeout: 60_000,
      throwOnRequestTimeout: true,
      // Silence on an open socket (a download whose reader stalled, a store that stopped mid-body).
      socketTimeout: 60_000,
    },
    logger: {
      trace: quiet,
      debug: quiet,
      info: quiet,
      warn: (...args: unknown[]) => log?.warn({ s3: args.map(String).join(' ') }, 'S3 client warning'),
      error: quiet,
    },
  });
}

/** The store answered that the object (not the bucket) is not there. */
export function isMissingObject(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e?.name === 'NoSuchKey' || e?.name === 'NotFound') return true;
  return e?.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket';
}

/** Worth one more try: the store or the way to it failed, not our request. */
function isTransient(err: unknown): boolean {
  const e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  const status = e?.$metadata?.httpStatusCode ?? 0;
  return status >= 500 || NETWORK_ERROR_CODES.has(e?.code ?? '') || e?.name === 'TimeoutError';
}

/**
 * Streams a local file to `key` in one PutObject with its length. The SDK cannot retry a streamed body, so a
 * transient failure is tried once more here with the file opened anew.
 */
export async function putFile(
  client: S3Client,
  target: { bucket: string; key: string },
  localPath: string,
  size: number,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      // The meter frees the read chunks as they go (lib/memory.ts), as it does for the upload that staged them.
      const body: Readable = pipeline(createReadStream(localPath), fileMeter(), () => {});
      await client.send(
        new PutObjectCommand({ Bucket: target.bucket, Key: target.key, Body: body, ContentLength: size }),
      );
      return;
    } catch (err) {
      if (attempt >= 2 || !isTransient(err)) throw err;
    }
  }
}

/** The size of an object, or undefined when it is not there. */
export async function objectSize(
  client: S3Client,
  target: { bucket: string; key: string },
): Promise<number | undefined> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: target.key }));
    return head.ContentLength ?? 0;
  } catch (err) {
    if (isMissingObject(err)) return undefined;
    throw err;
  }
}

export function s3FileStorage(
  config: S3StorageConfig,
  options: { log?: Log; client?: S3Client } = {},
): FileStorage {
  const client = options.client ?? createS3Client(config, options.log);
  const Bucket = config.bucket;

  const deleteObject = async (storedName: string) => {
    const Key = keyOf(storedName);
    try {
      // Idempotent in S3: deleting a key that is not there succeeds.
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    } catch (err) {
      throw new StorageUnavailableError(err);
    }
  };

  return {
    kind: 's3',

    stage: localStaging(config.stagingDir, {
      async put(localPath, size, storedName) {
        const key = keyOf(storedName);
        try {
          await putFile(client, { bucket: Bucket, key }, localPath, size);
        } catch (err) {
          // A request that failed late may still have stored the object; its key is new and ours alone.
          await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
          throw new StorageUnavailableError(err);
        }
      },
      remove: deleteObject,
    }),

    async open(storedName) {
      const Key = keyOf(storedName);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        // In Node the body is the HTTP response itself: read as it is sent on, never collected.
        return { size: object.ContentLength ?? 0, stream: object.Body as Readable };
      } catch (err) {
        if (isMissingObject(err)) return undefined;
        throw new StorageUnavailableError(err);
      }
    },

    remove: deleteObject,

    check: () =>
      checkWithin(async (abortSignal) => {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal });
      }),

    // A page of ListObjectsV2 (up to 1,000 keys) at a time, under uploads/ only.
    async *list(before) {
      let ContinuationToken: string | undefined;
      do {
        let page: ListObjectsV2CommandOutput;
        try {
          page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: KEY_PREFIX, ContinuationToken }),
          );
        } catch (err) {
          throw new StorageUnavailableError(err);
        }
        const names = (page.Contents ?? [])
          .filter((o) => o.Key && o.LastModified && o.LastModified < before)
          .map((o) => o.Key!.slice(KEY_PREFIX.length))
          .filter(isStoredName);
        if (names.length > 0) yield names;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
