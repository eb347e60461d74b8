// Picks the file storage the configuration names (decision 0017). The S3 driver, and with it the AWS SDK, is loaded
// only when a bucket is configured: an installation on the local disk never loads it.
import type { StorageConfig } from '../config';
import type { FileStorage } from './files';
import { localFileStorage } from './local-files';

export async function createFileStorage(
  config: StorageConfig,
  options: { log?: { warn(obj: object, msg: string): void } } = {},
): Promise<FileStorage> {
  if (config.kind === 'local') return localFileStorage(config.dir);
  const { s3FileStorage } = await import('./s3-files');
  return s3FileStorage(config, options);
}
