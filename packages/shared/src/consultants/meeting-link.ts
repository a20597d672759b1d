import { z } from 'zod';
import { hasControlCharacter } from '../common/control-characters';

/** Where a consultant's sessions take place (decision 051): their own link, or a Jitsi Meet room per session. */

export const MEETING_LINK_MAX_LENGTH = 500;

/** Every generated room is on the public Jitsi Meet service, named `BasisDesk-<unguessable id>`. */
export const JITSI_ROOM_BASE = 'https://meet.jit.si/BasisDesk-';

export const MEETING_LINK_MESSAGES = {
  notHttps: 'Enter a meeting link that starts with https://',
  tooLong: `The meeting link is too long (at most ${MEETING_LINK_MAX_LENGTH} characters)`,
  onlyConsultants: 'Only consultants set a meeting link',
  saved: 'Meeting link saved',
  jitsiChosen: 'Each session now gets its own Jitsi Meet room',
  saveFailed: 'Failed to save the meeting link',
} as const;

/** The services named by their host; any other https link is "a meeting". */
const SERVICES: ReadonlyArray<{ name: string; hosts: readonly string[] }> = [
  { name: 'Teams', hosts: ['teams.microsoft.com', 'teams.live.com'] },
  { name: 'Zoom', hosts: ['zoom.us', 'zoom.com'] },
  { name: 'Google Meet', hosts: ['meet.google.com'] },
  { name: 'Webex', hosts: ['webex.com'] },
  { name: 'Jitsi Meet', hosts: ['meet.jit.si'] },
];

/**
 * An https URL a browser opens as it is: a host (letters, digits, dots, hyphens, a port), no
 * credentials (user:password@ would hand someone's secret to the other party), no spaces or
 * control characters. Written without URL, which this package's targets do not all have.
 */
const HTTPS_LINK = /^https:\/\/([a-z0-9.-]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const hostOf = (link: string) =>
  hasControlCharacter(link) ? '' : (HTTPS_LINK.exec(link.trim())?.[1]?.toLowerCase() ?? '');

/** The service a link is on ('Zoom' for us02web.zoom.us), or null for any other host. */
export function meetingServiceOf(link: string): string | null {
  const host = hostOf(link);
  const service = SERVICES.find(({ hosts }) =>
    hosts.some((known) => host === known || host.endsWith(`.${known}`)),
  );
  return service?.name ?? null;
}

/** What a button to the link says: 'Join on Zoom', or 'Join meeting' for a host it does not know. */
export function meetingLabelOf(link: string): string {
  const service = meetingServiceOf(link);
  return service ? `Join on ${service}` : 'Join meeting';
}

const isHttpsLink = (text: string) => hostOf(text).includes('.');

export const meetingLinkTextSchema = z
  .string({ error: MEETING_LINK_MESSAGES.notHttps })
  .trim()
  .max(MEETING_LINK_MAX_LENGTH, MEETING_LINK_MESSAGES.tooLong)
  .refine(isHttpsLink, MEETING_LINK_MESSAGES.notHttps);

/** PUT Users/consultants/me/meeting-link: a link of their own, or null for a Jitsi Meet room per session. */
export const updateMeetingLinkBodySchema = z.strictObject({
  meetingLink: meetingLinkTextSchema.nullable(),
});
export type UpdateMeetingLinkBody = z.infer<typeof updateMeetingLinkBodySchema>;

/** The consultant's setting as they read it back. */
export const meetingLinkSettingSchema = z.object({
  meetingLink: z.string().nullable().describe('Null: each session gets its own Jitsi Meet room'),
});
export type MeetingLinkSetting = z.infer<typeof meetingLinkSettingSchema>;

/** A session's place as its two people (and admins) see it. */
export const meetingPlaceSchema = z.object({
  url: z.string(),
  label: z.string().describe("'Join on Zoom', 'Join on Jitsi Meet', 'Join meeting'"),
});
export type MeetingPlace = z.infer<typeof meetingPlaceSchema>;

export const meetingPlaceOf = (url: string): MeetingPlace => ({ url, label: meetingLabelOf(url) });

/** The meeting link form: a Jitsi Meet room per session, or one's own link (only then required). */
export const meetingLinkFormSchema = z
  .object({ place: z.enum(['jitsi', 'own']), meetingLink: z.string() })
  .superRefine((form, context) => {
    if (form.place === 'jitsi') return;
    const parsed = meetingLinkTextSchema.safeParse(form.meetingLink);
    if (!parsed.success) {
      context.addIssue({
        code: 'custom',
        path: ['meetingLink'],
        message: parsed.error.issues[0]?.message ?? MEETING_LINK_MESSAGES.notHttps,
      });
    }
  });
export type MeetingLinkForm = z.infer<typeof meetingLinkFormSchema>;
