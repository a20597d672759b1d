/** Mail clients cut subjects long before this; a header this long is still far under SMTP's line limit. */
const MAX_SUBJECT_LENGTH = 200;
/** A ticket's description is quoted, not reproduced: the ticket itself is one click away. */
const MAX_DESCRIPTION_LENGTH = 300;

// Every kind of line break and blank (CR, LF, tab, U+2028/2029, NBSP…) and the other C0/C1 controls:
// any of them in a header or a calendar property could start a line of its own.
const BLANKS_AND_CONTROLS = /[\s\p{Cc}]+/gu;

/** One line of text, whatever the names and descriptions in it hold: every blank or control run is one space. */
export const toSingleLine = (text: string): string => text.replace(BLANKS_AND_CONTROLS, ' ').trim();

/**
 * Every subject is built here: a header must never carry CR or LF (header injection through a name
 * or a description), and a subject longer than a mail client shows helps nobody.
 */
export function toSubject(...parts: string[]): string {
  const line = toSingleLine(parts.join(' · '));
  return line.length <= MAX_SUBJECT_LENGTH ? line : `${line.slice(0, MAX_SUBJECT_LENGTH - 1).trimEnd()}…`;
}

/** The start of a ticket's description, as the mail quotes it. */
export function toExcerpt(description: string): string {
  const text = description.trim();
  return text.length <= MAX_DESCRIPTION_LENGTH ? text : `${text.slice(0, MAX_DESCRIPTION_LENGTH).trimEnd()}…`;
}
