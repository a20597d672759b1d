import { describe, expect, it, vi } from 'vitest';
import { refreshSessionUser } from './refresh-session-user';
import type { SessionUser } from './session-user';
import type { StoredSession } from './stored-session';
import { asha } from './test-fixtures';

const stored: StoredSession = { token: 'token-1', user: asha };

function steps(session: StoredSession | null, loaded: Promise<SessionUser>, isWritten = true) {
  return {
    readSession: vi.fn(() => session),
    loadUser: vi.fn(() => loaded),
    storeRefreshed: vi.fn(() => isWritten),
    log: { info: vi.fn(), warn: vi.fn() },
  };
}

describe('refreshing the signed-in user (spec §5, §8)', () => {
  it("without a stored token and user: logs 'Not authenticated' and does nothing else", async () => {
    const run = steps(null, Promise.resolve(asha));
    await expect(refreshSessionUser(run)).resolves.toBeUndefined();
    expect(run.log.warn).toHaveBeenCalledExactlyOnceWith('Not authenticated');
    expect(run.log.info).not.toHaveBeenCalled();
    expect(run.loadUser).not.toHaveBeenCalled();
    expect(run.storeRefreshed).not.toHaveBeenCalled();
  });

  it('with a session: reads the person with its token and writes the fresh copy back', async () => {
    const fresh = { ...asha, lastName: 'Rao-Iyer' };
    const run = steps(stored, Promise.resolve(fresh));
    await refreshSessionUser(run);
    expect(run.loadUser).toHaveBeenCalledExactlyOnceWith(stored);
    expect(run.storeRefreshed).toHaveBeenCalledExactlyOnceWith(stored, fresh);
    expect(run.log.warn).not.toHaveBeenCalled();
    expect(run.log.info).not.toHaveBeenCalled();
  });

  it('a failed read is only logged: nothing is written and nothing is thrown', async () => {
    const failure = new Error('Failed to fetch');
    const run = steps(stored, Promise.reject(failure));
    await expect(refreshSessionUser(run)).resolves.toBeUndefined();
    expect(run.storeRefreshed).not.toHaveBeenCalled();
    expect(run.log.warn).toHaveBeenCalledExactlyOnceWith('Could not refresh the signed-in user', failure);
  });

  it('a copy another tab has overtaken is dropped, and says so', async () => {
    const run = steps(stored, Promise.resolve(asha), false);
    await refreshSessionUser(run);
    expect(run.log.info).toHaveBeenCalledExactlyOnceWith(
      'The session changed in another tab; refresh dropped',
    );
  });
});
