import { type ConsultantSkill, SKILL_MESSAGES } from '@basisdesk/shared/consultants/consultants.schema';
import { api } from '@/lib/api-client';
import { consultantSkillsPath } from './list-consultant-skills';

export type NewSkill = { supportTypeId: string; supportCategoryId: string | null };

/**
 * POST SupportTaxonomy/consultant/{id}/skills; a null category is the type's general skill. The
 * expertise screen's fallback is 'Failed to update skill' whichever way the change went.
 */
export const addConsultantSkill = ({ consultantId, ...skill }: NewSkill & { consultantId: string }) =>
  api.post<ConsultantSkill>(
    consultantSkillsPath(consultantId),
    { consultantId, ...skill },
    { fallbackError: SKILL_MESSAGES.updateFailed },
  );
