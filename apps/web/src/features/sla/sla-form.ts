import { DEFAULT_SLA_SETTINGS, type SlaSettings } from '@basisdesk/shared/sla/sla-policy';
import type { Priority } from '@basisdesk/shared/tickets/ticket-priorities';

/** The two targets of a priority, in the order the settings show them. */
export const SLA_TARGETS = ['firstResponse', 'resolution'] as const;
export type SlaTargetName = (typeof SLA_TARGETS)[number];

export const SLA_TARGET_LABELS: Record<SlaTargetName, string> = {
  firstResponse: 'First response',
  resolution: 'Resolution',
};

/**
 * The form's fields are the API's own paths (`policies.VeryHigh.firstResponse.minutes`), so the
 * schema's problems and a refusal's `details` land on the field that shows the value.
 */
export const targetMinutesField = (priority: Priority, target: SlaTargetName) =>
  `policies.${priority}.${target}.minutes` as const;
export const targetClockField = (priority: Priority, target: SlaTargetName) =>
  `policies.${priority}.${target}.clock` as const;
export const holidayField = (index: number) => `platformCalendar.holidays.${index}` as const;

const WHOLE_NUMBER = /^\d+$/;

/** A target's minutes as its two inputs show them: whole hours and the minutes left over. */
export function splitMinutes(total: number): { hours: string; minutes: string } {
  if (!Number.isInteger(total) || total < 0) return { hours: '', minutes: '' };
  return { hours: String(Math.floor(total / 60)), minutes: String(total % 60) };
}

/**
 * The minutes two inputs say (an empty one counts as none); NaN when either is not a whole number,
 * which the shared schema then refuses in its own words, as it refuses 0.
 */
export function joinDuration(hours: string, minutes: string): number {
  const parts = [hours.trim() || '0', minutes.trim() || '0'];
  if (!parts.every((part) => WHOLE_NUMBER.test(part))) return Number.NaN;
  const [wholeHours, restMinutes] = parts.map(Number) as [number, number];
  return wholeHours * 60 + restMinutes;
}

/** The shared defaults as the form's own copy: Restore defaults fills the form, which then edits it. */
export const defaultSlaSettings = (): SlaSettings => structuredClone(DEFAULT_SLA_SETTINGS);
