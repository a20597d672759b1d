import { describe, expect, it } from 'vitest';
import { completeSupabaseSignupBodySchema, supabaseCallbackBodySchema } from '../index';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;
const completion = (overrides: Record<string, unknown>) =>
  completeSupabaseSignupBodySchema.safeParse({
    supabaseUserId: 'supabase-user-1',
    role: 'Customer',
    password: 'secret1',
    confirmPassword: 'secret1',
    ...overrides,
  });

describe('completing a social sign-up (spec §5, checked in its order)', () => {
  it("account type required: 'Please select an account type', before anything else", () => {
    expect(messageOf(completion({ role: undefined, password: undefined, confirmPassword: undefined }))).toBe(
      'Please select an account type',
    );
    expect(messageOf(completion({ role: '  ', password: '' }))).toBe('Please select an account type');
  });

  it("then the password: 'Password is required'", () => {
    expect(messageOf(completion({ password: '', confirmPassword: '' }))).toBe('Password is required');
  });

  it("then the confirmation: 'Please confirm your password'", () => {
    expect(messageOf(completion({ confirmPassword: undefined }))).toBe('Please confirm your password');
  });

  it("then that they match: 'Passwords do not match'", () => {
    expect(messageOf(completion({ password: 'secret1', confirmPassword: 'secret2' }))).toBe(
      'Passwords do not match',
    );
  });

  it("then the minimum of 6: 'Password must be at least 6 characters long'", () => {
    expect(messageOf(completion({ password: 'short', confirmPassword: 'short' }))).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('names are optional, and the account type is read in any case', () => {
    const parsed = completion({ role: 'consultant', firstName: '  Asha ' });
    expect(parsed.data).toMatchObject({ role: 'Consultant', firstName: 'Asha' });
    expect(parsed.data?.lastName).toBeUndefined();
  });
});

describe('the social callback', () => {
  it('takes the provider google or apple in any case, and an access token', () => {
    expect(supabaseCallbackBodySchema.parse({ accessToken: 'token', provider: 'GOOGLE' }).provider).toBe(
      'google',
    );
    expect(
      messageOf(supabaseCallbackBodySchema.safeParse({ accessToken: 'token', provider: 'facebook' })),
    ).toBe('Provider must be google or apple');
    expect(messageOf(supabaseCallbackBodySchema.safeParse({ accessToken: '  ', provider: 'apple' }))).toBe(
      'accessToken is required',
    );
  });
});
