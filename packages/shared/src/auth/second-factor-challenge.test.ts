import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.messages';
import { confirmEmailBodySchema } from './auth.schema';
import { isSecondFactorChallenge } from './second-factor-challenge';
import { endedSessionsCount } from './sign-in-sessions.messages';

describe("a sign-in's answer", () => {
  it('is a challenge only when the server says the second factor is required', () => {
    const challenge = {
      secondFactorRequired: true as const,
      challengeToken: 't',
      expiresAt: '2026-01-01T00:00:00Z',
    };
    expect(isSecondFactorChallenge(challenge)).toBe(true);
    expect(isSecondFactorChallenge({ token: 'jwt', expiresAt: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(isSecondFactorChallenge({ secondFactorRequired: 'true' })).toBe(false);
  });
});

describe('"Sign out everywhere else" says how many sessions ended', () => {
  it('in the singular and the plural', () => {
    expect(endedSessionsCount(1)).toBe('1 other session ended');
    expect(endedSessionsCount(3)).toBe('3 other sessions ended');
  });
});

describe('confirm-email without a body', () => {
  it('is the missing-token answer, not a type error', () => {
    const parsed = confirmEmailBodySchema.safeParse(undefined);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidOrMissingToken);
  });
});
