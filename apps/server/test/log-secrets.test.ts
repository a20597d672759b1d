import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { liveTicketSchema, signedInResponseSchema } from '@basisdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from '../src/modules/notifications/unsubscribe-tokens';
import { expectBody } from './expect-response';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from './factories';
import { openPaymentKit, type PaymentKit } from './payment-kit';
import { STAND_IN_KEY_SECRET } from './razorpay-stand-in';
import { bearer, from, NO_TOKEN } from './send-request';
import { startFaultySmtp } from './smtp-faults';
import { startSmtpSink } from './smtp-sink';
import { createTestApp, TEST_JWT_SECRET } from './test-app';
import { authHeader } from './test-tokens';

// The whole log of a run of requests (the app's real logger, at debug, on a captured stream) holds
// no e-mail address, password, token or secret used in it: sign-up and its link, sign-in right and
// wrong, a password reset asked for and completed, a duplicate sign-up, a 404, malformed JSON, a
// payment with a forged signature, an unsubscribe link, a live-stream ticket, mail that cannot be
// sent, and a database gone away.
const written: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => written.push(chunk.toString()));
const logText = () => written.join('');

/** Everything that must never reach the log, collected as the run uses it. */
const secrets = new Set<string>([TEST_JWT_SECRET, STAND_IN_KEY_SECRET, DEFAULT_PASSWORD]);
const keep = (...values: string[]) => {
  for (const value of values) secrets.add(value);
};

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let kit: PaymentKit;

beforeAll(async () => {
  smtp = await startSmtpSink();
  kit = await openPaymentKit({
    razorpay: true,
    config: { SMTP_URL: smtp.url, LOG_LEVEL: 'debug' },
    deps: { logStream },
  });
  keep(kit.customer.email, kit.consultant.email, kit.admin.email);
  for (const value of Object.values(kit.standIn?.config ?? {})) if (/secret/i.test(value)) keep(value);
});
afterAll(async () => {
  await kit.close();
  await smtp.close();
});

let nextClient = 1;
const client = () => from(`10.44.0.${nextClient++}`);

/** The link in the mail to `address` that starts with `prefix`. */
async function linkIn(address: string, prefix: string): Promise<URL> {
  const deadline = Date.now() + 5000;
  for (;;) {
    for (const mail of smtp.received.filter((candidate) => candidate.to.includes(address))) {
      const match = mail.text.match(new RegExp(`${prefix.replace(/[/.?]/g, '\\$&')}\\S+`));
      if (match) return new URL(match[0]);
    }
    if (Date.now() > deadline) throw new Error(`No ${prefix} link to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function waitForLog(text: string) {
  const deadline = Date.now() + 5000;
  while (!logText().includes(text) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect(logText()).toContain(text);
}

describe('the log of a whole run', () => {
  it('sign-up, verification, sign-in right and wrong, a duplicate sign-up', async () => {
    const email = uniqueEmail('logged');
    const password = `first-Pass-${crypto.randomBytes(4).toString('hex')}`;
    const wrong = `wrong-Pass-${crypto.randomBytes(4).toString('hex')}`;
    const unknown = uniqueEmail('nobody');
    keep(email, password, wrong, unknown);
    const signUp = {
      email,
      password,
      firstName: 'Lia',
      lastName: 'Logged',
      role: 'Customer',
    };
    expect((await kit.send('POST', '/api/auth/register', client(), signUp)).statusCode).toBe(204);
    const verification = await linkIn(email, 'http://app.test/confirm-email?');
    const verificationToken = verification.searchParams.get('token') ?? '';
    keep(verificationToken);
    // The page the mail opens, then the call it makes.
    expect((await kit.send('GET', `${verification.pathname}${verification.search}`)).statusCode).toBe(404);
    const confirmed = await kit.send('POST', '/api/auth/confirm-email', client(), {
      token: verificationToken,
    });
    expect(confirmed.statusCode).toBe(200);

    const signIn = await kit.send('POST', '/api/auth/login', client(), { email, password });
    const { token } = expectBody(signIn, 200, signedInResponseSchema);
    keep(token);
    expect((await kit.send('POST', '/api/auth/login', client(), { email, password: wrong })).statusCode).toBe(
      401,
    );
    expect(
      (await kit.send('POST', '/api/auth/login', client(), { email: unknown, password })).statusCode,
    ).toBe(401);
    expect((await kit.send('POST', '/api/auth/register', client(), signUp)).statusCode).toBe(409);
    expect((await kit.send('GET', `/api/users/${crypto.randomUUID()}`, bearer(token))).statusCode).toBe(404);
    expect((await kit.send('GET', '/api/no-such-route', bearer(token))).statusCode).toBe(404);
    const malformed = await kit.send(
      'POST',
      '/api/auth/login',
      client(),
      `{"email":"${email}","password":"${password}"`,
    );
    expect(malformed.statusCode).toBe(400);
  });

  it('a password reset asked for and completed, its link opened', async () => {
    const user = await kit.newUser();
    const password = `reset-Pass-${crypto.randomBytes(4).toString('hex')}`;
    keep(user.email, password);
    expect(
      (await kit.send('POST', '/api/auth/forgot-password', client(), { email: user.email })).statusCode,
    ).toBe(202);
    const link = await linkIn(user.email, 'http://app.test/reset-password?');
    const token = link.searchParams.get('token') ?? '';
    keep(token);
    expect((await kit.send('GET', `${link.pathname}${link.search}`)).statusCode).toBe(404);
    const reset = { token, email: user.email, newPassword: password, confirmPassword: password };
    expect((await kit.send('POST', '/api/auth/reset-password', client(), reset)).statusCode).toBe(200);
    // Used again: refused.
    expect((await kit.send('POST', '/api/auth/reset-password', client(), reset)).statusCode).toBe(400);
  });

  it('a payment verified with a forged signature, an unsubscribe link, a live-stream ticket', async () => {
    const ticket = await kit.closedTicket();
    const order = await kit.openOrder(kit.customer, ticket.id);
    const forged = crypto.randomBytes(32).toString('hex');
    keep(forged);
    const verify = await kit.verify(kit.customer, {
      razorpayOrderId: order.razorpayOrderId,
      razorpayPaymentId: `pay_${crypto.randomBytes(7).toString('hex')}`,
      razorpaySignature: forged,
    });
    expect(verify.statusCode).toBe(400);

    const unsubscribe = createUnsubscribeTokens({ secret: TEST_JWT_SECRET }).create({
      userId: kit.customer.id,
      category: 'bookings',
    });
    keep(unsubscribe);
    const query = `token=${encodeURIComponent(unsubscribe)}`;
    expect((await kit.send('GET', `/api/notifications/unsubscribe?${query}`)).statusCode).toBe(200);
    expect((await kit.send('GET', `/unsubscribe?${query}`)).statusCode).toBe(404);

    const live = expectBody(await kit.send('POST', '/api/live/ticket', kit.customer), 200, liveTicketSchema);
    keep(live.ticket, authHeader(kit.customer).authorization.slice('Bearer '.length));
    // Refused before it streams (a negative event id), so the request ends and is logged.
    const stream = await kit.send(
      'GET',
      `/api/live/stream?ticket=${encodeURIComponent(live.ticket)}&lastEventId=-1`,
    );
    expect(stream.statusCode).toBe(400);
  });

  it('mail that cannot be sent: the sign-up is undone (503), the reset mail is lost and logged', async () => {
    const refusing = await startFaultySmtp('refuse');
    const failing = await createTestApp({ SMTP_URL: refusing.url, LOG_LEVEL: 'debug' }, { logStream });
    try {
      const email = uniqueEmail('unmailed');
      const password = `unmailed-Pass-${crypto.randomBytes(4).toString('hex')}`;
      keep(email, password);
      const signUp = {
        email,
        password,
        firstName: 'Uma',
        lastName: 'Unmailed',
        role: 'Customer',
      };
      expect((await failing.send('POST', '/api/auth/register', NO_TOKEN, signUp)).statusCode).toBe(503);
      const known = await createUser(failing.database.db);
      keep(known.email);
      expect(
        (await failing.send('POST', '/api/auth/forgot-password', NO_TOKEN, { email: known.email }))
          .statusCode,
      ).toBe(202);
      await waitForLog('Password reset mail not sent');
    } finally {
      await failing.close();
      await refusing.close();
    }
  });

  it('the database gone away: a sign-in is a 503, logged', async () => {
    const email = kit.customer.email;
    await kit.database.close();
    expect(
      (await kit.send('POST', '/api/auth/login', client(), { email, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(503);
    await waitForLog('"level":50');
  });

  it('holds none of the addresses, passwords, tokens and secrets it used, in any spelling a URL gives them', () => {
    const log = logText();
    expect(log).toContain('request completed');
    const found = [...secrets]
      .filter((secret) => secret.length >= 8)
      .flatMap((secret) => [secret, encodeURIComponent(secret), secret.toLowerCase()])
      .filter((spelling) => log.includes(spelling));
    expect(found, log).toEqual([]);
  });
});
