import crypto from 'node:crypto';
import { isAlwaysOn, NOTIFICATION_CATEGORIES, type NotificationCategory } from '@basisdesk/shared';

export interface UnsubscribeTarget {
  userId: string;
  category: NotificationCategory;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * One-click unsubscribe links (RFC 8058) that work without signing in: the token names a person
 * and a category and is signed with a key derived from the JWT secret, so it cannot be made for
 * someone else or another category, and every node of a deployment reads the others' tokens. It
 * does not expire: a mail's link keeps working, and it can only ever switch one category off.
 */
export function createUnsubscribeTokens({ secret }: { secret: string }) {
  const key = crypto.createHmac('sha256', secret).update('basisdesk:unsubscribe:v1').digest();
  const sign = (body: string) => crypto.createHmac('sha256', key).update(body).digest();

  return {
    create(target: UnsubscribeTarget): string {
      const body = `${target.userId}.${target.category}`;
      return `${encode(body)}.${sign(body).toString('base64url')}`;
    },

    /** The target of a genuine token; null for anything altered, made up or malformed. */
    verify(token: string): UnsubscribeTarget | null {
      const [encodedBody, signature, ...rest] = token.split('.');
      if (!encodedBody || !signature || rest.length > 0) return null;
      const body = Buffer.from(encodedBody, 'base64url').toString('utf8');
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(body);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      const [userId, category] = body.split('.');
      const known = NOTIFICATION_CATEGORIES.find((candidate) => candidate === category);
      if (!userId || !known || isAlwaysOn(known)) return null;
      return { userId, category: known };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
