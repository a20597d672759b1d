import { PROFILE_TEXTS } from '@basisdesk/shared/consultants/consultant-profile.messages';
import { EXPERTISE_TEXTS } from '@basisdesk/shared/consultants/consultants.messages';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { ProfileForm } from '@/features/consultant-profile/components/profile-form';
import { useConsultantSkills } from '@/features/expertise/api/list-consultant-skills';
import { ExpertiseAreas } from '@/features/expertise/components/expertise-areas';
import { ExpertiseSummary } from '@/features/expertise/components/expertise-summary';
import { HourlyRateForm } from '@/features/hourly-rate/components/hourly-rate-form';

/**
 * /consultant/skills: the areas a consultant covers (customers are matched by them), the hourly
 * rate and the public profile customers read on the wizard's cards.
 */
export default function ConsultantSkillsPage() {
  const { user, refreshUser } = useSession();
  // The same query as the cards': one request, the count and the summary follow every change.
  const { data: skills = [] } = useConsultantSkills(user?.id ?? '');
  // The guard lets only a signed-in consultant in; the type still allows no user.
  if (!user) return null;

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
        <ExpertiseAreas consultantId={user.id} />

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
          <Card>
            <section aria-labelledby="profile-heading">
              <CardHeader>
                <h2 id="profile-heading" className="text-lg leading-tight font-semibold">
                  {PROFILE_TEXTS.title}
                </h2>
                <CardDescription>{PROFILE_TEXTS.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <ProfileForm />
              </CardContent>
            </section>
          </Card>
          <ExpertiseSummary skills={skills} />
        </div>
      </div>
    </>
  );
}
