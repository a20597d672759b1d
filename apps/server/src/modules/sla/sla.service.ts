import {
  DEFAULT_SLA_SETTINGS,
  minutesToMs,
  type Priority,
  type SlaEvent,
  type SlaSettings,
  type SlaState,
  type SlaTargetState,
  slaClock,
  type TicketSla,
  type WorkingTime,
} from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import type { MessageEvents } from '../messaging/message.events';
import type { TicketEvents } from '../tickets/ticket.events';
import type { Viewer } from '../tickets/ticket-filters';
import type { TicketsService } from '../tickets/tickets.service';
import { clockEventsOfChange } from './clock-events-of-change';
import type { SlaEvents } from './sla.events';
import type { SlaRepository } from './sla.repository';

/** The priority in force after the events: the start's, or the last change's; null before a start. */
function priorityOf(events: readonly SlaEvent[]): Priority | null {
  let priority: Priority | null = null;
  for (const event of events) {
    if (event.type === 'started' && !priority) priority = event.priority;
    if (event.type === 'priorityChanged' && priority) priority = event.priority;
  }
  return priority;
}

/** Running clocks read per page when new policies are applied to them. */
const RECOMPUTE_BATCH = 500;

const minutesOf = (ms: number) => Math.round(ms / minutesToMs(1));

function toTargetView(state: SlaTargetState) {
  return {
    state: state.state,
    targetMinutes: minutesOf(state.targetMs),
    clock: state.clock,
    elapsedMinutes: minutesOf(state.elapsedMs),
    dueAt: state.dueAt?.toISOString() ?? null,
    breachedAt: state.breachedAt?.toISOString() ?? null,
    stoppedAt: state.stoppedAt?.toISOString() ?? null,
  };
}

/**
 * SLA policies and each ticket's clocks (decision 057). The clocks move in the transaction of
 * what moved them (a booking, a status change, the consultant's message): each move appends its
 * events and rewrites the ticket's computed row, which lists and the warning scan read. Reading a
 * ticket's clocks computes them afresh from the events with the shared pure function.
 */
export function createSlaService({
  repo,
  tickets,
  clock,
  emit,
}: {
  repo: SlaRepository;
  /** Reads the ticket as the viewer may see it: 404 for anyone else, as every read of a ticket. */
  tickets: Pick<TicketsService, 'getTicket'>;
  clock: Clock;
  emit: Emit<SlaEvents>;
}) {
  async function settingsOf(tx?: Tx): Promise<SlaSettings> {
    return (await repo.findSettings(tx))?.settings ?? DEFAULT_SLA_SETTINGS;
  }

  /**
   * The hours a ticket's business-hour targets count in: its consultant's pattern, else the
   * platform's. Not read at all when both targets of the priority run around the clock.
   */
  async function calendarOf(
    settings: SlaSettings,
    priority: Priority,
    consultantId: string,
    tx?: Tx,
  ): Promise<WorkingTime> {
    const policy = settings.policies[priority];
    if (policy.firstResponse.clock === 'always' && policy.resolution.clock === 'always') return 'always';
    const platform = settings.platformCalendar;
    if (settings.businessHours === 'platform') return platform;
    const own = await repo.consultantHours(consultantId, tx);
    return own ? { ...own, holidays: platform.holidays } : platform;
  }

  /** Both clocks from the events at the app's now; `priority` is the one in force at the end. */
  function clockOf(events: SlaEvent[], settings: SlaSettings, calendar: WorkingTime, now: Date) {
    return slaClock({ events, policies: settings.policies, calendar, now });
  }

  /** A ticket's clocks from its stored events (null: it has none), and what they were read with. */
  async function compute(ticketId: string, consultantId: string, tx?: Tx) {
    const events = await repo.eventsOf(ticketId, tx);
    const priority = priorityOf(events);
    if (!priority) return null;
    const settings = await settingsOf(tx);
    const calendar = await calendarOf(settings, priority, consultantId, tx);
    const now = clock.now();
    const state = clockOf(events, settings, calendar, now);
    return state && { state, events, calendar, now };
  }

  /** Rewrites the ticket's computed row, in the transaction that moved its clocks. */
  async function saveClock(ticketId: string, state: SlaState, now: Date, tx: Tx) {
    const { firstResponse: first, resolution } = state;
    await repo.saveClock(
      {
        ticketId,
        priority: state.priority,
        firstResponseDueAt: first.dueAt,
        firstResponseWarnAt: first.warnAt,
        firstResponseBreachedAt: first.breachedAt,
        firstResponseStoppedAt: first.stoppedAt,
        resolutionDueAt: resolution.dueAt,
        resolutionWarnAt: resolution.warnAt,
        resolutionBreachedAt: resolution.breachedAt,
        resolutionStoppedAt: resolution.stoppedAt,
        computedAt: now,
      },
      tx,
    );
  }

  async function recompute(ticketId: string, consultantId: string, tx: Tx) {
    const computed = await compute(ticketId, consultantId, tx);
    if (computed) await saveClock(ticketId, computed.state, computed.now, tx);
  }

  return {
    getSettings: () => settingsOf(),

    async updateSettings(actorId: string, body: SlaSettings): Promise<SlaSettings> {
      await repo.transaction(async (tx) => {
        const before = (await repo.lockSettings(tx)) ?? DEFAULT_SLA_SETTINGS;
        await repo.saveSettings(body, { id: actorId, at: clock.now() }, tx);
        await emit(tx, { type: 'sla-settings.changed', data: { before, after: body } });
      });
      return settingsOf();
    },

    /**
     * After an admin changed the policies: every running clock's stored row recomputed with them,
     * in batches, each ticket in a transaction of its own, so the warnings go by the new targets
     * (the scan calls this first). A change made during the run leaves the marker behind it: the
     * next scan runs again.
     */
    async applySettingsChange(): Promise<number> {
      const updatedAt = await repo.settingsChangeToApply();
      if (!updatedAt) return 0;
      let recomputed = 0;
      let after: string | null = null;
      for (;;) {
        const clocks = await repo.listRunningClocks(after, RECOMPUTE_BATCH);
        for (const { ticketId, consultantId } of clocks) {
          await repo.transaction((tx) => recompute(ticketId, consultantId, tx));
        }
        recomputed += clocks.length;
        after = clocks.at(-1)?.ticketId ?? null;
        if (clocks.length < RECOMPUTE_BATCH) break;
      }
      await repo.markSettingsApplied(updatedAt);
      return recomputed;
    },

    /** GET SupportRequests/{id}/sla: the viewer must see the ticket (404 otherwise, as every read of it). */
    async getTicketSla(viewer: Viewer, ticketId: string): Promise<TicketSla | null> {
      const ticket = await tickets.getTicket(viewer, ticketId);
      const computed = await compute(ticket.id, ticket.consultantId);
      // Booked before there were SLAs: no clock, and nothing wrong.
      if (!computed) return null;
      const { state, events, calendar, now } = computed;
      return {
        priority: state.priority,
        firstResponse: toTargetView(state.firstResponse),
        resolution: toTargetView(state.resolution),
        timeZone: calendar === 'always' ? null : calendar.timeZone,
        events: events.map((event) => ({
          type: event.type,
          at: event.at.toISOString(),
          priority: 'priority' in event ? event.priority : null,
        })),
        computedAt: now.toISOString(),
      };
    },

    /**
     * Listens to ticket.booked: both clocks start at the booking. Its one event is known, so the
     * clock is computed without reading it back: the booking's transaction holds the month's
     * ticket counter to its end, and every statement here lengthens it.
     */
    async onBooked(booked: TicketEvents['ticket.booked'], tx: Tx): Promise<undefined> {
      const started = { type: 'started' as const, at: booked.bookedAt, priority: booked.priority };
      await repo.appendEvents(booked.ticketId, [started], tx);
      const settings = await settingsOf(tx);
      const calendar = await calendarOf(settings, booked.priority, booked.consultantId, tx);
      const state = clockOf([started], settings, calendar, booked.bookedAt);
      if (state) await saveClock(booked.ticketId, state, booked.bookedAt, tx);
      return undefined;
    },

    /** Listens to ticket.status-changed. */
    async onStatusChanged(change: TicketEvents['ticket.status-changed'], tx: Tx): Promise<undefined> {
      const moved = clockEventsOfChange({
        from: change.from,
        to: change.to,
        byConsultant: change.changedBy.id === change.consultantId,
      });
      if (moved.length === 0) return undefined;
      const facts = await repo.clockFacts(change.ticketId, tx);
      // Only the first response is one: a later change by the consultant is not written again.
      const told = moved.filter((type) => type !== 'responded' || !facts.responded);
      if (!facts.started || told.length === 0) return undefined;
      const at = clock.now();
      await repo.appendEvents(
        change.ticketId,
        told.map((type) => ({ type, at })),
        tx,
      );
      await recompute(change.ticketId, change.consultantId, tx);
      return undefined;
    },

    /** Listens to ticket.priority-changed: the clocks still counting restart with the new targets. */
    async onPriorityChanged(change: TicketEvents['ticket.priority-changed'], tx: Tx): Promise<undefined> {
      if (!(await repo.clockFacts(change.ticketId, tx)).started) return undefined;
      await repo.appendEvents(
        change.ticketId,
        [{ type: 'priorityChanged', at: change.at, priority: change.to }],
        tx,
      );
      // New targets: their warnings and breaches are new too.
      await repo.markTold(
        change.ticketId,
        {
          firstResponseWarningToldAt: null,
          firstResponseBreachToldAt: null,
          resolutionWarningToldAt: null,
          resolutionBreachToldAt: null,
        },
        tx,
      );
      await recompute(change.ticketId, change.consultantId, tx);
      return undefined;
    },

    /** Listens to message.created: the consultant's first message is the first response. */
    async onMessage(created: MessageEvents['message.created'], tx: Tx): Promise<undefined> {
      const senderId = created.message.senderId;
      if (!senderId) return undefined;
      const consultantId = await repo.consultantOf(created.ticketId, tx);
      if (!consultantId || senderId !== consultantId) return undefined;
      const facts = await repo.clockFacts(created.ticketId, tx);
      if (!facts.started || facts.responded) return undefined;
      // The app's clock, as for status changes: the clocks' events share one time line.
      await repo.appendEvents(created.ticketId, [{ type: 'responded', at: clock.now() }], tx);
      await recompute(created.ticketId, consultantId, tx);
      return undefined;
    },
  };
}

export type SlaService = ReturnType<typeof createSlaService>;
