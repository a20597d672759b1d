import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives working defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: path.resolve('./data'),
      APP_URL: 'http://localhost:3000',
      APP_NAME: 'BasisDesk',
      SEED_DEMO: true,
      TRUST_PROXY: false,
      TOKEN_TTL_MINUTES: 480,
      RAZORPAY_API_BASE: 'https://api.razorpay.com',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('turns the demo off on PostgreSQL unless SEED_DEMO asks for it', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/basisdesk';
    expect(loadEnv({ DATABASE_URL: url }).SEED_DEMO).toBe(false);
    expect(loadEnv({ DATABASE_URL: url, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('derives APP_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadEnv({ PORT: '8080' }).APP_URL).toBe('http://localhost:8080');
    expect(loadEnv({ APP_URL: 'https://desk.example.com/' }).APP_URL).toBe('https://desk.example.com');
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', SMTP_URL: '  ' })).toMatchObject({
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
    });
  });

  it('lists every problem at once', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', ADMIN_PASSWORD: 'secret1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('JWT_SECRET must be at least 32 characters');
      expect(problems).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    }
  });

  it('refuses a PLATFORM_GSTIN with a bad checksum and normalises a good one', () => {
    expect(() => loadEnv({ PLATFORM_GSTIN: '29AAGCB7383J1Z5' })).toThrow(
      'PLATFORM_GSTIN: This GSTIN is not valid: check the 15 characters',
    );
    expect(loadEnv({ PLATFORM_GSTIN: ' 29aagcb7383j1z4 ' }).PLATFORM_GSTIN).toBe('29AAGCB7383J1Z4');
  });
});
