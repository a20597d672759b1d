/**
 * The name an admin's download of a user's data is saved under: the address (what tells users
 * apart in a folder of downloads) with only characters every file system takes, and the UTC day.
 */
export function userDataFileName(email: string, at: Date) {
  const person =
    email
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[.-]+|-+$/g, '') || 'user';
  return `basisdesk-data-${person}-${at.toISOString().slice(0, 10)}.zip`;
}
