import type { AuditEvent } from '@basisdesk/shared';

/** The export's columns, in order: a header row names them. */
const COLUMNS: [string, (event: AuditEvent) => unknown][] = [
  ['occurred_at_utc', (event) => event.occurredAt],
  ['action', (event) => event.action],
  ['actor_id', (event) => event.actorId],
  ['actor_email', (event) => event.actorEmail],
  ['actor_name', (event) => event.actorName],
  ['actor_role', (event) => event.actorRole],
  ['client_address', (event) => event.clientAddress],
  ['target_type', (event) => event.targetType],
  ['target_id', (event) => event.targetId],
  ['target_label', (event) => event.targetLabel],
  ['before', (event) => (event.before === null ? null : JSON.stringify(event.before))],
  ['after', (event) => (event.after === null ? null : JSON.stringify(event.after))],
  ['request_id', (event) => event.requestId],
];

/**
 * One cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. A
 * cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) is
 * prefixed with an apostrophe (OWASP CSV injection), so an actor's name cannot run in the admin's
 * spreadsheet.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

const AUDIT_CSV_HEADER = line(COLUMNS.map(([name]) => name));

const auditCsvLine = (event: AuditEvent) => line(COLUMNS.map(([, read]) => read(event)));

/** The whole file as it streams: the header, then one line per record. */
export async function* auditCsv(events: AsyncIterable<AuditEvent>): AsyncGenerator<string> {
  yield AUDIT_CSV_HEADER;
  for await (const event of events) yield auditCsvLine(event);
}
