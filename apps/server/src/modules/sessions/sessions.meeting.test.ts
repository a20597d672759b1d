// Decision 051: where sessions take place. The consultant sets an https link or leaves it to a
// Jitsi Meet room per session; the agenda and the ticket's sessions show it to the two people
// and admins, nobody else.
import {
  MEETING_LINK_MAX_LENGTH,
  MEETING_LINK_MESSAGES,
  meetingLinkSettingSchema,
  type Ticket,
  ticketSessionDetailListSchema,
  upcomingSessionListSchema,
} from '@basisdesk/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';
import { slotsAt, useSessionKit } from '../../../test/session-kit';

const NOW = '2031-05-12T08:10:00.000Z';
const URL = '/api/Users/consultants/me/meeting-link';
const TEAMS = 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0';
const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/BasisDesk-[0-9a-f]{32}$/;

const kit = useSessionKit({ now: NOW });

beforeEach(() => kit.clock.set(NOW));

const setLink = (caller: TestUser, meetingLink: unknown) => kit.send('PUT', URL, caller, { meetingLink });

const agendaOf = async (caller: TestUser, ticket: Pick<Ticket, 'id'>) =>
  expectBody(
    await kit.send('GET', '/api/SupportRequests/sessions/upcoming', caller),
    200,
    upcomingSessionListSchema,
  ).filter((session) => session.ticketId === ticket.id);

describe('PUT /api/Users/consultants/me/meeting-link', () => {
  it('401 without a token; 403 for a customer and an admin, who have no sessions of their own', async () => {
    expectError(await kit.send('GET', URL, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await kit.send('PUT', URL, NO_TOKEN, { meetingLink: TEAMS }), ...AUTHENTICATION_REQUIRED);
    for (const caller of [kit.meera, kit.admin]) {
      expectError(await kit.send('GET', URL, caller), 403, MEETING_LINK_MESSAGES.onlyConsultants);
      expectError(await setLink(caller, TEAMS), 403, MEETING_LINK_MESSAGES.onlyConsultants);
    }
  });

  it.each([
    ['http, not https', 'http://zoom.us/j/81234567890'],
    ['no scheme', 'zoom.us/j/81234567890'],
    ['a script', 'javascript:alert(1)'],
    ['credentials in the link', 'https://ravi:secret@zoom.us/j/81234567890'],
    ['a space inside', 'https://zoom.us/j/812 345'],
    ['a host without a dot', 'https://localhost/room'],
    ['empty', ''],
    ['a number', 42],
  ])('400 for a meeting link that is not https (%s), and the setting stays', async (_, link) => {
    expectBody(await setLink(kit.priya, TEAMS), 200, meetingLinkSettingSchema);
    expectError(await setLink(kit.priya, link), 400, MEETING_LINK_MESSAGES.notHttps, {
      path: 'meetingLink',
    });
    expect(expectBody(await kit.send('GET', URL, kit.priya), 200, meetingLinkSettingSchema)).toEqual({
      meetingLink: TEAMS,
    });
  });

  it(`400 for a link over ${MEETING_LINK_MAX_LENGTH} characters; one of exactly that length is kept`, async () => {
    const base = 'https://zoom.us/j/';
    const longest = `${base}${'1'.repeat(MEETING_LINK_MAX_LENGTH - base.length)}`;
    expectError(await setLink(kit.priya, `${longest}1`), 400, MEETING_LINK_MESSAGES.tooLong, {
      path: 'meetingLink',
    });
    expect(expectBody(await setLink(kit.priya, longest), 200, meetingLinkSettingSchema).meetingLink).toBe(
      longest,
    );
  });

  it('400 for a body without the field or with another one', async () => {
    expectError(await kit.send('PUT', URL, kit.priya, {}), 400, MEETING_LINK_MESSAGES.notHttps);
    const extra = await kit.send('PUT', URL, kit.priya, { meetingLink: null, other: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('a link is trimmed and read back; null goes back to a Jitsi Meet room per session', async () => {
    const saved = expectBody(await setLink(kit.priya, `  ${TEAMS} `), 200, meetingLinkSettingSchema);
    expect(saved).toEqual({ meetingLink: TEAMS });
    expect(expectBody(await setLink(kit.priya, null), 200, meetingLinkSettingSchema)).toEqual({
      meetingLink: null,
    });
    expect(expectBody(await kit.send('GET', URL, kit.priya), 200, meetingLinkSettingSchema)).toEqual({
      meetingLink: null,
    });
  });
});

describe("a session's place", () => {
  let ticket: Ticket;
  beforeAll(async () => {
    const slots = await kit.block(kit.ravi, 2);
    ticket = await kit.bookSlots(slotsAt(slots, 0, 1, 3));
  });

  it("without a link every session has its own Jitsi room, the same for both people, an admin and the ticket's list", async () => {
    expectBody(await setLink(kit.ravi, null), 200, meetingLinkSettingSchema);
    const rooms = (await agendaOf(kit.meera, ticket)).map((session) => session.meeting);
    expect(rooms).toHaveLength(2);
    for (const room of rooms) {
      expect(room?.url).toMatch(JITSI_ROOM);
      expect(room?.label).toBe('Join on Jitsi Meet');
    }
    expect(rooms[0]?.url).not.toBe(rooms[1]?.url);
    expect((await agendaOf(kit.ravi, ticket)).map((session) => session.meeting)).toEqual(rooms);
    expect((await agendaOf(kit.admin, ticket)).map((session) => session.meeting)).toEqual(rooms);
    const listed = expectBody(
      await kit.send('GET', `/api/SupportRequests/${ticket.id}/sessions`, kit.meera),
      200,
      ticketSessionDetailListSchema,
    );
    expect(listed.map((session) => session.meeting)).toEqual(rooms);
  });

  it("the consultant's own link is every session's place, named by its service, at once in both agendas", async () => {
    expectBody(await setLink(kit.ravi, TEAMS), 200, meetingLinkSettingSchema);
    for (const caller of [kit.meera, kit.ravi]) {
      expect((await agendaOf(caller, ticket)).map((session) => session.meeting)).toEqual([
        { url: TEAMS, label: 'Join on Teams' },
        { url: TEAMS, label: 'Join on Teams' },
      ]);
    }
    const other = 'https://meet.example.test/basis/room-7';
    expectBody(await setLink(kit.ravi, other), 200, meetingLinkSettingSchema);
    expect((await agendaOf(kit.meera, ticket))[0]?.meeting).toEqual({ url: other, label: 'Join meeting' });
  });

  it("another customer and another consultant cannot read the ticket's sessions or see them in their agenda", async () => {
    for (const caller of [kit.john, kit.priya]) {
      expectError(
        await kit.send('GET', `/api/SupportRequests/${ticket.id}/sessions`, caller),
        404,
        'Ticket not found',
      );
      expect(await agendaOf(caller, ticket)).toEqual([]);
    }
  });

  it('a moved session keeps its Jitsi room', async () => {
    expectBody(await setLink(kit.ravi, null), 200, meetingLinkSettingSchema);
    // A slot apart from the others, so the moved session stays a session of its own.
    const [target] = await kit.block(kit.ravi, 1);
    if (!target) throw new Error('no free slot');
    const single = (await agendaOf(kit.meera, ticket)).find((session) => session.slotIds.length === 1);
    const moved = await kit.send(
      'POST',
      `/api/SupportRequests/${ticket.id}/sessions/${single?.id}/reschedule`,
      kit.ravi,
      { slotIds: [target.id] },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await agendaOf(kit.meera, ticket);
    expect(after.find((session) => session.slotIds.includes(target.id))?.meeting).toEqual(single?.meeting);
  });
});
