import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('POST auth/logout (decision 032)', () => {
  it("ends the session of the token it is given, not the stored one's", async () => {
    const calls: Array<{ url: string; method?: string; authorization?: string }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method,
        authorization: (init.headers as Record<string, string>).authorization,
      });
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('window', { localStorage: { getItem: () => 'stored-token' } });
    await logout('the-old-token');
    expect(calls).toEqual([
      { url: '/api/auth/logout', method: 'POST', authorization: 'Bearer the-old-token' },
    ]);
  });
});
