import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { attachmentSchema, IDEMPOTENCY_MESSAGES, messageSchema } from '@basisdesk/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { withKey } from '../../../test/idempotency-kit';
import { multipartBody, pdf, png, type Thread, useMessagingKit } from '../../../test/messaging-kit';
import { messageAttachments, messages } from '../../db/schema';

const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });
let thread: Thread;

beforeAll(async () => {
  thread = await kit.newThread();
});

const newKey = () => crypto.randomUUID();

async function countMessages(conversationId: string) {
  const [row] = await kit.database.db
    .select({ total: count() })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.total ?? 0;
}

async function countAttachments(messageId: string) {
  const [row] = await kit.database.db
    .select({ total: count() })
    .from(messageAttachments)
    .where(eq(messageAttachments.messageId, messageId));
  return row?.total ?? 0;
}

const sendMessage = (key: string, content: string) =>
  kit.send('POST', '/api/messaging/messages', withKey(thread.customer, key), {
    conversationId: thread.conversation.id,
    content,
    messageType: 'text',
  });

const BOUNDARY = '----basisdesk-test-boundary';
const upload = (key: string, messageId: string, file = png()) =>
  kit.app.inject({
    method: 'POST',
    url: `/api/messaging/messages/${messageId}/attachments`,
    headers: {
      ...withKey(thread.customer, key).headers,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: multipartBody([file]),
  });

describe('POST messaging/messages with an Idempotency-Key', () => {
  it('a message sent twice with one key is stored once and answered again', async () => {
    const key = newKey();
    const before = await countMessages(thread.conversation.id);
    const first = expectBody(await sendMessage(key, 'Is the kernel patch in?'), 201, messageSchema);
    const retry = await sendMessage(key, 'Is the kernel patch in?');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(expectBody(retry, 201, messageSchema)).toEqual(first);
    expect(await countMessages(thread.conversation.id)).toBe(before + 1);
  });

  it('422 for the same key with other words', async () => {
    const key = newKey();
    expectBody(await sendMessage(key, 'First words'), 201, messageSchema);
    expectError(await sendMessage(key, 'Other words'), 422, IDEMPOTENCY_MESSAGES.keyReused, {
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('five at once with one key store one message', async () => {
    const key = newKey();
    const before = await countMessages(thread.conversation.id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => sendMessage(key, 'Once only')));
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(),
    ).toBe(true);
    expect(await countMessages(thread.conversation.id)).toBe(before + 1);
  });
});

describe('POST messaging/messages/{id}/attachments with an Idempotency-Key', () => {
  it('an upload sent twice with one key is stored once: one attachment, one file', async () => {
    const message = expectBody(
      await kit.send('POST', '/api/messaging/messages', thread.customer, {
        conversationId: thread.conversation.id,
        content: '',
        messageType: 'file',
      }),
      201,
      messageSchema,
    );
    const uploads = path.join(kit.config.DATA_DIR, 'uploads');
    const filesBefore = fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0;
    const key = newKey();
    const first = expectBody(await upload(key, message.id), 201, attachmentSchema);
    const retry = await upload(key, message.id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(expectBody(retry, 201, attachmentSchema)).toEqual(first);
    expect(await countAttachments(message.id)).toBe(1);
    expect(fs.readdirSync(uploads)).toHaveLength(filesBefore + 1);

    // The key names the upload to this message: a new file needs a new key.
    expect((await upload(newKey(), message.id, pdf())).statusCode).toBe(201);
    expect(await countAttachments(message.id)).toBe(2);
  });
});
