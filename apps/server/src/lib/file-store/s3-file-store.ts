import { Readable } from 'node:stream';
import { checkedKey, FileNotFoundError, type FileStore, isStorageKey } from './file-store';

export interface S3FileStoreConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, a local stand-in): path-style addressing is used. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Files in an S3-compatible bucket, one object per random key. The SDK (5 MB of heap and 20 of
 * code) is loaded by a server that stores in a bucket, and by no other.
 */
export function createS3FileStore(config: S3FileStoreConfig): FileStore & { destroy(): void } {
  const loaded = import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: clientOf(sdk, config) }));
  // A failed load is every call's error; unawaited until then, it must not end the process.
  loaded.catch(() => {});
  const Bucket = config.bucket;

  return {
    async put(key, body, { contentType, contentLength }) {
      const { sdk, client } = await loaded;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: contentLength,
        }),
      );
    },

    async get(key) {
      const { sdk, client } = await loaded;
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return object.Body;
      } catch (error) {
        if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) {
          throw new FileNotFoundError(key);
        }
        throw error;
      }
    },

    async delete(key) {
      const { sdk, client } = await loaded;
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },

    // A thousand keys a page; objects that are not ours (another application's in a shared bucket)
    // are left out, so the orphan sweep never touches them.
    async *listStored() {
      const { sdk, client } = await loaded;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && isStorageKey(object.Key)) {
            yield { key: object.Key, storedAt: object.LastModified };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    destroy: () => {
      loaded.then(({ client }) => client.destroy()).catch(() => {});
    },
  };
}

function clientOf(sdk: typeof import('@aws-sdk/client-s3'), config: S3FileStoreConfig) {
  return new sdk.S3Client({
    region: config.region,
    // S3-compatible services: path-style addresses, and checksums only where S3 requires them
    // (several compatible services refuse the SDK's default CRC32 trailers).
    ...(config.endpoint && {
      endpoint: config.endpoint,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
    ...(config.accessKeyId &&
      config.secretAccessKey && {
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      }),
  });
}
