import type { Mail } from '../../lib/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function buildPasswordResetMail(options: {
  to: string;
  firstName: string;
  appName: string;
  link: string;
  validMinutes: number;
}): Mail {
  const { to, firstName, appName, link, validMinutes } = options;
  const subject = `Reset your ${appName} password`;
  const closing = `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Someone asked to reset the password of your ${appName} account. To choose a new password, open this link:`,
    '',
    link,
    '',
    closing,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(appName)} account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>${escapeHtml(closing)}</p>`;
  return { to, subject, text, html };
}
