/**
 * The words of "Where you're signed in" (Settings) and of the sign-in sessions API, free of zod.
 * A sign-in session is one place a person is signed in (decision 032), not a booked session.
 */
export const SIGN_IN_SESSION_MESSAGES = {
  sectionTitle: "Where you're signed in",
  sectionDescription:
    'The browsers and devices signed in to your account. Sign out of any you do not recognise.',
  /** The device when its browser or system cannot be told from the User-Agent. */
  unknownDevice: 'Unknown device',
  thisDevice: 'This device',
  lastSeen: 'Last seen',
  signOut: 'Sign out',
  signOutEverywhereElse: 'Sign out everywhere else',
  signingOut: 'Signing out...',
  confirmEverywhereElseTitle: 'Sign out everywhere else?',
  confirmEverywhereElseDescription:
    'Every other browser and device signed in to your account is signed out. This one stays signed in.',
  signedOutDevice: 'Signed out of that device',
  signOutDeviceFailed: 'Failed to sign out that device',
  signedOutEverywhereElse: 'Signed out everywhere else',
  signOutEverywhereElseFailed: 'Failed to sign out everywhere else',
  loadFailed: "Failed to load where you're signed in",
  /** 404 for an unknown id and for another person's session alike. */
  notFound: 'Sign-in session not found',
} as const;

/** The description under 'Signed out everywhere else': how many other sessions ended. */
export const endedSessionsCount = (ended: number) =>
  ended === 1 ? '1 other session ended' : `${ended} other sessions ended`;
