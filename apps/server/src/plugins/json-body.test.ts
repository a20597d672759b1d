import {
  conversationSchema,
  liveTicketSchema,
  messageSchema,
  successResponseSchema,
  userSchema,
} from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../test/expect-response';
import type { TestUser } from '../../test/factories';
import { type Thread, useMessagingKit } from '../../test/messaging-kit';
import type { Method } from '../../test/send-request';
import { authHeader } from '../../test/test-tokens';

// Spec §7: every call of the web app carries a JSON content type, bodiless ones included. An empty
// body under that header is no body: routes without one answer as usual, routes that need one
// refuse it in their schema's words.
const kit = useMessagingKit();
let thread: Thread;

beforeAll(async () => {
  thread = await kit.newThread();
});

/** The call as a browser's fetch sends it with no body: the JSON content type and a zero length. */
const bodiless = (method: Method, url: string, caller: TestUser): Promise<LightMyRequestResponse> =>
  kit.app.inject({
    method,
    url,
    headers: { ...authHeader(caller), 'content-type': 'application/json', 'content-length': '0' },
  });

describe('an empty body with Content-Type: application/json', () => {
  it('GET answers as usual', async () => {
    const response = await bodiless('GET', `/api/users/${thread.customer.id}`, thread.customer);
    expect(expectBody(response, 200, userSchema).id).toBe(thread.customer.id);
  });

  it('DELETE answers as usual: the message is gone', async () => {
    const message = await kit.sendText(thread.customer, thread.conversation.id, 'Sent by mistake');
    const url = `/api/messaging/messages/${message.id}`;
    expectBody(await bodiless('DELETE', url, thread.customer), 200, successResponseSchema);
    expectError(await kit.send('GET', url, thread.customer), 404, /not found/);
  });

  it('a bodiless POST answers as usual: the ticket’s conversation, and a live ticket', async () => {
    const url = `/api/messaging/conversations/for-order/${thread.ticket.id}`;
    const conversation = expectBody(await bodiless('POST', url, thread.consultant), 200, conversationSchema);
    expect(conversation.id).toBe(thread.conversation.id);
    expectBody(await bodiless('POST', '/api/live/ticket', thread.customer), 200, liveTicketSchema);
  });

  it('a route that needs a body refuses it with 400 in its schema’s words, and nothing changes', async () => {
    const user = thread.customer;
    expectError(await bodiless('PUT', `/api/users/${user.id}`, kit.admin), 400, 'Request body is required', {
      path: '',
    });
    expectError(await bodiless('POST', '/api/messaging/messages', user), 400, 'Request body is required', {
      path: '',
    });
    expectError(
      await bodiless('PUT', `/api/Admin/users/${user.id}/role`, kit.admin),
      400,
      'Role must be Customer, Consultant or Admin',
    );
    const read = await kit.send('GET', `/api/users/${user.id}`, kit.admin);
    expect(expectBody(read, 200, userSchema)).toMatchObject({ firstName: user.firstName, role: 'Customer' });
  });

  it('a body of blanks is still not JSON, and a real body is still read', async () => {
    const blanks = await kit.app.inject({
      method: 'POST',
      url: '/api/messaging/messages',
      headers: { ...authHeader(thread.customer), 'content-type': 'application/json' },
      payload: '   ',
    });
    expectError(blanks, 400, 'The request body is not valid JSON', { code: 'MALFORMED_REQUEST' });
    const sent = await kit.sendText(thread.customer, thread.conversation.id, 'Still here');
    expect(messageSchema.parse(sent).content).toBe('Still here');
  });
});
