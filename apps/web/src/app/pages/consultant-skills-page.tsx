import { EXPERTISE_TEXTS } from '@basisdesk/shared/consultants/consultants.messages';
import type { ConsultantSkill } from '@basisdesk/shared/consultants/consultants.schema';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { useConsultantSkills } from '@/features/expertise/api/list-consultant-skills';
import { ExpertiseCard } from '@/features/expertise/components/expertise-card';
import { ExpertiseEmptyState } from '@/features/expertise/components/expertise-empty-state';
import { ExpertiseSkeletons } from '@/features/expertise/components/expertise-skeletons';
import { ExpertiseSummary } from '@/features/expertise/components/expertise-summary';
import { filterSupportTypes } from '@/features/expertise/filter-support-types';
import { HourlyRateForm } from '@/features/hourly-rate/components/hourly-rate-form';
import { useSupportTypes } from '@/features/taxonomy/api/list-support-types';

const NO_SKILLS: ConsultantSkill[] = [];

function groupByType(skills: readonly ConsultantSkill[]) {
  const byType = new Map<string, ConsultantSkill[]>();
  for (const skill of skills)
    byType.set(skill.supportTypeId, [...(byType.get(skill.supportTypeId) ?? []), skill]);
  return byType;
}

/** /consultant/skills: the areas a consultant covers (customers are matched by them) and the hourly rate. */
export default function ConsultantSkillsPage() {
  const { user, refreshUser } = useSession();
  const [search, setSearch] = useState('');
  const typesQuery = useSupportTypes();
  const skillsQuery = useConsultantSkills(user?.id ?? '');
  // The guard lets only a signed-in consultant in; the type still allows no user.
  if (!user) return null;

  const skills = skillsQuery.data ?? NO_SKILLS;
  const skillsByType = groupByType(skills);
  const visibleTypes = filterSupportTypes(typesQuery.data ?? [], search);
  const failedQuery = [typesQuery, skillsQuery].find((query) => query.error);

  return (
    <>
      <Link
        to={paths.dashboard}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'mb-3 -ml-3' })}
      >
        <ArrowLeft aria-hidden="true" />
        {EXPERTISE_TEXTS.backToDashboard}
      </Link>
      <PageHeader
        title={EXPERTISE_TEXTS.title}
        description="Choose the support areas you cover: customers are matched to consultants by them."
        actions={
          <div className="flex min-w-32 flex-col items-center rounded-lg border bg-card px-4 py-2">
            <span className="text-2xl font-bold" data-testid="skills-selected-count">
              {skills.length}
            </span>
            <span className="text-sm text-muted-foreground">{EXPERTISE_TEXTS.skillsSelected}</span>
          </div>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
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
                  consultantId={user.id}
                  type={type}
                  skills={skillsByType.get(type.id) ?? NO_SKILLS}
                />
              ))}
            </div>
          )}
        </div>

        <div className="grid content-start gap-6">
          <Card>
            <section aria-labelledby="hourly-rate-heading">
              <CardHeader>
                <h2 id="hourly-rate-heading" className="text-lg leading-tight font-semibold">
                  Hourly Rate
                </h2>
              </CardHeader>
              <CardContent>
                <HourlyRateForm userId={user.id} hourlyRate={user.hourlyRate} onUpdated={refreshUser} />
              </CardContent>
            </section>
          </Card>
          <ExpertiseSummary skills={skills} />
        </div>
      </div>
    </>
  );
}
