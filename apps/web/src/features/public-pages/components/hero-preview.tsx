import { Check, CircleDot } from 'lucide-react';

const SLOTS = [
  { time: '10:00', isBooked: true },
  { time: '10:30', isBooked: true },
  { time: '11:00', isBooked: true },
  { time: '11:30', isBooked: false },
];

const STEPS = [
  { label: 'New', state: 'done' },
  { label: 'In Progress', state: 'current' },
  { label: 'Closed', state: 'todo' },
  { label: 'Paid', state: 'todo' },
] as const;

/**
 * An illustration of a ticket built from plain HTML (no image to download), labelled as an
 * example so nobody reads it as a real customer's data. Screen readers get the caption only.
 */
export function HeroPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      {/* A soft glow from a plain gradient: a CSS blur filter this size costs slow phones paint time. */}
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2rem] bg-[radial-gradient(closest-side,var(--color-primary)_0%,transparent_100%)] opacity-25"
      />
      <div aria-hidden="true" className="rounded-xl border bg-card p-5 text-card-foreground shadow-xl sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
            Example request
          </span>
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
            In Progress
          </span>
        </div>
        <p className="mt-4 font-semibold">HANA memory alerts on production</p>
        <p className="mt-1 text-sm text-muted-foreground">Database · High priority</p>

        <div className="mt-5 border-t pt-4">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Booked slots</p>
          <div className="mt-2 grid grid-cols-4 gap-2">
            {SLOTS.map(({ time, isBooked }) => (
              <span
                key={time}
                className={
                  isBooked
                    ? 'rounded-md bg-primary px-2 py-1.5 text-center text-xs font-semibold text-primary-foreground'
                    : 'rounded-md border px-2 py-1.5 text-center text-xs text-muted-foreground'
                }
              >
                {time}
              </span>
            ))}
          </div>
        </div>

        <div className="mt-5 border-t pt-4">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Status history</p>
          <ol className="mt-3 flex items-center justify-between gap-1">
            {STEPS.map(({ label, state }, index) => (
              <li key={label} className="flex flex-1 items-center gap-1 last:flex-none">
                <span className="flex flex-col items-center gap-1">
                  <span
                    className={
                      state === 'todo'
                        ? 'flex size-6 items-center justify-center rounded-full border text-muted-foreground'
                        : 'flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground'
                    }
                  >
                    {state === 'done' ? <Check className="size-3.5" /> : <CircleDot className="size-3.5" />}
                  </span>
                  <span className="text-[0.7rem] whitespace-nowrap text-muted-foreground">{label}</span>
                </span>
                {index < STEPS.length - 1 && <span className="mb-5 h-px flex-1 bg-border" />}
              </li>
            ))}
          </ol>
        </div>

        <div className="mt-5 flex items-center justify-between rounded-lg bg-muted px-4 py-3 text-sm">
          <span className="text-muted-foreground">Hourly rate × hours worked</span>
          <span className="font-semibold whitespace-nowrap">Pay in ₹</span>
        </div>
      </div>
      <figcaption className="sr-only">
        Example of a support request: booked 30-minute slots and the ticket&apos;s status history.
      </figcaption>
    </figure>
  );
}
