/**
 * README.txt of a person's download (decision 041): what each file holds, in plain words, for the
 * person and for whoever they hand it to.
 */
export function dataExportReadme(appName: string, exportedAt: Date): string {
  return `Your data from ${appName}
Exported ${exportedAt.toISOString()} (UTC). Every time in these files is UTC, in ISO 8601.

profile.json           Your account: names, e-mail address, role, status, time zone, hourly rate
                       and the public profile customers read (consultants: headline, bio, years
                       of experience, certifications, languages), billing details for tax
                       invoices (customers), when two-factor authentication was turned on, and
                       the Google or Apple sign-ins linked to it. Passwords, two-factor secrets and
                       recovery codes are never exported: only their hashes are kept, and those
                       prove nothing to anyone else.
tickets.json           Every ticket you are the customer or the consultant of, with its booked
                       sessions and its history (each status change, by whom, and why).
messages.json          The messages you wrote or received, grouped by ticket number.
attachments/           The files you uploaded to those messages, exactly as stored, one folder per
                       ticket. Files the other party uploaded are listed in messages.json but are
                       theirs, so they are not included.
payments.json          What you paid as a customer: the payment orders, each payment attempt,
                       refunds and receipt numbers. Consultants see no payment data.
ratings.json           The ratings you gave, and the ratings you received as a consultant.
notifications.json     Your notification choices and the e-mails sent or waiting to be sent to you.
sign-in-sessions.json  Where and when you signed in: the device (browser), the address, when the
                       session was last seen and how it ended.

A file that could not be read from storage when this archive was made is named in
missing-files.txt instead (that file is there only then).
`;
}
