import { INPUT_MESSAGES, messageSchema, userSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../test/expect-response';
import { uniqueEmail } from '../../test/factories';
import { png, type Thread, useMessagingKit } from '../../test/messaging-kit';
import { from, NO_TOKEN } from '../../test/send-request';
import { users } from '../db/schema';

// A control character (U+0000–U+001F but tab, line feed and carriage return, and U+007F) in any
// string a request carries is refused in one place, before guards, routes and queries: the JSON
// body parser for bodies, one onRequest hook for the URL, the upload's reader for multipart names.
const kit = useMessagingKit();
let thread: Thread;

beforeAll(async () => {
  thread = await kit.newThread();
});

const TEXT = INPUT_MESSAGES.controlCharacters;
const NAME = INPUT_MESSAGES.controlCharactersInName;
const REFUSED = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  0x7f,
].map((code) => String.fromCharCode(code));

let nextClient = 1;
const newClient = () => from(`10.77.0.${nextClient++}`);

describe('a control character in a JSON body', () => {
  it('400 for a NUL in the sign-in e-mail, naming the field (it was a 500: PostgreSQL cannot store U+0000)', async () => {
    const response = await kit.send('POST', '/api/auth/login', newClient(), {
      email: `${thread.customer.email}\u0000`,
      password: thread.customer.password,
    });
    expectError(response, 400, TEXT, { path: 'email' });
  });

  it('400 for each of the 30 refused characters in a first name at sign-up; no account is made', async () => {
    for (const character of REFUSED) {
      const email = uniqueEmail('control');
      const response = await kit.send('POST', '/api/auth/register', newClient(), {
        email,
        password: 'correct-horse-7',
        firstName: `An${character}n`,
        lastName: 'Lee',
        role: 'Customer',
      });
      expectError(response, 400, TEXT, { path: 'firstName' });
      const made = await kit.database.db.select().from(users).where(eq(users.email, email));
      expect(made, JSON.stringify(character)).toEqual([]);
    }
  });

  it('400 at any depth, naming the path: an item of a list, a field of an object in a list', async () => {
    const ticket = kit.ticketBody(await kit.taxonomy(), thread.consultant, []);
    const nested = await kit.send('POST', '/api/SupportRequests', thread.customer, {
      ...ticket,
      timeSlotIds: ['\u0000'],
    });
    expectError(nested, 400, TEXT, { path: 'timeSlotIds.0' });
    const deeper = await kit.send('PUT', '/api/ConsultantAvailability/weekly-pattern', thread.consultant, {
      timeZone: 'Asia/Kolkata',
      days: [{ weekday: 1, ranges: [{ start: '09:00\u007f', end: '10:00' }] }],
    });
    expectError(deeper, 400, TEXT, { path: 'days.0.ranges.0.start' });
  });

  it("400 for a control character in a field's name, even one no schema knows", async () => {
    const response = await kit.send('PUT', `/api/users/${thread.customer.id}`, kit.admin, {
      firstName: 'Ann',
      'last\u0000Name': 'Lee',
    });
    expectError(response, 400, NAME, { path: '' });
    const read = await kit.send('GET', `/api/users/${thread.customer.id}`, kit.admin);
    expect(expectBody(read, 200, userSchema).firstName).toBe(thread.customer.firstName);
  });

  it('400 for a message with a BEL in it; the thread is as it was', async () => {
    const url = `/api/messaging/conversations/${thread.conversation.id}/messages`;
    const before = (await kit.send('GET', url, thread.customer)).json();
    const response = await kit.send('POST', '/api/messaging/messages', thread.customer, {
      conversationId: thread.conversation.id,
      content: 'Hello\u0007',
      messageType: 'text',
    });
    expectError(response, 400, TEXT, { path: 'content' });
    expect((await kit.send('GET', url, thread.customer)).json()).toEqual(before);
  });

  it('tab, line feed and carriage return are text like any other', async () => {
    const content = 'SM21 shows:\r\n\tdump one\n\tdump two';
    const sent = await kit.sendText(thread.customer, thread.conversation.id, content);
    expect(messageSchema.parse(sent).content).toBe(content);
  });
});

describe('a control character in the URL', () => {
  it('400 for %00 in a path parameter, before the guard', async () => {
    expectError(await kit.send('GET', '/api/users/%00', NO_TOKEN), 400, TEXT, { path: 'id' });
    const response = await kit.send('GET', `/api/SupportRequests/${thread.ticket.id}%00`, thread.customer);
    expectError(response, 400, TEXT, { path: 'orderId' });
  });

  it('400 for one in a query value or a query name; a tab is allowed', async () => {
    for (const query of ['search=%00', 'search=a%7Fb', 'search=%1B%5B31m']) {
      const response = await kit.send('GET', `/api/Admin/users?${query}`, kit.admin);
      expectError(response, 400, TEXT, { path: 'search' });
    }
    expectError(await kit.send('GET', '/api/Admin/users?se%01arch=a', kit.admin), 400, NAME, { path: '' });
    expect((await kit.send('GET', '/api/Admin/users?search=%09a', kit.admin)).statusCode).toBe(200);
  });

  it("400 on the web app's paths too (a file name, a page's query)", async () => {
    expectError(await kit.send('GET', '/assets/app%00.js'), 400, TEXT, { path: '*' });
    expectError(await kit.send('GET', '/reset-password?token=%00'), 400, TEXT, { path: 'token' });
  });
});

describe('a control character in a multipart upload', () => {
  it("400 for one in the file's name or the field's name; the file message stays without files", async () => {
    const message = await kit.send('POST', '/api/messaging/messages', thread.customer, {
      conversationId: thread.conversation.id,
      content: '',
      messageType: 'file',
    });
    const { id } = expectBody(message, 201, messageSchema);
    const inFileName = await kit.upload(thread.customer, id, png('shot\u0000.png'));
    expectError(inFileName, 400, TEXT, { path: 'file' });
    const inFieldName = await kit.upload(thread.customer, id, { ...png(), field: 'fi\u001fle' });
    expectError(inFieldName, 400, NAME, { path: '' });
    const read = await kit.send('GET', `/api/messaging/messages/${id}`, thread.customer);
    expect(expectBody(read, 200, messageSchema).attachments).toEqual([]);
  });
});
