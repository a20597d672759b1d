import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteMyAccount } from './delete-my-account';
import { DOWNLOAD_MY_DATA_FAILED, downloadMyData } from './download-my-data';

type Sent = { url: string; method: string; body?: string; authorization?: string };

/** The browser's fetch, standing in: records each call and answers with `answer`. */
function recordCalls(answer: () => Response) {
  const calls: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body as string | undefined,
      authorization: headers.authorization,
    });
    return answer();
  });
  vi.stubGlobal('window', { localStorage: { getItem: () => 'stored-token' } });
  return calls;
}

/** The page's document and object URLs, standing in: records the file the browser was handed. */
function recordSavedFiles() {
  const saved: { name: string; type: string }[] = [];
  let file: Blob | undefined;
  vi.stubGlobal('URL', {
    createObjectURL: (blob: Blob) => {
      file = blob;
      return 'blob:1';
    },
    revokeObjectURL: () => {},
  });
  vi.stubGlobal('document', {
    createElement: () => {
      const link = {
        download: '',
        click: () => saved.push({ name: link.download, type: file?.type ?? '' }),
        remove() {},
      };
      return link;
    },
    body: { append: () => {} },
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a person's data from Settings (decision 041)", () => {
  it("saves the server's ZIP under the day's name, fetched with the session's token", async () => {
    const calls = recordCalls(() => new Response('PK', { headers: { 'content-type': 'application/zip' } }));
    const saved = recordSavedFiles();
    await downloadMyData();
    expect(calls).toMatchObject([
      { method: 'GET', url: '/api/users/me/data-export', authorization: 'Bearer stored-token' },
    ]);
    expect(saved).toEqual([
      { name: expect.stringMatching(/^basisdesk-my-data-\d{4}-\d{2}-\d{2}\.zip$/), type: 'application/zip' },
    ]);
  });

  it("says a refusal (a few downloads an hour) in the server's words, and saves nothing", async () => {
    recordCalls(() =>
      Response.json(
        { error: 'Too many requests. Try again in 59 minutes.', code: 'RATE_LIMITED' },
        { status: 429 },
      ),
    );
    const saved = recordSavedFiles();
    await expect(downloadMyData()).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests. Try again in 59 minutes.',
    });
    expect(saved).toEqual([]);
    recordCalls(() => new Response('', { status: 502 }));
    await expect(downloadMyData()).rejects.toThrow(DOWNLOAD_MY_DATA_FAILED);
  });

  it('deletes with DELETE users/me and the password (and code) as the body', async () => {
    const calls = recordCalls(() => Response.json({ message: 'Your account has been deleted.' }));
    expect(await deleteMyAccount({ password: 'pw', code: '123456' })).toEqual({
      message: 'Your account has been deleted.',
    });
    expect(calls).toMatchObject([
      { method: 'DELETE', url: '/api/users/me', body: JSON.stringify({ password: 'pw', code: '123456' }) },
    ]);
  });
});
