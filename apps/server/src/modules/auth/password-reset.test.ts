import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  passwordResetMessageSchema,
  signedInResponseSchema,
  userSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError, SESSION_EXPIRED } from '../../../test/expect-response';
import { createUser, DEFAULT_PASSWORD, type TestUser, uniqueEmail } from '../../../test/factories';
import { createMovableClock } from '../../../test/movable-clock';
import { notificationsIn } from '../../../test/notification-kit';
import { bearer, from, NO_TOKEN } from '../../../test/send-request';
import { type ReceivedMail, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { passwordResetTokens, signInSessions, users } from '../../db/schema';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const clock = createMovableClock();

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'BasisDesk <no-reply@app.test>' }, { clock });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const SENT = 'If an account exists for that address, we have sent a link to reset its password.';
const INVALID = 'This password reset link is invalid or has expired. Request a new one.';
const DONE = 'Your password has been reset. You can now sign in.';

// Each test asks from its own client address: the per-address limit is part of what is tested.
let nextAddress = 1;
const newClient = () => from(`10.9.0.${nextAddress++}`);

const forgot = (email: string, client = newClient()) =>
  ctx.send('POST', '/api/auth/forgot-password', client, { email });
const reset = (body: Record<string, unknown>, client = newClient()) =>
  ctx.send('POST', '/api/auth/reset-password', client, body);
const signIn = (email: string, password: string) =>
  ctx.send('POST', '/api/auth/login', NO_TOKEN, { email, password });

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

/** The `count`-th mail to the address (1-based), waiting for it as a person waits for their inbox. */
async function nthMail(address: string, count: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  while (mailsTo(address).length < count) {
    if (Date.now() > deadline) throw new Error(`Only ${mailsTo(address).length} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(address)[count - 1]!;
}

function linkOf(mail: ReceivedMail) {
  const match = mail.text.match(/http:\/\/app\.test\/reset-password\?\S+/);
  if (!match) throw new Error(`No reset link in:\n${mail.text}`);
  const url = new URL(match[0]);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

/** Asks for a link for the user and reads it from the mail that arrives. */
async function requestLink(user: TestUser) {
  const before = mailsTo(user.email).length;
  expectBody(await forgot(user.email), 202, passwordResetMessageSchema);
  return linkOf(await nthMail(user.email, before + 1));
}

const newPassword = (link: { token: string; email: string }, password = 'fresh-pass-1') => ({
  ...link,
  newPassword: password,
  confirmPassword: password,
});

describe('POST /api/auth/forgot-password', () => {
  it('400 for a malformed address, a missing one and an unknown field', async () => {
    expectError(await forgot('not-an-email'), 400, 'Please enter a valid email address', { path: 'email' });
    expectError(
      await ctx.send('POST', '/api/auth/forgot-password', newClient(), {}),
      400,
      'Email is required',
      { path: 'email' },
    );
    expectError(
      await ctx.send('POST', '/api/auth/forgot-password', newClient(), { email: 'a@b.co', role: 'Admin' }),
      400,
      'Unknown field: role',
    );
  });

  it('202 with the same body for an existing, an unknown and a deactivated address; only the active one gets mail', async () => {
    const active = await createUser(ctx.database.db);
    const inactive = await createUser(ctx.database.db, { status: 'Inactive' });
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const email of [active.email, unknown, inactive.email]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(202);
      answers.push(response.body);
    }
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ message: SENT })]));

    const mail = await nthMail(active.email, 1);
    expect(mail.subject).toBe('Reset your BasisDesk password');
    expect(mail.text).toContain('expires in 30 minutes');
    expect(linkOf(mail).email).toBe(active.email);
    // The others' mail would have gone out with the active one's; none did.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(mailsTo(inactive.email)).toHaveLength(0);
  });

  it('keeps only the hash of a 32-byte token, valid 30 minutes; the address in any case finds the account', async () => {
    const user = await createUser(ctx.database.db);
    expectBody(await forgot(user.email.toUpperCase()), 202, passwordResetMessageSchema);
    const { token } = linkOf(await nthMail(user.email, 1));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [stored] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 3);
  });

  it('429 after 5 requests from one client address in 15 minutes, whatever the addresses asked for', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i += 1) expect((await forgot(uniqueEmail('flood'), client)).statusCode).toBe(202);
    expectError(await forgot(uniqueEmail('flood'), client), 429, /Too many attempts/, {
      code: 'RATE_LIMITED',
    });
  });

  it('429 after 3 requests for one address in an hour, from any client, and no fourth mail', async () => {
    const user = await createUser(ctx.database.db);
    for (let i = 0; i < 3; i += 1) expect((await forgot(user.email)).statusCode).toBe(202);
    const refused = await forgot(user.email);
    expectError(refused, 429, /Too many attempts/, { code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await nthMail(user.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(user.email)).toHaveLength(3);
  });
});

describe('POST /api/auth/reset-password', () => {
  it("400 with sign-up's words for a short password and for a mismatch", async () => {
    const user = await createUser(ctx.database.db);
    const link = await requestLink(user);
    expectError(await reset(newPassword(link, 'abc')), 400, AUTH_MESSAGES.passwordTooShort, {
      path: 'newPassword',
    });
    expectError(
      await reset({ ...newPassword(link), confirmPassword: 'something-else' }),
      400,
      'Passwords do not match',
      { path: 'confirmPassword' },
    );
    // Refusals leave the link usable.
    expectBody(await reset(newPassword(link)), 200, passwordResetMessageSchema);
  });

  it('200: the new password signs in, the old one does not, earlier sessions end, the address is verified', async () => {
    const user = await createUser(ctx.database.db, { verified: false });
    // A session from before the reset (the harness signs tokens as sign-in does).
    expect((await ctx.send('GET', `/api/users/${user.id}`, user)).statusCode).toBe(200);
    const link = await requestLink(user);
    const before = await ctx.database.db.select().from(users).where(eq(users.id, user.id));

    const body = expectBody(await reset(newPassword(link, 'brand-new-7')), 200, passwordResetMessageSchema);
    expect(body).toEqual({ message: DONE });

    // The token the test harness signed for the old version is refused now.
    expectError(await ctx.send('GET', `/api/users/${user.id}`, user), ...SESSION_EXPIRED);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.tokenVersion).toBe((before[0]?.tokenVersion ?? 0) + 1);
    expect(after?.emailVerifiedAt).not.toBeNull();
    expect(after?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    expectError(await signIn(user.email, DEFAULT_PASSWORD), 401, 'Invalid credentials', {
      code: 'INVALID_CREDENTIALS',
    });
    const session = expectBody(await signIn(user.email, 'brand-new-7'), 200, signedInResponseSchema);
    expectBody(await ctx.send('GET', `/api/users/${user.id}`, bearer(session.token)), 200, userSchema);
  });

  it("200 ends every sign-in session of the account, each for the reset's reason", async () => {
    const user = await createUser(ctx.database.db);
    const signedIn = expectBody(await signIn(user.email, DEFAULT_PASSWORD), 200, signedInResponseSchema);
    const link = await requestLink(user);
    expectBody(await reset(newPassword(link)), 200, passwordResetMessageSchema);

    const sessions = await ctx.database.db
      .select({ endReason: signInSessions.endReason })
      .from(signInSessions)
      .where(eq(signInSessions.userId, user.id));
    expect(sessions).toEqual([{ endReason: 'password-reset' }, { endReason: 'password-reset' }]);
    expectError(await ctx.send('GET', `/api/users/${user.id}`, bearer(signedIn.token)), ...SESSION_EXPIRED);
  });

  it('200 writes one security notice (password changed) to the account; a refused link writes none', async () => {
    const user = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const noticesTo = async (id: string) =>
      (await notificationsIn(ctx.database.db, 'security.passwordChanged')).filter(
        (row) => row.recipientId === id,
      );
    const link = await requestLink(user);

    expectError(await reset(newPassword({ ...link, email: other.email })), 400, INVALID);
    expect(await noticesTo(user.id)).toEqual([]);

    expectBody(await reset(newPassword(link)), 200, passwordResetMessageSchema);
    expectError(await reset(newPassword(link, 'second-reset-2')), 400, INVALID);
    const notices = await noticesTo(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ category: 'security', ticketId: null, payload: {}, status: 'queued' });
    expect(await noticesTo(other.id)).toEqual([]);
  });

  it('400 for a link used once already', async () => {
    const user = await createUser(ctx.database.db);
    const link = await requestLink(user);
    expectBody(await reset(newPassword(link, 'first-reset-1')), 200, passwordResetMessageSchema);
    expectError(await reset(newPassword(link, 'second-reset-2')), 400, INVALID, {
      code: 'VALIDATION_FAILED',
    });
    expectBody(await signIn(user.email, 'first-reset-1'), 200, signedInResponseSchema);
  });

  it('400 for a link past its 30 minutes, and the password stays', async () => {
    const user = await createUser(ctx.database.db);
    clock.set('2026-03-01T10:00:00Z');
    try {
      const link = await requestLink(user);
      clock.set('2026-03-01T10:29:00Z');
      expectError(await reset({ ...newPassword(link), confirmPassword: 'x' }), 400, 'Passwords do not match');
      clock.set('2026-03-01T10:30:01Z');
      expectError(await reset(newPassword(link)), 400, INVALID);
    } finally {
      clock.set(new Date().toISOString());
    }
    expectBody(await signIn(user.email, DEFAULT_PASSWORD), 200, signedInResponseSchema);
  });

  it("400 for another account's address with a good token, and neither password changes", async () => {
    const owner = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const link = await requestLink(owner);
    expectError(await reset(newPassword({ ...link, email: other.email })), 400, INVALID);
    expectBody(await signIn(other.email, DEFAULT_PASSWORD), 200, signedInResponseSchema);
    // The refused attempt did not use the owner's link up.
    expectBody(await reset(newPassword(link)), 200, passwordResetMessageSchema);
  });

  it('400 for an unknown token and for a missing one', async () => {
    const user = await createUser(ctx.database.db);
    const made = crypto.randomBytes(32).toString('base64url');
    expectError(await reset(newPassword({ token: made, email: user.email })), 400, INVALID);
    expectError(await reset({ ...newPassword({ token: '', email: user.email }) }), 400, INVALID, {
      path: 'token',
    });
  });

  it('a new link replaces the earlier one, and using a link closes every other', async () => {
    const user = await createUser(ctx.database.db);
    const first = await requestLink(user);
    const second = await requestLink(user);
    expectError(await reset(newPassword(first)), 400, INVALID);
    expectBody(await reset(newPassword(second)), 200, passwordResetMessageSchema);
    const open = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(open.every((token) => token.usedAt !== null)).toBe(true);
  });

  it('the same link submitted twice at once sets one password: one 200, one 400', async () => {
    const user = await createUser(ctx.database.db);
    const link = await requestLink(user);
    const answers = await Promise.all([
      reset(newPassword(link, 'racer-one-1')),
      reset(newPassword(link, 'racer-two-2')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'racer-one-1' : 'racer-two-2';
    expectBody(await signIn(user.email, winner), 200, signedInResponseSchema);
  });

  it('400 for the link of an account deactivated since it was sent', async () => {
    const user = await createUser(ctx.database.db);
    const link = await requestLink(user);
    await ctx.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, user.id));
    expectError(await reset(newPassword(link)), 400, INVALID);
  });

  it('429 after 10 attempts from one client address in 15 minutes', async () => {
    const client = newClient();
    const attempt = { token: 'made-up', email: 'a@b.co', newPassword: 'secret7', confirmPassword: 'secret7' };
    for (let i = 0; i < 10; i += 1) expect((await reset(attempt, client)).statusCode).toBe(400);
    expectError(await reset(attempt, client), 429, /Too many attempts/, { code: 'RATE_LIMITED' });
  });
});
