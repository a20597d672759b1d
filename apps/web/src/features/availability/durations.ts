import { DURATION_CHOICES_MINUTES } from '@basisdesk/shared/availability/availability.schema';

/** '30 minutes', '1 hour', '2 hours' … '8 hours': the form's duration choices (spec §9). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export const DURATION_OPTIONS = DURATION_CHOICES_MINUTES.map((minutes) => ({
  minutes,
  label: formatDuration(minutes),
}));
