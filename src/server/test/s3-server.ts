// A real S3-compatible server for tests: s3rver on 127.0.0.1 (a free port), keeping its objects in a temporary
// folder, with one bucket made at start. It can be stopped and started again on the same port with the same
// objects, to play a store that is away for a while.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, type S3StorageConfig } from '../storage/s3-files';

/** s3rver's built-in account: it checks every request's signature against it. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  port: number;
  bucket: string;
  /** S3_URL for loadConfig / createTestApp: path style, s3rver's account. */
  url: string;
  /** The storage configuration the app would parse from `url`, staging under `stagingDir`. */
  storageConfig(stagingDir: string): S3StorageConfig;
  /** A plain SDK client of its own, to look into the bucket beside the code under test. */
  client: S3Client;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes, or undefined when it is not there. */
  read(key: string): Promise<Buffer | undefined>;
  /** Closes the server and every open connection: requests fail as against a store that is away. */
  stop(): Promise<void>;
  /** Listens again on the same port, with the objects it had. */
  start(): Promise<void>;
  /** Stops and removes its folder. */
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'woon-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'wp-s3-'));
  let port = 0;
  let server: S3rver | undefined;

  const start = async () => {
    const s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const address: AddressInfo = await s3.run();
    port = address.port;
    server = s3;
  };
  const stop = async () => {
    const s3 = server;
    server = undefined;
    if (!s3) return;
    // The SDK keeps connections alive; without this close() would wait for them.
    s3.httpServer?.closeAllConnections();
    await s3.close();
  };

  await start();
  const storageConfig = (stagingDir: string): S3StorageConfig => ({
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    forcePathStyle: true,
    stagingDir,
  });
  const client = createS3Client(storageConfig(directory));
  const self: S3TestServer = {
    port,
    bucket,
    url: `http://${ACCESS_KEY}:${ACCESS_KEY}@127.0.0.1:${port}/${bucket}`,
    storageConfig,
    client,
    async keys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys.sort();
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  return self;
}
