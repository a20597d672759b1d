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
    ] as const)('%s', async (event, subject, warning) => {
      const mail = await render(event);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(warning);
      expect(mail.calendar).toBeNull();
    });
  });
});
