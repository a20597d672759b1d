// What the personal-data route tests share: a person with a ticket, messages both ways, files both
// ways and a paid receipt, beside another customer of the same consultant; and the download read
// back as its files.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { MessagingKit } from '../../../test/messaging-kit';
import { pdf, png } from '../../../test/messaging-kit';
import { payClosedTicket } from '../../../test/payment-kit';
import type { Caller } from '../../../test/send-request';
import { users } from '../../db/schema';

export const CUSTOMER_WORDS = 'Our PRD system is P01; call me on +91 98450 12345.';
export const CONSULTANT_WORDS = 'Thanks, I am looking at P01 now.';

/** The customer's ticket with everything the download holds, paid; another customer's beside it. */
export async function personWithHistory(kit: MessagingKit) {
  const { customer, consultant, ticket, conversation } = await kit.newThread();
  await kit.sendText(customer, conversation.id, CUSTOMER_WORDS);
  const customerFile = await kit.sendFiles(customer, conversation.id, [png('my-screen.png')]);
  await kit.sendText(consultant, conversation.id, CONSULTANT_WORDS);
  await kit.sendFiles(consultant, conversation.id, [pdf('consultant-notes.pdf')]);
  const other = await kit.newCustomer({ firstName: 'Other', lastName: 'Person' });
  const otherTicket = await kit.book(other, consultant, await kit.taxonomy());
  await kit.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: 1 });
  await payClosedTicket(kit.send, customer, ticket.id);
  const [stored] = await kit.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, customer.id));
  return {
    customer,
    consultant,
    ticket,
    conversation,
    customerAttachment: customerFile.attachments[0],
    other,
    otherTicket,
    passwordHash: stored?.passwordHash ?? '',
  };
}

/** The ZIP's files by path, text decoded on demand. */
export function unzipped(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="basisdesk-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the archive: ${Object.keys(files).join(', ')}`);
    return Buffer.from(file).toString('utf8');
  };
  return { files, text, json: (name: string): unknown => JSON.parse(text(name)) };
}

export const downloadOwn = (kit: MessagingKit, caller: Caller) =>
  kit.send('GET', '/api/users/me/data-export', caller);
export const downloadOf = (kit: MessagingKit, userId: string, caller: Caller) =>
  kit.send('GET', `/api/Admin/users/${userId}/data-export`, caller);
