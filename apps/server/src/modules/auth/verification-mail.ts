import type { Mail } from '../../lib/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function buildVerificationMail(options: {
  to: string;
  firstName: string;
  appName: string;
  link: string;
  validHours: number;
}): Mail {
  const { to, firstName, appName, link, validHours } = options;
  const subject = `Verify your email address for ${appName}`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Welcome to ${appName}. Please confirm your email address to activate your account:`,
    '',
    link,
    '',
    `The link works once and expires in ${validHours} hours. If you did not create an account, you can ignore this email.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Welcome to ${escapeHtml(appName)}. Please confirm your email address to activate your account:</p>
<p><a href="${escapeHtml(link)}">Verify my email address</a></p>
<p>The link works once and expires in ${validHours} hours. If you did not create an account, you can ignore this email.</p>`;
  return { to, subject, text, html };
}
