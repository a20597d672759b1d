import type { Priority } from '../tickets/ticket-priorities';
import type { BusinessCalendar } from './business-hours';

/** SLA policies and their limits, free of zod so the settings page and the clock can use them (decision 057). */

/** How a target counts: inside business hours, or around the clock. */
export const SLA_CLOCKS = ['business', 'always'] as const;
export type SlaClockKind = (typeof SLA_CLOCKS)[number];

export const SLA_CLOCK_LABELS: Record<SlaClockKind, string> = {
  business: 'Business hours',
  always: 'Around the clock',
};

export interface SlaTarget {
  minutes: number;
  clock: SlaClockKind;
}

/** Per priority: the first response (the consultant's first message or status change) and the resolution. */
export interface SlaPolicy {
  firstResponse: SlaTarget;
  resolution: SlaTarget;
}
export type SlaPolicies = Record<Priority, SlaPolicy>;

/** Whose business hours a ticket's business-hour targets count in. */
export const SLA_BUSINESS_HOURS_SOURCES = ['consultant', 'platform'] as const;
export type SlaBusinessHoursSource = (typeof SLA_BUSINESS_HOURS_SOURCES)[number];

export const SLA_BUSINESS_HOURS_LABELS: Record<SlaBusinessHoursSource, string> = {
  consultant: "The consultant's weekly availability (its zone and hours), else the platform calendar",
  platform: 'The platform calendar for everyone',
};

/** Everything an admin sets under Settings → SLA. */
export interface SlaSettings {
  policies: SlaPolicies;
  businessHours: SlaBusinessHoursSource;
  platformCalendar: BusinessCalendar;
}

/** Ninety days: a longer target is no service level. */
export const MAX_SLA_TARGET_MINUTES = 90 * 24 * 60;
export const MAX_SLA_HOLIDAYS = 100;

const hours = (count: number) => count * 60;
/** A business day of the default calendar (09:00–17:00). */
const businessDays = (count: number) => count * hours(8);

/**
 * The defaults: Very High and High are SAP Enterprise Support's published initial response (1 hour
 * around the clock; 4 business hours) and Very High's corrective action plan (4 hours) as its
 * resolution; Medium, Low and the other resolution targets are BasisDesk's own.
 */
export const DEFAULT_SLA_POLICIES: SlaPolicies = {
  VeryHigh: {
    firstResponse: { minutes: hours(1), clock: 'always' },
    resolution: { minutes: hours(4), clock: 'always' },
  },
  High: {
    firstResponse: { minutes: hours(4), clock: 'business' },
    resolution: { minutes: businessDays(2), clock: 'business' },
  },
  Medium: {
    firstResponse: { minutes: businessDays(1), clock: 'business' },
    resolution: { minutes: businessDays(5), clock: 'business' },
  },
  Low: {
    firstResponse: { minutes: businessDays(2), clock: 'business' },
    resolution: { minutes: businessDays(10), clock: 'business' },
  },
};

/** Monday to Friday, 09:00–17:00 India time, no holidays until an admin adds them. */
export const DEFAULT_PLATFORM_CALENDAR: BusinessCalendar = {
  timeZone: 'Asia/Kolkata',
  hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  holidays: [],
};

export const DEFAULT_SLA_SETTINGS: SlaSettings = {
  policies: DEFAULT_SLA_POLICIES,
  businessHours: 'consultant',
  platformCalendar: DEFAULT_PLATFORM_CALENDAR,
};

export const SLA_DEFAULTS_NOTE =
  "Defaults: Very High and High follow SAP Enterprise Support's initial response times (1 hour around the clock; 4 business hours) and Very High's 4-hour corrective action plan; the other targets are BasisDesk's own.";

export const SLA_MESSAGES = {
  targetMinutes: `A target must be a whole number of minutes from 1 to ${MAX_SLA_TARGET_MINUTES.toLocaleString('en-IN')} (90 days)`,
  clock: 'Choose business hours or around the clock',
  holidayFormat: 'Holiday must be a date (yyyy-mm-dd)',
  holidayTwice: (day: string) => `Each holiday once: ${day} is listed twice`,
  tooManyHolidays: `A calendar can have at most ${MAX_SLA_HOLIDAYS} holidays`,
  noHours: 'Business hours need at least one block',
  businessHours: 'Choose whose business hours count',
  saved: 'SLA policies saved',
  saveFailed: 'Failed to save the SLA policies',
} as const;
