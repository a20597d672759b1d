/** Account and user-management words, free of zod so light pages can use them. */
export const USER_MESSAGES = {
  /**
   * The admin screens' note, and the API's refusal of every role change: a role is given when the
   * account is created and never changed afterwards.
   */
  roleChangesDisabled: 'Role changes are disabled for security reasons',
  /** The Settings screen's words: a person's names are changed by support (an admin), not by them. */
  cannotChangeOwnNames: 'Contact support if you need to update user names',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  requiredFields: 'Please fill in all required fields',
  allPasswordFieldsRequired: 'All password fields are required.',
  newPasswordMismatch: 'New password and confirmation do not match.',
  newPasswordTooShort: 'New password must be at least 6 characters long.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  notAuthenticated: 'Not authenticated',
} as const;
