import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser, uniqueEmail } from '../../../test/factories';
import { from } from '../../../test/send-request';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../../test/test-app';

// Forgot-password answers a known and an unknown address after the same work (the two limits,
// nothing else; password-reset.service.ts says why), so its time tells nobody which addresses have
// an account. Measured: requests of each kind, alternating, each timed alone (the link and mail of
// the one before have gone out), and their medians compared.
const PAIRS = 50;

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let known: TestUser[];

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url });
  known = [];
  for (let index = 0; index < PAIRS; index += 1) known.push(await createUser(ctx.database.db));
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) /
    2
  );
};

/** How long the answer to one request took, from a client address of its own (the per-client limit). */
async function timeForgot(email: string, client: number): Promise<number> {
  const started = performance.now();
  const response = await ctx.send(
    'POST',
    '/api/auth/forgot-password',
    from(`10.81.${client >> 8}.${client & 255}`),
    {
      email,
    },
  );
  const elapsed = performance.now() - started;
  expect(response.statusCode).toBe(202);
  return elapsed;
}

describe('POST /api/auth/forgot-password takes as long for an unknown address as for a known one', () => {
  it(`${PAIRS} of each, alternating: the medians differ by less than 2 ms and a fifth of the larger`, async () => {
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (const [index, user] of known.entries()) {
      const first = index % 2 === 0;
      const askKnown = async () => {
        knownTimes.push(await timeForgot(user.email, 2 * index));
        // Its link and mail, off the request path, are done before the next request is timed.
        await smtp.mailTo(user.email);
      };
      const askUnknown = async () => {
        unknownTimes.push(await timeForgot(uniqueEmail('nobody'), 2 * index + 1));
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
      if (first) {
        await askKnown();
        await askUnknown();
      } else {
        await askUnknown();
        await askKnown();
      }
    }
    const knownMedian = median(knownTimes);
    const unknownMedian = median(unknownTimes);
    console.info(
      `forgot-password medians: known ${knownMedian.toFixed(2)} ms, unknown ${unknownMedian.toFixed(2)} ms`,
    );
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(
      Math.max(2, 0.2 * Math.max(knownMedian, unknownMedian)),
    );
    // Every known address got its link; the answers did not wait for them.
    expect(new Set(smtp.received.flatMap((mail) => mail.to))).toEqual(
      new Set(known.map((user) => user.email)),
    );
  });
});
