import { DAY_MS } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useRouteSuite } from '../../../test/route-suite';
import { auditEvents } from '../../db/schema';
import { createAuditRepository } from './audit.repository';
import { createAuditService } from './audit.service';

// Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set: the trigger must hold on both.
const suite = useRouteSuite({ now: '2030-06-01T12:00:00.000Z' });

async function insertAt(occurredAt: Date, action = 'setting.changed') {
  const [row] = await suite.database.db
    .insert(auditEvents)
    .values({ occurredAt, action, targetType: 'setting', targetId: 'X' })
    .returning({ id: auditEvents.id });
  return row?.id ?? '';
}

const countOf = async () => await suite.database.db.$count(auditEvents);

/** The database's refusal, as its message. */
async function refusalOf(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'not refused';
}

describe('audit_events is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, and the row stays as written', async () => {
    const id = await insertAt(new Date('2030-05-01T00:00:00Z'));
    const { db } = suite.database;
    expect(await refusalOf(db.execute(sql`update audit_events set action = 'x' where id = ${id}`))).toContain(
      'audit_events is append-only: UPDATE refused',
    );
    expect(await refusalOf(db.execute(sql`delete from audit_events where id = ${id}`))).toContain(
      'audit_events is append-only: DELETE refused',
    );
    expect(await refusalOf(db.execute(sql`truncate audit_events`))).toContain(
      'audit_events is append-only: TRUNCATE refused',
    );
    const [row] = await db
      .execute(sql`select action from audit_events where id = ${id}`)
      .then((r) => (r as unknown as { rows: { action: string }[] }).rows);
    expect(row?.action).toBe('setting.changed');
  });

  it('an ordinary DELETE of an old row is refused too: only the retention function may remove it', async () => {
    const id = await insertAt(new Date('2001-01-01T00:00:00Z'));
    expect(
      await refusalOf(suite.database.db.execute(sql`delete from audit_events where id = ${id}`)),
    ).toContain('DELETE refused');
  });

  it('the retention removes only rows older than its days, and records that it did', async () => {
    const now = suite.clock.now();
    const old = await insertAt(new Date(now.getTime() - 400 * DAY_MS));
    const recent = await insertAt(new Date(now.getTime() - 300 * DAY_MS));
    const audit = createAuditService({ repo: createAuditRepository(suite.database.db), clock: suite.clock });
    const before = await countOf();
    const removed = await audit.applyRetention(365);
    expect(removed).toBeGreaterThanOrEqual(1);
    const ids = (await suite.database.db.select({ id: auditEvents.id }).from(auditEvents)).map((r) => r.id);
    expect(ids).not.toContain(old);
    expect(ids).toContain(recent);
    // The removal itself is on record, and the trigger still refuses a plain DELETE afterwards.
    expect(await countOf()).toBe(before - removed + 1);
    expect(
      await refusalOf(suite.database.db.execute(sql`delete from audit_events where id = ${recent}`)),
    ).toContain('DELETE refused');
  });

  it('pseudonymising an erased person changes their name and e-mail only', async () => {
    const userId = crypto.randomUUID();
    await suite.database.db.insert(auditEvents).values({
      occurredAt: suite.clock.now(),
      action: 'user.updated',
      actorId: userId,
      actorEmail: 'gone@example.com',
      actorName: 'Gone Person',
      targetType: 'user',
      targetId: userId,
      targetLabel: 'gone@example.com',
      after: { firstName: 'Gone' },
    });
    const repo = createAuditRepository(suite.database.db);
    await repo.pseudonymiseUser(userId, 'Deleted user');
    const rows = await suite.database.db.execute(
      sql`select actor_email, actor_name, target_label, action from audit_events where actor_id = ${userId}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { actor_email: null, actor_name: 'Deleted user', target_label: 'Deleted user', action: 'user.updated' },
    ]);
  });
});
