import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmSecondFactor } from './confirm-second-factor';
import { disableSecondFactor } from './disable-second-factor';
import { getSecondFactorStatus } from './get-second-factor-status';
import { loginWithSecondFactor } from './login-with-second-factor';
import { renewRecoveryCodes } from './renew-recovery-codes';
import { startSecondFactorSetup } from './start-second-factor-setup';

type Sent = { url: string; method: string; body: unknown };

/** The browser's fetch, standing in: records each call and answers 200 with an empty object. */
function recordCalls() {
  const calls: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return Response.json({});
  });
  vi.stubGlobal('window', { localStorage: { getItem: () => 'stored-token' } });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the second factor's calls (decision 034)", () => {
  it('reach the server under /api/auth with what each form holds', async () => {
    const calls = recordCalls();
    await getSecondFactorStatus();
    await startSecondFactorSetup();
    await confirmSecondFactor({ code: '123456' });
    await renewRecoveryCodes({ code: '654321' });
    await disableSecondFactor({ password: 'pw', code: '7K3Q-9XWD-M2PA' });
    await loginWithSecondFactor({ challengeToken: 'challenge', code: '123456' });
    expect(calls).toEqual([
      { url: '/api/auth/second-factor', method: 'GET', body: undefined },
      { url: '/api/auth/second-factor/setup', method: 'POST', body: undefined },
      { url: '/api/auth/second-factor/confirm', method: 'POST', body: { code: '123456' } },
      { url: '/api/auth/second-factor/recovery-codes', method: 'POST', body: { code: '654321' } },
      {
        url: '/api/auth/second-factor/disable',
        method: 'POST',
        body: { password: 'pw', code: '7K3Q-9XWD-M2PA' },
      },
      {
        url: '/api/auth/login/second-factor',
        method: 'POST',
        body: { challengeToken: 'challenge', code: '123456' },
      },
    ]);
  });
});
