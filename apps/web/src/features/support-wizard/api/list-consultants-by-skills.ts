import { DIRECTORY_MESSAGES } from '@basisdesk/shared/consultants/consultants.messages';
import type { Consultant } from '@basisdesk/shared/consultants/consultants.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wizardKeys } from './wizard-keys';

/**
 * GET SupportTaxonomy/consultants-by-skills?supportTypeId&supportCategoryId: the consultants who
 * cover the request, ranked by the server (average rating, then number of ratings).
 */
export const listConsultantsBySkills = (supportTypeId: string, supportCategoryId: string) =>
  api.get<Consultant[]>(
    `/SupportTaxonomy/consultants-by-skills?${new URLSearchParams({ supportTypeId, supportCategoryId })}`,
    { fallbackError: DIRECTORY_MESSAGES.fetchBySkillsFailed },
  );

export const consultantsBySkillsQuery = (supportTypeId: string, supportCategoryId: string) =>
  queryOptions({
    queryKey: wizardKeys.consultants(supportTypeId, supportCategoryId),
    queryFn: () => listConsultantsBySkills(supportTypeId, supportCategoryId),
    enabled: supportTypeId !== '' && supportCategoryId !== '',
  });

export const useConsultantsBySkills = (supportTypeId: string | null, supportCategoryId: string | null) =>
  useQuery(consultantsBySkillsQuery(supportTypeId ?? '', supportCategoryId ?? ''));
