import fs from 'node:fs';
import path from 'node:path';
import { messagePageSchema, PERSONAL_DATA_MESSAGES, ticketSchema } from '@basisdesk/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  expectBody,
  expectError,
  expectSignInRequired,
  SESSION_EXPIRED,
} from '../../../test/expect-response';
import { DEFAULT_PASSWORD, type TestUser } from '../../../test/factories';
import { useMessagingKit } from '../../../test/messaging-kit';
import { nextTotpCode, setUpSecondFactor } from '../../../test/second-factor-kit';
import { type Caller, NO_TOKEN, tokenOf } from '../../../test/send-request';
import { billingDetails, messageAttachments, signInSessions, users } from '../../db/schema';
import { CONSULTANT_WORDS, CUSTOMER_WORDS, personWithHistory } from './personal-data.test-kit';

// "Delete my account" (decision 041): confirmed by the password (and code), refused while it would
// strand anyone, then the person is gone everywhere while the record others and accounting need stays.
const kit = useMessagingKit();
const DELETED = PERSONAL_DATA_MESSAGES.deletedUserName;

const deleteOwn = (caller: Caller, body: unknown) => kit.send('DELETE', '/api/users/me', caller, body);
const signIn = (email: string, password: string) =>
  kit.send('POST', '/api/auth/login', NO_TOKEN, { email, password });
const readTicket = (caller: TestUser, orderId: string) =>
  kit
    .send('GET', `/api/SupportRequests/${orderId}`, caller)
    .then((response) => expectBody(response, 200, ticketSchema));

async function receiptText(orderId: string): Promise<string> {
  const response = await kit.send('GET', `/api/Payment/receipt/${orderId}`, kit.admin);
  expect(response.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('DELETE /api/users/me', () => {
  it('401 without a token; 400 in words without a password, or with a wrong one, and nothing changes', async () => {
    const person = await kit.newCustomer();
    await expectSignInRequired((caller) => deleteOwn(caller, { password: DEFAULT_PASSWORD }));
    expectError(await deleteOwn(person, {}), 400, 'Password is required', { path: 'password' });
    expectError(await deleteOwn(person, { password: 'not-my-password' }), 400, 'Password is incorrect.', {
      path: 'password',
    });
    expectError(
      await deleteOwn(person, { password: DEFAULT_PASSWORD, extra: 1 }),
      400,
      'Unknown field: extra',
      {
        path: '',
      },
    );
    expect((await signIn(person.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('with a second factor on, the code is asked for and checked', async () => {
    const person = await kit.newCustomer();
    const { secret } = await setUpSecondFactor(kit.send, person);
    expectError(
      await deleteOwn(person, { password: DEFAULT_PASSWORD }),
      400,
      'Enter the code from your authenticator app',
      {
        path: 'code',
      },
    );
    expectError(
      await deleteOwn(person, { password: DEFAULT_PASSWORD, code: '000000' }),
      400,
      /^That code is not right/,
      {
        path: 'code',
      },
    );
    const done = await deleteOwn(person, { password: DEFAULT_PASSWORD, code: await nextTotpCode(secret) });
    expect(done.json()).toEqual({ message: 'Your account has been deleted.' });
  });

  it("erases the customer: signed out everywhere, no sign-in, their words and files gone, the ticket, payment and receipt kept under 'Deleted user'", async () => {
    const person = await personWithHistory(kit);
    const { customer, consultant, ticket, conversation } = person;
    const oldToken = tokenOf(customer);
    const before = await receiptText(ticket.id);
    expect(before).toContain(customer.email);
    const attachment = person.customerAttachment;
    if (!attachment) throw new Error('the customer uploaded a file');
    const [file] = await kit.database.db
      .select({ storageKey: messageAttachments.storageKey })
      .from(messageAttachments)
      .where(eq(messageAttachments.id, attachment.id));
    const stored = path.join(kit.config.DATA_DIR, 'uploads', file?.storageKey ?? 'none');
    expect(fs.existsSync(stored)).toBe(true);

    const billing = { companyName: 'Iyer Systems LLP', address: '12 MG Road, Bengaluru', gstin: '' };
    expect((await kit.send('PUT', '/api/users/me/billing-details', customer, billing)).statusCode).toBe(200);

    const done = await deleteOwn(customer, { password: DEFAULT_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      await kit.database.db.select().from(billingDetails).where(eq(billingDetails.userId, customer.id)),
    ).toEqual([]);

    // Signed out at once, and no way back in: the same answer as a wrong password.
    expectError(await kit.send('GET', `/api/users/${customer.id}`, oldToken), ...SESSION_EXPIRED);
    const refused = await signIn(customer.email, DEFAULT_PASSWORD);
    const unknown = await signIn('nobody-at-all@example.com', DEFAULT_PASSWORD);
    expect([refused.statusCode, refused.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(refused.statusCode).toBe(401);
    const sessions = await kit.database.db
      .select()
      .from(signInSessions)
      .where(eq(signInSessions.userId, customer.id));
    expect(sessions).toEqual([]);

    // The ticket and its payment stay, under "Deleted user".
    const seen = await readTicket(consultant, ticket.id);
    expect(seen.customerName).toBe(DELETED);
    expect((await readTicket(kit.admin, ticket.id)).paymentStatus).toBe('Paid');

    // Their words are gone, the consultant's stay; their file is gone from the thread and the store.
    const thread = expectBody(
      await kit.send('GET', `/api/messaging/conversations/${conversation.id}/messages`, consultant),
      200,
      messagePageSchema,
    );
    const contents = thread.items.map((message) => message.content);
    expect(contents).not.toContain(CUSTOMER_WORDS);
    expect(contents).toContain(CONSULTANT_WORDS);
    for (const message of thread.items.filter((item) => item.senderId === customer.id)) {
      expect(message).toMatchObject({
        senderName: DELETED,
        content: PERSONAL_DATA_MESSAGES.removedMessage,
        attachments: [],
      });
    }
    const rows = await kit.database.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.id, attachment.id));
    expect(rows).toEqual([]);
    await expect.poll(() => fs.existsSync(stored)).toBe(false);

    // The issued receipt: the consultant's name as issued, the customer's now "Deleted user", no address.
    const after = await receiptText(ticket.id);
    expect(after).toContain(`${consultant.firstName} ${consultant.lastName}`);
    expect(after).toContain(DELETED);
    expect(after).not.toContain(customer.email);
    expect(after.match(/BD-\d{4}-\d{6}/)?.[0]).toBe(before.match(/BD-\d{4}-\d{6}/)?.[0]);

    // Nothing of theirs is left on the account; the address is free to sign up again.
    const [row] = await kit.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({
      firstName: 'Deleted',
      lastName: 'user',
      passwordHash: null,
      totpSecret: null,
      status: 'Inactive',
    });
    expect(row?.email).toBe(`deleted-${customer.id}@erased.invalid`);
    const again = await kit.send('POST', '/api/auth/register', NO_TOKEN, {
      email: customer.email,
      password: 'a-new-start-42',
      firstName: 'Back',
      lastName: 'Again',
      role: 'Customer',
    });
    expect(again.statusCode, again.body).toBe(204);
  });

  it("a consultant's erasure leaves the receipts already issued with their name", async () => {
    const person = await personWithHistory(kit);
    // The other customer's ticket is still open with a session ahead: refused until it is finished.
    expectError(
      await deleteOwn(person.consultant, { password: DEFAULT_PASSWORD }),
      409,
      PERSONAL_DATA_MESSAGES.sessionsAhead,
    );
    await kit.moveTo(person.consultant, person.otherTicket.id, 'Closed', { hoursWorked: 1 });
    expect((await deleteOwn(person.consultant, { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const receipt = await receiptText(person.ticket.id);
    expect(receipt).toContain(`${person.consultant.firstName} ${person.consultant.lastName}`);
    expect((await readTicket(person.customer, person.ticket.id)).consultantName).toBe(DELETED);
  });

  it('409 in words for a customer with a ticket still open or unpaid', async () => {
    const person = await personWithHistory(kit);
    expectError(
      await deleteOwn(person.other, { password: DEFAULT_PASSWORD }),
      409,
      PERSONAL_DATA_MESSAGES.ticketsOpen,
    );
    await kit.moveTo(person.consultant, person.otherTicket.id, 'Closed', { hoursWorked: 1 });
    expectError(
      await deleteOwn(person.other, { password: DEFAULT_PASSWORD }),
      409,
      PERSONAL_DATA_MESSAGES.ticketsOpen,
    );
    expect((await signIn(person.other.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('DELETE /api/Admin/users/:id', () => {
  const deleteUser = (id: string, caller: Caller, body: unknown) =>
    kit.send('DELETE', `/api/Admin/users/${id}`, caller, body);
  /** An admin's own password and a fresh code of their second factor (each code is used once). */
  const confirmationOf = async (admin: TestUser) => ({
    password: DEFAULT_PASSWORD,
    code: await nextTotpCode(admin.totpSecret ?? ''),
  });

  it('403 for a customer or consultant; the admin confirms with their own password and code; 409 after, 404 unknown', async () => {
    const target = await kit.newCustomer();
    for (const caller of [await kit.newCustomer(), await kit.newConsultant()]) {
      expectError(await deleteUser(target.id, caller, { password: DEFAULT_PASSWORD }), ...ADMIN_ONLY);
    }
    const admin = await kit.newUser({ role: 'Admin' });
    expectError(
      await deleteUser(target.id, admin, { password: 'wrong-one-9' }),
      400,
      'Password is incorrect.',
    );
    expectError(
      await deleteUser(target.id, admin, { password: DEFAULT_PASSWORD }),
      400,
      'Enter the code from your authenticator app',
    );
    const done = await deleteUser(target.id, admin, await confirmationOf(admin));
    expect(done.json()).toEqual({ message: 'The account has been deleted.' });
    const second = await kit.newUser({ role: 'Admin' });
    expectError(
      await deleteUser(target.id, second, await confirmationOf(second)),
      409,
      PERSONAL_DATA_MESSAGES.alreadyDeleted,
    );
    const third = await kit.newUser({ role: 'Admin' });
    expectError(
      await deleteUser(crypto.randomUUID(), third, await confirmationOf(third)),
      404,
      'User not found',
    );
    // An erased account is never brought back.
    const reactivate = await kit.send('PUT', `/api/Users/${target.id}/status`, admin, { status: 'Active' });
    expectError(reactivate, 409, PERSONAL_DATA_MESSAGES.cannotReactivateDeleted);
  });

  it("an admin's own account is Settings' to delete (403 here); the last active admin cannot be deleted", async () => {
    const admin = await kit.newUser({ role: 'Admin' });
    expectError(
      await deleteUser(admin.id, admin, await confirmationOf(admin)),
      403,
      PERSONAL_DATA_MESSAGES.deleteOwnFromSettings,
    );
    // Every other admin goes inactive for a moment, so this one is the last.
    const others = await kit.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'Admin'), eq(users.status, 'Active'), ne(users.id, admin.id)));
    await kit.database.db
      .update(users)
      .set({ status: 'Inactive' })
      .where(
        inArray(
          users.id,
          others.map(({ id }) => id),
        ),
      );
    try {
      expectError(await deleteOwn(admin, await confirmationOf(admin)), 409, PERSONAL_DATA_MESSAGES.lastAdmin);
      expect((await kit.send('GET', `/api/users/${admin.id}`, admin)).statusCode).toBe(200);
    } finally {
      await kit.database.db
        .update(users)
        .set({ status: 'Active' })
        .where(
          inArray(
            users.id,
            others.map(({ id }) => id),
          ),
        );
    }
    const another = await kit.newUser({ role: 'Admin' });
    expect((await deleteOwn(another, await confirmationOf(another))).statusCode).toBe(200);
  });
});
