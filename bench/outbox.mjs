// The server delivers the mails a write enqueues as it runs (notifications on), on the event loop
// that answers the requests. A run has one server for all its scenarios: without waiting, the mails
// of one write scenario (two per booking, a receipt with its PDF per payment) would still be
// rendered during the next one's measurement and counted as its cost.

import { setTimeout as sleep } from 'node:timers/promises';

/**
 * When a bare twin's mails fall due: never during a run. A twin writes the outbox rows the server
 * writes, but the server's delivery worker, running beside it, would render them during the
 * twin's own measurement.
 */
export const TWIN_MAILS_DUE_AT = new Date('2999-01-01T00:00:00Z');

const POLL_MS = 250;
const LONGEST_WAIT_MS = 180_000;

/** Waits until no mail is due in the server's outbox; says so when it gives up. */
export async function waitForDeliveredOutbox(db) {
  const deadline = Date.now() + LONGEST_WAIT_MS;
  for (;;) {
    const { rows } = await db.query(
      `select count(*)::int as due from notifications where status in ('queued', 'retrying') and run_at <= now()`,
    );
    const due = Number(rows[0]?.due ?? 0);
    if (due === 0) return;
    if (Date.now() > deadline) {
      console.log(`  ${due} mails still due after ${LONGEST_WAIT_MS / 1000} s: measuring with them`);
      return;
    }
    await sleep(POLL_MS);
  }
}
