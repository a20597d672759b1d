import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BYTES_PER_MB, MESSAGING_MESSAGES, messageSchema, UPLOADS_PER_USER_AT_ONCE } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { type Thread, useMessagingKit } from '../../../test/messaging-kit';
import { authHeader } from '../../../test/test-tokens';

// Uploads are spooled to disk as they arrive (OWASP API4): a dozen parallel uploads of 24 MB cost
// stream buffers, not their bytes, and one person runs at most a few at a time.
const kit = useMessagingKit({ now: '2026-05-04T08:00:00.000Z' });
let baseUrl: string;

beforeAll(async () => {
  await kit.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(kit.app.server.address() as AddressInfo).port}`;
});

const spoolFiles = () => fs.readdirSync(`${kit.config.DATA_DIR}/incoming`);

async function newFileMessage(thread: Thread) {
  const response = await kit.send('POST', '/api/messaging/messages', thread.customer, {
    conversationId: thread.conversation.id,
    content: '',
    messageType: 'file',
  });
  return expectBody(response, 201, messageSchema);
}

const BOUNDARY = 'basisdesk-upload-boundary';
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/**
 * A PDF of `megabytes` sent over real HTTP a chunk at a time, never whole in this process either.
 * `hold` keeps the request open after its first chunk until it resolves.
 */
function streamUpload(
  sender: TestUser,
  messageId: string,
  megabytes: number,
  hold: Promise<void> = Promise.resolve(),
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}/api/messaging/messages/${messageId}/attachments`, {
      method: 'POST',
      headers: {
        ...authHeader(sender),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    (async () => {
      request.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="trace.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      );
      await hold;
      for (let sent = 0; sent < megabytes * BYTES_PER_MB; sent += CHUNK.length) {
        if (!request.write(CHUNK)) await new Promise((drained) => request.once('drain', drained));
      }
      request.end(`\n%%EOF\n\r\n--${BOUNDARY}--\r\n`);
    })().catch(reject);
  });
}

describe('uploads stream to the file store', () => {
  it(`one person runs at most ${UPLOADS_PER_USER_AT_ONCE} uploads at once: the next is a 429 in words, another person is not held up`, async () => {
    const thread = await kit.newThread();
    const other = await kit.newThread();
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const messages = await Promise.all(
      Array.from({ length: UPLOADS_PER_USER_AT_ONCE + 1 }, () => newFileMessage(thread)),
    );
    const running = messages
      .slice(0, UPLOADS_PER_USER_AT_ONCE)
      .map((message) => streamUpload(thread.customer, message.id, 1, held));
    // Each held upload has taken its slot once its spool file exists.
    const deadline = Date.now() + 10_000;
    while (spoolFiles().length < UPLOADS_PER_USER_AT_ONCE && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(spoolFiles()).toHaveLength(UPLOADS_PER_USER_AT_ONCE);
    const others = await streamUpload(other.customer, (await newFileMessage(other)).id, 1);
    expect(others.status).toBe(201);

    const refused = await streamUpload(thread.customer, messages.at(-1)?.id ?? '', 1);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 'RATE_LIMITED',
      error: MESSAGING_MESSAGES.tooManyUploadsAtOnce(UPLOADS_PER_USER_AT_ONCE),
    });

    letGo();
    expect((await Promise.all(running)).map((answer) => answer.status)).toEqual(
      Array(UPLOADS_PER_USER_AT_ONCE).fill(201),
    );
    // Their slots are free again.
    expect((await streamUpload(thread.customer, messages.at(-1)?.id ?? '', 1)).status).toBe(201);
  });

  it('12 parallel uploads of 24 MB add less than 64 MB to resident memory, and leave no spool file', async () => {
    const threads = await Promise.all(Array.from({ length: 4 }, () => kit.newThread()));
    const uploads = [];
    for (const thread of threads) {
      for (let n = 0; n < 3; n++) uploads.push({ thread, message: await newFileMessage(thread) });
    }
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      const answers = await Promise.all(
        uploads.map(({ thread, message }) => streamUpload(thread.customer, message.id, 24)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    } finally {
      clearInterval(sampler);
    }
    const grewMb = (peak - before) / BYTES_PER_MB;
    // Whole files in memory would add 288 MB at least (12 × 24 MB), twice over with a copy.
    expect(grewMb).toBeLessThan(64);
    expect(spoolFiles()).toEqual([]);
  }, 120_000);
});
