import { describe, expect, it } from 'vitest';
import { isAdmin, isConsultant, isCustomer, toRole } from './roles';

describe('roles are compared in any letter case (spec §6)', () => {
  it('reads the stored lower-case role and the capitalised API role as the same role', () => {
    expect(toRole('consultant')).toBe('Consultant');
    expect(toRole('Consultant')).toBe('Consultant');
    expect(toRole(' ADMIN ')).toBe('Admin');
  });

  it('names no role for anything else', () => {
    for (const value of ['', 'superuser', 'admins', null, undefined, 3]) expect(toRole(value)).toBeNull();
  });

  it('tells the three roles apart', () => {
    expect([isAdmin('admin'), isConsultant('admin'), isCustomer('admin')]).toEqual([true, false, false]);
    expect([isAdmin('Consultant'), isConsultant('Consultant'), isCustomer('Consultant')]).toEqual([
      false,
      true,
      false,
    ]);
    expect([isAdmin('customer'), isConsultant('customer'), isCustomer('customer')]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
