import { describe, expect, it } from 'vitest';
import { parseListParams, writeListParams } from '@/lib/list-params';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_PAGE_SIZE,
  auditListParamsSchema,
  isDayRangeBackwards,
  toAuditFilters,
  toAuditListParams,
} from './audit-list-params';

const read = (query: string) => parseListParams(auditListParamsSchema, new URLSearchParams(query));

describe('the audit log in the address', () => {
  it('reads an actor, an action, a target, days and a page', () => {
    expect(
      read(
        'actor=meera%40&action=setting.changed&targetType=setting&targetId=MessagingEnabled&from=2031-05-01&to=2031-05-12&page=2',
      ),
    ).toEqual({
      actor: 'meera@',
      action: 'setting.changed',
      targetType: 'setting',
      targetId: 'MessagingEnabled',
      from: '2031-05-01',
      to: '2031-05-12',
      page: 2,
    });
  });

  it('takes a whole group of actions, as the server matches a prefix', () => {
    expect(AUDIT_ACTION_GROUPS).toContain('user.');
    expect(AUDIT_ACTION_GROUPS).toContain('second-factor.');
    expect(new Set(AUDIT_ACTION_GROUPS).size).toBe(AUDIT_ACTION_GROUPS.length);
    expect(read('action=user.').action).toBe('user.');
  });

  it('reads an action, a target type or a day it does not know as no filter', () => {
    expect(read('action=user.teleported&targetType=planet&from=12/05/2031&to=2031-13-01')).toMatchObject({
      action: '',
      targetType: '',
      from: '',
      to: '',
    });
  });

  it('asks the server only for the filters that are set, the CSV without a page', () => {
    const address = read('actor=%20meera%20&action=flag.changed&page=3');
    expect(toAuditListParams(address)).toEqual({
      actor: 'meera',
      action: 'flag.changed',
      targetType: undefined,
      targetId: undefined,
      from: undefined,
      to: undefined,
      page: 3,
      pageSize: AUDIT_PAGE_SIZE,
    });
    const { page: _page, ...filters } = address;
    expect(toAuditFilters(filters)).not.toHaveProperty('page');
  });

  it('goes back to page 1 when a filter changes', () => {
    const next = writeListParams(auditListParamsSchema, new URLSearchParams('action=user.&page=4'), {
      from: '2031-05-01',
    });
    expect(next.toString()).toBe('action=user.&from=2031-05-01');
  });

  it('knows a day range that ends before it starts', () => {
    expect(isDayRangeBackwards({ from: '2031-05-12', to: '2031-05-01' })).toBe(true);
    expect(isDayRangeBackwards({ from: '2031-05-01', to: '2031-05-01' })).toBe(false);
    expect(isDayRangeBackwards({ from: '2031-05-12', to: '' })).toBe(false);
  });
});
