import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-response';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { pendingSocialSignups, userIdentities, users } from '../../db/schema';
import { setSso, useSocialAuthKit } from './social-auth.test-kit';

const { ctx, newPerson, supabaseToken, post, expectSignupRequired, callback, complete } = useSocialAuthKit();

describe('without a working configuration or mail server', () => {
  it('503 "Social sign-in is not configured" without SUPABASE_URL', async () => {
    const unconfigured = await createTestApp();
    try {
      const person = newPerson();
      const callbackResponse = await post(
        '/api/auth/supabase-callback',
        { accessToken: await supabaseToken(person), provider: 'google' },
        undefined,
        unconfigured,
      );
      expectError(callbackResponse, 503, 'Social sign-in is not configured');
      const completionResponse = await complete(person, {}, unconfigured);
      expectError(completionResponse, 503, 'Social sign-in is not configured');
    } finally {
      await unconfigured.close();
    }
  });

  it('503 and no account left when the verification mail cannot be sent; the sign-in stays held for a retry', async () => {
    const deadMail = await createTestApp({ SUPABASE_URL: ctx.supabaseUrl, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const deadMailAdmin = await createUser(deadMail.database.db, { role: 'Admin' });
      await setSso(deadMail, deadMailAdmin, {
        supabaseEnabled: true,
        googleEnabled: true,
        appleEnabled: false,
      });
      const person = newPerson();
      await expectSignupRequired(await callback(person, {}, deadMail));

      const response = await complete(person, {}, deadMail);
      expectError(response, 503, /./, { code: 'SERVICE_UNAVAILABLE' });
      const db = deadMail.database.db;
      expect(await db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
      expect(
        await db.select().from(userIdentities).where(eq(userIdentities.subject, person.sub)),
      ).toHaveLength(0);
      const pending = await db
        .select()
        .from(pendingSocialSignups)
        .where(eq(pendingSocialSignups.subject, person.sub));
      expect(pending).toHaveLength(1);
    } finally {
      await deadMail.close();
    }
  });
});
