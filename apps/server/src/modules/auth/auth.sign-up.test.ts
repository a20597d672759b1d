import crypto from 'node:crypto';
import { confirmEmailResponseSchema, signedInResponseSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { createUser, uniqueEmail } from '../../../test/factories';
import { from, NO_TOKEN } from '../../../test/send-request';
import { createTestApp } from '../../../test/test-app';
import { emailVerificationTokens, users } from '../../db/schema';
import { registration, useAuthSuite, VERIFICATION_FAILED } from './auth.test-kit';

const { ctx, post, userIdOf, tokenFromMail, signedUpLongAgo } = useAuthSuite();

describe('POST /api/auth/register', () => {
  it('400 when the password is shorter than 6: "Password must be at least 6 characters long"', async () => {
    const response = await post('/api/auth/register', registration({ password: '12345' }));
    expectError(response, 400, 'Password must be at least 6 characters long', { path: 'password' });
  });

  it('400 when a name is blank after trimming: "First name and last name are required"', async () => {
    const response = await post('/api/auth/register', registration({ lastName: '   ' }));
    expectError(response, 400, 'First name and last name are required', { path: 'lastName' });
  });

  it('400 for a malformed e-mail, a missing field, an unknown field and a wrong type', async () => {
    const cases = [
      [registration({ email: 'not-an-email' }), 'Please enter a valid email address', 'email'],
      [{ ...registration(), firstName: undefined }, 'First name and last name are required', 'firstName'],
      [registration({ isAdmin: true }), 'Unknown field: isAdmin', ''],
      [registration({ password: 123456 }), 'Password is required', 'password'],
    ] as const;
    for (const [payload, message, path] of cases) {
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectError(response, 400, message, { path });
    }
  });

  it('400 for the Admin role: only Customer or Consultant may sign up', async () => {
    const response = await post('/api/auth/register', registration({ role: 'Admin' }));
    expectError(response, 400, 'Role must be Customer or Consultant', { path: 'role' });
  });

  it('403 for a consultant while consultant registration is disabled', async () => {
    const response = await post('/api/auth/register', registration({ role: 'Consultant' }));
    expectError(response, 403, /Consultant registration is currently disabled/, {
      code: 'REGISTRATION_DISABLED',
    });
  });

  it('409 whose error contains "already" for an e-mail that exists, whatever its case', async () => {
    const existing = await createUser(ctx.database.db);
    const response = await post('/api/auth/register', registration({ email: existing.email.toUpperCase() }));
    const body = expectError(response, 409, /already/, { code: 'CONFLICT' });
    expect(body.error).toContain('already');
  });

  it('204, stores an argon2id hash with m=19456,t=2,p=1 and mails a single-use link', async () => {
    const body = registration({
      email: uniqueEmail('Mixed.Case').replace('mixed', 'Mixed'),
      role: 'customer',
    });
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const email = body.email.toLowerCase();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      role: 'Customer',
      status: 'Active',
      emailVerifiedAt: null,
      firstName: 'Meera',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await ctx.smtp.mailTo(email);
    expect(mail.subject).toContain('Verify your email');
    const token = await tokenFromMail(email);
    const [stored] = await ctx.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, row!.id));
    // Only the hash is kept, and the link lives 24 hours.
    expect(stored?.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(stored?.tokenHash).not.toContain(token);
    const hoursValid = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 3600_000;
    expect(hoursValid).toBeCloseTo(24, 1);
  });

  it('503 and no account left behind when the verification mail cannot be sent', async () => {
    const deadSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const body = registration();
      const response = await deadSmtp.send('POST', '/api/auth/register', NO_TOKEN, body);
      expectError(response, 503, /./, { code: 'SERVICE_UNAVAILABLE' });
      const rows = await deadSmtp.database.db.select().from(users).where(eq(users.email, body.email));
      expect(rows).toHaveLength(0);
    } finally {
      await deadSmtp.close();
    }
  });
});

describe('POST /api/auth/confirm-email', () => {
  it('400 "Invalid or missing verification token." without a token', async () => {
    for (const payload of [{}, { token: '' }, { token: '   ' }]) {
      const response = await post('/api/auth/confirm-email', payload);
      expectError(response, 400, 'Invalid or missing verification token.', { path: 'token' });
    }
    const noBody = await ctx.send('POST', '/api/auth/confirm-email');
    expectError(noBody, 400, 'Invalid or missing verification token.', { path: 'token' });
  });

  it('400 "Email verification failed. The token may be expired or invalid." for an unknown token', async () => {
    const response = await post('/api/auth/confirm-email', { token: 'no-such-token' });
    const body = expectError(response, 400, VERIFICATION_FAILED);
    expect(body.details).toBeUndefined();
  });

  it('verifies once: the link from the mail lets the person sign in, and opened again says the address is already verified', async () => {
    const body = registration();
    expect((await post('/api/auth/register', body)).statusCode).toBe(204);

    const before = await post('/api/auth/login', { email: body.email, password: body.password });
    expectError(before, 403, /verify your email/i, { code: 'EMAIL_NOT_VERIFIED' });

    const token = await tokenFromMail(body.email);
    expectBody(await post('/api/auth/confirm-email', { token }), 200, confirmEmailResponseSchema);

    const login = await post('/api/auth/login', { email: body.email, password: body.password });
    expectBody(login, 200, signedInResponseSchema);

    const again = expectBody(
      await post('/api/auth/confirm-email', { token }),
      200,
      confirmEmailResponseSchema,
    );
    expect(again.message).toBe('This email address is already verified. You can sign in.');
  });

  it('an unverified person who signs in gets a fresh link, at most every 10 minutes', async () => {
    // The first link has expired and was sent long ago.
    const { body, firstToken } = await signedUpLongAgo();

    const mailsBefore = ctx.smtp.received.filter((mail) => mail.to.includes(body.email)).length;
    const login = () => post('/api/auth/login', { email: body.email, password: body.password });
    expectError(await login(), 403, /verify your email/i, { code: 'EMAIL_NOT_VERIFIED' });
    expectError(await login(), 403, /verify your email/i, { code: 'EMAIL_NOT_VERIFIED' });
    const mails = ctx.smtp.received.filter((mail) => mail.to.includes(body.email));
    expect(mails).toHaveLength(mailsBefore + 1);

    const freshToken = mails.at(-1)?.text.match(/confirm-email\?token=([\w-]+)/)?.[1];
    expect(freshToken).toBeDefined();
    expect(freshToken).not.toBe(firstToken);
    expectBody(await post('/api/auth/confirm-email', { token: freshToken }), 200, confirmEmailResponseSchema);
    expectBody(await login(), 200, signedInResponseSchema);
  });

  it('no fresh link for a wrong password', async () => {
    const body = registration();
    await post('/api/auth/register', body);
    await ctx.smtp.mailTo(body.email);
    await ctx.database.db
      .update(emailVerificationTokens)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(emailVerificationTokens.userId, (await userIdOf(body.email))!));
    const wrong = await post('/api/auth/login', { email: body.email, password: 'wrong-password' });
    expectError(wrong, 401, 'Invalid credentials', { code: 'INVALID_CREDENTIALS' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ctx.smtp.received.filter((mail) => mail.to.includes(body.email))).toHaveLength(1);
  });

  it('400 for an expired token, and the account stays unverified', async () => {
    const body = registration();
    await post('/api/auth/register', body);
    const token = await tokenFromMail(body.email);
    await ctx.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, crypto.createHash('sha256').update(token).digest('hex')));

    expectError(await post('/api/auth/confirm-email', { token }), 400, VERIFICATION_FAILED);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.emailVerifiedAt).toBeNull();
  });
});

describe('rate limits on register and confirm-email', () => {
  it('429 for the 31st sign-up from one address within a minute, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      // Invalid on purpose: the limit counts attempts, not successes, and this keeps the test fast.
      const response = await ctx.send(
        'POST',
        '/api/auth/register',
        from('10.4.0.1', { 'x-forwarded-for': `192.0.2.${i}` }),
        registration({ role: 'Admin' }),
      );
      statuses.push(response.statusCode);
    }
    // Schema failures are answered before the limiter; a valid body is what gets counted.
    expect(statuses.every((status) => status === 400)).toBe(true);

    const valid: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await ctx.send(
        'POST',
        '/api/auth/register',
        from('10.4.0.2', { 'x-forwarded-for': `192.0.2.${i}` }),
        registration({ role: 'Consultant' }),
      );
      valid.push(response.statusCode);
    }
    expect(valid.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(valid[30]).toBe(429);
  });

  it('429 for the 31st confirmation attempt from one address within a minute', async () => {
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await post('/api/auth/confirm-email', { token: `guess-${i}` }, '10.5.0.1')).statusCode;
    }
    expect(last).toBe(429);
  });
});
