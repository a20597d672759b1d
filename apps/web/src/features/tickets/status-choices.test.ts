import type { PaymentStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { TICKET_STATUSES, type TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import type { StatusOption } from '@basisdesk/shared/tickets/tickets.schema';
import { describe, expect, it } from 'vitest';
import { statusChoices, statusName } from './status-choices';

const ticket = (status: TicketStatus, paymentStatus: PaymentStatus = 'Pending') => ({
  status,
  paymentStatus,
});

describe('status choices offered in the status change, by role (spec §4)', () => {
  it('offers the current status first: keeping it sends a comment only', () => {
    expect(statusChoices('Consultant', ticket('InProgress'))[0]).toBe('InProgress');
    expect(statusChoices('Admin', ticket('Escalate'))[0]).toBe('Escalate');
  });

  it('gives an admin all options', () => {
    expect(new Set(statusChoices('Admin', ticket('New')))).toEqual(new Set(TICKET_STATUSES));
  });

  it('gives a consultant no options on a Closed, TopicClosed or Paid ticket', () => {
    for (const status of ['Closed', 'TopicClosed', 'Paid'] as const) {
      expect(statusChoices('Consultant', ticket(status))).toEqual([]);
    }
  });

  it('lets a consultant keep the status or pick any except TopicClosed, Paid, ReOpened, and New unless it is New', () => {
    const choices = statusChoices('Consultant', ticket('InProgress'));
    expect(choices).toEqual(['InProgress', 'PendingCustomerAction', 'Escalate', 'Completed', 'Closed']);
    expect(statusChoices('Consultant', ticket('New'))).toContain('New');
  });

  it('offers a customer only ReOpened or Escalate on a closed ticket that is not paid', () => {
    expect(statusChoices('Customer', ticket('Closed'))).toEqual(['Closed', 'ReOpened', 'Escalate']);
    expect(statusChoices('Customer', ticket('TopicClosed'))).toEqual(['TopicClosed', 'ReOpened', 'Escalate']);
  });

  it('offers a customer only InProgress or Escalate on PendingCustomerAction', () => {
    expect(statusChoices('Customer', ticket('PendingCustomerAction'))).toEqual([
      'PendingCustomerAction',
      'InProgress',
      'Escalate',
    ]);
  });

  it('offers a customer only Escalate otherwise, a paid closed ticket included', () => {
    expect(statusChoices('Customer', ticket('New'))).toEqual(['New', 'Escalate']);
    expect(statusChoices('Customer', ticket('Closed', 'Paid'))).toEqual(['Closed', 'Escalate']);
  });

  it('compares roles in any letter case', () => {
    expect(statusChoices('consultant', ticket('Paid'))).toEqual([]);
  });
});

describe('status names', () => {
  it("uses the server's name for a status, and the shared label while the options load", () => {
    const options: StatusOption[] = [
      { statusCode: 'InProgress', statusName: 'Being worked on', colorCode: '#000', description: '' },
    ];
    expect(statusName('InProgress', options)).toBe('Being worked on');
    expect(statusName('InProgress', undefined)).toBe('In Progress');
  });
});
