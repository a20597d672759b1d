import { MAX_SLA_HOLIDAYS, type SlaSettings } from '@basisdesk/shared/sla/sla-policy';
import { CalendarPlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field-block';
import { BlocksMessage, TimeZoneField, WeekdayBlocks } from '@/components/weekday-blocks/weekday-blocks';
import { timeGrid } from '@/components/weekday-blocks/weekly-times';
import { formatDay } from '@/lib/format-date';
import { holidayField } from '../sla-form';

/** A new block of business hours: the default calendar's day. */
const NEW_BLOCK = { start: '09:00', end: '17:00' };
/** Offices open on the quarter hour; the API takes any minute, and a stored one shows as it is. */
const BUSINESS_TIMES = timeGrid(15);

/** The platform's business hours: its zone, its hours per weekday and its holidays. */
export function SlaCalendarFields() {
  const { control } = useFormContext<SlaSettings>();
  const hours = useFieldArray({ control, name: 'platformCalendar.hours' });
  return (
    <div className="grid gap-4">
      <TimeZoneField name="platformCalendar.timeZone" />
      <WeekdayBlocks
        name="platformCalendar.hours"
        fields={hours.fields}
        label="Business hours per weekday"
        emptyText="Closed"
        times={BUSINESS_TIMES}
        onAdd={(weekday) => hours.append({ weekday, ...NEW_BLOCK })}
        onRemove={hours.remove}
      />
      <BlocksMessage name="platformCalendar.hours" />
      <Holidays />
    </div>
  );
}

/** A yyyy-mm-dd as people read it; noon UTC lies on that calendar day in every zone but the extremes. */
const formatHoliday = (day: string) => formatDay(`${day}T12:00:00.000Z`, 'UTC');

/**
 * Days off for everyone, each a date field of its own, so the schema's problem with the third
 * (`platformCalendar.holidays.2`: not a date, or listed twice) is said beside it.
 */
function Holidays() {
  const { control, setValue, setFocus, clearErrors, trigger, formState } = useFormContext<SlaSettings>();
  const holidays = useWatch({ control, name: 'platformCalendar.holidays' });
  // The field just added takes the focus once it is there.
  const [added, setAdded] = useState<number | null>(null);
  useEffect(() => {
    if (added === null) return;
    setFocus(holidayField(added));
    setAdded(null);
  }, [added, setFocus]);

  function update(next: string[]) {
    setValue('platformCalendar.holidays', next, { shouldDirty: true });
    // The problems were said by index: after a removal they are said again for the list as it is.
    clearErrors('platformCalendar.holidays');
    if (formState.isSubmitted) void trigger('platformCalendar.holidays');
  }

  return (
    <section aria-labelledby="sla-holidays-heading" className="grid gap-3">
      <h4 id="sla-holidays-heading" className="font-medium">
        Holidays
      </h4>
      {holidays.length === 0 ? (
        <p className="text-sm text-muted-foreground">No holidays.</p>
      ) : (
        <ul className="flex flex-wrap gap-3" aria-label="Holidays">
          {holidays.map((day, index) => {
            const name = day ? formatHoliday(day) : String(index + 1);
            return (
              // Fields are bound by position: the list's values move, the fields stay.
              <li key={index} className="flex items-start gap-1">
                <TextField
                  name={holidayField(index)}
                  label={`Holiday ${index + 1}`}
                  labelClassName="sr-only"
                  type="date"
                  className="w-44"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove holiday ${name}`}
                  onClick={() => update(holidays.filter((_, other) => other !== index))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {holidays.length < MAX_SLA_HOLIDAYS && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            update([...holidays, '']);
            setAdded(holidays.length);
          }}
        >
          <CalendarPlus aria-hidden="true" />
          Add holiday
        </Button>
      )}
    </section>
  );
}
