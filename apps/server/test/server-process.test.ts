import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signedInResponseSchema } from '@basisdesk/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startListening, startServer, stopServer as stop, waitForOutput } from './server-process';
import { isPostgres } from './test-app';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

// One real server process on the embedded database; PostgreSQL runs cover the same routes in-process.
describe.skipIf(isPostgres())('the server process', () => {
  it('seeds once, refuses a second process on its DATA_DIR, drains on SIGTERM and keeps what it saved', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-process-'));
    dataDirs.push(dataDir);
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'ops-password' };

    const first = await startListening(env);
    expect(await waitForOutput(first, 'Demo workspace ready')).toContain('Demo workspace ready');
    expect(await waitForOutput(first, 'admin@example.com')).toContain('admin@example.com');
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    const opsLogin = await fetch(`${first.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.com', password: 'ops-password' }),
    });
    expect(opsLogin.status).toBe(200);
    const { token, role } = signedInResponseSchema.parse(await opsLogin.json());
    expect(role).toBe('Admin');
    const created = await fetch(`${first.baseUrl}/api/Users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        email: 'kept@example.com',
        password: 'kept-password',
        firstName: 'Kept',
        lastName: 'User',
        role: 'Customer',
      }),
    });
    expect(created.status).toBe(201);

    const second = startServer(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already using the data directory');
    expect(second.output()).not.toMatch(/\n\s+at /);

    expect(await stop(first)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const third = await startListening(env);
    // A restart lists the demo sign-ins again, without calling the workspace new.
    expect(await waitForOutput(third, 'Demo workspace at')).not.toContain('Demo workspace ready');
    const keptLogin = await fetch(`${third.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: 'kept-password' }),
    });
    expect(keptLogin.status).toBe(200);
    expect(await stop(third)).toBe(0);
  }, 120_000);

  it('exits with every configuration problem listed and no stack trace', async () => {
    const server = startServer({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope', ADMIN_EMAIL: 'a@b.co' });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
    expect(output).toContain('DATABASE_URL');
    expect(output).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
