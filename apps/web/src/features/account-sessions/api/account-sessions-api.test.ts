import { SIGN_IN_SESSION_MESSAGES } from '@basisdesk/shared/auth/sign-in-sessions.messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOtherSessions } from './end-other-sessions';
import { endSession } from './end-session';
import { listSessions } from './list-sessions';

type Sent = { url: string; method: string; authorization?: string };

/** The browser's fetch, standing in: records each call and answers with `answer`. */
function recordCalls(answer: () => Response) {
  const calls: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url, method: init.method ?? 'GET', authorization: headers.authorization });
    return answer();
  });
  vi.stubGlobal('window', { localStorage: { getItem: () => 'stored-token' } });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the sign-in sessions' calls (decision 032)", () => {
  it('reach the server under /api/auth, the id escaped', async () => {
    const calls = recordCalls(() => Response.json({ sessions: [], ended: 0 }));
    await listSessions();
    await endSession('a/b');
    await endOtherSessions();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/auth/sessions',
      'DELETE /api/auth/sessions/a%2Fb',
      'POST /api/auth/sessions/end-others',
    ]);
  });

  it("a refusal without words of its own says the screen's", async () => {
    recordCalls(() => new Response('', { status: 500 }));
    await expect(listSessions()).rejects.toThrow(SIGN_IN_SESSION_MESSAGES.loadFailed);
    await expect(endSession('s-1')).rejects.toThrow(SIGN_IN_SESSION_MESSAGES.signOutDeviceFailed);
  });
});
