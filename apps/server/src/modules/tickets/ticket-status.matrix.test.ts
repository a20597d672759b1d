// Every role × every current status × every target status through PUT SupportRequests/{id}/status.
// The expectation is spec §4 "Options offered in the status change" written out by hand below,
// not derived from statusOptionsFor: the shared rule is checked against the same table, so a
// mistake in it cannot hide behind the server agreeing with it.
import {
  type AvailabilitySlot,
  CLOSING_STATUSES,
  type PaymentStatus,
  statusOptionsFor,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketStatus,
  ticketSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BILLING_LEVEL_1, type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { tickets } from '../../db/schema';

type Role = 'Customer' | 'Consultant' | 'Admin';

/** What the consultant may pick while the ticket is open: never TopicClosed, Paid, ReOpened or New. */
const CONSULTANT_OPEN: TicketStatus[] = [
  'InProgress',
  'PendingCustomerAction',
  'Escalate',
  'Completed',
  'Closed',
];

/** Spec §4, by role and current status (payment Pending): the statuses offered, current included. */
const SPEC_OPTIONS: Record<Role, Record<TicketStatus, TicketStatus[]>> = {
  Consultant: {
    New: ['New', ...CONSULTANT_OPEN],
    InProgress: CONSULTANT_OPEN,
    PendingCustomerAction: CONSULTANT_OPEN,
    Escalate: CONSULTANT_OPEN,
    Completed: CONSULTANT_OPEN,
    Closed: [],
    TopicClosed: [],
    ReOpened: ['ReOpened', ...CONSULTANT_OPEN],
    Paid: [],
  },
  Customer: {
    New: ['Escalate'],
    InProgress: ['Escalate'],
    PendingCustomerAction: ['InProgress', 'Escalate'],
    Escalate: ['Escalate'],
    Completed: ['Escalate'],
    Closed: ['ReOpened', 'Escalate'],
    TopicClosed: ['ReOpened', 'Escalate'],
    ReOpened: ['Escalate'],
    Paid: ['Escalate'],
  },
  Admin: Object.fromEntries(TICKET_STATUSES.map((status) => [status, [...TICKET_STATUSES]])) as Record<
    TicketStatus,
    TicketStatus[]
  >,
};

/** Spec §4: a closed ticket that is paid offers the customer only Escalate. */
const SPEC_OPTIONS_CUSTOMER_PAID: Partial<Record<TicketStatus, TicketStatus[]>> = {
  Closed: ['Escalate'],
  TopicClosed: ['Escalate'],
};

interface Case {
  role: Role;
  current: TicketStatus;
  paymentStatus: PaymentStatus;
  options: TicketStatus[];
}

const CASES: Case[] = (['Customer', 'Consultant', 'Admin'] as const).flatMap((role) =>
  TICKET_STATUSES.flatMap((current) => {
    const cases: Case[] = [{ role, current, paymentStatus: 'Pending', options: SPEC_OPTIONS[role][current] }];
    const paid = role === 'Customer' ? SPEC_OPTIONS_CUSTOMER_PAID[current] : undefined;
    if (paid) cases.push({ role, current, paymentStatus: 'Paid', options: paid });
    return cases;
  }),
);

const sorted = (statuses: readonly TicketStatus[]) => [...statuses].sort();
/** Each case with its name first, so test titles read plainly. */
const NAMED_CASES = CASES.map((c) => [`${c.role} on ${c.current} (payment ${c.paymentStatus})`, c] as const);

describe('the spec table and the shared rule', () => {
  it.each(NAMED_CASES)('%s is offered what spec §4 says', (_name, c) => {
    expect(sorted(statusOptionsFor(c.role, { status: c.current, paymentStatus: c.paymentStatus }))).toEqual(
      sorted(c.options),
    );
  });
});

describe('PUT /api/SupportRequests/:orderId/status, every role × status × target', () => {
  const kit = useBookingKit({ now: '2031-05-12T06:00:00.000Z' });
  let taxonomy: Taxonomy;
  let consultant: TestUser;
  let customer: TestUser;
  let freeSlots: AvailabilitySlot[];

  beforeAll(async () => {
    taxonomy = await kit.newTaxonomy(SERVICE_BILLING_LEVEL_1);
    consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
    freeSlots = await kit.publishDays(consultant, { days: 2, startHourUtc: 8, hours: 8 });
    customer = await kit.newCustomer();
  });

  const actorFor = (role: Role) => ({ Customer: customer, Consultant: consultant, Admin: kit.admin })[role];

  /** The ticket as the case starts it: the status and payment status set in the database. */
  async function resetTicket(ticketId: string, c: Case) {
    await kit.database.db
      .update(tickets)
      .set({ status: c.current, paymentStatus: c.paymentStatus, hoursWorked: null, amountPaise: null })
      .where(eq(tickets.id, ticketId));
  }

  it.each(NAMED_CASES)(
    '%s: 200 exactly for the offered statuses, else 403',
    async (_name, c) => {
      const slot = freeSlots.shift() as AvailabilitySlot;
      const ticket = await kit.book(customer, consultant, taxonomy, { slots: [slot] });
      const targets = TICKET_STATUSES.filter((status) => status !== c.current);

      const expected: Record<string, number> = {};
      const actual: Record<string, number> = {};
      for (const target of targets) {
        await resetTicket(ticket.id, c);
        const hours = c.role === 'Consultant' && CLOSING_STATUSES.includes(target) ? { hoursWorked: 2 } : {};
        const response = await kit.changeStatus(actorFor(c.role), ticket.id, { status: target, ...hours });
        const allowed = c.options.includes(target);
        expected[target] = allowed ? 200 : 403;
        actual[target] = response.statusCode;

        if (response.statusCode === 200) {
          expect(expectBody(response, 200, ticketSchema).status).toBe(target);
          const [row] = await kit.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
          expect(row?.status).toBe(target);
        } else if (response.statusCode === 403) {
          expectError(response, 403, TICKET_MESSAGES.statusNotAllowed(TICKET_STATUS_LABELS[target]), {
            code: 'FORBIDDEN',
          });
        }
      }
      expect(actual).toEqual(expected);
    },
    60_000,
  );
});
