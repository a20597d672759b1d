import { describe, expect, it } from 'vitest';
import { parseListParams } from '@/lib/list-params';
import { userListParamsSchema } from './user-list-params';

describe('the admin user list filters', () => {
  it("offers the spec's Blocked status value beside Active and Inactive", () => {
    for (const status of ['Active', 'Inactive', 'Blocked']) {
      expect(parseListParams(userListParamsSchema, new URLSearchParams({ status })).status).toBe(status);
    }
  });

  it('reads a role or status it does not know as no filter', () => {
    const read = parseListParams(userListParamsSchema, new URLSearchParams('role=Root&status=Paused'));
    expect(read).toMatchObject({ role: '', status: '' });
  });
});
