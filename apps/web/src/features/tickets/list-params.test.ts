import { describe, expect, it } from 'vitest';
import { parseListParams } from '@/lib/list-params';
import { TICKETS_PAGE_SIZE, ticketListParamsSchema, toListParams } from './list-params';

const CONSULTANT_ID = '5f0c8f9e-1d2b-4e0a-8c3d-7a6b5c4d3e2f';
const everything = parseListParams(
  ticketListParamsSchema,
  new URLSearchParams(
    `search=spool&date=week&status=Escalate&paymentStatus=Paid&consultantId=${CONSULTANT_ID}&page=2`,
  ),
);

describe('the ticket list asks the server for the filters that apply to the role (spec §2, §6)', () => {
  it('sends an admin every filter, the consultant filter included', () => {
    expect(toListParams(everything, 'Admin')).toEqual({
      search: 'spool',
      date: 'week',
      status: 'Escalate',
      paymentStatus: 'Paid',
      consultantId: CONSULTANT_ID,
      page: 2,
      pageSize: TICKETS_PAGE_SIZE,
    });
  });

  it('never sends a consultant a payment filter, nor a consultant filter', () => {
    expect(toListParams(everything, 'Consultant')).toMatchObject({
      paymentStatus: undefined,
      consultantId: undefined,
      status: 'Escalate',
    });
  });

  it('sends a customer the payment filter but not the consultant filter (admins only)', () => {
    expect(toListParams(everything, 'Customer')).toMatchObject({
      paymentStatus: 'Paid',
      consultantId: undefined,
    });
  });

  it('reads the date filter only as today, week, month or quarter, and statuses only as known ones', () => {
    const read = parseListParams(ticketListParamsSchema, new URLSearchParams('date=year&status=Lost'));
    expect(read).toMatchObject({ date: '', status: '' });
  });
});
