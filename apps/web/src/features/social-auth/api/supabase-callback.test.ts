import { describe, expect, it } from 'vitest';
import { AuthResponseParseError, parseCallbackAnswer } from './supabase-callback';

const signedIn = {
  requiresAdditionalInfo: false,
  token: 'header.payload.signature',
  expiresAt: '2025-10-05T12:00:00.000Z',
  id: '3f1c2b4a-5d6e-4f70-8192-a3b4c5d6e7f8',
  email: 'meera@example.com',
  role: 'Customer',
  firstName: 'Meera',
  lastName: 'Nair',
  timeZone: 'Asia/Kolkata',
};
const needsProfile = {
  requiresAdditionalInfo: true,
  supabaseUserId: 'sb-1',
  firstName: 'Meera',
  lastName: '',
};

describe("reading our server's answer to the social sign-in callback", () => {
  it('reads a sign-in answer and a request for the rest of the profile', () => {
    expect(parseCallbackAnswer(signedIn)).toMatchObject({
      requiresAdditionalInfo: false,
      email: signedIn.email,
    });
    expect(parseCallbackAnswer(needsProfile)).toEqual(needsProfile);
  });

  it("reads the second factor's challenge for a linked account that has one", () => {
    const challenge = {
      requiresAdditionalInfo: false,
      secondFactorRequired: true,
      challengeToken: 'body.signature',
      expiresAt: '2025-10-05T12:05:00.000Z',
    };
    expect(parseCallbackAnswer(challenge)).toEqual(challenge);
  });

  it.each([
    ['no JSON at all (the client reads it as null)', null],
    ['text', 'OK'],
    ['an object of another shape', { ok: true }],
    ['a sign-in without its token', { ...signedIn, token: undefined }],
    ['a profile request without the Supabase user id', { ...needsProfile, supabaseUserId: undefined }],
  ])("refuses %s with 'Failed to parse authentication response'", (_what, answer) => {
    expect(() => parseCallbackAnswer(answer)).toThrow(AuthResponseParseError);
    expect(() => parseCallbackAnswer(answer)).toThrow('Failed to parse authentication response');
  });
});
