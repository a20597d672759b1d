import type { ConsultantSkill } from '@basisdesk/shared/consultants/consultants.schema';
import type { SupportCategory, SupportType } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { describe, expect, it } from 'vitest';
import { describeSkillChange, planSkillChange, previewSkills } from './skill-selection';

const category = (id: string, name: string): SupportCategory => ({
  id,
  name,
  description: '',
  supportTypeId: 'type-db',
  supportTypeName: 'Databases',
  shortCode: name.slice(0, 2).toUpperCase(),
});
const databases: SupportType = {
  id: 'type-db',
  name: 'Databases',
  description: '',
  shortCode: 'DB',
  categories: [category('cat-hana', 'HANA'), category('cat-oracle', 'Oracle')],
};
const type = databases;

const skill = (id: string, supportCategoryId: string | null): ConsultantSkill => ({
  id,
  consultantId: 'consultant-1',
  supportTypeId: type.id,
  supportTypeName: type.name,
  supportCategoryId,
  supportCategoryName: type.categories.find((category) => category.id === supportCategoryId)?.name ?? null,
  supportSubOptionId: null,
  supportSubOptionName: null,
  createdAt: '2025-10-05T00:00:00.000Z',
});
const general = skill('s-general', null);
const hana = skill('s-hana', 'cat-hana');
const oracle = skill('s-oracle', 'cat-oracle');
const ids = (skills: readonly ConsultantSkill[]) => skills.map((item) => item.id).sort();

describe('expertise selection (spec §4)', () => {
  it('ticking a general skill adds only the general skill', () => {
    const plan = planSkillChange(databases, [hana], { kind: 'general', isChecked: true });
    expect(plan.add).toEqual([{ supportTypeId: type.id, supportCategoryId: null }]);
    expect(plan.remove).toEqual([]);
  });

  it('ticking a category adds that category skill; it never adds the general skill', () => {
    const plan = planSkillChange(databases, [], {
      kind: 'category',
      categoryId: 'cat-hana',
      isChecked: true,
    });
    expect(plan.add).toEqual([{ supportTypeId: type.id, supportCategoryId: 'cat-hana' }]);
  });

  it('unticking a category removes it, and keeps the general skill while another category stays selected', () => {
    const plan = planSkillChange(databases, [general, hana, oracle], {
      kind: 'category',
      categoryId: 'cat-hana',
      isChecked: false,
    });
    expect(ids(plan.remove)).toEqual(['s-hana']);
  });

  it('unticking the last category of the type also removes the general skill', () => {
    const plan = planSkillChange(databases, [general, hana], {
      kind: 'category',
      categoryId: 'cat-hana',
      isChecked: false,
    });
    expect(ids(plan.remove)).toEqual(['s-general', 's-hana']);
    expect(describeSkillChange(plan, { added: 0, removed: plan.remove })).toBe(
      'Category and general skill removed from your expertise',
    );
  });

  it('unticking the general skill removes the general skill and all category skills of that type', () => {
    const plan = planSkillChange(databases, [general, hana, oracle], { kind: 'general', isChecked: false });
    expect(ids(plan.remove)).toEqual(['s-general', 's-hana', 's-oracle']);
    expect(describeSkillChange(plan, { added: 0, removed: plan.remove })).toBe(
      'Removed 3 skills from your expertise',
    );
  });

  it('asks for nothing when the tick changes nothing (the skill is already there)', () => {
    expect(planSkillChange(databases, [general], { kind: 'general', isChecked: true }).add).toEqual([]);
    expect(
      planSkillChange(databases, [hana], { kind: 'category', categoryId: 'cat-hana', isChecked: true }).add,
    ).toEqual([]);
  });

  it('says what was done in the spec’s words, counting only what succeeded', () => {
    const plan = planSkillChange(databases, [], { kind: 'selectAll' });
    expect(plan.add).toHaveLength(2);
    expect(describeSkillChange(plan, { added: 2, removed: [] })).toBe('Added 2 skills to your expertise');
    // A bulk add where one failed: partial failures are skipped, the toast counts the rest.
    expect(describeSkillChange(plan, { added: 1, removed: [] })).toBe('Skill added to your expertise');
  });

  it('shows queued changes in order before the server answers', () => {
    const shown = previewSkills(
      databases,
      [general, hana],
      [
        { kind: 'category', categoryId: 'cat-oracle', isChecked: true },
        { kind: 'category', categoryId: 'cat-hana', isChecked: false },
      ],
    );
    expect(shown.map((item) => item.supportCategoryId)).toEqual([null, 'cat-oracle']);
  });
});
