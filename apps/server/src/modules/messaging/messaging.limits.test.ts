import {
  attachmentSchema,
  BYTES_PER_MB,
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGING_MESSAGES,
  messageSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { type FilePart, pdf, type Thread, txt, useMessagingKit } from '../../../test/messaging-kit';

const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });
let thread: Thread;

beforeAll(async () => {
  thread = await kit.newThread();
});

const send = (body: Record<string, unknown>) =>
  kit.send('POST', '/api/messaging/messages', thread.customer, {
    conversationId: thread.conversation.id,
    ...body,
  });
const edit = (messageId: string, content: string) =>
  kit.send('PUT', `/api/messaging/messages/${messageId}`, thread.customer, { content });

async function newFileMessage() {
  return expectBody(await send({ content: '', messageType: 'file' }), 201, messageSchema);
}

/** A text file of exactly `bytes` bytes. */
const textOfSize = (name: string, bytes: number): FilePart => ({
  name,
  type: 'text/plain',
  data: Buffer.alloc(bytes, 0x61),
});

describe('limits the screens enforce, over the API', () => {
  it(`message text: ${MESSAGE_CONTENT_MAX_LENGTH} characters accepted, one more refused, on send and on edit`, async () => {
    const atLimit = 'm'.repeat(MESSAGE_CONTENT_MAX_LENGTH);
    const tooLong = MESSAGING_MESSAGES.contentTooLong(MESSAGE_CONTENT_MAX_LENGTH);
    expectError(await send({ content: `${atLimit}m`, messageType: 'text' }), 400, tooLong, {
      path: 'content',
    });
    // Trimmed before it is measured, as the composer trims it.
    const message = expectBody(
      await send({ content: ` ${atLimit} `, messageType: 'text' }),
      201,
      messageSchema,
    );
    expect(message.content).toBe(atLimit);

    expectError(await edit(message.id, `${atLimit}m`), 400, tooLong, { path: 'content' });
    expect(
      expectBody(await edit(message.id, `${atLimit.slice(1)}!`), 200, messageSchema).content,
    ).toHaveLength(MESSAGE_CONTENT_MAX_LENGTH);
  });

  it(`message text: blank only with files, else "${MESSAGING_MESSAGES.contentRequired}" (spec §5)`, async () => {
    expectError(await send({ content: '  ', messageType: 'text' }), 400, MESSAGING_MESSAGES.contentRequired, {
      path: 'content',
    });
    const message = expectBody(await send({ content: 'Hello', messageType: 'text' }), 201, messageSchema);
    expectError(await edit(message.id, '  '), 400, MESSAGING_MESSAGES.contentRequired, { path: 'content' });
    expect((await newFileMessage()).messageType).toBe('file');
  });

  it(`attachments: ${MESSAGE_MAX_ATTACHMENTS} on one message accepted, one more refused`, async () => {
    const message = await newFileMessage();
    for (let n = 1; n <= MESSAGE_MAX_ATTACHMENTS; n++)
      await kit.uploadOk(thread.customer, message.id, pdf(`part-${n}.pdf`));
    expectError(
      await kit.upload(thread.customer, message.id, pdf('one-more.pdf')),
      409,
      MESSAGING_MESSAGES.tooManyAttachments(MESSAGE_MAX_ATTACHMENTS),
    );
  });

  it('file size: exactly MessagingMaxFileSizeMB accepted, a byte more refused (413, spec §5 words)', async () => {
    await kit.setSetting('MessagingMaxFileSizeMB', '1');
    try {
      const message = await newFileMessage();
      expectError(
        await kit.upload(thread.customer, message.id, textOfSize('over.txt', BYTES_PER_MB + 1)),
        413,
        MESSAGING_MESSAGES.fileTooLarge('over.txt', 1),
      );
      const attachment = await kit.uploadOk(thread.customer, message.id, textOfSize('at.txt', BYTES_PER_MB));
      expect(attachment.fileSize).toBe(BYTES_PER_MB);
    } finally {
      await kit.setSetting('MessagingMaxFileSizeMB', '25');
    }
  });

  it('file type: an allowed extension accepted, any other refused in the spec words; an empty file refused', async () => {
    const message = await newFileMessage();
    expectError(
      await kit.upload(thread.customer, message.id, {
        name: 'page.html',
        type: 'text/html',
        data: '<p>hi</p>',
      }),
      400,
      MESSAGING_MESSAGES.fileTypeNotAllowed('page.html', 'html'),
      { path: 'file' },
    );
    expectError(
      await kit.upload(thread.customer, message.id, textOfSize('empty.txt', 0)),
      400,
      MESSAGING_MESSAGES.fileEmpty('empty.txt'),
      { path: 'file' },
    );
    expectBody(await kit.upload(thread.customer, message.id, txt()), 201, attachmentSchema);
  });
});
