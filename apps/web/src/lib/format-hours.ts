/**
 * Hours as people write them, never 1.5000000001: '1.5 hours' in a sentence (the wizard's
 * estimate), '1.5 h' as a field's value (hours worked on a ticket).
 */
export function formatHours(hours: number, unit: 'long' | 'short' = 'long'): string {
  const value = Number(hours.toFixed(2));
  if (unit === 'short') return `${value} h`;
  return `${value} hour${value === 1 ? '' : 's'}`;
}
