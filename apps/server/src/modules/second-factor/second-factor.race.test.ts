import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT } from '@basisdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { answerChallenge, setUpSecondFactor, startSignIn, totpCodeAt } from '../../../test/second-factor-kit';
import { isPostgres } from '../../../test/test-app';

// "Used once" is one conditional UPDATE each (a recovery code's used_at, the last time step):
// proven where requests really run at once. PGlite serialises every statement.
const START = new Date('2026-05-04T10:00:00.000Z');
const suite = useRouteSuite({ now: START.toISOString() });
const ATTEMPTS = 8;

/** A person with a factor and ATTEMPTS challenges of theirs, each from its own address. */
async function challengedPerson() {
  const person = await suite.newUser();
  const factor = await setUpSecondFactor(suite.send, person, suite.clock.now());
  suite.clock.set(new Date(suite.clock.now().getTime() + 30_000).toISOString());
  const credentials = { email: person.email, password: DEFAULT_PASSWORD };
  const challenges = [];
  for (let n = 0; n < ATTEMPTS; n++) {
    const address = `10.63.${n}.${Math.floor(Math.random() * 250) + 1}`;
    challenges.push({ address, ...(await startSignIn(suite.send, credentials, address)) });
  }
  return { ...factor, challenges };
}

const statusesOf = (responses: Array<{ statusCode: number }>) =>
  responses.map((response) => response.statusCode).sort();

const setAccountLimit = async (value: string) => {
  const saved = await suite.send('PUT', '/api/SystemSettings/SignInMaxFailuresPerAccount', suite.admin, {
    value,
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

describe.skipIf(!isPostgres())('the same code at once, on PostgreSQL', () => {
  // Each challenge's password and code stay counted until a code passes (decision 033): ATTEMPTS
  // sign-ins of one account at once need a limit above the default's 5.
  beforeAll(() => setAccountLimit(String(ATTEMPTS * 3)));
  afterAll(() => setAccountLimit(String(SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT)));

  it(`one recovery code sent ${ATTEMPTS} times at once signs in once`, async () => {
    const { recoveryCodes, challenges } = await challengedPerson();
    const code = recoveryCodes[0] ?? '';
    const responses = await Promise.all(
      challenges.map(({ challengeToken, address }) =>
        answerChallenge(suite.send, challengeToken, code, address),
      ),
    );
    expect(statusesOf(responses)).toEqual([200, ...Array(ATTEMPTS - 1).fill(401)]);
  });

  it(`one app code sent ${ATTEMPTS} times at once signs in once`, async () => {
    const { secret, challenges } = await challengedPerson();
    const code = await totpCodeAt(secret, suite.clock.now());
    const responses = await Promise.all(
      challenges.map(({ challengeToken, address }) =>
        answerChallenge(suite.send, challengeToken, code, address),
      ),
    );
    expect(statusesOf(responses)).toEqual([200, ...Array(ATTEMPTS - 1).fill(401)]);
  });
});
