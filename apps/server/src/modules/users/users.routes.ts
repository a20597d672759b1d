import {
  authUserSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  createUserBodySchema,
  idParamsSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  updateHourlyRateBodySchema,
  updateTimeZoneBodySchema,
  updateUserBodySchema,
  updateUserRoleBodySchema,
  updateUserStatusBodySchema,
  userSchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { UsersService } from './users.service';

export function registerUsersRoutes(
  app: AppInstance,
  { users, guards }: { users: UsersService; guards: AuthGuards },
) {
  app.get(
    '/users/:id',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['users'],
        summary: 'A user: yourself, or anyone for admins',
        params: idParamsSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => users.getUser(principalOf(request), request.params.id),
  );

  app.put(
    '/users/change-password',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change your password; earlier tokens stop working and a new one is returned',
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => users.changePassword(principalOf(request), request.body),
  );

  app.put(
    '/users/time-zone',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Set your time zone (an IANA name): every time on your screens is written in it',
        body: updateTimeZoneBodySchema,
        response: { 200: authUserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => users.updateTimeZone(principalOf(request), request.body.timeZone),
  );

  app.put(
    '/users/:id',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['users'],
        summary: "Update another user's names (admins); nobody changes their own, nor anyone's role (403)",
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.updateUser(principalOf(request), request.params.id, request.body),
  );

  app.put(
    '/users/:id/hourly-rate',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['users'],
        summary: "Set a consultant's hourly rate in rupees (your own, or any consultant's for admins)",
        params: idParamsSchema,
        body: updateHourlyRateBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      users.updateHourlyRate(principalOf(request), request.params.id, request.body.hourlyRate),
  );

  app.post(
    '/Users',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a user of any role (verified at once)',
        body: createUserBodySchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await users.createUser(request.body)),
  );

  app.put(
    '/Users/:id/status',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Activate or deactivate a user; deactivation ends the user's sessions at once",
        params: idParamsSchema,
        body: updateUserStatusBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.setStatus(principalOf(request), request.params.id, request.body.status),
  );

  app.get(
    '/Admin/users',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Users with search, role and status filters, paginated, with counts',
        querystring: listUsersQuerySchema,
        response: { 200: listUsersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.listUsers(request.query),
  );

  app.put(
    '/Admin/users/:id/role',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Refused (403): role changes are disabled for security reasons; the current role is no change (body: the bare role value, e.g. "Consultant", or { role })',
        params: idParamsSchema,
        body: updateUserRoleBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const role = typeof request.body === 'string' ? request.body : request.body.role;
      return users.setRole(principalOf(request), request.params.id, role);
    },
  );
}
