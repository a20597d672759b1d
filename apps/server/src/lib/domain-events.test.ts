import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import type { Database, Tx } from '../db/client';
import { refused } from '../db/conflicts';
import { afterCommit, transactionOf } from '../db/transaction';
import { createDomainEvents } from './domain-events';

interface ProbeEvents {
  'probe.made': { label: string };
  'probe.other': { n: number };
}

let database: Database;
const told: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE event_probe (label text NOT NULL)`);
});
afterAll(() => database.close());
beforeEach(async () => {
  told.length = 0;
  await database.db.execute(sql`DELETE FROM event_probe`);
});

async function written(): Promise<string[]> {
  const result = (await database.db.execute(sql`SELECT label FROM event_probe ORDER BY label`)) as {
    rows: Array<{ label: string }>;
  };
  return result.rows.map((row) => row.label);
}

/** A bus whose durable listener writes in the emitter's transaction and whose live one waits for the commit. */
function probeBus() {
  const bus = createDomainEvents<ProbeEvents>();
  bus.on('probe.made', async ({ label }, tx: Tx) => {
    await tx.execute(sql`INSERT INTO event_probe (label) VALUES (${label})`);
    return () => told.push(`live:${label}`);
  });
  bus.on('probe.made', async ({ label }) => {
    told.push(`second:${label}`);
  });
  return bus;
}

describe('domain events', () => {
  it('runs listeners in the transaction, in order, and the after-commit work once it has committed', async () => {
    const bus = probeBus();
    await transactionOf(database.db)(async (tx) => {
      await bus.emit(tx, { type: 'probe.made', data: { label: 'a' } });
      // Inside the transaction the durable write is there and the live work still waits.
      expect(told).toEqual(['second:a']);
    });
    expect(await written()).toEqual(['a']);
    expect(told).toEqual(['second:a', 'live:a']);
  });

  it('leaves nothing written and nothing told when the change throws after the event', async () => {
    const bus = probeBus();
    await expect(
      transactionOf(database.db)(async (tx) => {
        await bus.emit(tx, { type: 'probe.made', data: { label: 'b' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await written()).toEqual([]);
    expect(told).toEqual(['second:b']);
  });

  it('drops the after-commit work of a change refused by a named conflict', async () => {
    const bus = probeBus();
    const answer = await transactionOf(database.db)(async (tx) => {
      await bus.emit(tx, { type: 'probe.made', data: { label: 'c' } });
      return refused('taken');
    });
    expect(answer).toEqual({ ok: false, conflict: 'taken' });
    expect(await written()).toEqual([]);
    expect(told).not.toContain('live:c');
  });

  it('tells an event nobody listens to without failing, and only the listeners of its type', async () => {
    const bus = probeBus();
    await transactionOf(database.db)((tx) => bus.emit(tx, { type: 'probe.other', data: { n: 1 } }));
    expect(told).toEqual([]);
  });

  it('refuses after-commit work outside a transaction that can run it', async () => {
    await database.db.transaction(async (tx) => {
      expect(() => afterCommit(tx, () => undefined)).toThrow(
        'afterCommit needs a transaction opened by transactionOf',
      );
    });
  });

  it('a listener that fails rolls the change back with it', async () => {
    const bus = createDomainEvents<ProbeEvents>();
    bus.on('probe.made', async ({ label }, tx) => {
      await tx.execute(sql`INSERT INTO event_probe (label) VALUES (${label})`);
    });
    bus.on('probe.made', async () => {
      throw new Error('listener failed');
    });
    await expect(
      transactionOf(database.db)((tx) => bus.emit(tx, { type: 'probe.made', data: { label: 'd' } })),
    ).rejects.toThrow('listener failed');
    expect(await written()).toEqual([]);
  });
});
