import { categoryOf, NOTIFICATION_EVENT_NAMES } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { toSubject } from './mail-text';
import {
  brand,
  EXAMPLES,
  inputFor,
  LINE_BREAKS,
  makeConsultant,
  makeCustomer,
  makeTicket,
  render,
} from './notification-mail.test-kit';
import { renderNotification } from './render-notification';

describe('renderNotification', () => {
  describe.each(NOTIFICATION_EVENT_NAMES)('%s', (event) => {
    const isSecurity = categoryOf(event) === 'security';

    it('has a one-line subject (with the ticket number for a ticket), the primary link, the support contacts', async () => {
      const input = inputFor(event);
      const mail = await renderNotification(input);

      expect(mail.subject).not.toMatch(LINE_BREAKS);
      if (isSecurity) expect(mail.subject).not.toContain('SRBIL10102500013');
      else expect(mail.subject).toContain('SRBIL10102500013');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(input.links.primary);
        expect(body).toContain('support@desk.example.test');
        expect(body).toContain('+91 80 4000 1234');
        expect(body).toContain(`${brand.appUrl}/settings#notifications`);
      }
      // The plain text reads as written: the phone once, without its tel: link.
      expect(mail.text).not.toContain('tel:');
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(mail.html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
      expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
      expect(mail.html).toContain('max-width:600px');
      expect(mail.html).toContain('background-color:#f59e0b');
    });

    it(
      isSecurity
        ? 'has no unsubscribe link: security notices are always sent'
        : 'has the unsubscribe link of its category',
      async () => {
        const mail = await render(event);
        if (isSecurity) {
          expect(mail.text).not.toContain('Unsubscribe');
          expect(mail.html).not.toContain('/unsubscribe');
        } else {
          expect(mail.text).toContain(
            `Unsubscribe from these emails ${brand.appUrl}/unsubscribe?token=tok-${categoryOf(event)}`,
          );
        }
      },
    );

    it('keeps CR/LF in names and descriptions out of the subject and HTML out of the markup', async () => {
      const evil = 'Asha\r\nBcc: x@evil.test\u2028<img src=x onerror=alert(1)>';
      const ticket = makeTicket({
        description: '<script>alert(1)</script><b>x</b>\r\nSubject: hacked',
        customer: makeCustomer({ fullName: evil, firstName: evil }),
        consultant: makeConsultant({ fullName: evil, firstName: evil }),
      });
      const recipient = EXAMPLES[event].to === 'consultant' ? ticket.consultant! : ticket.customer;
      const mail = await render(event, { ticket, recipient });

      expect(mail.subject).not.toMatch(LINE_BREAKS);
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toContain('<b>x');
      expect(mail.html).not.toContain('<img src=x');
    });
  });

  it('escapes a description full of HTML: shown as text, never as a tag', async () => {
    const ticket = makeTicket({ description: '<script>alert(1)</script><b>x</b>' });
    const mail = await render('ticket.statusChanged', { ticket });

    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.text).toContain('<script>alert(1)</script><b>x</b>');
  });

  it('quotes only the first 300 characters of a long description', async () => {
    const ticket = makeTicket({ description: `${'a'.repeat(300)}THE-REST` });
    const mail = await render('booking.confirmed', { ticket });
    expect(mail.text).toContain(`${'a'.repeat(300)}…`);
    expect(mail.text).not.toContain('THE-REST');
  });

  it('refuses to write a ticket mail without its ticket, naming the notification', async () => {
    await expect(render('ticket.closed', { ticket: null })).rejects.toThrow(
      'Notification c0ffee00-0000-4000-8000-0000000000ff (ticket.closed) has no ticket to write about',
    );
  });
});

describe('toSubject', () => {
  it('collapses every line break and blank run to one space', () => {
    expect(toSubject('New booking', 'Asha\r\nBcc: x@evil.test\u2028\u2029\t  Rao')).toBe(
      'New booking · Asha Bcc: x@evil.test Rao',
    );
  });

  it('cuts at 200 characters', () => {
    const subject = toSubject('x'.repeat(500));
    expect(subject).toHaveLength(200);
    expect(subject.endsWith('…')).toBe(true);
  });
});
