import { type ConsultantSkill, SKILL_MESSAGES } from '@basisdesk/shared/consultants/consultants.schema';
import type { SupportType } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeSkillChange, isEmptyPlan, planSkillChange, type SkillIntent } from '../skill-selection';
import { addConsultantSkill } from './add-consultant-skill';
import { consultantSkillsQuery } from './list-consultant-skills';
import { removeConsultantSkill } from './remove-consultant-skill';

type ApplySkillChangeOptions = {
  consultantId: string;
  type: Pick<SupportType, 'id' | 'categories'>;
  /** Called once per change with its success toast. */
  onSuccess: (message: string) => void;
  onError: (error: Error) => void;
  /** Called once per change, whatever its outcome. */
  onSettled: () => void;
};

/**
 * A tick or untick as one call per skill, side by side. Changes queue up (one mutation scope per
 * consultant) and each is planned on the skills as saved after the one before it, so quick clicks
 * are neither lost nor planned on a stale list. Spec §4: parts of a bulk change that fail are
 * logged and skipped; only when nothing succeeded does the change fail as a whole. The skills are
 * read again before the change settles, so the ticks and the toast agree.
 */
export function useApplySkillChange({
  consultantId,
  type,
  onSuccess,
  onError,
  onSettled,
}: ApplySkillChangeOptions) {
  const queryClient = useQueryClient();
  const { queryKey } = consultantSkillsQuery(consultantId);
  return useMutation({
    scope: { id: `consultant-skills-${consultantId}` },
    mutationFn: async (intent: SkillIntent) => {
      const saved: ConsultantSkill[] = queryClient.getQueryData(queryKey) ?? [];
      const plan = planSkillChange(
        type,
        saved.filter((skill) => skill.supportTypeId === type.id),
        intent,
      );
      if (isEmptyPlan(plan)) return null;
      try {
        const [adds, removals] = await Promise.all([
          Promise.allSettled(plan.add.map((skill) => addConsultantSkill({ consultantId, ...skill }))),
          Promise.allSettled(
            plan.remove.map((skill) => removeConsultantSkill({ consultantId, skillId: skill.id })),
          ),
        ]);
        const failures = [...adds, ...removals].filter((result) => result.status === 'rejected');
        const removed = plan.remove.filter((_, index) => removals[index]?.status === 'fulfilled');
        const added = adds.filter((result) => result.status === 'fulfilled').length;
        if (added + removed.length === 0 && failures[0]) throw failures[0].reason;
        for (const failure of failures) {
          console.warn(
            plan.add.length > 0 ? SKILL_MESSAGES.addFailed : SKILL_MESSAGES.removeFailed,
            failure.reason,
          );
        }
        return describeSkillChange(plan, { added, removed });
      } finally {
        await queryClient.invalidateQueries({ queryKey });
      }
    },
    // Here rather than per call: a per-call callback runs only for the latest of queued changes.
    onSuccess: (message) => {
      if (message) onSuccess(message);
    },
    onError,
    onSettled,
  });
}
