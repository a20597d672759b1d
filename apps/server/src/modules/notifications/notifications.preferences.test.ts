import {
  adminNotificationPageSchema,
  adminNotificationSchema,
  NOTIFICATION_CATEGORIES,
  notificationPreferencesSchema,
  unsubscribeTargetSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { NO_TOKEN } from '../../../test/send-request';
import { TEST_JWT_SECRET } from '../../../test/test-app';
import { notifications } from '../../db/schema';
import type { NotificationDraft } from './notification-drafts';
import { createNotificationsRepository } from './notifications.repository';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

const suite = useRouteSuite();
const tokens = createUnsubscribeTokens({ secret: TEST_JWT_SECRET });

const preferencesOf = async (user: TestUser) =>
  expectBody(
    await suite.send('GET', '/api/notifications/preferences', user),
    200,
    notificationPreferencesSchema,
  ).preferences;

const enabledOf = async (user: TestUser) =>
  Object.fromEntries(
    (await preferencesOf(user)).map((preference) => [preference.category, preference.enabled]),
  );

describe('GET and PUT /api/notifications/preferences', () => {
  it('401 without a session', async () => {
    expectError(
      await suite.send('GET', '/api/notifications/preferences', NO_TOKEN),
      ...AUTHENTICATION_REQUIRED,
    );
    expectError(
      await suite.send('PUT', '/api/notifications/preferences', NO_TOKEN, {
        preferences: { ratings: false },
      }),
      ...AUTHENTICATION_REQUIRED,
    );
  });

  it('lists every category a person can get mail in, all on at first, security locked', async () => {
    const person = await suite.newUser({ role: 'Admin' });
    const preferences = await preferencesOf(person);
    expect(preferences.map((preference) => preference.category)).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(preferences.every((preference) => preference.enabled)).toBe(true);
    expect(preferences.filter((preference) => preference.locked).map((p) => p.category)).toEqual([
      'security',
    ]);
  });

  it('offers a consultant no payments (spec §6) and a customer no ratings: nothing they would get', async () => {
    const categoriesOf = async (user: TestUser) => (await preferencesOf(user)).map((p) => p.category);
    const consultant = await suite.newUser({ role: 'Consultant' });
    expect(await categoriesOf(consultant)).toEqual(NOTIFICATION_CATEGORIES.filter((c) => c !== 'payments'));
    const response = await suite.send('PUT', '/api/notifications/preferences', consultant, {
      preferences: { payments: false, messages: false },
    });
    expect(response.body).not.toMatch(/payment/i);
    expect(await enabledOf(consultant)).toMatchObject({ messages: false, ratings: true });
    expect(await categoriesOf(await suite.newUser({ role: 'Customer' }))).toEqual(
      NOTIFICATION_CATEGORIES.filter((c) => c !== 'ratings'),
    );
  });

  it('switches only the categories sent, and only for the person who sends them', async () => {
    const person = await suite.newUser({ role: 'Consultant' });
    const other = await suite.newUser({ role: 'Consultant' });
    const answer = expectBody(
      await suite.send('PUT', '/api/notifications/preferences', person, {
        preferences: { ratings: false, messages: false },
      }),
      200,
      notificationPreferencesSchema,
    );
    expect(answer.preferences.filter((p) => !p.enabled).map((p) => p.category)).toEqual([
      'messages',
      'ratings',
    ]);
    await suite.send('PUT', '/api/notifications/preferences', person, { preferences: { messages: true } });
    expect(await enabledOf(person)).toMatchObject({ messages: true, ratings: false, bookings: true });
    expect(Object.values(await enabledOf(other)).every(Boolean)).toBe(true);
  });

  it('refuses to switch security notices off, and unknown categories', async () => {
    const person = await suite.newUser();
    expectError(
      await suite.send('PUT', '/api/notifications/preferences', person, { preferences: { security: false } }),
      400,
      'Security notices cannot be switched off',
      { path: 'preferences.security' },
    );
    expectError(
      await suite.send('PUT', '/api/notifications/preferences', person, { preferences: { spam: false } }),
      400,
      /.+/,
    );
    expect((await enabledOf(person)).security).toBe(true);
  });
});

describe('unsubscribe links (RFC 8058)', () => {
  const link = (token: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

  it('names the person and category before acting, without a sign-in', async () => {
    const person = await suite.newUser();
    const target = expectBody(
      await suite.send('GET', link(tokens.create({ userId: person.id, category: 'reminders' })), NO_TOKEN),
      200,
      unsubscribeTargetSchema,
    );
    expect(target).toEqual({ category: 'reminders', email: person.email, enabled: true });
    expect((await enabledOf(person)).reminders).toBe(true);
  });

  it("a one-click POST with the form body mail clients send turns the link's category off, again and again", async () => {
    const person = await suite.newUser();
    const token = tokens.create({ userId: person.id, category: 'bookings' });
    for (let time = 0; time < 2; time++) {
      const response = await suite.app.inject({
        method: 'POST',
        url: link(token),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(expectBody(response, 200, unsubscribeTargetSchema)).toEqual({
        category: 'bookings',
        email: person.email,
        enabled: false,
      });
    }
    expect(await enabledOf(person)).toMatchObject({ bookings: false, reminders: true, payments: true });
  });

  it('refuses altered, made-up, security and other-secret tokens, and changes nothing', async () => {
    const person = await suite.newUser();
    const other = await suite.newUser();
    const genuine = tokens.create({ userId: person.id, category: 'payments' });
    const [body, signature] = genuine.split('.') as [string, string];
    const forOther = Buffer.from(`${other.id}.payments`).toString('base64url');
    const forRatings = Buffer.from(`${person.id}.ratings`).toString('base64url');
    const refused = [
      `${forOther}.${signature}`,
      `${forRatings}.${signature}`,
      `${body}.${signature.slice(0, -2)}AA`,
      `${body}.${signature}.extra`,
      'nonsense',
      tokens.create({ userId: person.id, category: 'security' }),
      createUnsubscribeTokens({ secret: 'another-secret-of-at-least-32-characters' }).create({
        userId: person.id,
        category: 'payments',
      }),
      tokens.create({ userId: crypto.randomUUID(), category: 'payments' }),
    ];
    for (const token of refused) {
      expectError(
        await suite.send('POST', link(token), NO_TOKEN),
        400,
        'This unsubscribe link is not valid',
        {
          path: 'token',
        },
      );
      expectError(await suite.send('GET', link(token), NO_TOKEN), 400, 'This unsubscribe link is not valid', {
        path: 'token',
      });
    }
    expect(Object.values(await enabledOf(person)).every(Boolean)).toBe(true);
    expect(Object.values(await enabledOf(other)).every(Boolean)).toBe(true);
  });
});

describe('GET /api/admin/notifications and resend', () => {
  const repo = () => createNotificationsRepository(suite.database.db, { mailDomain: 'app.test' });

  async function queue(drafts: NotificationDraft[]) {
    await suite.database.db.transaction((tx) => repo().enqueue(tx, drafts));
  }

  const security = (
    recipientId: string,
    key: string,
    event: 'security.passwordChanged' | 'security.accountDeactivated' = 'security.passwordChanged',
  ): NotificationDraft => ({
    event,
    recipientId,
    dedupeKey: key,
    ticketId: null,
    payload: {},
  });

  it('is for admins only', async () => {
    expectError(await suite.send('GET', '/api/admin/notifications', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(
      await suite.send('GET', '/api/admin/notifications', suite.customer),
      403,
      'You need admin privileges to do this',
    );
    expectError(
      await suite.send('POST', `/api/admin/notifications/${crypto.randomUUID()}/resend`, suite.consultant),
      403,
      'You need admin privileges to do this',
    );
  });

  it('lists newest first with the recipient, filtered by status, event and recipient; a key told twice is one row', async () => {
    const priya = await suite.newUser({ firstName: 'Priya', lastName: 'Nair' });
    const key = `test:${crypto.randomUUID()}`;
    await queue([security(priya.id, key)]);
    await queue([security(priya.id, key)]);
    await queue([security(suite.customer.id, `test:${crypto.randomUUID()}`, 'security.accountDeactivated')]);

    const byName = expectBody(
      await suite.send('GET', '/api/admin/notifications?recipient=priya%20nair', suite.admin),
      200,
      adminNotificationPageSchema,
    );
    expect(byName.total).toBe(1);
    expect(byName.items[0]).toMatchObject({
      event: 'security.passwordChanged',
      category: 'security',
      status: 'queued',
      recipientName: 'Priya Nair',
      recipientEmail: priya.email,
      attempts: 0,
      lastError: null,
      orderNumber: null,
    });
    const byEvent = expectBody(
      await suite.send('GET', '/api/admin/notifications?event=security.accountDeactivated', suite.admin),
      200,
      adminNotificationPageSchema,
    );
    expect(byEvent.items.map((item) => item.recipientId)).toContain(suite.customer.id);
    expect(byEvent.items.every((item) => item.event === 'security.accountDeactivated')).toBe(true);
    const sent = expectBody(
      await suite.send('GET', '/api/admin/notifications?status=sent', suite.admin),
      200,
      adminNotificationPageSchema,
    );
    expect(sent.items.every((item) => item.status === 'sent')).toBe(true);
    expectError(await suite.send('GET', '/api/admin/notifications?status=lost', suite.admin), 400, /.+/);
    expectError(
      await suite.send('GET', '/api/admin/notifications?pageSize=101', suite.admin),
      400,
      /pageSize/,
    );
  });

  it('queues a failed one again; a queued one is a 409, an unknown one a 404', async () => {
    const person = await suite.newUser();
    const key = `test:${crypto.randomUUID()}`;
    await queue([security(person.id, key)]);
    const [row] = await suite.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, key));
    if (!row) throw new Error('not queued');
    expectError(
      await suite.send('POST', `/api/admin/notifications/${row.id}/resend`, suite.admin),
      409,
      'Only a failed or skipped notification can be sent again',
    );
    await suite.database.db
      .update(notifications)
      .set({ status: 'failed', attempts: 8, lastError: 'Connection refused' })
      .where(eq(notifications.id, row.id));
    const resent = expectBody(
      await suite.send('POST', `/api/admin/notifications/${row.id}/resend`, suite.admin),
      200,
      adminNotificationSchema,
    );
    expect(resent).toMatchObject({ id: row.id, status: 'queued', attempts: 0, lastError: null });
    expectError(
      await suite.send('POST', `/api/admin/notifications/${crypto.randomUUID()}/resend`, suite.admin),
      404,
      'Notification not found',
    );
  });
});
