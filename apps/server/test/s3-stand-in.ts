// A local server that speaks the S3 protocol (DESIGN §7): s3rver, on loopback, one bucket, its
// objects in a temporary directory that tests can read to prove what is (not) stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  /** The app's S3_* settings for this stand-in. */
  config: Record<string, string>;
  /** Keys of the objects in the bucket now (listed through the S3 API). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3StandIn(bucket = 'basisdesk-test'): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    config: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
