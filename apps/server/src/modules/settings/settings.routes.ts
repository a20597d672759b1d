import {
  flagStatusSchema,
  ssoConfigSchema,
  systemSettingKeyParamsSchema,
  systemSettingSchema,
  updateSsoConfigBodySchema,
  updateSystemSettingBodySchema,
} from '@basisdesk/shared';
import { platformSettingsSchema } from '@basisdesk/shared/settings/platform-settings.schema';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { PlatformSettingsService } from './platform-settings.service';
import type { SettingsService } from './settings.service';

export function registerSettingsRoutes(
  app: AppInstance,
  {
    settings,
    platformSettings,
    guards,
  }: { settings: SettingsService; platformSettings: PlatformSettingsService; guards: AuthGuards },
) {
  app.get(
    '/Admin/platform-settings',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'The limits the platform applies now: session length, sign-in attempts, password length, mail, uploads',
        response: { 200: platformSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => platformSettings.getPlatformSettings(),
  );

  app.get(
    '/auth/consultant-registration-status',
    {
      schema: {
        tags: ['flags'],
        security: [],
        summary: 'Whether people may sign up as consultants',
        response: { 200: flagStatusSchema },
      },
    },
    async () => ({ isEnabled: await settings.isEnabled('ConsultantRegistrationEnabled') }),
  );

  app.get(
    '/auth/messaging-status',
    {
      schema: {
        tags: ['flags'],
        security: [],
        summary: 'Whether messaging is switched on',
        response: { 200: flagStatusSchema },
      },
    },
    async () => ({ isEnabled: await settings.isEnabled('MessagingEnabled') }),
  );

  app.get(
    '/SSOConfig/status',
    {
      schema: {
        tags: ['flags'],
        security: [],
        summary: 'Which single sign-on options are switched on (public)',
        response: { 200: ssoConfigSchema },
      },
    },
    async () => settings.getSsoConfig(),
  );

  app.get(
    '/sso-config',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The single sign-on configuration',
        response: { 200: ssoConfigSchema, ...errorResponses(401, 403) },
      },
    },
    async () => settings.getSsoConfig(),
  );

  app.put(
    '/sso-config',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Save the single sign-on configuration; Google and Apple are saved off while the first is off',
        body: updateSsoConfigBodySchema,
        response: { 200: ssoConfigSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settings.updateSsoConfig(request.body, principalOf(request).id),
  );

  app.get(
    '/SystemSettings/:key',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'A system setting (ConsultantRegistrationEnabled, MessagingEnabled, MessagingMaxFileSizeMB, MessagingAllowedFileTypes, BookingChangeCutoffHours, AdminSecondFactorRequired)',
        params: systemSettingKeyParamsSchema,
        response: { 200: systemSettingSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => settings.getSetting(request.params.key),
  );

  app.put(
    '/SystemSettings/:key',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Change a system setting: flags are 'true' or 'false', MessagingMaxFileSizeMB a whole number 1..100, MessagingAllowedFileTypes comma-separated extensions from the safe list",
        params: systemSettingKeyParamsSchema,
        body: updateSystemSettingBodySchema,
        response: { 200: systemSettingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      settings.updateSetting(request.params.key, request.body.value, principalOf(request).id),
  );
}
