import { describe, expect, it } from 'vitest';
import {
  capitaliseRole,
  isAdmin,
  isConsultant,
  isCustomer,
  registerBodySchema,
  roleSchema,
  selfServiceRoleSchema,
  toRole,
} from '../index';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('roles (spec §6: compared lower-case, shown capitalised)', () => {
  it('capitaliseRole writes any case as Customer, Consultant or Admin, trimmed', () => {
    expect(capitaliseRole('customer')).toBe('Customer');
    expect(capitaliseRole('CONSULTANT')).toBe('Consultant');
    expect(capitaliseRole('  aDmIn ')).toBe('Admin');
  });

  it('capitaliseRole leaves anything that is not text for the schema to refuse', () => {
    expect(capitaliseRole(42)).toBe(42);
    expect(capitaliseRole(undefined)).toBeUndefined();
  });

  it('isAdmin compares the role in lower case', () => {
    for (const role of ['admin', 'Admin', 'ADMIN']) expect(isAdmin(role), role).toBe(true);
    for (const role of ['Customer', 'consultant', 'administrator', ''])
      expect(isAdmin(role), role).toBe(false);
  });

  it("a role is read in any case, and anything else is 'Role must be Customer, Consultant or Admin'", () => {
    expect(roleSchema.parse('consultant')).toBe('Consultant');
    expect(roleSchema.parse('ADMIN')).toBe('Admin');
    for (const role of ['Superuser', '', 7]) {
      expect(messageOf(roleSchema.safeParse(role)), String(role)).toBe(
        'Role must be Customer, Consultant or Admin',
      );
    }
  });

  it("sign-up offers Customer and Consultant only: 'Role must be Customer or Consultant'", () => {
    expect(selfServiceRoleSchema.parse('customer')).toBe('Customer');
    expect(selfServiceRoleSchema.parse('Consultant')).toBe('Consultant');
    expect(messageOf(selfServiceRoleSchema.safeParse('Admin'))).toBe('Role must be Customer or Consultant');
  });
});

describe('the registration payload (spec §3, §5)', () => {
  const register = (overrides: Record<string, unknown>) =>
    registerBodySchema.safeParse({
      email: 'meera@example.com',
      password: 'secret1',
      firstName: 'Meera',
      lastName: 'Nair',
      role: 'Customer',
      ...overrides,
    });

  it("a password shorter than 6 characters: 'Password must be at least 6 characters long'", () => {
    expect(messageOf(register({ password: '12345' }))).toBe('Password must be at least 6 characters long');
    expect(register({ password: '123456' }).success).toBe(true);
  });

  it("names blank after trimming: 'First name and last name are required'; names are kept trimmed", () => {
    expect(messageOf(register({ lastName: '   ' }))).toBe('First name and last name are required');
    expect(messageOf(register({ firstName: undefined }))).toBe('First name and last name are required');
    expect(register({ firstName: '  Meera ' }).data?.firstName).toBe('Meera');
  });

  it('the e-mail is trimmed and lower-cased, and must be an address', () => {
    expect(register({ email: '  Meera@Example.COM ' }).data?.email).toBe('meera@example.com');
    expect(messageOf(register({ email: 'not-an-email' }))).toBe('Please enter a valid email address');
  });

  it('the role travels with its first letter capitalised, whatever case is sent', () => {
    expect(register({ role: 'consultant' }).data?.role).toBe('Consultant');
    expect(messageOf(register({ role: 'Admin' }))).toBe('Role must be Customer or Consultant');
  });
});

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
