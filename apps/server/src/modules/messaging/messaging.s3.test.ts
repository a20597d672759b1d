import { MESSAGING_MESSAGES } from '@basisdesk/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-response';
import { type MessagingKit, openMessagingKit, pdf, type Thread } from '../../../test/messaging-kit';
import { type S3StandIn, startS3StandIn } from '../../../test/s3-stand-in';
import { authHeader } from '../../../test/test-tokens';

// The app with S3_BUCKET set stores attachments in the bucket (a local S3 stand-in), not on disk.
let s3: S3StandIn;
let kit: MessagingKit;
let thread: Thread;

beforeAll(async () => {
  s3 = await startS3StandIn();
  kit = await openMessagingKit({ now: '2026-05-04T08:00:00.000Z', config: s3.config });
  thread = await kit.newThread();
});

afterAll(async () => {
  await kit?.close();
  await s3?.close();
});

it('uploads to and downloads from the bucket; deleting removes the object', async () => {
  const message = await kit.sendFiles(thread.customer, thread.conversation.id, [pdf('report.pdf')]);
  const [attachment] = message.attachments;
  if (!attachment) throw new Error('no attachment');
  const keys = await s3.keys();
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  const download = await kit.app.inject({
    method: 'GET',
    url: `/api/messaging/attachments/${attachment.id}/download`,
    headers: authHeader(thread.consultant),
  });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(pdf().data as Buffer)).toBe(true);
  expect(download.headers['content-type']).toBe('application/pdf');

  await kit.send('DELETE', `/api/messaging/attachments/${attachment.id}`, thread.customer);
  await expect.poll(() => s3.keys()).toEqual([]);
});

it('a file over the limit is 413 and nothing reaches the bucket', async () => {
  await kit.setSetting('MessagingMaxFileSizeMB', '1');
  const created = await kit.send('POST', '/api/messaging/messages', thread.customer, {
    conversationId: thread.conversation.id,
    messageType: 'file',
  });
  const big = {
    name: 'big.pdf',
    type: 'application/pdf',
    data: Buffer.concat([pdf().data as Buffer, Buffer.alloc(1024 * 1024)]),
  };
  expectError(
    await kit.upload(thread.customer, created.json().id, big),
    413,
    MESSAGING_MESSAGES.fileTooLarge('big.pdf', 1),
  );
  expect(await s3.keys()).toEqual([]);
});
