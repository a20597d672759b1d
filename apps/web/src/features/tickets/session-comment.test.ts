import { describe, expect, it } from 'vitest';
import { localizeSessionComment } from './session-comment';

describe('localizeSessionComment', () => {
  it("writes each UTC session time of a history comment in the reader's zone", () => {
    expect(
      localizeSessionComment(
        'Session moved from 2030-01-07 09:00–10:00 UTC to 2030-01-08 04:30–05:30 UTC',
        'Asia/Kolkata',
      ),
    ).toMatch(
      /^Session moved from Jan 7, 2030, 2:30\sPM – 3:30\sPM IST to Jan 8, 2030, 10:00\sAM – 11:00\sAM IST$/,
    );
  });

  it('reads an end on the next day, and keeps a reason that merely looks like a time as it was', () => {
    expect(
      localizeSessionComment('Session 2030-01-07 23:30–2030-01-08 00:30 UTC released: back at 10:00', 'UTC'),
    ).toMatch(/^Session Jan 7, 2030, 11:30\sPM – 12:30\sAM UTC released: back at 10:00$/);
  });

  it('leaves a comment without session times alone', () => {
    expect(localizeSessionComment('Waiting for the transport request')).toBe(
      'Waiting for the transport request',
    );
  });
});
