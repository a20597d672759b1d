import { ticketSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { NO_TOKEN } from '../../../test/send-request';
import { ids, useReadTickets } from './tickets.read.test-kit';

const { kit, given, listIds, adminList } = useReadTickets();

describe('ticket lists: who sees what', () => {
  it('401 without a token on every list', async () => {
    for (const path of [
      'SupportRequests/recent/user',
      'SupportRequests/recent/consultant',
      'SupportRequests',
    ]) {
      expectError(await kit.send('GET', `/api/${path}`, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    }
  });

  it('GET SupportRequests is for admins: 403 for customers and consultants', async () => {
    for (const caller of [given.meera, given.ravi]) {
      expectError(await kit.send('GET', '/api/SupportRequests', caller), ...ADMIN_ONLY);
    }
  });

  it("recent/user: the customer's own requests, newest first", async () => {
    const { ids: meeras, page } = await listIds('SupportRequests/recent/user', given.meera);
    expect(meeras).toEqual(ids(given.t6, given.t4, given.t3, given.t1));
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect((await listIds('SupportRequests/recent/user', given.john)).ids).toEqual(ids(given.t5, given.t2));
  });

  it('recent/consultant: the requests assigned to the consultant, newest first', async () => {
    expect((await listIds('SupportRequests/recent/consultant', given.ravi)).ids).toEqual(
      ids(given.t6, given.t5, given.t4, given.t1),
    );
    expect((await listIds('SupportRequests/recent/consultant', given.anita)).ids).toEqual(
      ids(given.t3, given.t2),
    );
  });

  it('each list covers its own side only: a customer has none assigned, an admin raised none', async () => {
    const assigned = await listIds('SupportRequests/recent/consultant', given.meera);
    expect(assigned.ids).toEqual([]);
    expect(assigned.page.total).toBe(0);
    expect((await listIds('SupportRequests/recent/user', kit.admin)).ids).toEqual([]);
    expect((await listIds('SupportRequests/recent/user', given.ravi)).ids).toEqual([]);
  });

  it('GET SupportRequests: every request for an admin, newest first', async () => {
    expect(await adminList()).toEqual(ids(given.t6, given.t5, given.t4, given.t3, given.t2, given.t1));
  });

  it('lists carry the full ticket with its booked slots', async () => {
    const { page } = await listIds('SupportRequests/recent/user', given.meera);
    const listed = page.items.find((ticket) => ticket.id === given.t4.id);
    const detail = await kit.send('GET', `/api/SupportRequests/${given.t4.id}`, given.meera);
    expect(listed).toEqual(expectBody(detail, 200, ticketSchema));
    expect(listed?.slots).toHaveLength(2);
    expect(listed).toMatchObject({
      status: 'InProgress',
      statusString: 'In Progress',
      customerName: 'Meera Iyer',
    });
  });
});
