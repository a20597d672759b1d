import {
  AUTH_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT,
  secondFactorChallengeSchema,
  secondFactorStatusSchema,
  signedInResponseSchema,
  userSchema,
} from '@basisdesk/shared';
import { describe, expect, it, onTestFinished } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { DEFAULT_PASSWORD, type TestUser } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import {
  answerChallenge,
  setUpSecondFactor,
  signInWithCode,
  startSignIn,
  totpCodeAt,
} from '../../../test/second-factor-kit';
import { bearer, from } from '../../../test/send-request';

const START = new Date('2026-03-02T09:00:00.000Z');
const suite = useRouteSuite({ now: START.toISOString() });

const setAccountLimit = async (value: string) => {
  const saved = await suite.send('PUT', '/api/SystemSettings/SignInMaxFailuresPerAccount', suite.admin, {
    value,
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

const STEP_MS = 30_000;
const at = (msAfterStart: number) => new Date(START.getTime() + msAfterStart);
/** Each test on its own minutes of the clock, so no test's steps are another's. */
let minutes = 0;
const freshMinute = () => {
  minutes += 10;
  suite.clock.set(at(minutes * 60_000).toISOString());
  return suite.clock.now();
};
/** Each test from its own client address, so the sign-in limits only bite where a test wants them. */
let addresses = 0;
const newAddress = () => `10.61.0.${++addresses}`;

/** A customer with an authenticator set up through the API. */
async function personWithFactor() {
  const person = await suite.newUser();
  const { secret, recoveryCodes } = await setUpSecondFactor(suite.send, person, suite.clock.now());
  // The confirming code's step is used: the sign-ins below start a step later.
  suite.clock.set(new Date(suite.clock.now().getTime() + STEP_MS).toISOString());
  return { person, secret, recoveryCodes, credentials: { email: person.email, password: DEFAULT_PASSWORD } };
}

describe('POST /api/auth/login for an account with a second factor', () => {
  it('answers a challenge, not a session; the code then signs in with a token that works', async () => {
    freshMinute();
    const { person, secret, credentials } = await personWithFactor();
    const address = newAddress();
    const first = await suite.send('POST', '/api/auth/login', from(address), credentials);
    const challenge = expectBody(first, 200, secondFactorChallengeSchema);
    expect(challenge).not.toHaveProperty('token');
    expect(new Date(challenge.expiresAt).getTime()).toBe(suite.clock.now().getTime() + 5 * 60_000);

    const code = await totpCodeAt(secret, suite.clock.now());
    const session = expectBody(
      await answerChallenge(suite.send, challenge.challengeToken, code, address),
      200,
      signedInResponseSchema,
    );
    expect(session).toMatchObject({ id: person.id, email: person.email, role: 'Customer' });
    expectBody(await suite.send('GET', `/api/users/${person.id}`, bearer(session.token)), 200, userSchema);
  });

  it('a wrong password is still "Invalid credentials", with no challenge', async () => {
    freshMinute();
    const { credentials } = await personWithFactor();
    const response = await suite.send('POST', '/api/auth/login', from(newAddress()), {
      ...credentials,
      password: 'not-the-password',
    });
    expectError(response, 401, AUTH_MESSAGES.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
  });

  it('a deactivated account gets its refusal, not a challenge', async () => {
    freshMinute();
    const { person, credentials } = await personWithFactor();
    const deactivate = await suite.send('PUT', `/api/Users/${person.id}/status`, suite.admin, {
      status: 'Inactive',
    });
    expect(deactivate.statusCode).toBe(200);
    const response = await suite.send('POST', '/api/auth/login', from(newAddress()), credentials);
    expectError(response, 403, AUTH_MESSAGES.accountDeactivated, { code: 'ACCOUNT_DEACTIVATED' });
  });
});

describe('POST /api/auth/login/second-factor', () => {
  it('401 for a wrong code, then the right one signs in', async () => {
    freshMinute();
    const { secret, credentials } = await personWithFactor();
    const address = newAddress();
    const { challengeToken } = await startSignIn(suite.send, credentials, address);
    const right = await totpCodeAt(secret, suite.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (const code of [wrong, '12345', 'not a code']) {
      const refused = await answerChallenge(suite.send, challengeToken, code, address);
      expectError(refused, 401, SECOND_FACTOR_MESSAGES.invalidCode, { code: 'INVALID_CREDENTIALS' });
    }
    expectBody(
      await answerChallenge(suite.send, challengeToken, right, address),
      200,
      signedInResponseSchema,
    );
  });

  it('refuses the same code twice: its time step is used', async () => {
    freshMinute();
    const { secret, credentials } = await personWithFactor();
    const code = await totpCodeAt(secret, suite.clock.now());
    await signInWithCode(suite.send, credentials, code, newAddress());

    const address = newAddress();
    const { challengeToken } = await startSignIn(suite.send, credentials, address);
    const again = await answerChallenge(suite.send, challengeToken, code, address);
    expectError(again, 401, SECOND_FACTOR_MESSAGES.invalidCode, { code: 'INVALID_CREDENTIALS' });
    // Nor an earlier step's code, which the window would otherwise still take.
    const earlier = await totpCodeAt(secret, new Date(suite.clock.now().getTime() - STEP_MS));
    expectError(
      await answerChallenge(suite.send, challengeToken, earlier, address),
      401,
      SECOND_FACTOR_MESSAGES.invalidCode,
      {
        code: 'INVALID_CREDENTIALS',
      },
    );
    // The next step's code works: a code is refused for its step, not for being this person's.
    suite.clock.set(new Date(suite.clock.now().getTime() + STEP_MS).toISOString());
    const next = await totpCodeAt(secret, suite.clock.now());
    expectBody(await answerChallenge(suite.send, challengeToken, next, address), 200, signedInResponseSchema);
  });

  it('takes a code one step either side of now, and refuses an expired one', async () => {
    freshMinute();
    const { secret, credentials } = await personWithFactor();
    const address = newAddress();
    const typedAt = suite.clock.now();
    const code = await totpCodeAt(secret, typedAt);

    // Two steps later (a minute): the code has expired.
    suite.clock.set(new Date(typedAt.getTime() + 2 * STEP_MS).toISOString());
    const late = await startSignIn(suite.send, credentials, address);
    expectError(
      await answerChallenge(suite.send, late.challengeToken, code, address),
      401,
      SECOND_FACTOR_MESSAGES.invalidCode,
      {
        code: 'INVALID_CREDENTIALS',
      },
    );

    // One step later it still counts (a slow typist, a phone's clock a little behind).
    suite.clock.set(new Date(typedAt.getTime() + STEP_MS).toISOString());
    const inTime = await startSignIn(suite.send, credentials, address);
    expectBody(
      await answerChallenge(suite.send, inTime.challengeToken, code, address),
      200,
      signedInResponseSchema,
    );
  });

  it('a recovery code signs in once; used again it is refused', async () => {
    freshMinute();
    const { person, recoveryCodes, credentials } = await personWithFactor();
    const [code] = recoveryCodes;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // Typed loosely: lower case, spaces for hyphens.
    const typed = (code ?? '').toLowerCase().replace(/-/g, ' ');
    await signInWithCode(suite.send, credentials, typed, newAddress());

    const address = newAddress();
    const { challengeToken } = await startSignIn(suite.send, credentials, address);
    expectError(
      await answerChallenge(suite.send, challengeToken, code ?? '', address),
      401,
      SECOND_FACTOR_MESSAGES.invalidCode,
      {
        code: 'INVALID_CREDENTIALS',
      },
    );
    expect(await recoveryCodesLeft(person)).toBe(9);
  });

  it('the challenge token is no bearer token (401), nor is a session token a challenge', async () => {
    freshMinute();
    const { person, credentials } = await personWithFactor();
    const { challengeToken } = await startSignIn(suite.send, credentials, newAddress());
    const asBearer = await suite.send('GET', `/api/users/${person.id}`, bearer(challengeToken));
    expectError(asBearer, 401, AUTH_MESSAGES.sessionExpired);
    expectError(
      await suite.send('GET', '/api/auth/second-factor', bearer(challengeToken)),
      401,
      AUTH_MESSAGES.sessionExpired,
    );

    const session = await suite.send('POST', '/api/auth/login', from(newAddress()), {
      email: suite.customer.email,
      password: DEFAULT_PASSWORD,
    });
    const { token } = expectBody(session, 200, signedInResponseSchema);
    expectError(
      await answerChallenge(suite.send, token, '123456'),
      401,
      SECOND_FACTOR_MESSAGES.challengeExpired,
    );
  });

  it('a challenge ends after 5 minutes, and when the password changes meanwhile', async () => {
    freshMinute();
    const { person, secret, credentials } = await personWithFactor();
    const address = newAddress();
    const { challengeToken } = await startSignIn(suite.send, credentials, address);
    suite.clock.set(new Date(suite.clock.now().getTime() + 5 * 60_000).toISOString());
    const code = await totpCodeAt(secret, suite.clock.now());
    expectError(
      await answerChallenge(suite.send, challengeToken, code, address),
      401,
      SECOND_FACTOR_MESSAGES.challengeExpired,
    );

    const fresh = await startSignIn(suite.send, credentials, address);
    const changed = await suite.send('PUT', '/api/users/change-password', person, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'a-new-password-9',
      confirmPassword: 'a-new-password-9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    suite.clock.set(new Date(suite.clock.now().getTime() + STEP_MS).toISOString());
    const later = await totpCodeAt(secret, suite.clock.now());
    expectError(
      await answerChallenge(suite.send, fresh.challengeToken, later, address),
      401,
      SECOND_FACTOR_MESSAGES.challengeExpired,
    );
  });

  it('6 codes on one challenge: after 5 wrong ones even the right code is refused', async () => {
    freshMinute();
    // The account's own limit (5 by default) would pause sign-in first: raised, the challenge's shows.
    await setAccountLimit('20');
    onTestFinished(() => setAccountLimit(String(SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT)));
    const { secret, credentials } = await personWithFactor();
    const address = newAddress();
    const { challengeToken } = await startSignIn(suite.send, credentials, address);
    const right = await totpCodeAt(secret, suite.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expectError(
        await answerChallenge(suite.send, challengeToken, wrong, address),
        401,
        SECOND_FACTOR_MESSAGES.invalidCode,
        {
          code: 'INVALID_CREDENTIALS',
        },
      );
    }
    const sixth = await answerChallenge(suite.send, challengeToken, right, address);
    expectError(sixth, 401, SECOND_FACTOR_MESSAGES.tooManyWrongCodes);

    // A new challenge takes the right code: the limit was the challenge's.
    const again = await startSignIn(suite.send, credentials, address);
    expectBody(
      await answerChallenge(suite.send, again.challengeToken, right, address),
      200,
      signedInResponseSchema,
    );
  });

  it(`wrong codes count as failed sign-ins of the account: with the password, the ${SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT}th pauses sign-in (429)`, async () => {
    freshMinute();
    const { secret, credentials } = await personWithFactor();
    const address = newAddress();
    // A right password does not clear the account's count while its code is still to come.
    const { challengeToken } = await startSignIn(suite.send, credentials, address);
    for (let attempt = 1; attempt < SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT; attempt++) {
      const refused = await answerChallenge(suite.send, challengeToken, 'WRONG-CODE-0000', address);
      expect(refused.statusCode).toBe(401);
    }
    const right = await totpCodeAt(secret, suite.clock.now());
    expectError(await answerChallenge(suite.send, challengeToken, right, address), 429, /^Too many attempts/);
    const paused = await suite.send('POST', '/api/auth/login', from(address), credentials);
    expectError(paused, 429, /^Too many attempts/);
  });

  it('400 without a code or a challenge', async () => {
    const missing = await suite.send('POST', '/api/auth/login/second-factor', from(newAddress()), {
      challengeToken: 'x',
    });
    expectError(missing, 400, SECOND_FACTOR_MESSAGES.codeRequired, { path: 'code' });
    const noChallenge = await suite.send('POST', '/api/auth/login/second-factor', from(newAddress()), {
      code: '123456',
    });
    expectError(noChallenge, 400, SECOND_FACTOR_MESSAGES.challengeExpired, { path: 'challengeToken' });
  });
});

const recoveryCodesLeft = async (person: TestUser) =>
  expectBody(await suite.send('GET', '/api/auth/second-factor', person), 200, secondFactorStatusSchema)
    .recoveryCodesLeft;
