import fs from 'node:fs';
import path from 'node:path';
import { adminNotificationPageSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { openBookingKit } from '../../../test/booking-kit';
import { expectBody } from '../../../test/expect-response';
import { createUser } from '../../../test/factories';
import { notificationsIn } from '../../../test/notification-kit';
import { openRouteSuite, type RouteSuite } from '../../../test/route-suite';
import { type SmtpFault, startFaultySmtp } from '../../../test/smtp-faults';
import { startSmtpSink } from '../../../test/smtp-sink';
import { useOpened } from '../../../test/use-opened';
import type { Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { createNotificationDelivery, MAX_DELIVERY_ATTEMPTS } from './notification-delivery';
import type { NotificationDraft } from './notification-drafts';
import { mailBrandOf } from './notification-mail';
import { createNotificationsRepository } from './notifications.repository';
import { renderNotification } from './render-notification';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

const smtp = useOpened(async () => {
  const sink = await startSmtpSink();
  return { ...sink, close: sink.close };
});
const kit = useOpened(() => openBookingKit({ config: { SMTP_URL: smtp.url } }));

const parse = (raw: string): Promise<ParsedMail> => simpleParser(raw);

async function mailsTo(address: string): Promise<ParsedMail[]> {
  return Promise.all(
    smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => parse(mail.raw)),
  );
}

const deliver = () => kit.app.notificationDelivery.deliverDue();

/** A security notice straight into the outbox, as the users module writes one. */
async function queueNotice(
  suite: Pick<RouteSuite, 'database' | 'clock'>,
  recipientId: string,
): Promise<string> {
  const draft: NotificationDraft = {
    event: 'security.passwordChanged',
    recipientId,
    dedupeKey: `test:${crypto.randomUUID()}`,
    ticketId: null,
    payload: {},
    runAt: suite.clock.now(),
  };
  const repo = createNotificationsRepository(suite.database.db, { mailDomain: 'app.test' });
  await suite.database.db.transaction((tx: Tx) => repo.enqueue(tx, [draft]));
  const [row] = await suite.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.dedupeKey, draft.dedupeKey));
  if (!row) throw new Error('not queued');
  return row.id;
}

const rowOf = async (db: RouteSuite['database']['db'], id: string) => {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) throw new Error(`no notification ${id}`);
  return row;
};

describe('delivering the outbox over SMTP', () => {
  it('mails a booking to both parties once, each with its invite, a fixed Message-ID and one-click unsubscribe', async () => {
    const taxonomy = await kit.newTaxonomy();
    const customer = await kit.newCustomer();
    const consultant = await kit.newConsultant({ hourlyRate: 1500, skills: [{ typeId: taxonomy.typeId }] });
    const ticket = await kit.book(customer, consultant, taxonomy, { slotCount: 2 });

    await deliver();
    await deliver();
    const [toCustomer, ...moreToCustomer] = await mailsTo(customer.email);
    const [toConsultant, ...moreToConsultant] = await mailsTo(consultant.email);
    expect(moreToCustomer).toEqual([]);
    expect(moreToConsultant).toEqual([]);
    if (!toCustomer || !toConsultant) throw new Error('booking mails missing');

    const rows = await notificationsIn(kit.database.db, 'booking.confirmed');
    const row = rows.find((candidate) => candidate.ticketId === ticket.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(toCustomer.messageId).toBe(row?.messageId);
    expect(toCustomer.subject).toContain(ticket.orderNumber);
    expect(toConsultant.subject).toContain(ticket.orderNumber);
    expect(row?.subject).toBe(toCustomer.subject);
    expect(toCustomer.text).toContain(`http://app.test/tickets?ticket=${ticket.id}`);

    const headerLine = (mail: ParsedMail, key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(headerLine(toCustomer, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const link = headerLine(toCustomer, 'list-unsubscribe')?.match(
      /<(http:\/\/app\.test\/api\/notifications\/unsubscribe\?token=[\w.-]+)>/,
    )?.[1];
    expect(link).toBeDefined();
    const invite = [...(toCustomer.attachments ?? [])].find((part) =>
      part.contentType.startsWith('text/calendar'),
    );
    const calendar = invite?.content.toString('utf8') ?? toCustomer.text ?? '';
    // The invite, read back with an iCalendar parser: one event for the two contiguous slots.
    const parsed = new ICAL.Component(ICAL.parse(calendar));
    expect(parsed.getFirstPropertyValue('method')).toBe('REQUEST');
    const events = parsed.getAllSubcomponents('vevent');
    const [event, ...otherEvents] = events;
    if (!event) throw new Error('no VEVENT in the invite');
    expect(otherEvents).toEqual([]);
    const [first, second] = ticket.slots;
    expect(event.getFirstPropertyValue('uid')).toBe(`${first?.id}@app.test`);
    expect(event.getFirstPropertyValue('sequence')).toBe(0);
    const utc = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
    // iCalendar times have whole seconds.
    const toSecond = (iso = '') => new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString();
    expect(utc('dtstart')).toBe(toSecond(first?.slotStartTime));
    expect(utc('dtend')).toBe(toSecond(second?.slotEndTime));
    expect(String(event.getFirstPropertyValue('summary'))).toContain(ticket.orderNumber);

    // The link in the header works without a sign-in and switches only bookings off.
    const response = await kit.app.inject({
      method: 'POST',
      url: (link ?? '').replace('http://app.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ category: 'bookings', enabled: false });
  });

  it('skips what the recipient switched off and still sends security notices', async () => {
    const person = await kit.newCustomer();
    await kit.send('PUT', '/api/notifications/preferences', person, { preferences: { bookings: false } });
    const taxonomy = await kit.newTaxonomy();
    const consultant = await kit.newConsultant({ hourlyRate: 900, skills: [{ typeId: taxonomy.typeId }] });
    const ticket = await kit.book(person, consultant, taxonomy);
    const notice = await queueNotice(kit, person.id);
    await deliver();

    const booking = (await notificationsIn(kit.database.db, 'booking.confirmed')).find(
      (row) => row.ticketId === ticket.id,
    );
    expect(booking).toMatchObject({ status: 'skipped', lastError: 'Switched off by the recipient' });
    expect((await rowOf(kit.database.db, notice)).status).toBe('sent');
    const mails = await mailsTo(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);
  });

  it('does not mail a recipient deactivated before delivery, but tells them of the deactivation', async () => {
    const taxonomy = await kit.newTaxonomy();
    const customer = await kit.newCustomer();
    const consultant = await kit.newConsultant({ hourlyRate: 900, skills: [{ typeId: taxonomy.typeId }] });
    const ticket = await kit.book(customer, consultant, taxonomy);
    const response = await kit.send('PUT', `/api/users/${consultant.id}/status`, kit.admin, {
      status: 'Inactive',
    });
    expect(response.statusCode, response.body).toBe(200);
    await deliver();

    const received = (await notificationsIn(kit.database.db, 'booking.received')).find(
      (row) => row.ticketId === ticket.id,
    );
    expect(received).toMatchObject({
      status: 'skipped',
      lastError: "The recipient's account is deactivated",
    });
    const mails = await mailsTo(consultant.email);
    expect(mails.map((mail) => mail.subject)).toHaveLength(1);
    const [deactivated] = await notificationsIn(kit.database.db, 'security.accountDeactivated');
    expect(deactivated).toMatchObject({ recipientId: consultant.id, status: 'sent' });
  });

  it('keeps CR/LF of names out of the headers and HTML of descriptions out of the markup', async () => {
    const taxonomy = await kit.newTaxonomy();
    const customer = await createUser(kit.database.db, {
      firstName: 'Eve\r\nBcc: thief@evil.test',
      lastName: 'Smith\nX-Injected: yes',
    });
    const consultant = await kit.newConsultant({ hourlyRate: 900, skills: [{ typeId: taxonomy.typeId }] });
    const ticket = await kit.book(customer, consultant, taxonomy, {
      description: '<img src=x onerror=alert(1)><b>Kernel</b> upgrade needed for the SAP system',
    });
    await deliver();

    const raw = smtp.received.find((mail) => mail.to.includes(customer.email))?.raw ?? '';
    const header = raw.slice(0, raw.search(/\r?\n\r?\n/));
    expect(header).not.toMatch(/^Bcc:/im);
    expect(header).not.toMatch(/^X-Injected:/im);
    expect(smtp.received.some((mail) => mail.to.includes('thief@evil.test'))).toBe(false);
    const toConsultant = (await mailsTo(consultant.email)).find((mail) =>
      mail.subject?.includes(ticket.orderNumber ?? '-'),
    );
    expect(toConsultant?.html).not.toContain('<img src=x');
    expect(toConsultant?.html).toContain('&lt;img src=x');
  });
});

describe('a mail server that misbehaves', () => {
  async function suiteWith(fault: SmtpFault) {
    const server = await startFaultySmtp(fault);
    const suite = await openRouteSuite({
      now: '2026-11-25T10:00:00Z',
      config: { SMTP_URL: server.url, MAIL_TIMEOUT_SECONDS: '1' },
    });
    return {
      server,
      suite,
      close: async () => {
        await suite.close();
        await server.close();
      },
    };
  }

  it.each([
    ['refuses the recipient', 'refuse' as const, /550/],
    ['never answers', 'stall' as const, /timeout|timed out|greeting/i],
    ['hangs up mid-message', 'drop' as const, /connection|closed|socket|ECONNRESET/i],
  ])(
    '%s: the mail is retried with backoff, then failed with the reason shown, and can be resent',
    async (_name, fault, reason) => {
      const { server, suite, close } = await suiteWith(fault);
      try {
        const id = await queueNotice(suite, suite.customer.id);
        await suite.app.notificationDelivery.deliverDue();
        const first = await rowOf(suite.database.db, id);
        expect(first).toMatchObject({ status: 'retrying', attempts: 1 });
        expect(first.lastError).toMatch(reason);
        const wait = first.runAt.getTime() - suite.clock.now().getTime();
        expect(wait).toBeGreaterThanOrEqual(24_000);
        expect(wait).toBeLessThanOrEqual(36_000);
        expect(server.connections()).toBeGreaterThan(0);

        // Not due yet: nothing happens.
        await suite.app.notificationDelivery.deliverDue();
        expect((await rowOf(suite.database.db, id)).attempts).toBe(1);

        for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
          suite.clock.set((await rowOf(suite.database.db, id)).runAt.toISOString());
          await suite.app.notificationDelivery.deliverDue();
        }
        const last = await rowOf(suite.database.db, id);
        expect(last).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
        expect(last.lastError).toMatch(reason);

        const page = expectBody(
          await suite.send('GET', '/api/admin/notifications?status=failed', suite.admin),
          200,
          adminNotificationPageSchema,
        );
        expect(page.items.find((item) => item.id === id)?.lastError).toMatch(reason);
        const resent = await suite.send('POST', `/api/admin/notifications/${id}/resend`, suite.admin);
        expect(resent.json()).toMatchObject({ status: 'queued', attempts: 0 });
      } finally {
        await close();
      }
    },
    60_000,
  );
});

describe('without SMTP_URL', () => {
  const suite = useOpened(() => openRouteSuite());

  it('writes the mail to DATA_DIR/outbox and counts it as sent', async () => {
    const id = await queueNotice(suite, suite.customer.id);
    await suite.app.notificationDelivery.deliverDue();
    expect(await rowOf(suite.database.db, id)).toMatchObject({ status: 'sent', attempts: 1 });
    const outbox = path.join(suite.config.DATA_DIR, 'outbox');
    const files = fs
      .readdirSync(outbox)
      .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')));
    const [mail] = await suite.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, suite.customer.id));
    expect(files.find((file) => file.to.address === mail?.email)).toMatchObject({
      subject: expect.stringMatching(/password/i),
    });
  });
});

describe('a node busy with requests', () => {
  const suite = useOpened(() => openRouteSuite());

  /** The app's own delivery, but told by the test whether requests are keeping the node busy. */
  function deliveryAsked(answers: boolean[]) {
    const asked: boolean[] = [];
    const { config } = suite;
    const delivery = createNotificationDelivery({
      repo: createNotificationsRepository(suite.database.db, { mailDomain: 'app.test' }),
      mailer: createMailer({
        from: 'BasisDesk <no-reply@app.test>',
        outboxDir: path.join(config.DATA_DIR, 'outbox'),
        logger: suite.app.log,
      }),
      sources: suite.app.notificationSources,
      render: renderNotification,
      tokens: createUnsubscribeTokens({ secret: config.JWT_SECRET }),
      brand: mailBrandOf(config),
      clock: suite.clock,
      leaseSeconds: 60,
      busy: () => {
        const answer = answers.shift() ?? false;
        asked.push(answer);
        return answer;
      },
      log: suite.app.log,
    });
    return { delivery, asked };
  }

  async function queueNotices(count: number) {
    // Whatever earlier tests left due is sent first, so the pass below sees only these.
    while ((await suite.app.notificationDelivery.deliverDue()) > 0);
    for (let i = 0; i < count; i++) await queueNotice(suite, suite.customer.id);
  }

  it('sends one batch of four a pass while busy, and the rest on later passes', async () => {
    await queueNotices(10);
    const { delivery } = deliveryAsked([true, true, true]);
    expect(await delivery.deliverDue()).toBe(4);
    expect(await delivery.deliverDue()).toBe(4);
    expect(await delivery.deliverDue()).toBe(2);
  });

  it('stops a pass begun on an idle node as soon as requests come in, not after the whole backlog', async () => {
    await queueNotices(12);
    const { delivery, asked } = deliveryAsked([false, true]);
    expect(await delivery.deliverDue()).toBe(8);
    expect(asked).toEqual([false, true]);
    expect(await delivery.deliverDue()).toBe(4);
  });
});
