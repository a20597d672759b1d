import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseTokenVerifier } from './supabase-tokens';

// Supabase's key endpoint failing: the keys cannot be fetched, which is our outage, not a bad token.
let failing: http.Server;
let failingUrl: string;

beforeAll(async () => {
  failing = http.createServer((_request, response) => response.writeHead(500).end('upstream error'));
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => failing.close(resolve)));

async function tokenFor(supabaseUrl: string) {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ role: 'authenticated', email: 'someone@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid: 'some-key' })
    .setIssuer(`${supabaseUrl}/auth/v1`)
    .setAudience('authenticated')
    .setSubject('5f0c7c0e-8d1b-4a37-9f2e-0d5a3c8b9e11')
    .setExpirationTime('1h')
    .sign(privateKey);
}

describe('createSupabaseTokenVerifier', () => {
  it('503 when the key set answers with an error', async () => {
    const verifier = createSupabaseTokenVerifier({ supabaseUrl: `${failingUrl}/` });
    expect(verifier.issuer).toBe(`${failingUrl}/auth/v1`);
    await expect(verifier.verify(await tokenFor(failingUrl))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      statusCode: 503,
    });
  });

  it('503 when nothing answers at the Supabase address', async () => {
    const closedUrl = 'http://127.0.0.1:9';
    const verifier = createSupabaseTokenVerifier({ supabaseUrl: closedUrl });
    await expect(verifier.verify(await tokenFor(closedUrl))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      statusCode: 503,
    });
  });
});
