import { IDEMPOTENCY_KEY_HEADER } from '@basisdesk/shared/common/idempotency-header';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canTryAgain, sendRequestFiles } from './send-request-files';

type Call = { method: string; url: string; key: string | undefined; body: unknown };

const KEY = 'request-files-key';
const log = new File(['dev_w0: work process 3 died'], 'dev_w0.txt', { type: 'text/plain' });
const program = new File(['MZ'], 'kernel-patch.pdf', { type: 'application/pdf' });
const shot = new File(['png'], 'sm21.png', { type: 'image/png' });

let calls: Call[];
/** How the server answers an upload of a file, by its name; a file not named here is stored. */
let uploads: Record<string, () => Response>;
let conversationAnswer: () => Response;

beforeEach(() => {
  calls = [];
  uploads = {};
  conversationAnswer = () => Response.json({ id: 'c-1' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const body = init.body instanceof FormData ? (init.body.get('file') as File).name : init.body;
    calls.push({ method: init.method ?? 'GET', url, key: headers[IDEMPOTENCY_KEY_HEADER], body });
    if (url.includes('/conversations/for-order/')) return conversationAnswer();
    if (url.endsWith('/messaging/messages')) return Response.json({ id: 'm-1' }, { status: 201 });
    const answer = uploads[body as string];
    return answer ? answer() : Response.json({ id: `a-${String(body)}` }, { status: 201 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const refused = (error: string) => () => Response.json({ error, code: 'VALIDATION_FAILED' }, { status: 400 });
const connectionLost = () => {
  throw new TypeError('Failed to fetch');
};

describe("a request's files, sent as the customer's first message in the ticket's conversation", () => {
  it('gets or makes the conversation, posts one file message, then each file, each call under its own key', async () => {
    const outcome = await sendRequestFiles({ orderId: 'o-1', files: [log, shot] }, KEY);
    expect(outcome).toEqual({ attached: new Set([0, 1]), notAttached: [] });
    expect(calls).toEqual([
      { method: 'POST', url: '/api/messaging/conversations/for-order/o-1', key: undefined, body: undefined },
      {
        method: 'POST',
        url: '/api/messaging/messages',
        key: KEY,
        body: JSON.stringify({
          conversationId: 'c-1',
          content: 'Files sent with the request',
          messageType: 'file',
        }),
      },
      {
        method: 'POST',
        url: '/api/messaging/messages/m-1/attachments',
        key: `${KEY}:file-0`,
        body: 'dev_w0.txt',
      },
      {
        method: 'POST',
        url: '/api/messaging/messages/m-1/attachments',
        key: `${KEY}:file-1`,
        body: 'sm21.png',
      },
    ]);
  });

  it('goes on past a file that fails, and names each one not attached with its reason', async () => {
    uploads[program.name] = refused('kernel-patch.pdf: File content does not match its type');
    uploads[shot.name] = connectionLost;
    const outcome = await sendRequestFiles({ orderId: 'o-1', files: [log, program, shot] }, KEY);
    expect(outcome.attached).toEqual(new Set([0]));
    expect(outcome.notAttached).toEqual([
      {
        index: 1,
        file: program,
        reason: 'kernel-patch.pdf: File content does not match its type',
        isRefused: true,
      },
      { index: 2, file: shot, reason: 'sm21.png: upload failed', isRefused: false },
    ]);
    // The message is not taken back: the file that arrived stays with the request.
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(canTryAgain(outcome)).toBe(true);
  });

  it('tries again with the same keys, sending only what did not arrive and was not refused', async () => {
    uploads[program.name] = refused('kernel-patch.pdf: File content does not match its type');
    uploads[shot.name] = connectionLost;
    const first = await sendRequestFiles({ orderId: 'o-1', files: [log, program, shot] }, KEY);
    delete uploads[shot.name];
    calls = [];
    const second = await sendRequestFiles(
      { orderId: 'o-1', files: [log, program, shot], previous: first },
      KEY,
    );
    // The message's key again: the server answers with the message it stored, never a second one.
    expect(calls.map((call) => `${call.url} ${call.key}`)).toEqual([
      '/api/messaging/conversations/for-order/o-1 undefined',
      `/api/messaging/messages ${KEY}`,
      `/api/messaging/messages/m-1/attachments ${KEY}:file-2`,
    ]);
    expect(second.attached).toEqual(new Set([0, 2]));
    expect(second.notAttached.map((failure) => failure.index)).toEqual([1]);
    expect(canTryAgain(second)).toBe(false);
  });

  it('counts every file not attached when the conversation cannot be reached, refused or not', async () => {
    conversationAnswer = connectionLost;
    const lost = await sendRequestFiles({ orderId: 'o-1', files: [log, shot] }, KEY);
    expect(lost.attached.size).toBe(0);
    expect(lost.notAttached.map(({ reason, isRefused }) => ({ reason, isRefused }))).toEqual([
      { reason: 'dev_w0.txt: upload failed', isRefused: false },
      { reason: 'sm21.png: upload failed', isRefused: false },
    ]);
    conversationAnswer = () =>
      Response.json({ error: 'Messaging is currently unavailable', code: 'FORBIDDEN' }, { status: 403 });
    const off = await sendRequestFiles({ orderId: 'o-1', files: [log] }, KEY);
    expect(off.notAttached).toEqual([
      { index: 0, file: log, reason: 'dev_w0.txt: Messaging is currently unavailable', isRefused: true },
    ]);
    expect(canTryAgain(off)).toBe(false);
  });

  it('asks nothing when every file is already attached or refused', async () => {
    const previous = {
      attached: new Set([0]),
      notAttached: [{ index: 1, file: program, reason: 'refused', isRefused: true }],
    };
    const outcome = await sendRequestFiles({ orderId: 'o-1', files: [log, program], previous }, KEY);
    expect(calls).toEqual([]);
    expect(outcome).toEqual(previous);
  });
});
