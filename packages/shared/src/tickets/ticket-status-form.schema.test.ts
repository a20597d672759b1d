import { describe, expect, it } from 'vitest';
import { LIST_DIALOG_STATUS_HOURS, MANAGE_STATUS_HOURS } from './hours-worked-rules';
import { ticketStatusFormSchema } from './ticket-status-form.schema';

const manage = ticketStatusFormSchema({
  role: 'consultant',
  currentStatus: 'InProgress',
  hours: MANAGE_STATUS_HOURS,
});
const listDialog = ticketStatusFormSchema({
  role: 'consultant',
  currentStatus: 'InProgress',
  hours: LIST_DIALOG_STATUS_HOURS,
});

const problemsOf = (
  schema: typeof manage,
  values: { status: string; comment?: string; hoursWorked: string },
) =>
  (schema.safeParse({ comment: '', ...values }).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('ticketStatusFormSchema: the manage tab', () => {
  it('needs a new status or a comment', () => {
    expect(problemsOf(manage, { status: 'InProgress', comment: '  ', hoursWorked: '' })).toEqual([
      'status: Please change the status or add a comment',
    ]);
    expect(manage.parse({ status: 'InProgress', comment: ' Waiting on logs ', hoursWorked: '' })).toEqual({
      status: 'InProgress',
      comment: 'Waiting on logs',
      hoursWorked: null,
      statusForm: 'manage-tab',
    });
  });

  it("asks a closing consultant for hours in the spec's order of words, from 0.1 up to 100", () => {
    const closing = (hoursWorked: string) => problemsOf(manage, { status: 'Closed', hoursWorked });
    expect(closing('')).toEqual(['hoursWorked: Hours worked is required when closing a ticket']);
    expect(closing('0')).toEqual([
      'hoursWorked: Please enter a valid number of hours worked (greater than 0)',
    ]);
    expect(closing('0.05')).toEqual([
      'hoursWorked: Please enter a valid number of hours worked (greater than 0)',
    ]);
    expect(closing('abc')).toEqual([
      'hoursWorked: Please enter a valid number of hours worked (greater than 0)',
    ]);
    expect(closing('101')).toEqual(['hoursWorked: Hours worked cannot exceed 100 hours per ticket']);
    expect(manage.parse({ status: 'Closed', comment: '', hoursWorked: ' 2.5 ' })).toEqual({
      status: 'Closed',
      comment: null,
      hoursWorked: 2.5,
      statusForm: 'manage-tab',
    });
  });

  it('sends no hours with a status that is not closing, whatever the field still holds', () => {
    expect(manage.parse({ status: 'Escalate', comment: '', hoursWorked: '7' })).toMatchObject({
      hoursWorked: null,
    });
  });

  it('asks customers and admins for no hours', () => {
    for (const role of ['customer', 'admin']) {
      const schema = ticketStatusFormSchema({
        role,
        currentStatus: 'InProgress',
        hours: MANAGE_STATUS_HOURS,
      });
      expect(schema.parse({ status: 'Closed', comment: '', hoursWorked: '' }).hoursWorked).toBeNull();
    }
  });
});

describe("ticketStatusFormSchema: the list's status dialog", () => {
  it('words every missing or invalid value alike and caps at 24 hours', () => {
    const completing = (hoursWorked: string) => problemsOf(listDialog, { status: 'Completed', hoursWorked });
    expect(completing('')).toEqual(['hoursWorked: Please enter valid hours worked']);
    expect(completing('0')).toEqual(['hoursWorked: Please enter valid hours worked']);
    expect(completing('25')).toEqual(['hoursWorked: Hours worked cannot exceed 24 hours per ticket']);
    expect(completing('24')).toEqual([]);
  });

  it('names itself, so the server holds the hours to the same cap', () => {
    expect(listDialog.parse({ status: 'Completed', comment: '', hoursWorked: '24' })).toMatchObject({
      hoursWorked: 24,
      statusForm: 'list-dialog',
    });
  });
});
