import { describe, expect, it } from 'vitest';
import { canPost, otherPartyName } from './conversation-view';
import { CONSULTANT, CUSTOMER, conversation, uuid } from './test-fixtures';

const customer = { id: CUSTOMER, role: 'Customer' } as const;
const consultant = { id: CONSULTANT, role: 'Consultant' } as const;
const admin = { id: uuid(999), role: 'Admin' } as const;

describe('otherPartyName', () => {
  it('names the other party, or both for an admin', () => {
    expect(otherPartyName(conversation(), CUSTOMER)).toBe('Cody Consultant');
    expect(otherPartyName(conversation(), CONSULTANT)).toBe('Cara Customer');
    expect(otherPartyName(conversation(), admin.id)).toBe('Cara Customer & Cody Consultant');
  });
});

describe('canPost (spec §2)', () => {
  it('lets both parties post on an active conversation; an admin only reads', () => {
    expect(canPost(conversation(), customer, undefined)).toBe(true);
    expect(canPost(conversation(), consultant, undefined)).toBe(true);
    expect(canPost(conversation(), admin, undefined)).toBe(false);
  });

  it('keeps an archived conversation open to the customer while the ticket waits for them', () => {
    const archived = conversation({ isActive: false });
    expect(canPost(archived, customer, 'PendingCustomerAction')).toBe(true);
    expect(canPost(archived, customer, 'InProgress')).toBe(false);
    expect(canPost(archived, customer, undefined)).toBe(false);
    expect(canPost(archived, consultant, 'PendingCustomerAction')).toBe(false);
  });
});
