import fs from 'node:fs';
import path from 'node:path';
import { thisServer } from './server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The text/plain body, transfer encoding removed. */
  text: string;
  /** The first http(s) link of the text body. */
  link: string | null;
  raw: string;
}

function decodeQuotedPrintable(text: string) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), which nodemailer uses for non-ASCII subjects. */
function decodeHeader(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** A header's value, with folded continuation lines joined. */
function header(head: string, name: string): string {
  const match = head.match(new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'));
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text/plain body of a message as nodemailer writes it (plain or multipart; QP, base64 or 7bit). */
function textBody(raw: string): string {
  // The part ends at its multipart boundary, not at the first line that starts with '--' (a body
  // may hold a '-----' rule).
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) =>
    escapeRegExp(match[1] ?? ''),
  );
  const end = boundaries.length > 0 ? `\\r?\\n--(?:${boundaries.join('|')})` : '\\r?\\n--';
  const part = raw.match(
    new RegExp(
      `Content-Type: text/plain[^\\r\\n]*\\r?\\n((?:[^\\r\\n]+\\r?\\n)*?)\\r?\\n([\\s\\S]*?)(?:${end}|$)`,
      'i',
    ),
  );
  const [partHead, body] = part
    ? [part[1] ?? '', part[2] ?? '']
    : [
        raw.split(/\r?\n\r?\n/)[0] ?? '',
        raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n\n'),
      ];
  const encoding = header(partHead, 'Content-Transfer-Encoding') || header(raw, 'Content-Transfer-Encoding');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(raw: string): CaughtMail {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const recipients = `${header(head, 'X-Envelope-To')},${header(head, 'To')}`
    .split(',')
    .map((entry) => (entry.match(/<([^>]+)>/)?.[1] ?? entry).trim().toLowerCase())
    .filter(Boolean);
  const text = textBody(raw);
  return {
    to: [...new Set(recipients)],
    subject: decodeHeader(header(head, 'Subject')),
    text,
    link: text.match(/https?:\/\/[^\s<>"')\]]+/)?.[0] ?? null,
    raw,
  };
}

/**
 * The calendar invites a mail carries (its text/calendar parts, inline or attached), transfer
 * encoding removed and folded lines unfolded: one iCalendar text per invite.
 */
export function invitesOf(mail: CaughtMail): string[] {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .filter((part) => /^Content-Type:\s*text\/calendar/im.test(part.split(/\r?\n\r?\n/)[0] ?? ''))
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
      const encoding = header(head, 'Content-Transfer-Encoding');
      const text = /base64/i.test(encoding)
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : /quoted-printable/i.test(encoding)
          ? decodeQuotedPrintable(body)
          : body;
      return text.replace(/\r?\n[ \t]/g, '');
    });
}

/** Every mail the catcher has received so far, oldest first. */
export function listMails(dir = thisServer().mailDir): CaughtMail[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .sort()
    .map((name) => parseMail(fs.readFileSync(path.join(dir, name), 'utf8')));
}

/**
 * The latest mail to `address`, waiting for it to arrive (the server sends after answering, so a
 * mail may land a moment after the screen reports success).
 */
export async function waitForMail(
  address: string,
  { timeoutMs = 15_000, matching }: { timeoutMs?: number; matching?: (mail: CaughtMail) => boolean } = {},
): Promise<CaughtMail> {
  const wanted = address.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = listMails().filter((mail) => mail.to.includes(wanted) && (!matching || matching(mail)));
    const latest = mails.at(-1);
    if (latest) return latest;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** How many mails to `address` have arrived (to tell a new mail from an earlier one). */
export const countMails = (address: string) =>
  listMails().filter((mail) => mail.to.includes(address.toLowerCase())).length;
