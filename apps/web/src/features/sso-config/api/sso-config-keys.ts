/** The admin's SSO configuration query keys. */
export const ssoConfigKeys = {
  all: ['sso-config'] as const,
  config: () => [...ssoConfigKeys.all, 'config'] as const,
};
