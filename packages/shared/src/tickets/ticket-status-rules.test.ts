import { describe, expect, it } from 'vitest';
import { ticketLabel } from './ticket-label';
import {
  initialManageStatus,
  mayCommentOnly,
  needsHoursWorked,
  statusOptionsFor,
} from './ticket-status-rules';
import { displayedStatus, type PaymentStatus, TICKET_STATUSES, type TicketStatus } from './ticket-statuses';

const options = (role: string, status: TicketStatus, paymentStatus: PaymentStatus = 'Pending') =>
  [...statusOptionsFor(role, { status, paymentStatus })].sort();
const sorted = (statuses: readonly TicketStatus[]) => [...statuses].sort();

const FINISHED_FOR_CONSULTANT: TicketStatus[] = ['Closed', 'TopicClosed', 'Paid'];
const OPEN_FOR_CONSULTANT = TICKET_STATUSES.filter((status) => !FINISHED_FOR_CONSULTANT.includes(status));

describe('status options of a consultant (spec §4)', () => {
  it.each(FINISHED_FOR_CONSULTANT)('a ticket in %s has no options', (status) => {
    expect(options('Consultant', status)).toEqual([]);
    expect(options('Consultant', status, 'Paid')).toEqual([]);
  });

  it.each(OPEN_FOR_CONSULTANT)(
    'on %s: keep the current status or pick Escalate, and never TopicClosed or Paid',
    (current) => {
      const offered = options('Consultant', current);
      expect(offered).toContain(current);
      expect(offered).toContain('Escalate');
      expect(offered).not.toContain('TopicClosed');
      expect(offered).not.toContain('Paid');
    },
  );

  it.each(OPEN_FOR_CONSULTANT)(
    'on %s: In Progress, Pending Customer Action, Completed and Closed are offered',
    (current) => {
      expect(options('Consultant', current)).toEqual(
        expect.arrayContaining(['InProgress', 'PendingCustomerAction', 'Completed', 'Closed']),
      );
    },
  );

  it('offers New only while the ticket is New, and ReOpened only while it is ReOpened', () => {
    for (const current of OPEN_FOR_CONSULTANT) {
      expect(options('Consultant', current).includes('New'), current).toBe(current === 'New');
      expect(options('Consultant', current).includes('ReOpened'), current).toBe(current === 'ReOpened');
    }
  });

  it('compares the role in lower case', () => {
    for (const status of TICKET_STATUSES) {
      expect(options('consultant', status)).toEqual(options('Consultant', status));
      expect(options('CONSULTANT', status)).toEqual(options('Consultant', status));
    }
  });
});

describe('status options of a customer (spec §4)', () => {
  it.each(['Closed', 'TopicClosed'] as const)(
    'on a %s ticket that is not paid: only ReOpened or Escalate',
    (status) => {
      for (const paymentStatus of ['Pending', 'Failed', 'Refunded'] as const) {
        expect(options('Customer', status, paymentStatus)).toEqual(sorted(['ReOpened', 'Escalate']));
      }
    },
  );

  it.each(['Closed', 'TopicClosed'] as const)('on a paid %s ticket: only Escalate', (status) => {
    expect(options('Customer', status, 'Paid')).toEqual(['Escalate']);
  });

  it('on PendingCustomerAction: only InProgress or Escalate', () => {
    expect(options('Customer', 'PendingCustomerAction')).toEqual(sorted(['InProgress', 'Escalate']));
  });

  it.each(['New', 'InProgress', 'Escalate', 'Completed', 'ReOpened', 'Paid'] as const)(
    'otherwise (%s): only Escalate',
    (status) => {
      expect(options('Customer', status)).toEqual(['Escalate']);
    },
  );

  it('never offers Paid: it follows a verified payment', () => {
    for (const status of TICKET_STATUSES) expect(options('customer', status)).not.toContain('Paid');
  });
});

describe('status options of an admin (spec §4)', () => {
  it('all options, whatever the status and payment, the role in any case', () => {
    for (const role of ['Admin', 'admin', 'ADMIN']) {
      for (const status of TICKET_STATUSES) {
        for (const paymentStatus of ['Pending', 'Paid'] as const) {
          expect(options(role, status, paymentStatus)).toEqual(sorted(TICKET_STATUSES));
        }
      }
    }
  });
});

describe('mayCommentOnly', () => {
  it('lets whoever has any option keep the status and add a comment', () => {
    for (const status of TICKET_STATUSES) {
      const ticket = { status, paymentStatus: 'Pending' as const };
      expect(mayCommentOnly('Admin', ticket), status).toBe(true);
      expect(mayCommentOnly('Customer', ticket), status).toBe(true);
      expect(mayCommentOnly('Consultant', ticket), status).toBe(!FINISHED_FOR_CONSULTANT.includes(status));
    }
  });
});

describe('needsHoursWorked', () => {
  it('is true when a consultant moves to Completed, Closed or TopicClosed', () => {
    for (const target of ['Completed', 'Closed', 'TopicClosed'] as const) {
      expect(needsHoursWorked('Consultant', target), target).toBe(true);
      expect(needsHoursWorked('consultant', target), target).toBe(true);
    }
  });

  it('is false for every other status and for customers and admins', () => {
    for (const target of [
      'New',
      'InProgress',
      'PendingCustomerAction',
      'Escalate',
      'ReOpened',
      'Paid',
    ] as const) {
      expect(needsHoursWorked('Consultant', target), target).toBe(false);
    }
    for (const target of TICKET_STATUSES) {
      expect(needsHoursWorked('Customer', target), target).toBe(false);
      expect(needsHoursWorked('Admin', target), target).toBe(false);
    }
  });
});

describe('the manage form and the list', () => {
  it('the manage form starts with InProgress when the current status is PendingCustomerAction', () => {
    expect(initialManageStatus('PendingCustomerAction')).toBe('InProgress');
    for (const status of TICKET_STATUSES.filter((status) => status !== 'PendingCustomerAction')) {
      expect(initialManageStatus(status)).toBe(status);
    }
  });

  it('a consultant sees Paid displayed as Closed; everyone else sees Paid', () => {
    expect(displayedStatus('Paid', 'Consultant')).toBe('Closed');
    expect(displayedStatus('Paid', 'consultant')).toBe('Closed');
    expect(displayedStatus('Paid', 'Customer')).toBe('Paid');
    expect(displayedStatus('Paid', 'Admin')).toBe('Paid');
    expect(displayedStatus('InProgress', 'Consultant')).toBe('InProgress');
  });

  it("a card without a number shows 'Ticket #' plus the first 8 characters of the id", () => {
    const id = '7d8134f0-0c21-4021-8ef6-e18cbd681560';
    expect(ticketLabel({ id, orderNumber: null })).toBe('Ticket #7d8134f0');
    expect(ticketLabel({ id, orderNumber: 'SRBIL10102500013' })).toBe('SRBIL10102500013');
  });
});
