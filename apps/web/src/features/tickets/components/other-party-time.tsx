import { isConsultant, isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { formatSlot } from '@/lib/format-date';
import { mergeRanges } from '@/lib/time-ranges';

type Party = { name: string; timeZone: string | null };

/** Whose clock the viewer also needs: the other side of the booking; both sides for an admin. */
function partiesFor(ticket: Ticket, role: Role): Party[] {
  const consultant = { name: ticket.consultantName, timeZone: ticket.consultantTimeZone };
  const customer = { name: ticket.customerName, timeZone: ticket.customerTimeZone };
  if (isCustomer(role)) return [consultant];
  if (isConsultant(role)) return [customer];
  return [customer, consultant];
}

/**
 * The booked time in the other party's zone ('Ravi Kumar's local time: Nov 26, 2026, 7:00 PM –
 * 8:00 PM IST'), so neither side has to convert. Nothing when their zone is unknown or the same.
 */
export function OtherPartyTime({ ticket, role }: { ticket: Ticket; role: Role }) {
  const ranges = mergeRanges(
    ticket.slots.map((slot) => ({ start: new Date(slot.slotStartTime), end: new Date(slot.slotEndTime) })),
  );
  if (ranges.length === 0) return null;
  const lines = partiesFor(ticket, role).flatMap(({ name, timeZone }) => {
    if (timeZone === null) return [];
    const theirs = ranges.map((range) => formatSlot(range.start, range.end, timeZone)).join('; ');
    const mine = ranges.map((range) => formatSlot(range.start, range.end)).join('; ');
    return theirs === mine ? [] : [{ name, theirs }];
  });
  return lines.map((line) => (
    <p key={line.name} className="text-sm text-muted-foreground" data-testid="other-party-time">
      <span className="font-medium text-foreground">{`${line.name}'s local time:`}</span> {line.theirs}
    </p>
  ));
}
