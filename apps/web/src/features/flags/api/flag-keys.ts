/** The public flags' query keys: 'Refresh Settings' and every settings save reload `all`. */
export const flagKeys = {
  all: ['flags'] as const,
  consultantRegistration: () => [...flagKeys.all, 'consultant-registration'] as const,
  messaging: () => [...flagKeys.all, 'messaging'] as const,
  ssoStatus: () => [...flagKeys.all, 'sso-status'] as const,
};
