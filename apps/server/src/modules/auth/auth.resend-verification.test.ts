import { confirmEmailResponseSchema, signedInResponseSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { createUser, uniqueEmail } from '../../../test/factories';
import { emailVerificationTokens } from '../../db/schema';
import { registration, useAuthSuite } from './auth.test-kit';

const { ctx, post, userIdOf, tokenFromMail } = useAuthSuite();

const SENT =
  'If that address has an account waiting to be verified, we have sent it a new verification link.';

// Each test asks from its own client address: the per-address limit is part of what is tested.
let nextAddress = 1;
const resend = (email: string, client = `10.7.0.${nextAddress++}`) =>
  post('/api/auth/resend-verification', { email }, client);

const mailsTo = (email: string) => ctx.smtp.received.filter((mail) => mail.to.includes(email));

/** A sign-up whose first link was sent long ago (and has expired), so a new one may go out. */
async function signedUpLongAgo() {
  const body = registration();
  await post('/api/auth/register', body);
  const firstToken = await tokenFromMail(body.email);
  const aDayAgo = new Date(Date.now() - 25 * 3600_000);
  await ctx.database.db
    .update(emailVerificationTokens)
    .set({ createdAt: aDayAgo, expiresAt: new Date(aDayAgo.getTime() + 24 * 3600_000) })
    .where(eq(emailVerificationTokens.userId, (await userIdOf(body.email))!));
  return { body, firstToken };
}

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

  it('at most one new link every ten minutes, however often it is asked for', async () => {
    const { body } = await signedUpLongAgo();
    for (let i = 0; i < 3; i += 1) expect((await resend(body.email)).statusCode).toBe(202);
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
});
