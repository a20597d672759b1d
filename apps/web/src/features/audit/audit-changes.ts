/** One field of a record's before and after, written for reading: '—' where there is none. */
export type AuditChangeRow = { field: string; before: string; after: string; isChanged: boolean };

const NONE = '—';

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a person reads it: text as it is, a list or an object as indented JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return NONE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

/**
 * A record's before and after side by side, one row per field either of them holds (before's
 * fields first, then those only after has), so a change reads as "status: New → InProgress". A
 * before or after that is not an object (a list, a bare value) is one row, "value".
 */
export function listAuditChanges(before: unknown, after: unknown): AuditChangeRow[] {
  const isBeforeEmpty = before === null || before === undefined;
  const isAfterEmpty = after === null || after === undefined;
  if (isBeforeEmpty && isAfterEmpty) return [];
  if ((isFields(before) || isBeforeEmpty) && (isFields(after) || isAfterEmpty)) {
    const was: Fields = isFields(before) ? before : {};
    const is: Fields = isFields(after) ? after : {};
    const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
    return fields.map((field) => row(field, was[field], is[field]));
  }
  return [row('value', before, after)];
}

function row(field: string, before: unknown, after: unknown): AuditChangeRow {
  const was = formatAuditValue(before);
  const is = formatAuditValue(after);
  return { field, before: was, after: is, isChanged: was !== is };
}
