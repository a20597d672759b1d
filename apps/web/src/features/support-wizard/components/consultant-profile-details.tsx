import type { Consultant } from '@basisdesk/shared/consultants/consultants.schema';
import { Award, BriefcaseBusiness, Languages } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { skillNames, yearsText } from '../consultant-card';
import { WIZARD_TEXTS } from '../wizard-texts';

/**
 * What the consultant wrote about themself and what they are booked for, under their card's
 * summary. Lines they left empty are left out: a consultant without a profile shows their skills.
 */
export function ConsultantProfileDetails({ consultant }: { consultant: Consultant }) {
  const { bio, yearsOfExperience, certifications, languages } = consultant.profile;
  const years = yearsText(yearsOfExperience);
  const skills = skillNames(consultant.skills);
  return (
    <span className="mt-1 grid gap-1.5 text-sm text-muted-foreground" data-testid="consultant-profile">
      {bio && <span className="line-clamp-3 break-words">{bio}</span>}
      {(years || languages.length > 0) && (
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          {years && (
            <span className="flex items-center gap-1.5" data-testid="consultant-years">
              <BriefcaseBusiness className="size-3.5 shrink-0" aria-hidden="true" />
              {years}
            </span>
          )}
          {languages.length > 0 && (
            <span className="flex items-start gap-1.5" data-testid="consultant-languages">
              <Languages className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">{WIZARD_TEXTS.languages}: </span>
              {languages.join(', ')}
            </span>
          )}
        </span>
      )}
      {certifications.length > 0 && (
        <span className="flex items-start gap-1.5" data-testid="consultant-certifications">
          <Award className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">{WIZARD_TEXTS.certifications}: </span>
          <span className="grid min-w-0 gap-0.5">
            {certifications.map((certification) => (
              <span key={certification} className="break-words">
                {certification}
              </span>
            ))}
          </span>
        </span>
      )}
      {skills.shown.length > 0 && (
        <span className="flex flex-wrap gap-1.5" data-testid="consultant-skills">
          <span className="sr-only">{WIZARD_TEXTS.skills}: </span>
          {skills.shown.map((name) => (
            <Badge key={name} variant="secondary" className="max-w-full font-normal break-words">
              {name}
            </Badge>
          ))}
          {skills.more > 0 && (
            <Badge variant="outline" className="font-normal">
              {WIZARD_TEXTS.moreSkills(skills.more)}
            </Badge>
          )}
        </span>
      )}
    </span>
  );
}
