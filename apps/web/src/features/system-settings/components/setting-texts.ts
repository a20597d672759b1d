import type { SystemSettingFlagKey } from '@basisdesk/shared/settings/settings.schema';

/** The words of each feature-flag switch; toasts are the spec's (§8 Settings). */
export const SETTING_TEXTS: Record<
  SystemSettingFlagKey,
  { label: string; description: string; enabledToast: string; disabledToast: string }
> = {
  ConsultantRegistrationEnabled: {
    label: 'Consultant Registration',
    description:
      'Allow people to sign up as consultants. When disabled, only an admin can create consultant accounts.',
    enabledToast: 'Consultant registration enabled',
    disabledToast: 'Consultant registration disabled',
  },
  MessagingEnabled: {
    label: 'Messaging',
    description: 'Let customers and consultants message each other about their tickets.',
    enabledToast: 'Messaging enabled',
    disabledToast: 'Messaging disabled',
  },
  AdminSecondFactorRequired: {
    label: 'Two-factor authentication for admins',
    description:
      'Admins must set up an authenticator app before they can use admin features. Keep this on for real use.',
    enabledToast: 'Two-factor authentication required for admins',
    disabledToast: 'Two-factor authentication no longer required for admins',
  },
};
