import type { ConsultantSkill } from '@basisdesk/shared/consultants/consultants.schema';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { useSupportTypes } from '@/features/taxonomy/api/list-support-types';
import { useConsultantSkills } from '../api/list-consultant-skills';
import { filterSupportTypes } from '../filter-support-types';
import { ExpertiseCard } from './expertise-card';
import { ExpertiseEmptyState } from './expertise-empty-state';
import { ExpertiseSkeletons } from './expertise-skeletons';

const NO_SKILLS: ConsultantSkill[] = [];

function groupByType(skills: readonly ConsultantSkill[]) {
  const byType = new Map<string, ConsultantSkill[]>();
  for (const skill of skills)
    byType.set(skill.supportTypeId, [...(byType.get(skill.supportTypeId) ?? []), skill]);
  return byType;
}

/**
 * Every support type as a card of checkboxes, found by name or description: the consultant ticks
 * the areas they cover (customers are matched to consultants by them).
 */
export function ExpertiseAreas({ consultantId }: { consultantId: string }) {
  const [search, setSearch] = useState('');
  const typesQuery = useSupportTypes();
  const skillsQuery = useConsultantSkills(consultantId);
  const skills = skillsQuery.data ?? NO_SKILLS;
  const skillsByType = groupByType(skills);
  const visibleTypes = filterSupportTypes(typesQuery.data ?? [], search);
  const failedQuery = [typesQuery, skillsQuery].find((query) => query.error);

  return (
    <div className="@container grid content-start gap-4">
      <SearchInput
        id="expertise-search"
        label="Search expertise areas"
        isLabelHidden
        placeholder="Search expertise areas..."
        value={search}
        onSearch={setSearch}
      />

      {failedQuery?.error ? (
        <LoadError message={failedQuery.error.message} onRetry={() => failedQuery.refetch()} />
      ) : typesQuery.isPending || skillsQuery.isPending ? (
        <ExpertiseSkeletons />
      ) : visibleTypes.length === 0 ? (
        <ExpertiseEmptyState isSearching={search.trim() !== ''} />
      ) : (
        <div className="grid items-start gap-4 @2xl:grid-cols-2">
          {visibleTypes.map((type) => (
            <ExpertiseCard
              key={type.id}
              consultantId={consultantId}
              type={type}
              skills={skillsByType.get(type.id) ?? NO_SKILLS}
            />
          ))}
        </div>
      )}
    </div>
  );
}
