import { z } from 'zod';
import {
  AUTH_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  personNameSchema,
} from '../auth/auth.schema';
import { ROLES } from '../auth/roles';
import { roleSchema } from '../auth/roles.schema';
import { emailSchema, paginationQuerySchema } from '../common/primitives.schema';
import { timeZoneSchema } from '../common/time-zone.schema';
import { USER_STATUSES } from './user-statuses';
import { USER_MESSAGES } from './users.messages';

export * from './user-statuses';

function capitalise(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export const userStatusSchema = z.preprocess(
  capitalise,
  z.enum(USER_STATUSES, { error: 'Status must be Active or Inactive' }),
);

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  hourlyRate: z.number().nullable().describe('Rupees with two decimals; null until a consultant sets it'),
  emailVerified: z.boolean(),
  timeZone: z.string().nullable().describe('IANA time zone; null until detected or chosen'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export { USER_MESSAGES } from './users.messages';

/**
 * PUT users/{id}: the spec's profile payload. An admin changes another person's names with it;
 * nobody changes their own. Role is accepted so the client can send the whole profile, but only
 * as it is: a different role is refused ('Role changes are disabled for security reasons').
 */
export const updateUserBodySchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  role: roleSchema.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** PUT users/time-zone: the zone every time on the person's screens is written in. */
export const updateTimeZoneBodySchema = z.strictObject({ timeZone: timeZoneSchema });
export type UpdateTimeZoneBody = z.infer<typeof updateTimeZoneBodySchema>;

const passwordField = z
  .string({ error: USER_MESSAGES.allPasswordFieldsRequired })
  .min(1, USER_MESSAGES.allPasswordFieldsRequired)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** Checked in the spec's order: all present, confirmation matches, then the length. */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: passwordField,
    newPassword: passwordField,
    confirmPassword: passwordField,
  })
  .superRefine((body, ctx) => {
    if (body.newPassword !== body.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: USER_MESSAGES.newPasswordMismatch });
    } else if (body.newPassword.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: USER_MESSAGES.newPasswordTooShort });
    }
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string().describe('A new token: every token issued before the change stops working'),
  expiresAt: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

const requiredText = z
  .string({ error: USER_MESSAGES.requiredFields })
  .trim()
  .min(1, USER_MESSAGES.requiredFields);

/** POST Users (admin): any role, the account is verified because an admin vouches for it. */
export const createUserBodySchema = z.strictObject({
  email: requiredText.pipe(emailSchema),
  password: z
    .string({ error: USER_MESSAGES.requiredFields })
    .min(1, USER_MESSAGES.requiredFields)
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
  firstName: requiredText.max(MAX_PERSON_NAME_LENGTH, AUTH_MESSAGES.namesTooLong),
  lastName: requiredText.max(MAX_PERSON_NAME_LENGTH, AUTH_MESSAGES.namesTooLong),
  role: roleSchema.default('Customer'),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;
/** What the create-user form holds, before the schema trims and defaults it. */
export type CreateUserInput = z.input<typeof createUserBodySchema>;

export const updateUserStatusBodySchema = z.strictObject({ status: userStatusSchema });

/**
 * PUT Admin/users/{id}/role takes the bare role value ("Consultant"); `{ role }` is accepted too.
 * Only the role the account already has is accepted: every change is refused.
 */
export const updateUserRoleBodySchema = z.union([roleSchema, z.strictObject({ role: roleSchema })], {
  error: 'Role must be Customer, Consultant or Admin',
});

/** 'Blocked' is offered as a filter value by admin screens; it means the same as Inactive. */
const userStatusFilterSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim().toLowerCase() === 'blocked' ? 'Inactive' : value),
  userStatusSchema,
);

export const listUsersQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  role: z.preprocess((v) => (v === '' || v === 'all' || v === 'All' ? undefined : v), roleSchema.optional()),
  status: z.preprocess(
    (v) => (v === '' || v === 'all' || v === 'All' ? undefined : v),
    userStatusFilterSchema.optional(),
  ),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userCountsSchema = z.object({
  total: z.number().int(),
  customers: z.number().int(),
  consultants: z.number().int(),
  admins: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

export const listUsersResponseSchema = z.object({
  items: z.array(userSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe('Users matching the filters'),
  counts: userCountsSchema.describe('Counts over all users, for the summary tiles'),
});
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;
