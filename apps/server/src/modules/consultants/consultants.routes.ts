import {
  addConsultantSkillBodySchema,
  consultantListSchema,
  consultantParamsSchema,
  consultantProfileSchema,
  consultantSkillListSchema,
  consultantSkillParamsSchema,
  consultantSkillSchema,
  consultantsBySkillsQuerySchema,
  emptyResponseSchema,
  meetingLinkSettingSchema,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_CERTIFICATION_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_LANGUAGE_MAX_LENGTH,
  PROFILE_MAX_CERTIFICATIONS,
  PROFILE_MAX_LANGUAGES,
  PROFILE_YEARS_MAX,
  PROFILE_YEARS_MIN,
  updateConsultantProfileBodySchema,
  updateMeetingLinkBodySchema,
} from '@basisdesk/shared';
import type { AppInstance } from '../../app-instance';
import { errorResponses } from '../../lib/route-schemas';
import { type AuthGuards, principalOf } from '../../plugins/auth';
import type { ConsultantsService } from './consultants.service';

/** The profile's limits as the API documentation states them, from the same constants the form uses. */
const PROFILE_RULES = [
  `Headline up to ${PROFILE_HEADLINE_MAX_LENGTH} characters, bio up to ${PROFILE_BIO_MAX_LENGTH},`,
  `years of SAP BASIS experience a whole number from ${PROFILE_YEARS_MIN} to ${PROFILE_YEARS_MAX},`,
  `up to ${PROFILE_MAX_CERTIFICATIONS} certifications of up to ${PROFILE_CERTIFICATION_MAX_LENGTH} characters each`,
  `and up to ${PROFILE_MAX_LANGUAGES} languages of up to ${PROFILE_LANGUAGE_MAX_LENGTH}.`,
  'Text is trimmed; blank text and blank list entries are dropped, a repeated entry is kept once.',
].join(' ');

/** Consultants' expertise and the directory customers choose from; every route needs a session. */
export function registerConsultantsRoutes(
  app: AppInstance,
  { consultants, guards }: { consultants: ConsultantsService; guards: AuthGuards },
) {
  const signedIn = { onRequest: guards.authenticate };

  app.get(
    '/SupportTaxonomy/consultant/:id/skills',
    {
      ...signedIn,
      schema: {
        tags: ['consultants'],
        summary: "A consultant's skills",
        params: consultantParamsSchema,
        response: { 200: consultantSkillListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => consultants.listSkills(request.params.id),
  );

  app.post(
    '/SupportTaxonomy/consultant/:id/skills',
    {
      ...signedIn,
      schema: {
        tags: ['consultants'],
        summary: 'Add a skill (no category: a general skill of the type)',
        params: consultantParamsSchema,
        body: addConsultantSkillBodySchema,
        response: { 201: consultantSkillSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await consultants.addSkill(principalOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/SupportTaxonomy/consultant/:id/skills/:skillId',
    {
      ...signedIn,
      schema: {
        tags: ['consultants'],
        summary: 'Remove a skill',
        params: consultantSkillParamsSchema,
        response: { 204: emptyResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await consultants.removeSkill(principalOf(request), request.params.id, request.params.skillId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/Users/consultants',
    {
      ...signedIn,
      schema: {
        tags: ['consultants'],
        summary: 'Active consultants, best rated first',
        response: { 200: consultantListSchema, ...errorResponses(401) },
      },
    },
    () => consultants.listConsultants(),
  );

  app.get(
    '/SupportTaxonomy/consultants-by-skills',
    {
      ...signedIn,
      schema: {
        tags: ['consultants'],
        summary: 'Active consultants skilled in a type (and category), best rated first',
        querystring: consultantsBySkillsQuerySchema,
        response: { 200: consultantListSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => consultants.listBySkills(request.query),
  );

  app.get(
    '/Users/consultants/me/meeting-link',
    {
      ...signedIn,
      schema: {
        tags: ['consultants'],
        summary:
          'Where your sessions take place: your meeting link, or null for a Jitsi Meet room per session',
        response: { 200: meetingLinkSettingSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => consultants.getMeetingLink(principalOf(request)),
  );

  app.put(
    '/Users/consultants/me/meeting-link',
    {
      ...signedIn,
      schema: {
        tags: ['consultants'],
        summary:
          'Set your meeting link (https only), or null to have a Jitsi Meet room made for each session',
        body: updateMeetingLinkBodySchema,
        response: { 200: meetingLinkSettingSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => consultants.setMeetingLink(principalOf(request), request.body),
  );

  app.get(
    '/Users/consultants/me/profile',
    {
      ...signedIn,
      schema: {
        tags: ['consultants'],
        summary: 'Your public profile (consultants): empty until you first save it',
        response: { 200: consultantProfileSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => consultants.getOwnProfile(principalOf(request)),
  );

  app.put(
    '/Users/consultants/me/profile',
    {
      ...signedIn,
      schema: {
        tags: ['consultants'],
        summary: 'Replace your public profile (consultants): what customers read on your card',
        description: PROFILE_RULES,
        body: updateConsultantProfileBodySchema,
        response: { 200: consultantProfileSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => consultants.updateOwnProfile(principalOf(request), request.body),
  );
}
