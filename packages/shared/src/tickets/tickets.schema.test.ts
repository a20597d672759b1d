import { describe, expect, it } from 'vitest';
import {
  createTicketBodySchema,
  MAX_HOURS_WORKED_LIST_DIALOG,
  PRIORITY_DIGITS,
  TICKET_MESSAGES,
  ticketListQuerySchema,
  updateTicketStatusBodySchema,
} from '../index';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;
const statusChange = (body: Record<string, unknown>) =>
  updateTicketStatusBodySchema.safeParse({ status: 'Completed', ...body });

let nextId = 0;
/** A fresh well-formed id. */
const uuid = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;
const request = (overrides: Record<string, unknown> = {}) =>
  createTicketBodySchema.safeParse({
    supportTypeId: uuid(),
    supportCategoryId: uuid(),
    title: 'Transport route broken',
    description: 'The transport route stopped working',
    priority: 'Medium',
    consultantId: uuid(),
    timeSlotIds: [uuid()],
    ...overrides,
  });

describe('a status change (spec §5 "Status update")', () => {
  it("hours worked must be a number above 0: 'Please enter a valid number of hours worked (greater than 0)'", () => {
    for (const hoursWorked of [0, -1, 'two', true]) {
      expect(messageOf(statusChange({ hoursWorked })), String(hoursWorked)).toBe(
        'Please enter a valid number of hours worked (greater than 0)',
      );
    }
    expect(statusChange({ hoursWorked: 0.1 }).data?.hoursWorked).toBe(0.1);
  });

  it("hours worked at most 100: 'Hours worked cannot exceed 100 hours per ticket'", () => {
    expect(statusChange({ hoursWorked: 100 }).success).toBe(true);
    expect(messageOf(statusChange({ hoursWorked: 100.01 }))).toBe(
      'Hours worked cannot exceed 100 hours per ticket',
    );
  });

  it('hours worked are optional: none is null', () => {
    expect(statusChange({}).data?.hoursWorked).toBeNull();
    expect(statusChange({ hoursWorked: null }).data?.hoursWorked).toBeNull();
  });

  it('the comment is optional, trimmed, up to 1000 characters; a blank one is none', () => {
    expect(statusChange({ comment: `  ${'x'.repeat(1000)}  ` }).data?.comment).toHaveLength(1000);
    expect(messageOf(statusChange({ comment: 'x'.repeat(1001) }))).toBe(
      'Comment must be at most 1000 characters',
    );
    for (const comment of [undefined, null, '', '   ']) {
      expect(statusChange({ comment }).data?.comment, String(comment)).toBeNull();
    }
  });

  it('the status is one the server knows, and nothing else may be sent', () => {
    expect(messageOf(statusChange({ status: 'Done' }))).toBe('Unknown status');
    expect(messageOf(statusChange({ amount: 10 }))).toBe('Unknown field: amount');
  });

  it("a change from the list's dialog is held to its 24-hour cap, in its words; the manage tab's is 100", () => {
    const fromList = (hoursWorked: unknown) => statusChange({ hoursWorked, statusForm: 'list-dialog' });
    expect(fromList(24).success).toBe(true);
    expect(messageOf(fromList(25))).toBe('Hours worked cannot exceed 24 hours per ticket');
    expect(messageOf(fromList(0))).toBe('Please enter valid hours worked');
    expect(statusChange({ hoursWorked: 25, statusForm: 'manage-tab' }).success).toBe(true);
    expect(statusChange({ hoursWorked: 25 }).success).toBe(true);
    expect(messageOf(statusChange({ hoursWorked: 1, statusForm: 'card' }))).toBe(
      'statusForm must be one of manage-tab, list-dialog',
    );
  });

  it("the list's status dialog caps hours at 24: 'Hours worked cannot exceed 24 hours per ticket'", () => {
    expect(MAX_HOURS_WORKED_LIST_DIALOG).toBe(24);
    expect(TICKET_MESSAGES.hoursTooManyListDialog).toBe('Hours worked cannot exceed 24 hours per ticket');
    expect(TICKET_MESSAGES.hoursInvalidListDialog).toBe('Please enter valid hours worked');
    expect(TICKET_MESSAGES.hoursRequired).toBe('Hours worked is required when closing a ticket');
  });
});

describe('a new request (spec §3 "Create-ticket payload")', () => {
  it('is accepted complete, without a sub-option (null) and with its description trimmed', () => {
    const parsed = request({ description: '  Kernel upgrade fails  ' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ description: 'Kernel upgrade fails', supportSubOptionId: null });
  });

  it('needs a description, at most 5000 characters', () => {
    expect(messageOf(request({ description: '   ' }))).toBe('Description is required');
    expect(messageOf(request({ description: undefined }))).toBe('Description is required');
    expect(request({ description: 'x'.repeat(5000) }).success).toBe(true);
    expect(messageOf(request({ description: 'x'.repeat(5001) }))).toBe(
      'Description must be at most 5000 characters',
    );
  });

  it('keeps the SR identifier trimmed, a blank one as none, and refuses more than 50 characters', () => {
    expect(request({ srIdentifier: '  SR4711000 ' }).data?.srIdentifier).toBe('SR4711000');
    for (const srIdentifier of [undefined, null, '', '   ']) {
      expect(request({ srIdentifier }).data?.srIdentifier, String(srIdentifier)).toBeNull();
    }
    expect(messageOf(request({ srIdentifier: 'S'.repeat(51) }))).toBe(
      'SR Identifier must be at most 50 characters',
    );
  });

  it('takes a priority of Low, Medium, High or VeryHigh', () => {
    for (const priority of ['Low', 'Medium', 'High', 'VeryHigh'])
      expect(request({ priority }).success).toBe(true);
    expect(messageOf(request({ priority: 'Urgent' }))).toBe('Priority must be Low, Medium, High or VeryHigh');
  });

  it('books at least one slot, at most a full 8-hour block (16), each once', () => {
    expect(messageOf(request({ timeSlotIds: [] }))).toBe('Select at least one time slot');
    expect(request({ timeSlotIds: Array.from({ length: 16 }, uuid) }).success).toBe(true);
    expect(messageOf(request({ timeSlotIds: Array.from({ length: 17 }, uuid) }))).toBe(
      'A request can book at most 16 slots',
    );
    const slot = uuid();
    expect(messageOf(request({ timeSlotIds: [slot, slot] }))).toBe('A time slot is listed twice');
  });

  it('names each missing or malformed id', () => {
    expect(messageOf(request({ supportTypeId: undefined }))).toBe('supportTypeId is required');
    expect(messageOf(request({ supportCategoryId: 'abc' }))).toBe('supportCategoryId must be a valid id');
    expect(messageOf(request({ consultantId: '' }))).toBe('consultantId is required');
  });
});

describe('ticket numbers (DESIGN §6)', () => {
  it('carry a priority digit: Low 0, Medium 1, High 2, VeryHigh 3', () => {
    expect(PRIORITY_DIGITS).toEqual({ Low: '0', Medium: '1', High: '2', VeryHigh: '3' });
  });
});

describe('ticket list filters', () => {
  it('pages 20 by default, at most 100, and filters by the date ranges today, week, month and quarter', () => {
    expect(ticketListQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 20 });
    expect(messageOf(ticketListQuerySchema.safeParse({ pageSize: '101' }))).toBe(
      'pageSize must be at most 100',
    );
    for (const date of ['today', 'week', 'month', 'quarter']) {
      expect(ticketListQuerySchema.safeParse({ date }).success).toBe(true);
    }
    expect(messageOf(ticketListQuerySchema.safeParse({ date: 'year' }))).toBe(
      'date must be today, week, month or quarter',
    );
  });
});
