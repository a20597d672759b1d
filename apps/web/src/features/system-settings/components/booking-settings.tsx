import {
  BOOKING_CHANGE_CUTOFF_HOURS_MAX,
  BOOKING_CHANGE_CUTOFF_HOURS_MIN,
} from '@basisdesk/shared/tickets/sessions.limits';
import { UNPAID_BOOKED_HOURS_MAX, UNPAID_BOOKED_HOURS_MIN } from '@basisdesk/shared/tickets/tickets.limits';
import { NumberSettingCard } from './number-setting-card';

/** Admin settings: how long before a session a customer may still cancel or move it. */
export function BookingCutoffSettings() {
  return (
    <NumberSettingCard
      settingKey="BookingChangeCutoffHours"
      title="Booked Sessions"
      description="Customers may cancel or reschedule a session up to this many hours before it starts; after that only the consultant or an admin can change it."
      label="Change cut-off (hours)"
      min={BOOKING_CHANGE_CUTOFF_HOURS_MIN}
      max={BOOKING_CHANGE_CUTOFF_HOURS_MAX}
      savedMessage="Booking change cut-off saved"
    />
  );
}

/** Admin settings: how many hours of sessions ahead one customer may hold on unpaid tickets. */
export function UnpaidHoursSettings() {
  return (
    <NumberSettingCard
      settingKey="MaxUnpaidBookedHours"
      title="Booking Limit"
      description="The most hours of sessions still ahead that one customer may hold on tickets not yet paid. A booking that would go over it is refused with the hours named."
      label="Unpaid hours ahead (hours)"
      min={UNPAID_BOOKED_HOURS_MIN}
      max={UNPAID_BOOKED_HOURS_MAX}
      savedMessage="Booking limit saved"
    />
  );
}
