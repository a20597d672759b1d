import { type AuditEvent, auditPageSchema } from '@basisdesk/shared';
import { expect } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import type { RouteSuite } from '../../../test/route-suite';

/** The records of `action` as the admin lists them, newest first. */
export async function listedAudit(suite: RouteSuite, query: string): Promise<AuditEvent[]> {
  const response = await suite.send('GET', `/api/admin/audit?pageSize=100&${query}`, suite.admin);
  return expectBody(response, 200, auditPageSchema).items;
}

/**
 * The records of `action` that `where` accepts, once there are `count` of them: a denial is written
 * after its answer has gone (an onResponse hook), so the test waits for it a little. The suite's
 * other tests write records of the same action: `where` picks this test's own, or the wait would
 * end on theirs before this one's is written.
 */
export async function awaitAudit(
  suite: RouteSuite,
  action: string,
  where: (record: AuditEvent) => boolean,
  count = 1,
): Promise<AuditEvent[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const items = (await listedAudit(suite, `action=${encodeURIComponent(action)}`)).filter(where);
    if (items.length >= count) return items;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return expect.fail(`no ${count} ${action} record(s) written`);
}

/** A CSV file's rows (RFC 4180: quoted cells, doubled quotes, CRLF), for assertions only. */
export function parseAuditCsvForTest(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}
