import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  createUserBodySchema,
  listUsersQuerySchema,
  updateUserRoleBodySchema,
  userStatusSchema,
} from '../index';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;
const change = (body: Record<string, unknown>) =>
  changePasswordBodySchema.safeParse({
    currentPassword: 'old-password',
    newPassword: 'secret9',
    confirmPassword: 'secret9',
    ...body,
  });

describe('changing a password (spec §5 "Change password", in its order)', () => {
  it("all fields are required first: 'All password fields are required.'", () => {
    const cases = [
      { currentPassword: undefined },
      { currentPassword: '' },
      { newPassword: '', confirmPassword: 'abc' },
      { confirmPassword: null },
    ];
    for (const body of cases) {
      expect(messageOf(change(body)), JSON.stringify(body)).toBe('All password fields are required.');
    }
  });

  it("then the confirmation must match: 'New password and confirmation do not match.'", () => {
    expect(messageOf(change({ newPassword: 'abc', confirmPassword: 'abd' }))).toBe(
      'New password and confirmation do not match.',
    );
  });

  it("then the new password is at least 6 characters: 'New password must be at least 6 characters long.'", () => {
    expect(messageOf(change({ newPassword: '12345', confirmPassword: '12345' }))).toBe(
      'New password must be at least 6 characters long.',
    );
    expect(change({ newPassword: '123456', confirmPassword: '123456' }).success).toBe(true);
  });
});

describe('user management (spec §5 "Create user (admin)", §4 "Users")', () => {
  const account = (overrides: Record<string, unknown>) =>
    createUserBodySchema.safeParse({
      email: 'Vikram@Example.com',
      password: 'secret1',
      firstName: 'Vikram',
      lastName: 'Iyer',
      ...overrides,
    });

  it("e-mail, password, first name and last name are required: 'Please fill in all required fields'", () => {
    for (const field of ['email', 'password', 'firstName', 'lastName']) {
      expect(messageOf(account({ [field]: undefined })), field).toBe('Please fill in all required fields');
      expect(messageOf(account({ [field]: '' })), field).toBe('Please fill in all required fields');
    }
    for (const field of ['email', 'firstName', 'lastName']) {
      expect(messageOf(account({ [field]: '  ' })), field).toBe('Please fill in all required fields');
    }
    // A password is taken as typed, spaces included: blank is too short, not missing.
    expect(messageOf(account({ password: '  ' }))).toBe('Password must be at least 6 characters long');
  });

  it('the role defaults to Customer; the e-mail is kept lower-case', () => {
    expect(account({}).data).toMatchObject({ role: 'Customer', email: 'vikram@example.com' });
    expect(account({ role: 'consultant' }).data?.role).toBe('Consultant');
  });

  it('a status is Active or Inactive in any case', () => {
    expect(userStatusSchema.parse('inactive')).toBe('Inactive');
    expect(messageOf(userStatusSchema.safeParse('Paused'))).toBe('Status must be Active or Inactive');
  });

  it("the list's status filter reads Blocked as Inactive, and 'all' or nothing as no filter", () => {
    expect(listUsersQuerySchema.parse({ status: 'Blocked' }).status).toBe('Inactive');
    expect(listUsersQuerySchema.parse({ status: 'blocked' }).status).toBe('Inactive');
    expect(listUsersQuerySchema.parse({ status: 'all', role: 'All' })).toMatchObject({
      status: undefined,
      role: undefined,
    });
    expect(listUsersQuerySchema.parse({ status: '', role: '' })).toMatchObject({
      status: undefined,
      role: undefined,
    });
  });

  it('PUT Admin/users/{id}/role takes the bare role value, or { role }', () => {
    expect(updateUserRoleBodySchema.parse('consultant')).toBe('Consultant');
    expect(updateUserRoleBodySchema.parse({ role: 'admin' })).toEqual({ role: 'Admin' });
    expect(messageOf(updateUserRoleBodySchema.safeParse('Wizard'))).toBe(
      'Role must be Customer, Consultant or Admin',
    );
  });
});
