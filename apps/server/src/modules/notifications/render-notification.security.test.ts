import { describe, expect, it } from 'vitest';
import { render } from './notification-mail.test-kit';

describe('renderNotification', () => {
  describe('security notices', () => {
    it.each([
      [
        'security.passwordChanged',
        'Your password was changed',
        'If this was not you, contact support@desk.example.test',
      ],
      [
        'security.signInMethodLinked',
        'Google sign-in was linked to your account',
        'If this was not you, contact support@desk.example.test',
      ],
      [
        'security.accountDeactivated',
        'Your account was deactivated',
        'If you did not expect this, contact support@desk.example.test',
      ],
      [
        'security.signInLocked',
        'Someone is trying to sign in to your account',
        'If it was not you, nothing was let in: none of those passwords was accepted. Consider resetting your password.',
      ],
    ] as const)('%s', async (event, subject, warning) => {
      const mail = await render(event);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(warning);
      expect(mail.calendars).toEqual([]);
    });

    it("security.signInLocked says until when, in the reader's zone, and leads to a reset", async () => {
      const mail = await render('security.signInLocked', {
        links: { primary: 'https://desk.example.test/forgot-password' },
      });
      // 09:30 UTC is 3:00 PM in India.
      expect(mail.text).toMatch(/signing in to it is paused until .*3:00\sPM/);
      expect(mail.text).toContain('Reset your password https://desk.example.test/forgot-password');
    });
  });
});
