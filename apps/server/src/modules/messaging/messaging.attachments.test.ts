import fs from 'node:fs';
import path from 'node:path';
import {
  attachmentSchema,
  fileUploadInfoSchema,
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGING_MESSAGES,
  messageSchema,
  successResponseSchema,
} from '@basisdesk/shared';
import { platformSettingsSchema } from '@basisdesk/shared/settings/platform-settings.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { PNG_BYTES, pdf, png, type Thread, txt, useMessagingKit } from '../../../test/messaging-kit';
import { NO_TOKEN } from '../../../test/send-request';
import { authHeader } from '../../../test/test-tokens';

const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });
let thread: Thread;
let other: Thread;

beforeAll(async () => {
  thread = await kit.newThread();
  other = await kit.newThread();
});

const uploadsDir = () => path.join(kit.config.DATA_DIR, 'uploads');
const storedFiles = () => fs.readdirSync(uploadsDir());

async function newFileMessage(sender = thread.customer, conversationId = thread.conversation.id) {
  const response = await kit.send('POST', '/api/messaging/messages', sender, {
    conversationId,
    content: '',
    messageType: 'file',
  });
  return expectBody(response, 201, messageSchema);
}

describe('POST messages/{id}/attachments', () => {
  it('401, 400 without a file, 404 for a foreign message, 403 for the other party', async () => {
    const message = await newFileMessage();
    expectError(await kit.upload(null, message.id, png()), ...AUTHENTICATION_REQUIRED);
    expectError(await kit.upload(thread.customer, message.id, null), 400, MESSAGING_MESSAGES.fileRequired, {
      path: 'file',
    });
    expectError(await kit.upload(other.customer, message.id, png()), 404, MESSAGING_MESSAGES.messageNotFound);
    expectError(
      await kit.upload(thread.consultant, message.id, png()),
      403,
      MESSAGING_MESSAGES.onlySenderAttaches,
    );
    expectError(await kit.upload(thread.customer, 'not-a-uuid', png()), 400, 'Invalid id');
    const text = await kit.sendText(thread.customer, thread.conversation.id, 'Plain');
    expectError(
      await kit.upload(thread.customer, text.id, png()),
      400,
      MESSAGING_MESSAGES.attachmentsOnlyOnFileMessages,
    );
  });

  it("stores the sender's file under a random key; the message reads 'Shared N file(s)'", async () => {
    const before = storedFiles().length;
    const message = await kit.sendFiles(thread.customer, thread.conversation.id, [png(), pdf(), txt()]);
    expect(message.content).toBe(MESSAGING_MESSAGES.sharedFiles(3));
    expect(
      message.attachments.map((file) => [file.originalFileName, file.contentType, file.fileSize]),
    ).toEqual([
      ['screenshot.png', 'image/png', PNG_BYTES.length],
      ['invoice.pdf', 'application/pdf', pdf().data.length],
      ['notes.txt', 'text/plain; charset=utf-8', Buffer.byteLength(String(txt().data))],
    ]);
    const stored = storedFiles();
    expect(stored.length).toBe(before + 3);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f-]{36}$/);
    const withText = await kit.sendFiles(thread.customer, thread.conversation.id, [png()], 'See the dump');
    expect(withText.content).toBe('See the dump');
  });

  it('refuses HTML, SVG, double extensions, a PNG renamed .pdf, mismatched types and empty files; nothing is stored', async () => {
    const message = await newFileMessage();
    const before = storedFiles().length;
    const refusals: Array<[Parameters<typeof kit.upload>[2], string]> = [
      [
        { name: 'page.html', type: 'text/html', data: '<script>alert(1)</script>' },
        MESSAGING_MESSAGES.fileTypeNotAllowed('page.html', 'html'),
      ],
      [
        { name: 'logo.svg', type: 'image/svg+xml', data: '<svg onload="alert(1)"/>' },
        MESSAGING_MESSAGES.fileTypeNotAllowed('logo.svg', 'svg'),
      ],
      [
        { name: 'invoice.pdf.html', type: 'text/html', data: '<p>hi</p>' },
        MESSAGING_MESSAGES.fileTypeNotAllowed('invoice.pdf.html', 'html'),
      ],
      [
        { name: 'run.exe', type: 'application/octet-stream', data: 'MZ' },
        MESSAGING_MESSAGES.fileTypeNotAllowed('run.exe', 'exe'),
      ],
      [
        { name: 'README', type: 'text/plain', data: 'no extension' },
        MESSAGING_MESSAGES.fileTypeNotAllowed('README', 'unknown'),
      ],
      [
        { name: 'photo.pdf', type: 'application/pdf', data: PNG_BYTES },
        MESSAGING_MESSAGES.fileContentMismatch('photo.pdf'),
      ],
      [
        { name: 'photo.pdf', type: 'image/png', data: PNG_BYTES },
        MESSAGING_MESSAGES.fileContentMismatch('photo.pdf'),
      ],
      [
        { name: 'notes.txt', type: 'text/plain', data: PNG_BYTES },
        MESSAGING_MESSAGES.fileContentMismatch('notes.txt'),
      ],
      [
        { name: 'notes.txt', type: 'text/plain', data: Buffer.from([0x66, 0xff, 0xfe, 0x00]) },
        MESSAGING_MESSAGES.fileContentMismatch('notes.txt'),
      ],
      [{ name: 'empty.pdf', type: 'application/pdf', data: '' }, MESSAGING_MESSAGES.fileEmpty('empty.pdf')],
    ];
    for (const [file, error] of refusals) {
      expectError(await kit.upload(thread.customer, message.id, file), 400, error, { path: 'file' });
    }
    expect(storedFiles().length).toBe(before);
  });

  it('413 above MessagingMaxFileSizeMB, in the spec words, with nothing on disk', async () => {
    await kit.setSetting('MessagingMaxFileSizeMB', '1');
    try {
      const message = await newFileMessage();
      const before = storedFiles();
      const big = Buffer.alloc(1024 * 1024 + 1, 0x61);
      expectError(
        await kit.upload(thread.customer, message.id, { name: 'big.txt', type: 'text/plain', data: big }),
        413,
        MESSAGING_MESSAGES.fileTooLarge('big.txt', 1),
      );
      expect(storedFiles()).toEqual(before);
      const info = expectBody(
        await kit.send('GET', '/api/messaging/file-upload-info', thread.customer),
        200,
        fileUploadInfoSchema,
      );
      expect(info.maxFileSizeMB).toBe(1);
      expect(info.maxFileSize).toBe(1024 * 1024);
    } finally {
      await kit.setSetting('MessagingMaxFileSizeMB', '25');
    }
  });

  it(`at most ${MESSAGE_MAX_ATTACHMENTS} files on one message`, async () => {
    const message = await newFileMessage();
    for (let n = 0; n < MESSAGE_MAX_ATTACHMENTS; n++)
      await kit.uploadOk(thread.customer, message.id, png(`shot-${n}.png`));
    expectError(
      await kit.upload(thread.customer, message.id, png('one-too-many.png')),
      409,
      MESSAGING_MESSAGES.tooManyAttachments(MESSAGE_MAX_ATTACHMENTS),
    );
  });

  it('an extension the admin no longer allows is refused', async () => {
    await kit.setSetting('MessagingAllowedFileTypes', 'pdf,txt');
    try {
      const message = await newFileMessage();
      expectError(
        await kit.upload(thread.customer, message.id, png()),
        400,
        MESSAGING_MESSAGES.fileTypeNotAllowed('screenshot.png', 'png'),
      );
      const info = expectBody(
        await kit.send('GET', '/api/messaging/file-upload-info', thread.customer),
        200,
        fileUploadInfoSchema,
      );
      expect(info.allowedFileTypes).toEqual(['pdf', 'txt']);
    } finally {
      await kit.setSetting('MessagingAllowedFileTypes', 'pdf,doc,docx,xls,xlsx,png,jpg,jpeg,txt');
    }
  });

  it("SAP's logs and traces, once an admin allows them: text kept as text, a program named .log refused", async () => {
    await kit.setSetting('MessagingAllowedFileTypes', 'pdf,txt,log,trc');
    try {
      const message = await newFileMessage();
      const trace = {
        name: 'dev_w0.trc',
        type: 'application/octet-stream',
        data: 'M Thu Dec  3 10:01:02 2026\nM  *** ERROR => DpHdlDeadWp\n',
      };
      expect(
        await kit.uploadOk(thread.customer, message.id, txt('SM21.log', 'E  Database error 1652\n')),
      ).toMatchObject({
        originalFileName: 'SM21.log',
        contentType: 'text/plain; charset=utf-8',
      });
      expect((await kit.uploadOk(thread.customer, message.id, trace)).contentType).toBe(
        'text/plain; charset=utf-8',
      );
      expectError(
        await kit.upload(thread.customer, message.id, {
          name: 'kernel.log',
          type: 'text/plain',
          data: PNG_BYTES,
        }),
        400,
        MESSAGING_MESSAGES.fileContentMismatch('kernel.log'),
      );
    } finally {
      await kit.setSetting('MessagingAllowedFileTypes', 'pdf,doc,docx,xls,xlsx,png,jpg,jpeg,txt');
    }
  });

  it('with messaging switched off, an upload to your own file message is 403 and stores nothing', async () => {
    const message = await newFileMessage();
    const before = storedFiles().length;
    await kit.setSetting('MessagingEnabled', 'false');
    try {
      expectError(await kit.upload(thread.customer, message.id, png()), 403, MESSAGING_MESSAGES.unavailable);
      // Off comes before everything the upload would otherwise say: a stranger learns nothing either.
      expectError(await kit.upload(other.customer, message.id, png()), 403, MESSAGING_MESSAGES.unavailable);
      expectError(await kit.upload(null, message.id, png()), ...AUTHENTICATION_REQUIRED);
    } finally {
      await kit.setSetting('MessagingEnabled', 'true');
    }
    expect(storedFiles()).toHaveLength(before);
    expectBody(await kit.upload(thread.customer, message.id, png()), 201, attachmentSchema);
  });
});

describe('GET attachments/{id}, its download and DELETE', () => {
  it('participants and admins read and download; strangers get 404; the download is inert', async () => {
    const name = 'Übersicht «SM21» (1).txt';
    const message = await kit.sendFiles(thread.customer, thread.conversation.id, [txt(name, 'läuft\n')]);
    const [attachment] = message.attachments;
    if (!attachment) throw new Error('no attachment');
    const url = `/api/messaging/attachments/${attachment.id}`;
    expectError(await kit.send('GET', url, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await kit.send('GET', url, other.customer), 404, MESSAGING_MESSAGES.attachmentNotFound);
    expectError(
      await kit.send('GET', `${url}/download`, other.consultant),
      404,
      MESSAGING_MESSAGES.attachmentNotFound,
    );
    expectError(await kit.send('GET', '/api/messaging/attachments/nope', thread.customer), 400, 'Invalid id');
    expect(expectBody(await kit.send('GET', url, thread.consultant), 200, attachmentSchema)).toEqual(
      attachment,
    );

    for (const viewer of [thread.consultant, kit.admin]) {
      const download = await kit.app.inject({
        method: 'GET',
        url: `${url}/download`,
        headers: authHeader(viewer),
      });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe('läuft\n');
      expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-security-policy']).toBe('sandbox');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="_bersicht _SM21_ (1).txt"; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
      );
    }
  });

  it('only the sender deletes an attachment; its file goes too', async () => {
    const message = await kit.sendFiles(thread.customer, thread.conversation.id, [png()]);
    const [attachment] = message.attachments;
    if (!attachment) throw new Error('no attachment');
    const before = storedFiles().length;
    const url = `/api/messaging/attachments/${attachment.id}`;
    expectError(
      await kit.send('DELETE', url, thread.consultant),
      403,
      MESSAGING_MESSAGES.onlySenderDeletesAttachment,
    );
    expectError(await kit.send('DELETE', url, other.customer), 404, MESSAGING_MESSAGES.attachmentNotFound);
    expectBody(await kit.send('DELETE', url, thread.customer), 200, successResponseSchema);
    await expect.poll(() => storedFiles().length).toBe(before - 1);
    expectError(await kit.send('GET', url, thread.customer), 404, MESSAGING_MESSAGES.attachmentNotFound);
  });

  it("deleting a message deletes its attachments' files", async () => {
    const message = await kit.sendFiles(thread.customer, thread.conversation.id, [png(), pdf()]);
    const before = storedFiles().length;
    expectBody(
      await kit.send('DELETE', `/api/messaging/messages/${message.id}`, thread.customer),
      200,
      successResponseSchema,
    );
    await expect.poll(() => storedFiles().length).toBe(before - 2);
  });
});

describe('messaging settings', () => {
  it('SystemSettings validates the upload size and the file types; platform settings show them', async () => {
    for (const value of ['0', '101', '2.5', 'big']) {
      expectError(
        await kit.send('PUT', '/api/SystemSettings/MessagingMaxFileSizeMB', kit.admin, { value }),
        400,
        'Value must be a whole number of MB from 1 to 100',
        { path: 'value' },
      );
    }
    for (const value of ['pdf,html', 'svg', 'js', 'exe']) {
      expectError(
        await kit.send('PUT', '/api/SystemSettings/MessagingAllowedFileTypes', kit.admin, { value }),
        400,
        /^Value must be comma-separated lower-case extensions/,
        { path: 'value' },
      );
    }
    expectError(
      await kit.send('PUT', '/api/SystemSettings/MessagingEnabled', kit.admin, { value: 'yes' }),
      400,
      "Value must be 'true' or 'false'",
      { path: 'value' },
    );
    await kit.setSetting('messagingmaxfilesizemb', '10');
    try {
      const platform = expectBody(
        await kit.send('GET', '/api/Admin/platform-settings', kit.admin),
        200,
        platformSettingsSchema,
      );
      expect(platform.maxUploadSizeMB).toBe(10);
      expect(platform.allowedFileTypes).toEqual([
        'pdf',
        'doc',
        'docx',
        'xls',
        'xlsx',
        'png',
        'jpg',
        'jpeg',
        'txt',
      ]);
    } finally {
      await kit.setSetting('MessagingMaxFileSizeMB', '25');
    }
  });

  it('file-upload-info: 401 without a token, the defaults otherwise', async () => {
    expectError(
      await kit.send('GET', '/api/messaging/file-upload-info', NO_TOKEN),
      ...AUTHENTICATION_REQUIRED,
    );
    expect(
      expectBody(
        await kit.send('GET', '/api/messaging/file-upload-info', thread.customer),
        200,
        fileUploadInfoSchema,
      ),
    ).toEqual({
      allowedFileTypes: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg', 'txt'],
      maxFileSize: 25 * 1024 * 1024,
      maxFileSizeMB: 25,
    });
  });
});
