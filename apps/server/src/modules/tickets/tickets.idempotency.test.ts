import crypto from 'node:crypto';
import { IDEMPOTENCY_MESSAGES, ticketSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { storedKey, withKey } from '../../../test/idempotency-kit';
import { idempotencyKeys } from '../../db/schema';
import { NOW, useCreateTickets } from './tickets.create.test-kit';

const { kit, given, countTickets } = useCreateTickets();

const newKey = () => crypto.randomUUID();
const DAY_MS = 24 * 60 * 60 * 1000;

async function newBooking() {
  const customer = await kit.newCustomer();
  const slots = await kit.publishSlots(given.consultant, 1);
  return { customer, body: kit.ticketBody(given.basis, given.consultant, slots) };
}

describe('POST /api/SupportRequests with an Idempotency-Key', () => {
  it('a retry with the same key and body answers the first ticket again and books nothing more', async () => {
    const { customer, body } = await newBooking();
    const key = newKey();
    const before = await countTickets();
    const first = await kit.createTicket(withKey(customer, key), body);
    const created = expectBody(first, 201, ticketSchema);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await kit.createTicket(withKey(customer, key), body);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().id).toBe(created.id);
    expect(await countTickets()).toBe(before + 1);
  });

  it('the same body in another key order is the same request', async () => {
    const { customer, body } = await newBooking();
    const key = newKey();
    expect((await kit.createTicket(withKey(customer, key), body)).statusCode).toBe(201);
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const retry = await kit.createTicket(withKey(customer, key), reversed);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it(`422 for the same key with another body: "${IDEMPOTENCY_MESSAGES.keyReused}"`, async () => {
    const { customer, body } = await newBooking();
    const key = newKey();
    expect((await kit.createTicket(withKey(customer, key), body)).statusCode).toBe(201);
    const before = await countTickets();
    const other = { ...body, description: 'Another problem altogether' };
    expectError(await kit.createTicket(withKey(customer, key), other), 422, IDEMPOTENCY_MESSAGES.keyReused, {
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await countTickets()).toBe(before);
  });

  it('422 for the same key on another route', async () => {
    const { customer, body } = await newBooking();
    const key = newKey();
    const created = expectBody(await kit.createTicket(withKey(customer, key), body), 201, ticketSchema);
    const response = await kit.changeStatus(withKey(customer, key), created.id, {
      status: created.status,
      comment: 'A note',
    });
    expectError(response, 422, IDEMPOTENCY_MESSAGES.keyReused, { code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it("another person's same key is theirs alone: both requests run", async () => {
    const first = await newBooking();
    const second = await newBooking();
    const key = newKey();
    const one = expectBody(
      await kit.createTicket(withKey(first.customer, key), first.body),
      201,
      ticketSchema,
    );
    const other = await kit.createTicket(withKey(second.customer, key), second.body);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(expectBody(other, 201, ticketSchema).id).not.toBe(one.id);
  });

  it('after 24 hours the key names a new request: it runs again', async () => {
    const { customer, body } = await newBooking();
    const key = newKey();
    expect((await kit.createTicket(withKey(customer, key), body)).statusCode).toBe(201);
    kit.clock.set(new Date(new Date(NOW).getTime() + DAY_MS + 1000).toISOString());
    try {
      const slots = await kit.publishSlots(given.consultant, 1);
      const before = await countTickets();
      const later = await kit.createTicket(
        withKey(customer, key),
        kit.ticketBody(given.basis, given.consultant, slots),
      );
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expectBody(later, 201, ticketSchema);
      expect(await countTickets()).toBe(before + 1);
      // The expired row was taken over, and the hourly sweep leaves the fresh one alone.
      await kit.app.backgroundJobs.runDue();
      expect((await storedKey(kit.database.db, customer.id, key))?.statusCode).toBe(201);
    } finally {
      kit.clock.set(NOW);
    }
  });

  it('a refusal that rolled back keeps nothing: its retry runs again', async () => {
    const { customer, body } = await newBooking();
    const rival = await kit.newCustomer();
    expect((await kit.createTicket(rival, body)).statusCode).toBe(201);
    const key = newKey();
    const refused = await kit.createTicket(withKey(customer, key), body);
    expectError(refused, 409, /already booked/);
    expect(await storedKey(kit.database.db, customer.id, key)).toBeUndefined();
    const again = await kit.createTicket(withKey(customer, key), body);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expectError(again, 409, /already booked/);
  });

  it('ten at once with one key book one ticket; the others answer it again or 409, never 500', async () => {
    const { customer, body } = await newBooking();
    const key = newKey();
    const before = await countTickets();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => kit.createTicket(withKey(customer, key), body)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(),
    ).toBe(true);
    const fresh = responses.filter((r) => r.statusCode === 201 && !r.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectError(response, 409, IDEMPOTENCY_MESSAGES.inProgress, { code: 'IDEMPOTENCY_KEY_IN_USE' });
    }
    expect(await countTickets()).toBe(before + 1);
    const retry = await kit.createTicket(withKey(customer, key), body);
    expect(retry.json()).toEqual(fresh[0]?.json());
  });

  it('a key claimed without an answer: 409 while it may still run, then 409 "already carried out"', async () => {
    const { customer, body } = await newBooking();
    const key = newKey();
    const created = await kit.createTicket(withKey(customer, key), body);
    expect(created.statusCode).toBe(201);
    // What a process that died between the commit and the answer leaves: the claim, no answer.
    const row = await storedKey(kit.database.db, customer.id, key);
    await kit.database.db.delete(idempotencyKeys);
    const claimedAt = new Date(NOW);
    await kit.database.db
      .insert(idempotencyKeys)
      .values({ ...row!, statusCode: null, responseBody: null, createdAt: claimedAt });
    const before = await countTickets();

    kit.clock.set(new Date(claimedAt.getTime() + 5000).toISOString());
    try {
      expectError(
        await kit.createTicket(withKey(customer, key), body),
        409,
        IDEMPOTENCY_MESSAGES.inProgress,
        {
          code: 'IDEMPOTENCY_KEY_IN_USE',
        },
      );
      kit.clock.set(new Date(claimedAt.getTime() + 60_000).toISOString());
      expectError(
        await kit.createTicket(withKey(customer, key), body),
        409,
        IDEMPOTENCY_MESSAGES.alreadyCarriedOut,
        { code: 'IDEMPOTENCY_KEY_IN_USE' },
      );
    } finally {
      kit.clock.set(NOW);
    }
    expect(await countTickets()).toBe(before);
  });

  it('400 for a key that is not 1 to 255 visible ASCII characters, before anything runs', async () => {
    const { customer, body } = await newBooking();
    const before = await countTickets();
    for (const key of ['', 'has space', 'x'.repeat(256), 'clé']) {
      const response = await kit.createTicket(withKey(customer, key), body);
      expectError(response, 400, IDEMPOTENCY_MESSAGES.invalidKey, { path: 'idempotency-key' });
    }
    expect(await countTickets()).toBe(before);
  });

  it('without the header a request runs as it always did', async () => {
    const { customer, body } = await newBooking();
    const response = await kit.createTicket(customer, body);
    expectBody(response, 201, ticketSchema);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expectError(await kit.createTicket(customer, body), 409, /already booked/);
  });
});

describe('PUT /api/SupportRequests/:orderId/status with an Idempotency-Key', () => {
  it('a retried comment is recorded once and answered again', async () => {
    const { customer, body } = await newBooking();
    const ticket = expectBody(await kit.createTicket(customer, body), 201, ticketSchema);
    const key = newKey();
    const change = { status: 'InProgress', comment: 'Starting on it' };
    const first = await kit.changeStatus(withKey(given.consultant, key), ticket.id, change);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await kit.changeStatus(withKey(given.consultant, key), ticket.id, change);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const history = await kit.send('GET', `/api/status/history/${ticket.id}`, customer);
    const entries = history.json() as Array<{ comment: string | null }>;
    expect(entries.filter((entry) => entry.comment === change.comment)).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('declares the optional Idempotency-Key and its 409 and 422 on the creating routes only', async () => {
    const document = (await kit.send('GET', '/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ name: string; in: string; required?: boolean }>;
            responses: Record<string, unknown>;
          }
        >
      >;
    };
    const create = document.paths['/api/SupportRequests']?.post;
    const header = create?.parameters?.find((parameter) => parameter.name === 'idempotency-key');
    expect(header).toMatchObject({ in: 'header', required: false });
    expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(['201', '409', '422']));
    const read = document.paths['/api/SupportRequests/{orderId}']?.get;
    expect(read?.parameters?.some((parameter) => parameter.name === 'idempotency-key')).toBe(false);
  });
});
