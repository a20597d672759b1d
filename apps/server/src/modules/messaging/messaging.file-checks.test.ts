import fs from 'node:fs';
import path from 'node:path';
import { FILE_CHECK_HEAD_BYTES, MESSAGING_MESSAGES } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectError } from '../../../test/expect-response';
import {
  PDF_BYTES,
  PNG_BYTES,
  pdf,
  png,
  type Thread,
  txt,
  useMessagingKit,
} from '../../../test/messaging-kit';

const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });
let thread: Thread;

beforeAll(async () => {
  thread = await kit.newThread();
});

const storedFiles = () => fs.readdirSync(path.join(kit.config.DATA_DIR, 'uploads'));
const spooledFiles = () => fs.readdirSync(path.join(kit.config.DATA_DIR, 'incoming'));

describe('POST file-checks (a file checked before its message is sent)', () => {
  it('takes the first bytes of allowed files (204) and keeps nothing', async () => {
    const before = storedFiles().length;
    for (const file of [png(), pdf(), txt()]) {
      const response = await kit.checkFile(thread.customer, file);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    // A large PDF's head: its whole size is told, the bytes sent are only the first ones.
    expect((await kit.checkFile(thread.consultant, pdf('trace.pdf'), 20 * 1024 * 1024)).statusCode).toBe(204);
    expect(storedFiles().length).toBe(before);
    expect(spooledFiles()).toEqual([]);
  });

  it('refuses in the upload words: an .exe named .pdf, a type not allowed, an empty file, a size above the limit', async () => {
    const exeAsPdf = {
      name: 'patch-notes.pdf',
      type: 'application/pdf',
      data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
    };
    expectError(
      await kit.checkFile(thread.customer, exeAsPdf),
      400,
      MESSAGING_MESSAGES.fileContentMismatch('patch-notes.pdf'),
      {
        path: 'file',
      },
    );
    expectError(
      await kit.checkFile(thread.customer, { name: 'run.exe', type: 'application/octet-stream', data: 'MZ' }),
      400,
      MESSAGING_MESSAGES.fileTypeNotAllowed('run.exe', 'exe'),
      { path: 'file' },
    );
    expectError(
      await kit.checkFile(thread.customer, { name: 'photo.pdf', type: 'application/pdf', data: PNG_BYTES }),
      400,
      MESSAGING_MESSAGES.fileContentMismatch('photo.pdf'),
    );
    expectError(
      await kit.checkFile(thread.customer, { name: 'empty.pdf', type: 'application/pdf', data: '' }),
      400,
      MESSAGING_MESSAGES.fileEmpty('empty.pdf'),
    );
    expectError(
      await kit.checkFile(thread.customer, pdf('dump.pdf'), 26 * 1024 * 1024),
      413,
      MESSAGING_MESSAGES.fileTooLarge('dump.pdf', 25),
    );
    expect(spooledFiles()).toEqual([]);
  });

  it('reads a text file from its head, even when the head ends inside a character', async () => {
    // 'ü' is two bytes in UTF-8: the head is cut after the first of them.
    const head = Buffer.concat([Buffer.from('Work process log: '), Buffer.from('ü').subarray(0, 1)]);
    expect(
      (
        await kit.checkFile(
          thread.customer,
          { name: 'dev_w0.txt', type: 'text/plain', data: head },
          1_000_000,
        )
      ).statusCode,
    ).toBe(204);
    // A NUL byte is not text, head or not.
    expectError(
      await kit.checkFile(thread.customer, {
        name: 'dev_w0.txt',
        type: 'text/plain',
        data: Buffer.from([0x41, 0x00]),
      }),
      400,
      MESSAGING_MESSAGES.fileContentMismatch('dev_w0.txt'),
    );
  });

  it('401 without a token, 400 without a file or with more than the head, 400 for a size that is not a number', async () => {
    expectError(await kit.checkFile(null, pdf()), ...AUTHENTICATION_REQUIRED);
    expectError(await kit.checkFile(thread.customer, null), 400, MESSAGING_MESSAGES.fileRequired, {
      path: 'file',
    });
    const tooLong = Buffer.concat([PDF_BYTES, Buffer.alloc(FILE_CHECK_HEAD_BYTES)]);
    expectError(
      await kit.checkFile(thread.customer, { name: 'big.pdf', type: 'application/pdf', data: tooLong }),
      400,
      MESSAGING_MESSAGES.fileCheckTooLong(FILE_CHECK_HEAD_BYTES),
    );
    const response = await kit.checkFile(thread.customer, pdf(), Number.NaN);
    expect(response.statusCode).toBe(400);
    expect(spooledFiles()).toEqual([]);
  });

  it('403 while messaging is switched off', async () => {
    await kit.setSetting('MessagingEnabled', 'false');
    try {
      expectError(await kit.checkFile(thread.customer, pdf()), 403, MESSAGING_MESSAGES.unavailable);
    } finally {
      await kit.setSetting('MessagingEnabled', 'true');
    }
  });
});
