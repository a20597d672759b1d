import { EXPERTISE_TEXTS } from '@basisdesk/shared/consultants/consultants.messages';
import { type ConsultantSkill, isGeneralSkill } from '@basisdesk/shared/consultants/consultants.schema';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** 'Type → Category (Specialized)' or 'Type (General)', as the summary lists them. */
export function describeSkill(skill: ConsultantSkill): string {
  return isGeneralSkill(skill)
    ? `${skill.supportTypeName} (General)`
    : `${skill.supportTypeName} → ${skill.supportCategoryName} (Specialized)`;
}

/** General skills first within a type, then categories by name; types by name. */
function compareSkills(a: ConsultantSkill, b: ConsultantSkill): number {
  return (
    a.supportTypeName.localeCompare(b.supportTypeName) ||
    Number(!isGeneralSkill(a)) - Number(!isGeneralSkill(b)) ||
    (a.supportCategoryName ?? '').localeCompare(b.supportCategoryName ?? '')
  );
}

/** 'Your Selected Expertise': every skill the consultant holds, as customers will match them. */
export function ExpertiseSummary({ skills }: { skills: ConsultantSkill[] }) {
  return (
    <Card>
      <section aria-labelledby="expertise-summary-heading">
        <CardHeader>
          <h2 id="expertise-summary-heading" className="text-lg leading-tight font-semibold">
            {EXPERTISE_TEXTS.summaryTitle} ({skills.length})
          </h2>
        </CardHeader>
        <CardContent>
          {skills.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Tick a general area or a specialized category above to add it here.
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={EXPERTISE_TEXTS.summaryTitle}>
              {[...skills].sort(compareSkills).map((skill) => (
                <li key={skill.id}>
                  <Badge variant="outline" className="rounded-md font-medium">
                    {describeSkill(skill)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
