import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteUser } from './delete-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an admin's deletion of a user (decision 041)", () => {
  it('names the user in the path, escaped, and sends only the confirmation as the body', async () => {
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, body: init.body });
      return Response.json({ message: 'The account has been deleted.' });
    });
    vi.stubGlobal('window', { localStorage: { getItem: () => 'stored-token' } });
    await deleteUser({ id: 'a/b', password: 'admin-pw', code: '123456' });
    expect(calls).toEqual([
      {
        url: '/api/Admin/users/a%2Fb',
        method: 'DELETE',
        body: JSON.stringify({ password: 'admin-pw', code: '123456' }),
      },
    ]);
  });

  it("says a refusal in the server's words", async () => {
    const lastAdmin = 'The last active admin cannot be deleted. Make another person an admin first.';
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: lastAdmin, code: 'CONFLICT' }, { status: 409 }),
    );
    vi.stubGlobal('window', { localStorage: { getItem: () => 'stored-token' } });
    await expect(deleteUser({ id: 'u-1', password: 'pw' })).rejects.toMatchObject({
      status: 409,
      message: lastAdmin,
    });
  });
});
