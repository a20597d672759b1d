import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, expectError, expectSignInRequired } from '../../../test/expect-response';
import { PNG_BYTES, useMessagingKit } from '../../../test/messaging-kit';
import { setUpSecondFactor } from '../../../test/second-factor-kit';
import {
  CONSULTANT_WORDS,
  CUSTOMER_WORDS,
  downloadOf,
  downloadOwn,
  personWithHistory,
  unzipped,
} from './personal-data.test-kit';

// "Download my data" (decision 041): everything held about the person and nothing about anyone
// else, secrets never, their files byte for byte; for the person, and for an admin on any user.
const kit = useMessagingKit();

const EXPECTED_FILES = [
  'README.txt',
  'profile.json',
  'tickets.json',
  'messages.json',
  'payments.json',
  'ratings.json',
  'notifications.json',
  'sign-in-sessions.json',
];

describe('GET /api/users/me/data-export', () => {
  it('401 without a token or with a garbage one', async () => {
    await expectSignInRequired((caller) => downloadOwn(kit, caller));
  });

  it("holds exactly the person's data: their ticket, both sides' messages, their own file byte for byte, their payment", async () => {
    const person = await personWithHistory(kit);
    const billing = {
      companyName: 'Iyer Systems LLP',
      address: '12 MG Road, Bengaluru',
      gstin: '27AAPFU0939F1ZV',
    };
    expect(
      (await kit.send('PUT', '/api/users/me/billing-details', person.customer, billing)).statusCode,
    ).toBe(200);
    const archive = unzipped(await downloadOwn(kit, person.customer));

    const attachmentPaths = Object.keys(archive.files).filter((name) => name.startsWith('attachments/'));
    expect(Object.keys(archive.files).sort()).toEqual([...EXPECTED_FILES, ...attachmentPaths].sort());
    expect(attachmentPaths).toHaveLength(1);
    expect(attachmentPaths[0]).toMatch(
      new RegExp(`^attachments/${person.ticket.orderNumber}/[\\w-]+-my-screen\\.png$`),
    );
    expect(Buffer.from(archive.files[attachmentPaths[0] ?? ''] ?? [])).toEqual(PNG_BYTES);

    expect(archive.json('profile.json')).toMatchObject({
      id: person.customer.id,
      email: person.customer.email,
      role: 'Customer',
      billingDetails: billing,
    });
    const tickets = archive.json('tickets.json') as Array<Record<string, unknown>>;
    expect(tickets.map((ticket) => ticket.orderNumber)).toEqual([person.ticket.orderNumber]);
    expect(tickets[0]).toMatchObject({ yourRole: 'customer', status: 'Paid', paymentStatus: 'Paid' });
    expect((tickets[0]?.history as unknown[] | undefined)?.length).toBeGreaterThanOrEqual(2);

    const threads = archive.json('messages.json') as Array<{
      orderNumber: string;
      messages: Array<Record<string, unknown>>;
    }>;
    expect(threads.map((thread) => thread.orderNumber)).toEqual([person.ticket.orderNumber]);
    const contents = threads[0]?.messages.map((message) => message.content);
    expect(contents).toContain(CUSTOMER_WORDS);
    expect(contents).toContain(CONSULTANT_WORDS);
    // The consultant's file is theirs: listed, not included.
    expect(archive.text('messages.json')).toContain('consultant-notes.pdf');

    const payments = archive.json('payments.json') as Array<Record<string, unknown>>;
    const captured = payments.find((entry) => entry.kind === 'payment');
    expect(captured).toMatchObject({ orderNumber: person.ticket.orderNumber, status: 'captured' });
    expect(captured?.receipt).toMatchObject({ number: expect.stringMatching(/^BD-\d{4}-\d{6}$/) });

    // Nobody else's: the other customer's ticket with the same consultant is nowhere in it.
    const everything = EXPECTED_FILES.map(archive.text).join('\n');
    expect(everything).not.toContain(person.otherTicket.orderNumber);
    expect(everything).not.toContain(person.other.email);
    expect(everything).not.toContain('Other Person');
  });

  it('never holds a secret: no password hash, no second-factor secret, no recovery code', async () => {
    const person = await personWithHistory(kit);
    const { secret, recoveryCodes } = await setUpSecondFactor(kit.send, person.customer);
    const archive = unzipped(await downloadOwn(kit, person.customer));
    const everything = EXPECTED_FILES.map(archive.text).join('\n');
    expect(person.passwordHash).toMatch(/^\$argon2/);
    expect(everything).not.toContain(person.passwordHash);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain(secret);
    for (const code of recoveryCodes) expect(everything).not.toContain(code);
    expect(everything).not.toMatch(/passwordHash|totpSecret|codeHash/);
    expect(archive.json('profile.json')).toMatchObject({ twoFactorAuthenticationSince: expect.any(String) });
  });

  it("a consultant's holds the tickets they work on, their own file only, and no payment data", async () => {
    const person = await personWithHistory(kit);
    const archive = unzipped(await downloadOwn(kit, person.consultant));
    const tickets = archive.json('tickets.json') as Array<Record<string, unknown>>;
    expect(tickets.map((ticket) => ticket.orderNumber).sort()).toEqual(
      [person.ticket.orderNumber, person.otherTicket.orderNumber].sort(),
    );
    for (const ticket of tickets) expect(ticket).not.toHaveProperty('paymentStatus');
    // Paid reads as Closed to a consultant, in their download as on their screens (spec §4, §6).
    expect(
      archive
        .text('tickets.json')
        .split('\n')
        .filter((line) => line.includes('Paid')),
    ).toEqual([]);
    expect(archive.json('payments.json')).toEqual([]);
    const attachmentPaths = Object.keys(archive.files).filter((name) => name.startsWith('attachments/'));
    expect(attachmentPaths).toEqual([expect.stringMatching(/consultant-notes\.pdf$/)]);
  });

  it('429 in words with Retry-After after five downloads in an hour', async () => {
    const person = await kit.newCustomer();
    for (let i = 0; i < 5; i++) unzipped(await downloadOwn(kit, person));
    const refused = await downloadOwn(kit, person);
    expectError(refused, 429, /^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/Admin/users/:id/data-export', () => {
  it('403 for a customer or a consultant, even about someone they deal with', async () => {
    const person = await personWithHistory(kit);
    expectError(await downloadOf(kit, person.customer.id, person.other), ...ADMIN_ONLY);
    expectError(await downloadOf(kit, person.customer.id, person.consultant), ...ADMIN_ONLY);
    expectError(await downloadOf(kit, person.customer.id, person.customer), ...ADMIN_ONLY);
  });

  it("an admin downloads the person's data, the same as theirs; 404 for an unknown id, 400 for a bad one", async () => {
    const person = await personWithHistory(kit);
    const archive = unzipped(await downloadOf(kit, person.customer.id, kit.admin));
    expect(archive.json('profile.json')).toMatchObject({ id: person.customer.id });
    const tickets = archive.json('tickets.json') as Array<Record<string, unknown>>;
    expect(tickets.map((ticket) => ticket.orderNumber)).toEqual([person.ticket.orderNumber]);
    expectError(await downloadOf(kit, crypto.randomUUID(), kit.admin), 404, 'User not found');
    expectError(await downloadOf(kit, 'nope', kit.admin), 400, 'Invalid id', { path: 'id' });
  });
});
