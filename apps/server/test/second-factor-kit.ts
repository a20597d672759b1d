import {
  recoveryCodesSchema,
  type SecondFactorChallenge,
  secondFactorChallengeSchema,
  secondFactorSetupSchema,
  signedInResponseSchema,
} from '@basisdesk/shared';
import { generate } from 'otplib';
import { expectBody } from './expect-response';
import { type Caller, from, type Send } from './send-request';

const STEP_MS = 30_000;

/** The code an authenticator app shows for the secret at the instant (the app's clock in route tests). */
export const totpCodeAt = (secret: string, at: Date = new Date()): Promise<string> =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/**
 * A code for the step after `now`: accepted (one step either side is), and later than any step
 * used before `now`, so a test on the system's clock need not wait for the next 30 seconds.
 */
export const nextTotpCode = (secret: string, now: Date = new Date()) =>
  totpCodeAt(secret, new Date(now.getTime() + STEP_MS));

/**
 * The caller sets up an authenticator through the API, as a person does in Settings: a secret,
 * then the app's code for it. Its secret and recovery codes, for the test to use.
 */
export async function setUpSecondFactor(send: Send, caller: Caller, now: Date = new Date()) {
  const { secret } = expectBody(
    await send('POST', '/api/auth/second-factor/setup', caller),
    200,
    secondFactorSetupSchema,
  );
  const confirmed = await send('POST', '/api/auth/second-factor/confirm', caller, {
    code: await totpCodeAt(secret, now),
  });
  const { recoveryCodes } = expectBody(confirmed, 200, recoveryCodesSchema);
  return { secret, recoveryCodes };
}

/** Password first: the challenge a person with a second factor gets instead of a session. */
export async function startSignIn(
  send: Send,
  { email, password }: { email: string; password: string },
  clientAddress = '10.77.0.1',
): Promise<SecondFactorChallenge> {
  const response = await send('POST', '/api/auth/login', from(clientAddress), { email, password });
  return expectBody(response, 200, secondFactorChallengeSchema);
}

/** The second step: the challenge answered with a code. */
export const answerChallenge = (
  send: Send,
  challengeToken: string,
  code: string,
  clientAddress = '10.77.0.1',
) => send('POST', '/api/auth/login/second-factor', from(clientAddress), { challengeToken, code });

/** Both steps, expecting the session. */
export async function signInWithCode(
  send: Send,
  person: { email: string; password: string },
  code: string,
  clientAddress?: string,
) {
  const { challengeToken } = await startSignIn(send, person, clientAddress);
  return expectBody(
    await answerChallenge(send, challengeToken, code, clientAddress),
    200,
    signedInResponseSchema,
  );
}
