/**
 * Reads the hours-worked field. The manage tab and the list's status dialog word the problems
 * differently and cap at different values (spec §5: 100 and 24), so both pass their own.
 */
export type HoursRule = {
  max: number;
  /** The field is empty. */
  required: string;
  /** Not a number, or not above 0. */
  invalid: string;
  /** Above `max`. */
  tooMany: string;
};

export type HoursReading = { hours: number; problem: null } | { hours: null; problem: string };

export function readHoursWorked(text: string, rule: HoursRule): HoursReading {
  const trimmed = text.trim();
  if (trimmed === '') return { hours: null, problem: rule.required };
  const hours = Number(trimmed);
  if (!Number.isFinite(hours) || hours <= 0) return { hours: null, problem: rule.invalid };
  if (hours > rule.max) return { hours: null, problem: rule.tooMany };
  return { hours, problem: null };
}
