import { confirmEmailResponseSchema, signedInResponseSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { createUser, uniqueEmail } from '../../../test/factories';
import { createAuthRepository } from './auth.repository';
import { useAuthSuite } from './auth.test-kit';

const { ctx, post, signedUpLongAgo } = useAuthSuite();

const SENT =
  'If that address has an account waiting to be verified, we have sent it a new verification link.';

// Each test asks from its own client address: the per-address limit is part of what is tested.
let nextAddress = 1;
const resend = (email: string, client = `10.7.0.${nextAddress++}`) =>
  post('/api/auth/resend-verification', { email }, client);

const mailsTo = (email: string) => ctx.smtp.received.filter((mail) => mail.to.includes(email));

/** The address's mails once there are `count` of them (the answer does not wait for its mail). */
async function mailsArrived(email: string, count: number) {
  for (let waited = 0; mailsTo(email).length < count && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(mailsTo(email)).toHaveLength(count);
  return mailsTo(email);
}

/** Long enough for a mail that the answer did not wait for to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('POST /api/auth/resend-verification', () => {
  it('202 and a new link for an address waiting for verification; the link verifies and the person signs in', async () => {
    const { body, firstToken } = await signedUpLongAgo();

    expect(expectBody(await resend(body.email), 202, confirmEmailResponseSchema).message).toBe(SENT);
    const mails = await mailsArrived(body.email, 2);
    const token = mails[1]?.text.match(/confirm-email\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(firstToken);

    expectBody(await post('/api/auth/confirm-email', { token }), 200, confirmEmailResponseSchema);
    const login = await post('/api/auth/login', { email: body.email, password: body.password });
    expectBody(login, 200, signedInResponseSchema);
  });

  it('the same answer, and no mail, for an unknown address and a verified one', async () => {
    const unknown = uniqueEmail('nobody');
    const verified = await createUser(ctx.database.db);
    for (const email of [unknown, verified.email]) {
      expect(expectBody(await resend(email), 202, confirmEmailResponseSchema).message).toBe(SENT);
    }
    await settle();
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(mailsTo(verified.email)).toHaveLength(0);
  });

  it('at most one new link every ten minutes, however often it is asked for at once', async () => {
    const { body } = await signedUpLongAgo();
    const atOnce = await Promise.all([resend(body.email), resend(body.email), resend(body.email)]);
    expect(atOnce.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    await mailsArrived(body.email, 2);
    await settle();
    expect(mailsTo(body.email)).toHaveLength(2);
  });

  it('400 for a malformed address or an unknown field', async () => {
    expectError(await resend('not-an-email'), 400, 'Please enter a valid email address', { path: 'email' });
    const extra = await post('/api/auth/resend-verification', { email: uniqueEmail('x'), role: 'Admin' });
    expectError(extra, 400, 'Unknown field: role');
  });

  it('429 past five asks from one client address in 15 minutes, and past three for one address', async () => {
    const client = '10.7.1.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await resend(uniqueEmail('limit'), client)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);

    const email = uniqueEmail('one-address');
    const perAddress: number[] = [];
    for (let i = 0; i < 4; i += 1) perAddress.push((await resend(email)).statusCode);
    expect(perAddress).toEqual([202, 202, 202, 429]);
  });

  it('ten links asked for one person at the same moment: one is issued (the row lock orders them)', async () => {
    const person = await createUser(ctx.database.db, { verified: false });
    const repo = createAuthRepository(ctx.database.db);
    const since = new Date(Date.now() - 10 * 60_000);
    const issued = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        repo.insertVerificationTokenUnlessSince(
          {
            userId: person.id,
            tokenHash: `hash-${person.id}-${i}`,
            expiresAt: new Date(Date.now() + 3600_000),
          },
          since,
        ),
      ),
    );
    expect(issued.filter(Boolean)).toHaveLength(1);
  });
});
