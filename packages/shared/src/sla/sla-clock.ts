import { minutesToMs } from '../common/durations';
import type { Priority } from '../tickets/ticket-priorities';
import { addWorkingMs, type WorkingTime, workingMsBetween } from './business-hours';
import type { SlaPolicies, SlaTarget } from './sla-policy';

/**
 * What happened to a ticket that moves its clocks, in the order it happened (decision 057):
 * booked (both clocks start), the consultant's first message or status change (the first
 * response is made), Pending Customer Action and back (paused, resumed), Completed, Closed or
 * Topic Closed (both stop), re-opened (the resolution clock goes on), and a priority changed
 * (the clocks still counting restart from the change with the new priority's targets).
 */
export type SlaEvent =
  | { type: 'started'; at: Date; priority: Priority }
  | { type: 'responded'; at: Date }
  | { type: 'paused'; at: Date }
  | { type: 'resumed'; at: Date }
  | { type: 'stopped'; at: Date }
  | { type: 'reopened'; at: Date }
  | { type: 'priorityChanged'; at: Date; priority: Priority };

/** The share of a target at which the consultant is warned. */
export const SLA_WARNING_FRACTION = 0.75;

export interface SlaTargetState {
  state: 'running' | 'paused' | 'stopped';
  targetMs: number;
  clock: SlaTarget['clock'];
  /** Time counted so far: working time for a business-hours target, pauses left out. */
  elapsedMs: number;
  /** While running: when the target is reached if nothing pauses it (already past when breached). */
  dueAt: Date | null;
  /** While running and short of the warning: when the warning is due. */
  warnAt: Date | null;
  /** When the counted time reached the target, or null while it has not. */
  breachedAt: Date | null;
  /** When it stopped (the first response made, the ticket finished), or null. */
  stoppedAt: Date | null;
}

export interface SlaState {
  priority: Priority;
  firstResponse: SlaTargetState;
  resolution: SlaTargetState;
}

/** One target's clock as the events move it. */
class TargetClock {
  private elapsed = 0;
  private since: Date | null = null;
  private breachedAt: Date | null = null;
  private stoppedAt: Date | null = null;
  private paused = false;

  constructor(
    private target: SlaTarget,
    private readonly workingOf: (target: SlaTarget) => WorkingTime,
    at: Date,
  ) {
    this.since = at;
  }

  private get working() {
    return this.workingOf(this.target);
  }

  private get targetMs() {
    return minutesToMs(this.target.minutes);
  }

  /** Counts the running time up to `at`, noting the breach when it is crossed. */
  private countTo(at: Date) {
    if (!this.since) return;
    const counted = workingMsBetween(this.working, this.since, at);
    if (!this.breachedAt && this.elapsed + counted >= this.targetMs) {
      this.breachedAt = addWorkingMs(this.working, this.since, this.targetMs - this.elapsed);
    }
    this.elapsed += counted;
    this.since = at;
  }

  get isStopped() {
    return this.stoppedAt !== null;
  }

  pause(at: Date) {
    if (this.isStopped || this.paused) return;
    this.countTo(at);
    this.since = null;
    this.paused = true;
  }

  resume(at: Date) {
    if (this.isStopped || !this.paused) return;
    this.paused = false;
    this.since = at;
  }

  stop(at: Date) {
    if (this.isStopped) return;
    this.countTo(at);
    this.since = null;
    this.stoppedAt = at;
  }

  /** Counting again after a stop (a re-opened ticket), paused if the ticket waits on its customer. */
  restart(at: Date, paused: boolean) {
    if (!this.isStopped) return;
    this.stoppedAt = null;
    this.paused = paused;
    this.since = paused ? null : at;
  }

  /** A new target from `at`: what was counted and any breach are of the old priority. */
  retarget(target: SlaTarget, at: Date) {
    if (this.isStopped) return;
    this.target = target;
    this.elapsed = 0;
    this.breachedAt = null;
    this.since = this.paused ? null : at;
  }

  stateAt(now: Date): SlaTargetState {
    const running = this.since !== null;
    if (running) this.countTo(now);
    const remaining = this.targetMs - this.elapsed;
    const warningLeft = SLA_WARNING_FRACTION * this.targetMs - this.elapsed;
    return {
      state: this.isStopped ? 'stopped' : this.paused ? 'paused' : 'running',
      targetMs: this.targetMs,
      clock: this.target.clock,
      elapsedMs: this.elapsed,
      dueAt: running ? (this.breachedAt ?? addWorkingMs(this.working, now, remaining)) : null,
      warnAt: running && warningLeft > 0 ? addWorkingMs(this.working, now, warningLeft) : null,
      breachedAt: this.breachedAt,
      stoppedAt: this.stoppedAt,
    };
  }
}

/**
 * A ticket's two SLA clocks at `now`, from its events: one pure function, so the server (which
 * stores the due instants to sort and warn by) and the page (which counts down) agree. Events
 * before the first `started` and after `now` are ignored; events at one instant keep their order.
 * `calendar` is the business hours the ticket is served in; around-the-clock targets ignore it.
 */
export function slaClock({
  events,
  policies,
  calendar,
  now,
}: {
  events: readonly SlaEvent[];
  policies: SlaPolicies;
  calendar: WorkingTime;
  now: Date;
}): SlaState | null {
  const ordered = events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.at.getTime() <= now.getTime())
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.index - b.index)
    .map(({ event }) => event);
  const workingOf = (target: SlaTarget): WorkingTime => (target.clock === 'always' ? 'always' : calendar);
  let clocks: { priority: Priority; firstResponse: TargetClock; resolution: TargetClock } | null = null;
  let waiting = false;
  for (const event of ordered) {
    if (event.type === 'started') {
      if (clocks) continue;
      const policy = policies[event.priority];
      clocks = {
        priority: event.priority,
        firstResponse: new TargetClock(policy.firstResponse, workingOf, event.at),
        resolution: new TargetClock(policy.resolution, workingOf, event.at),
      };
      continue;
    }
    if (!clocks) continue;
    const { firstResponse, resolution } = clocks;
    switch (event.type) {
      case 'responded':
        firstResponse.stop(event.at);
        break;
      case 'paused':
        waiting = true;
        firstResponse.pause(event.at);
        resolution.pause(event.at);
        break;
      case 'resumed':
        waiting = false;
        firstResponse.resume(event.at);
        resolution.resume(event.at);
        break;
      case 'stopped':
        waiting = false;
        firstResponse.stop(event.at);
        resolution.stop(event.at);
        break;
      case 'reopened':
        resolution.restart(event.at, waiting);
        break;
      case 'priorityChanged': {
        const policy = policies[event.priority];
        clocks.priority = event.priority;
        firstResponse.retarget(policy.firstResponse, event.at);
        resolution.retarget(policy.resolution, event.at);
        break;
      }
    }
  }
  if (!clocks) return null;
  return {
    priority: clocks.priority,
    firstResponse: clocks.firstResponse.stateAt(now),
    resolution: clocks.resolution.stateAt(now),
  };
}
