import crypto from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-response';
import { withKey } from '../../../test/idempotency-kit';
import { isPostgres } from '../../../test/test-app';
import { useCreateTickets } from './tickets.create.test-kit';

// The key is claimed by the first statement of the booking's transaction: a second request with the
// same key waits on the primary key until the first commits, then is refused before it books.
// Proven where requests really run at once; PGlite serialises every transaction.
const { kit, given, countTickets } = useCreateTickets();

describe.skipIf(!isPostgres())('one Idempotency-Key at once, on PostgreSQL', () => {
  it('ten bookings of ten different slots under one key make one ticket; the rest 409 or 422, never 500', async () => {
    const customer = await kit.newCustomer();
    const slots = await kit.publishSlots(given.consultant, 10);
    const key = crypto.randomUUID();
    const before = await countTickets();
    const responses = await Promise.all(
      slots.map((slot) =>
        kit.createTicket(withKey(customer, key), kit.ticketBody(given.basis, given.consultant, [slot])),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(),
    ).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      if (response.statusCode === 409) {
        expectError(response, 409, IDEMPOTENCY_MESSAGES.inProgress, { code: 'IDEMPOTENCY_KEY_IN_USE' });
      } else {
        expectError(response, 422, IDEMPOTENCY_MESSAGES.keyReused, { code: 'IDEMPOTENCY_KEY_REUSED' });
      }
    }
    expect(await countTickets()).toBe(before + 1);
  });

  it('ten identical bookings under one key: one booked, the rest answer it again or 409', async () => {
    const customer = await kit.newCustomer();
    const slots = await kit.publishSlots(given.consultant, 2);
    const body = kit.ticketBody(given.basis, given.consultant, slots);
    const key = crypto.randomUUID();
    const before = await countTickets();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => kit.createTicket(withKey(customer, key), body)),
    );
    const fresh = responses.filter((r) => r.statusCode === 201 && !r.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 201) expect(response.json()).toEqual(fresh[0]?.json());
      else expectError(response, 409, IDEMPOTENCY_MESSAGES.inProgress, { code: 'IDEMPOTENCY_KEY_IN_USE' });
    }
    expect(await countTickets()).toBe(before + 1);
  });
});
