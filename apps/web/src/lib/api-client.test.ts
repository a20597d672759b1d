import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, isRefusal } from './api-client';

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** Stands in for the browser's fetch: records each call and answers with `answer`. */
function recordCalls(answer = () => Response.json({ ok: true })) {
  const calls: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body,
    });
    return answer();
  });
  return calls;
}

/** A stored session's token, as the app keeps it in localStorage. */
function storeToken(token: string | null) {
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => (key === 'authToken' ? token : null) },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every call carries a JSON content type (spec §7)', () => {
  it('bodiless calls too: GET, DELETE and POSTs without a body', async () => {
    storeToken(null);
    const calls = recordCalls();
    await api.get('/users/u-1');
    await api.delete('/messaging/messages/m-1');
    await api.post('/messaging/conversations/for-order/o-1');
    await api.post('/live/ticket');
    for (const call of calls) {
      expect(call.headers['content-type'], `${call.method} ${call.url}`).toBe('application/json');
      expect(call.body).toBeUndefined();
    }
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/users/u-1',
      'DELETE /api/messaging/messages/m-1',
      'POST /api/messaging/conversations/for-order/o-1',
      'POST /api/live/ticket',
    ]);
  });

  it('the file download asks for any type and still says JSON for its (empty) request', async () => {
    storeToken(null);
    const calls = recordCalls(() => new Response('%PDF'));
    const file = await api.getFile('/Payment/receipt/o-1');
    expect(await file.text()).toBe('%PDF');
    expect(calls[0]?.headers).toEqual({ accept: '*/*', 'content-type': 'application/json' });
  });

  it('a body is sent as JSON, with the bearer token when one is stored', async () => {
    storeToken('t0ken');
    const calls = recordCalls();
    await api.put('/users/u-1', { firstName: 'Asha', lastName: 'Rao' });
    expect(calls[0]).toEqual({
      url: '/api/users/u-1',
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: 'Bearer t0ken',
      },
      body: JSON.stringify({ firstName: 'Asha', lastName: 'Rao' }),
    });
  });

  it('a multipart upload leaves the content type to the browser, which writes the boundary', async () => {
    storeToken(null);
    const calls = recordCalls();
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    await api.postForm('/messaging/messages/m-1/attachments', form);
    expect(calls[0]?.headers).not.toHaveProperty('content-type');
    expect(calls[0]?.body).toBe(form);
  });

  it("a refusal is an ApiError with the server's words", async () => {
    storeToken(null);
    recordCalls(() => Response.json({ error: 'User not found', code: 'NOT_FOUND' }, { status: 404 }));
    const refusal = await api.get('/users/u-9').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ message: 'User not found', status: 404, code: 'NOT_FOUND' });
  });
});

describe('Idempotency-Key (decision 037)', () => {
  it('is sent when the call carries one, and only then', async () => {
    storeToken('t-1');
    const calls = recordCalls();
    await api.post('/SupportRequests', { description: 'x' }, { idempotencyKey: 'k-1' });
    await api.postForm('/messaging/messages/m-1/attachments', new FormData(), { idempotencyKey: 'k-2' });
    await api.post('/SupportRequests', { description: 'x' });
    expect(calls.map((call) => call.headers['Idempotency-Key'])).toEqual(['k-1', 'k-2', undefined]);
  });
});

describe('a refusal, told from a failure that asking again may mend', () => {
  it('is a 4xx answer; a 5xx, a lost connection or anything else is not', () => {
    expect(isRefusal(new ApiError('File content does not match its type', 400))).toBe(true);
    expect(isRefusal(new ApiError('Too many requests', 429))).toBe(true);
    expect(isRefusal(new ApiError('Internal Server Error', 500))).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});
