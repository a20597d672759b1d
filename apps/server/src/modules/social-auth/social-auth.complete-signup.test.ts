import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  signedInResponseSchema,
  socialSecondFactorSchema,
  socialSignedInSchema,
  userSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { createUser } from '../../../test/factories';
import { answerChallenge, nextTotpCode, setUpSecondFactor } from '../../../test/second-factor-kit';
import { bearer } from '../../../test/send-request';
import { pendingSocialSignups, signInSessions, users } from '../../db/schema';
import { EXPIRED, setSso, useSocialAuthKit } from './social-auth.test-kit';

const {
  ctx,
  nextAddress,
  newPerson,
  post,
  expectSignupRequired,
  callback,
  completion,
  complete,
  confirmFromMail,
  identitiesOf,
  pendingOf,
} = useSocialAuthKit();

describe('POST /api/auth/complete-supabase-signup', () => {
  it("400 in the spec's order: account type, password, confirmation, match, length", async () => {
    const person = newPerson();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ role: undefined, password: undefined, confirmPassword: undefined }, 'Please select an account type'],
      [{ role: '', password: '' }, 'Please select an account type'],
      [{ password: '', confirmPassword: '' }, 'Password is required'],
      [{ confirmPassword: undefined }, 'Please confirm your password'],
      [{ password: 'secret7', confirmPassword: 'secret2' }, 'Passwords do not match'],
      [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 6 characters long'],
      [{ role: 'Admin' }, 'Role must be Customer or Consultant'],
      [{ supabaseUserId: undefined }, 'supabaseUserId is required'],
      [{ isAdmin: true }, 'Unknown field: isAdmin'],
    ];
    for (const [overrides, message] of cases) {
      const response = await complete(person, overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expectError(response, 400, message);
    }
  });

  it('400 for a common password, on its field; the sign-in stays held for another try', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    for (const password of ['123456', 'Password', 'aaaaaa']) {
      const response = await complete(person, { password, confirmPassword: password });
      expectError(response, 400, AUTH_MESSAGES.passwordTooCommon, { path: 'password' });
    }
    expect(await pendingOf(person.sub)).toHaveLength(1);
    expect((await complete(person)).statusCode).toBe(204);
  });

  it('400 for a sign-in that never reached the callback or has expired', async () => {
    const unknown = await complete(newPerson());
    expect(expectError(unknown, 400, EXPIRED).details).toBeUndefined();

    const person = newPerson();
    await expectSignupRequired(await callback(person));
    await ctx.database.db
      .update(pendingSocialSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSocialSignups.subject, person.sub));
    expectError(await complete(person), 400, EXPIRED);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
  });

  it('400 for a completion from another address than the verified callback, and no account', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    const stranger = await post('/api/auth/complete-supabase-signup', completion(person), nextAddress());
    expectError(stranger, 400, EXPIRED);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
    expect((await complete(person)).statusCode).toBe(204);
  });

  it('403 for a consultant while consultant registration is disabled', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    const response = await complete(person, { role: 'consultant' });
    expectError(response, 403, /Consultant registration is currently disabled/, {
      code: 'REGISTRATION_DISABLED',
    });
    expect(await pendingOf(person.sub)).toHaveLength(1);
  });

  it('403 once the provider has been switched off since the callback', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    try {
      await setSso(ctx, ctx.admin, { supabaseEnabled: true, googleEnabled: false, appleEnabled: true });
      const response = await complete(person);
      expectError(response, 403, 'Google sign-in is disabled. Please sign in with your email and password.');
    } finally {
      await setSso(ctx, ctx.admin, { supabaseEnabled: true, googleEnabled: true, appleEnabled: true });
    }
  });

  it('204, a verification mail, and from then on the callback signs the person in', async () => {
    const person = newPerson({ provider: 'apple', userMetadata: { full_name: 'Asha Rao' } });
    await expectSignupRequired(await callback(person));

    const completed = await complete(person, { role: 'customer', firstName: ' Asha ', lastName: 'Iyer' });
    expect(completed.statusCode).toBe(204);
    expect(completed.body).toBe('');

    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, person.email));
    expect(user).toMatchObject({
      role: 'Customer',
      firstName: 'Asha',
      lastName: 'Iyer',
      emailVerifiedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await identitiesOf(person.sub)).toMatchObject([
      { userId: user!.id, issuer: `${ctx.supabaseUrl}/auth/v1`, provider: 'apple', email: person.email },
    ]);
    expect(await pendingOf(person.sub)).toHaveLength(0);
    expectError(await complete(person), 400, EXPIRED);

    const unverified = await callback(person);
    expectError(unverified, 403, /verify your email/i, { code: 'EMAIL_NOT_VERIFIED' });

    await confirmFromMail(person.email);
    const signedIn = await callback(person);
    const body = expectBody(signedIn, 200, socialSignedInSchema);
    expect(body).toMatchObject({
      requiresAdditionalInfo: false,
      id: user!.id,
      email: person.email,
      role: 'Customer',
      firstName: 'Asha',
      lastName: 'Iyer',
    });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const me = await ctx.send('GET', `/api/users/${user!.id}`, bearer(body.token));
    expect(expectBody(me, 200, userSchema).email).toBe(person.email);
    // A sign-in session like a password sign-in's (decision 032), from the callback's device.
    const sessions = await ctx.database.db
      .select()
      .from(signInSessions)
      .where(eq(signInSessions.userId, user!.id));
    expect(sessions).toMatchObject([{ ipAddress: person.address, endedAt: null }]);
    expect(sessions[0]?.expiresAt.toISOString()).toBe(body.expiresAt);

    // The password chosen at completion works for the standard sign-in too.
    const login = await post('/api/auth/login', { email: person.email, password: 'secret7' });
    expectBody(login, 200, signedInResponseSchema);
  });

  it('a linked account with a second factor gets the challenge, and its code the session', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    expect((await complete(person)).statusCode).toBe(204);
    await confirmFromMail(person.email);
    const first = expectBody(await callback(person), 200, socialSignedInSchema);
    const { secret } = await setUpSecondFactor(ctx.send, bearer(first.token));

    const challenge = expectBody(await callback(person), 200, socialSecondFactorSchema);
    expect(challenge).not.toHaveProperty('token');
    const code = await nextTotpCode(secret);
    const answered = await answerChallenge(ctx.send, challenge.challengeToken, code, person.address);
    expect(expectBody(answered, 200, signedInResponseSchema)).toMatchObject({
      id: first.id,
      email: person.email,
    });
  });

  it("falls back to the provider's names, then to the address, when none are typed", async () => {
    const named = newPerson({ userMetadata: { given_name: 'Ravi', family_name: 'Shah' } });
    const unnamed = newPerson({
      email: `kiran.${crypto.randomUUID().slice(0, 8)}@example.com`,
      userMetadata: {},
    });
    for (const person of [named, unnamed]) {
      await expectSignupRequired(await callback(person));
      const response = await complete(person, { firstName: '', lastName: undefined });
      expect(response.statusCode).toBe(204);
    }
    const [ravi] = await ctx.database.db.select().from(users).where(eq(users.email, named.email));
    expect(ravi).toMatchObject({ firstName: 'Ravi', lastName: 'Shah' });
    const [kiran] = await ctx.database.db.select().from(users).where(eq(users.email, unnamed.email));
    expect(kiran).toMatchObject({ firstName: unnamed.email.split('@')[0], lastName: '' });
    expect((await ctx.smtp.mailTo(unnamed.email)).text).toContain(`Hello ${unnamed.email.split('@')[0]},`);
  });

  it('409 when the address got an account between the callback and the completion', async () => {
    const person = newPerson();
    await expectSignupRequired(await callback(person));
    await createUser(ctx.database.db, { email: person.email });
    const response = await complete(person);
    const body = expectError(response, 409, /already/);
    expect(body.error).toContain('already');
    expect(await identitiesOf(person.sub)).toHaveLength(0);
    // Nothing was used up: the transaction left the held sign-in as it was.
    expect(await pendingOf(person.sub)).toHaveLength(1);
  });

  it('403 from the callback once the linked account has been deactivated', async () => {
    const person = newPerson();
    await callback(person);
    expect((await complete(person)).statusCode).toBe(204);
    await confirmFromMail(person.email);
    await ctx.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.email, person.email));
    const response = await callback(person);
    expectError(response, 403, /deactivated/, { code: 'ACCOUNT_DEACTIVATED' });
  });
});
