/**
 * The text of the recovery codes' download: what they are for and how to use them, so a file
 * found months later still says what it is.
 */
export function recoveryCodesText({
  appName,
  email,
  codes,
  createdAt,
}: {
  appName: string;
  email: string;
  codes: readonly string[];
  createdAt: Date;
}): string {
  return [
    `${appName} recovery codes for ${email}`,
    `Made ${createdAt.toISOString().slice(0, 10)}. Each code signs you in once, in place of the code`,
    'from your authenticator app. Keep them somewhere safe; new codes replace these.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The download's name: the app's, then what it holds. */
export const recoveryCodesFileName = (appName: string) =>
  `${appName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-recovery-codes.txt`;
