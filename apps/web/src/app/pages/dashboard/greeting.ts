export type TimeOfDayGreeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** The spec's boundaries, in the viewer's local time: before noon, before 18:00, then evening. */
export function getTimeOfDayGreeting(now: Date): TimeOfDayGreeting {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** 'Good morning, Asha'; without a first name the greeting stands alone rather than ending in ", ". */
export function getGreeting(firstName: string, now: Date = new Date()): string {
  const name = firstName.trim();
  const greeting = getTimeOfDayGreeting(now);
  return name ? `${greeting}, ${name}` : greeting;
}
