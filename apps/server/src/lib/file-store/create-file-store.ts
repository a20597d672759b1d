import type { AppConfig } from '../../app-config';
import { createDiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

/** Attachments in the S3 bucket when S3_BUCKET is set, else on disk in DATA_DIR/uploads (DESIGN §2). */
export function createFileStore(config: AppConfig, now: Date): FileStore & { destroy?(): void } {
  if (config.S3_BUCKET) {
    return createS3FileStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createDiskFileStore(`${config.DATA_DIR}/uploads`, now);
}
