/**
 * The words of a person's data (decision 041): the download of everything the product holds about
 * them, and the deletion of their account. Free of zod so the Settings page can use them.
 */
export const PERSONAL_DATA_MESSAGES = {
  /** What an erased person's names read everywhere they stay (tickets, payments, conversations). */
  deletedUserName: 'Deleted user',
  /** What an erased person's own messages read: their words go, the thread's order stays. */
  removedMessage: 'This message was removed when its author deleted their account.',
  passwordRequired: 'Password is required',
  passwordIncorrect: 'Password is incorrect.',
  accountDeleted: 'Your account has been deleted.',
  userDeleted: 'The account has been deleted.',
  alreadyDeleted: 'This account has already been deleted.',
  lastAdmin: 'The last active admin cannot be deleted. Make another person an admin first.',
  sessionsAhead:
    'This account has consulting sessions booked ahead. They must take place or be cancelled before the account is deleted.',
  ticketsOpen:
    'This account has tickets that are still open or unpaid. They must be closed and paid before the account is deleted.',
  deleteOwnFromSettings: 'Delete your own account from Settings.',
  cannotReactivateDeleted: 'This account has been deleted and cannot be activated again.',
} as const;
