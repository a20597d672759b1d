export const NOTIFICATION_MESSAGES = {
  preferencesSaved: 'Notification preferences saved',
  securityAlwaysOn: 'Security notices cannot be switched off',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  unsubscribed: 'You will no longer receive these emails',
  notificationNotFound: 'Notification not found',
  resendOnlyFailed: 'Only a failed or skipped notification can be sent again',
  resent: 'Notification queued to be sent again',
} as const;
