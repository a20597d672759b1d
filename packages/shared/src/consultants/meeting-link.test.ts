import { describe, expect, it } from 'vitest';
import {
  MEETING_LINK_MAX_LENGTH,
  MEETING_LINK_MESSAGES,
  meetingLabelOf,
  meetingLinkFormSchema,
  updateMeetingLinkBodySchema,
} from './meeting-link';

const messageOf = (meetingLink: unknown) =>
  updateMeetingLinkBodySchema.safeParse({ meetingLink }).error?.issues[0]?.message;

describe('meeting links', () => {
  it.each([
    ['https://teams.microsoft.com/l/meetup-join/19%3ameeting@thread.v2/0', 'Join on Teams'],
    ['https://us02web.zoom.us/j/81234567890?pwd=abc', 'Join on Zoom'],
    ['https://meet.google.com/abc-defg-hij', 'Join on Google Meet'],
    ['https://acme.webex.com/meet/ravi', 'Join on Webex'],
    ['https://meet.jit.si/BasisDesk-0123456789abcdef0123456789abcdef', 'Join on Jitsi Meet'],
    ['https://video.example.com/room/7', 'Join meeting'],
    // A host that only ends like a known one is not it.
    ['https://notzoom.us/j/1', 'Join meeting'],
  ])('%s is labelled "%s"', (link, label) => {
    expect(messageOf(link)).toBeUndefined();
    expect(meetingLabelOf(link)).toBe(label);
  });

  it.each([
    'http://zoom.us/j/1',
    'zoom.us/j/1',
    'javascript:alert(1)',
    'https://',
    'https://user:secret@zoom.us/j/1',
    'https://zoom.us/j/1 2',
    'https://zoom.us/j/1\u0007',
    'https://localhost/room',
    'ftp://zoom.us/j/1',
  ])('refuses %j: not an https link', (link) => {
    expect(messageOf(link)).toBe(MEETING_LINK_MESSAGES.notHttps);
  });

  it('trims, accepts null (a Jitsi room per session) and refuses a link over the limit', () => {
    expect(updateMeetingLinkBodySchema.parse({ meetingLink: '  https://zoom.us/j/1 ' })).toEqual({
      meetingLink: 'https://zoom.us/j/1',
    });
    expect(updateMeetingLinkBodySchema.parse({ meetingLink: null })).toEqual({ meetingLink: null });
    const long = `https://zoom.us/j/${'1'.repeat(MEETING_LINK_MAX_LENGTH)}`;
    expect(messageOf(long)).toBe(MEETING_LINK_MESSAGES.tooLong);
  });

  it('the form asks for a link only when the consultant chooses their own', () => {
    expect(meetingLinkFormSchema.safeParse({ place: 'jitsi', meetingLink: 'anything' }).success).toBe(true);
    const own = meetingLinkFormSchema.safeParse({ place: 'own', meetingLink: 'http://zoom.us/j/1' });
    expect(own.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['meetingLink', MEETING_LINK_MESSAGES.notHttps],
    ]);
  });
});
