import { type ConsultantSkill, SKILL_MESSAGES } from '@basisdesk/shared/consultants/consultants.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { skillKeys } from './skill-keys';

export const consultantSkillsPath = (consultantId: string) =>
  `/SupportTaxonomy/consultant/${encodeURIComponent(consultantId)}/skills`;

/** GET SupportTaxonomy/consultant/{id}/skills: general skills carry no category. */
export const listConsultantSkills = (consultantId: string) =>
  api.get<ConsultantSkill[]>(consultantSkillsPath(consultantId), {
    fallbackError: SKILL_MESSAGES.fetchFailed,
  });

export const consultantSkillsQuery = (consultantId: string) =>
  queryOptions({
    queryKey: skillKeys.consultant(consultantId),
    queryFn: () => listConsultantSkills(consultantId),
    enabled: consultantId !== '',
  });

export const useConsultantSkills = (consultantId: string) => useQuery(consultantSkillsQuery(consultantId));
