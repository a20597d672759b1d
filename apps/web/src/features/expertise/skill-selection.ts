import {
  type ConsultantSkill,
  isGeneralSkill,
  SKILL_MESSAGES,
} from '@basisdesk/shared/consultants/consultants.schema';
import type { SupportType } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import type { NewSkill } from './api/add-consultant-skill';

/**
 * What one tick or untick on the expertise screen changes (spec §4 "Expertise selection"), kept
 * apart from the screen so each rule reads on its own, including the one that surprises: the
 * general skill leaves with the type's last category.
 */
export type SkillChangePlan = {
  /** Which control asked: it decides the wording of the removal toast. */
  kind: 'general' | 'category' | 'selectAll';
  add: NewSkill[];
  remove: ConsultantSkill[];
};

/** The skills of one support type, split the way the card shows them. */
export function selectionOf(skills: readonly ConsultantSkill[]) {
  return {
    general: skills.filter(isGeneralSkill),
    categoryIds: new Set(skills.flatMap((skill) => skill.supportCategoryId ?? [])),
  };
}

/** Ticking the general skill adds only it; unticking it removes it and every category skill of the type. */
export function planGeneralChange(
  type: Pick<SupportType, 'id'>,
  skills: readonly ConsultantSkill[],
  isChecked: boolean,
): SkillChangePlan {
  if (isChecked) {
    const hasGeneral = selectionOf(skills).general.length > 0;
    return {
      kind: 'general',
      add: hasGeneral ? [] : [{ supportTypeId: type.id, supportCategoryId: null }],
      remove: [],
    };
  }
  return { kind: 'general', add: [], remove: [...skills] };
}

/**
 * Ticking a category adds that category skill only (never the general one). Unticking it removes it,
 * and the general skill too when no other category of the type stays selected.
 */
export function planCategoryChange(
  type: Pick<SupportType, 'id'>,
  categoryId: string,
  skills: readonly ConsultantSkill[],
  isChecked: boolean,
): SkillChangePlan {
  const { general, categoryIds } = selectionOf(skills);
  if (isChecked) {
    const add = categoryIds.has(categoryId)
      ? []
      : [{ supportTypeId: type.id, supportCategoryId: categoryId }];
    return { kind: 'category', add, remove: [] };
  }
  const ofCategory = skills.filter((skill) => skill.supportCategoryId === categoryId);
  const isLastCategory = [...categoryIds].every((id) => id === categoryId);
  return { kind: 'category', add: [], remove: isLastCategory ? [...ofCategory, ...general] : ofCategory };
}

/** 'Select all' ticks every category of the type not yet ticked, each as its own category skill. */
export function planSelectAll(
  type: Pick<SupportType, 'id' | 'categories'>,
  skills: readonly ConsultantSkill[],
) {
  const { categoryIds } = selectionOf(skills);
  return {
    kind: 'selectAll',
    add: type.categories
      .filter((category) => !categoryIds.has(category.id))
      .map((category) => ({ supportTypeId: type.id, supportCategoryId: category.id })),
    remove: [],
  } satisfies SkillChangePlan;
}

/** What the consultant asked for: the control and its new state. */
export type SkillIntent =
  | { kind: 'general'; isChecked: boolean }
  | { kind: 'category'; categoryId: string; isChecked: boolean }
  | { kind: 'selectAll' };

export function planSkillChange(
  type: Pick<SupportType, 'id' | 'categories'>,
  skills: readonly ConsultantSkill[],
  intent: SkillIntent,
): SkillChangePlan {
  switch (intent.kind) {
    case 'general':
      return planGeneralChange(type, skills, intent.isChecked);
    case 'category':
      return planCategoryChange(type, intent.categoryId, skills, intent.isChecked);
    case 'selectAll':
      return planSelectAll(type, skills);
  }
}

/**
 * What the card shows while changes are on their way: the saved skills with the queued changes
 * applied in order (an added skill is a stand-in until the server's copy arrives).
 */
export function previewSkills(
  type: Pick<SupportType, 'id' | 'name' | 'categories'>,
  skills: readonly ConsultantSkill[],
  intents: readonly SkillIntent[],
): ConsultantSkill[] {
  return intents.reduce<ConsultantSkill[]>(
    (current, intent) => {
      const plan = planSkillChange(type, current, intent);
      const removedIds = new Set(plan.remove.map((skill) => skill.id));
      const added = plan.add.map(({ supportCategoryId }) => ({
        id: `pending-${supportCategoryId ?? 'general'}`,
        consultantId: '',
        supportTypeId: type.id,
        supportTypeName: type.name,
        supportCategoryId,
        supportCategoryName:
          type.categories.find((category) => category.id === supportCategoryId)?.name ?? null,
        supportSubOptionId: null,
        supportSubOptionName: null,
        createdAt: '',
      }));
      return [...current.filter((skill) => !removedIds.has(skill.id)), ...added];
    },
    [...skills],
  );
}

export const isEmptyPlan = (plan: SkillChangePlan) => plan.add.length === 0 && plan.remove.length === 0;

/** The success toast for what actually changed (failed parts of a bulk change are skipped). */
export function describeSkillChange(
  plan: SkillChangePlan,
  done: { added: number; removed: readonly ConsultantSkill[] },
): string {
  if (done.added > 0) return done.added === 1 ? SKILL_MESSAGES.added : SKILL_MESSAGES.addedMany(done.added);
  const removedGeneral = done.removed.some(isGeneralSkill);
  const removedCategory = done.removed.some((skill) => !isGeneralSkill(skill));
  if (plan.kind === 'category' && removedGeneral && removedCategory) {
    return SKILL_MESSAGES.categoryAndGeneralRemoved;
  }
  return done.removed.length === 1 ? SKILL_MESSAGES.removed : SKILL_MESSAGES.removedMany(done.removed.length);
}
