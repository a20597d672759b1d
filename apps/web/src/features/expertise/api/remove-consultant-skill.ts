import { SKILL_MESSAGES } from '@basisdesk/shared/consultants/consultants.schema';
import { api } from '@/lib/api-client';
import { consultantSkillsPath } from './list-consultant-skills';

/** DELETE SupportTaxonomy/consultant/{id}/skills/{skillId}. */
export const removeConsultantSkill = ({ consultantId, skillId }: { consultantId: string; skillId: string }) =>
  api.delete<void>(`${consultantSkillsPath(consultantId)}/${encodeURIComponent(skillId)}`, {
    fallbackError: SKILL_MESSAGES.updateFailed,
  });
