// Issue 29's proof that a retry never does the work twice, even when the server dies between the
// commit and the answer: the real server process, its answer held after the booking committed,
// kill -9 there, a restart on the same data, and the client's retry with the same key.
import crypto from 'node:crypto';
import { IDEMPOTENCY_MESSAGES, ticketPageSchema } from '@basisdesk/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startListening, stopServer, waitForOutput } from './server-process';
import { arrangeBookable, serverWorldEnv } from './server-world';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('kill -9 between the booking and its answer, then the retry', () => {
  it('the retry with the same key books nothing more: one ticket, and a 409 that says so', async () => {
    const world = await serverWorldEnv('idem-kill', cleanups);
    const env = { ...world.env, NOTIFICATIONS_ENABLED: 'false' };

    // The first process holds every keyed answer for a minute after its work committed.
    const first = await startListening({ ...env, FAULT_HOLD_IDEMPOTENT_ANSWER_MS: '60000' });
    cleanups.push(() => {
      first.child.kill('SIGKILL');
    });
    const { slotIds, bookingOf, customerToken } = await arrangeBookable(first);
    const key = crypto.randomUUID();
    const body = JSON.stringify(bookingOf(slotIds[0]!));
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${customerToken}`,
      'idempotency-key': key,
    };
    const abandoned = fetch(`${first.baseUrl}/api/SupportRequests`, { method: 'POST', headers, body }).catch(
      (error: unknown) => error,
    );
    expect(await waitForOutput(first, 'Answer held after its work committed')).toContain(
      'Answer held after its work committed',
    );
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    // The client never got its answer.
    expect(await abandoned).toBeInstanceOf(Error);

    const second = await startListening(env);
    cleanups.push(() => {
      second.child.kill('SIGKILL');
    });
    const retry = await fetch(`${second.baseUrl}/api/SupportRequests`, { method: 'POST', headers, body });
    expect(retry.status).toBe(409);
    const refusal = (await retry.json()) as { error: string; code: string };
    expect(refusal.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect([IDEMPOTENCY_MESSAGES.inProgress, IDEMPOTENCY_MESSAGES.alreadyCarriedOut]).toContain(
      refusal.error,
    );

    const mine = await fetch(`${second.baseUrl}/api/SupportRequests/recent/user`, {
      headers: { authorization: `Bearer ${customerToken}` },
    });
    const page = ticketPageSchema.parse(await mine.json());
    expect(page.total).toBe(1);
    expect(await stopServer(second)).toBe(0);
  }, 120_000);
});
