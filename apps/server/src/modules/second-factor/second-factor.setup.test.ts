import {
  recoveryCodesSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
  signedInResponseSchema,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError, expectSignInRequired } from '../../../test/expect-response';
import { DEFAULT_PASSWORD, type TestUser } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { answerChallenge, setUpSecondFactor, startSignIn, totpCodeAt } from '../../../test/second-factor-kit';
import { from } from '../../../test/send-request';

const START = new Date('2026-04-06T08:00:00.000Z');
const suite = useRouteSuite({ now: START.toISOString(), config: { APP_NAME: 'BasisDesk Test' } });

const STEP_MS = 30_000;
const nextStep = () => suite.clock.set(new Date(suite.clock.now().getTime() + STEP_MS).toISOString());
const codeNow = (secret: string) => totpCodeAt(secret, suite.clock.now());
const wrongCodeFor = async (secret: string) => ((await codeNow(secret)) === '000000' ? '111111' : '000000');

const statusOf = async (person: TestUser) =>
  expectBody(await suite.send('GET', '/api/auth/second-factor', person), 200, secondFactorStatusSchema);
const setup = (person: TestUser) => suite.send('POST', '/api/auth/second-factor/setup', person);
const confirm = (person: TestUser, code: string) =>
  suite.send('POST', '/api/auth/second-factor/confirm', person, { code });
const disable = (person: TestUser, body: Record<string, unknown>) =>
  suite.send('POST', '/api/auth/second-factor/disable', person, body);
const renew = (person: TestUser, code: string) =>
  suite.send('POST', '/api/auth/second-factor/recovery-codes', person, { code });

/** Whether the code (a recovery code, say) still signs the person in. */
async function signsIn(person: TestUser, code: string) {
  const address = `10.62.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const { challengeToken } = await startSignIn(
    suite.send,
    { email: person.email, password: DEFAULT_PASSWORD },
    address,
  );
  return (await answerChallenge(suite.send, challengeToken, code, address)).statusCode === 200;
}

describe('the second factor routes', () => {
  it('401 without a session, on every one', async () => {
    await expectSignInRequired((caller) => suite.send('GET', '/api/auth/second-factor', caller));
    await expectSignInRequired((caller) => suite.send('POST', '/api/auth/second-factor/setup', caller));
    await expectSignInRequired((caller) =>
      suite.send('POST', '/api/auth/second-factor/confirm', caller, { code: '123456' }),
    );
    await expectSignInRequired((caller) =>
      suite.send('POST', '/api/auth/second-factor/disable', caller, { password: 'x', code: '123456' }),
    );
    await expectSignInRequired((caller) =>
      suite.send('POST', '/api/auth/second-factor/recovery-codes', caller, { code: '1' }),
    );
  });
});

describe('setting up', () => {
  it('a customer starts with none and is not required to have one', async () => {
    expect(await statusOf(await suite.newUser())).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
  });

  it('setup answers a secret, its otpauth URL (the app name, the e-mail) and a PNG QR code', async () => {
    const person = await suite.newUser();
    const body = expectBody(await setup(person), 200, secondFactorSetupSchema);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/BasisDesk Test:${person.email}`);
    expect(url.searchParams.get('secret')).toBe(body.secret);
    expect(url.searchParams.get('issuer')).toBe('BasisDesk Test');
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(body.qrCodeDataUrl.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Pending until confirmed: still off.
    expect((await statusOf(person)).enabled).toBe(false);
  });

  it('400 for a wrong code at confirmation; the factor stays off and the set-up waits', async () => {
    const person = await suite.newUser();
    const { secret } = expectBody(await setup(person), 200, secondFactorSetupSchema);
    for (const code of [await wrongCodeFor(secret), 'ABCD-EFGH-JKMN', '12 34']) {
      expectError(await confirm(person, code), 400, SECOND_FACTOR_MESSAGES.invalidSetupCode, {
        path: 'code',
      });
    }
    expectError(await confirm(person, ''), 400, SECOND_FACTOR_MESSAGES.codeRequired, { path: 'code' });
    expect((await statusOf(person)).enabled).toBe(false);
    expectBody(await confirm(person, await codeNow(secret)), 200, recoveryCodesSchema);
  });

  it('400 confirming with no set-up started; a newer set-up replaces the older secret', async () => {
    const person = await suite.newUser();
    expectError(await confirm(person, '123456'), 400, SECOND_FACTOR_MESSAGES.noPendingSetup, {
      path: 'code',
    });
    const older = expectBody(await setup(person), 200, secondFactorSetupSchema);
    const newer = expectBody(await setup(person), 200, secondFactorSetupSchema);
    expect(newer.secret).not.toBe(older.secret);
    expectError(
      await confirm(person, await codeNow(older.secret)),
      400,
      SECOND_FACTOR_MESSAGES.invalidSetupCode,
      {
        path: 'code',
      },
    );
    expectBody(await confirm(person, await codeNow(newer.secret)), 200, recoveryCodesSchema);
  });

  it('the right code turns it on with 10 distinct recovery codes, shown once; then 409 for another set-up', async () => {
    const person = await suite.newUser();
    const { secret } = expectBody(await setup(person), 200, secondFactorSetupSchema);
    const code = await codeNow(secret);
    const { recoveryCodes } = expectBody(await confirm(person, code), 200, recoveryCodesSchema);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes)
      expect(recovery).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
    expect(await statusOf(person)).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    expectError(await setup(person), 409, SECOND_FACTOR_MESSAGES.alreadyEnabled);
    expectError(await confirm(person, code), 409, SECOND_FACTOR_MESSAGES.alreadyEnabled);
    // The confirming code's step is used: it cannot sign in as well.
    expect(await signsIn(person, code)).toBe(false);
  });
});

describe('turning it off', () => {
  it('400 without the password, with a wrong password, or with a wrong code; it stays on', async () => {
    const person = await suite.newUser();
    const { secret } = await setUpSecondFactor(suite.send, person, suite.clock.now());
    nextStep();
    const code = await codeNow(secret);
    expectError(await disable(person, { code }), 400, SECOND_FACTOR_MESSAGES.passwordRequired, {
      path: 'password',
    });
    expectError(
      await disable(person, { password: 'not-the-password', code }),
      400,
      SECOND_FACTOR_MESSAGES.passwordIncorrect,
      {
        path: 'password',
      },
    );
    expectError(
      await disable(person, { password: DEFAULT_PASSWORD, code: await wrongCodeFor(secret) }),
      400,
      SECOND_FACTOR_MESSAGES.invalidCode,
      {
        path: 'code',
      },
    );
    expect((await statusOf(person)).enabled).toBe(true);
  });

  it('204 with the password and a code; the recovery codes go with it, and sign-in needs no code', async () => {
    const person = await suite.newUser();
    const { secret, recoveryCodes } = await setUpSecondFactor(suite.send, person, suite.clock.now());
    nextStep();
    const off = await disable(person, { password: DEFAULT_PASSWORD, code: await codeNow(secret) });
    expect(off.statusCode, off.body).toBe(204);
    expect(await statusOf(person)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expectError(
      await disable(person, { password: DEFAULT_PASSWORD, code: recoveryCodes[0] }),
      409,
      SECOND_FACTOR_MESSAGES.notEnabled,
    );

    const login = await suite.send('POST', '/api/auth/login', from('10.62.1.1'), {
      email: person.email,
      password: DEFAULT_PASSWORD,
    });
    expectBody(login, 200, signedInResponseSchema);
    // A new set-up starts afresh: the old codes never come back.
    const again = await setUpSecondFactor(suite.send, person, suite.clock.now());
    nextStep();
    expect(again.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect(await signsIn(person, recoveryCodes[0] ?? '')).toBe(false);
  });

  it('a recovery code turns it off too (the phone is lost)', async () => {
    const person = await suite.newUser();
    const { recoveryCodes } = await setUpSecondFactor(suite.send, person, suite.clock.now());
    const off = await disable(person, { password: DEFAULT_PASSWORD, code: recoveryCodes[3] });
    expect(off.statusCode, off.body).toBe(204);
  });
});

describe('new recovery codes', () => {
  it('400 for a wrong code, 409 with the factor off', async () => {
    const person = await suite.newUser();
    expectError(await renew(person, '123456'), 409, SECOND_FACTOR_MESSAGES.notEnabled);
    const { secret } = await setUpSecondFactor(suite.send, person, suite.clock.now());
    expectError(await renew(person, await wrongCodeFor(secret)), 400, SECOND_FACTOR_MESSAGES.invalidCode, {
      path: 'code',
    });
  });

  it('a fresh set of 10 for a code; the old ones stop working', async () => {
    const person = await suite.newUser();
    const { secret, recoveryCodes: old } = await setUpSecondFactor(suite.send, person, suite.clock.now());
    nextStep();
    expect(await signsIn(person, old[0] ?? '')).toBe(true);
    expect((await statusOf(person)).recoveryCodesLeft).toBe(9);

    const { recoveryCodes } = expectBody(
      await renew(person, await codeNow(secret)),
      200,
      recoveryCodesSchema,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.filter((code) => old.includes(code))).toEqual([]);
    expect((await statusOf(person)).recoveryCodesLeft).toBe(10);
    expect(await signsIn(person, old[1] ?? '')).toBe(false);
    expect(await signsIn(person, recoveryCodes[0] ?? '')).toBe(true);
  });

  it('wrong codes pause after 10 in a quarter of an hour (429), even the right one', async () => {
    const person = await suite.newUser();
    const { secret } = await setUpSecondFactor(suite.send, person, suite.clock.now());
    nextStep();
    const wrong = await wrongCodeFor(secret);
    for (let attempt = 0; attempt < 10; attempt++) expect((await renew(person, wrong)).statusCode).toBe(400);
    expectError(await renew(person, await codeNow(secret)), 429, /^Too many attempts/);
  });
});
