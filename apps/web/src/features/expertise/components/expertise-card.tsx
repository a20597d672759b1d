import { EXPERTISE_TEXTS, SKILL_MESSAGES } from '@basisdesk/shared/consultants/consultants.messages';
import type { ConsultantSkill } from '@basisdesk/shared/consultants/consultants.schema';
import type { SupportType } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { ChevronDown, ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useApplySkillChange } from '../api/apply-skill-change';
import { previewSkills, type SkillIntent, selectionOf } from '../skill-selection';
import { getSupportTypeIcon } from '../type-icon';
import { SkillCheckbox } from './skill-checkbox';

type ExpertiseCardProps = {
  consultantId: string;
  type: SupportType;
  /** The consultant's skills of this type only. */
  skills: ConsultantSkill[];
};

/** One support type: its general skill, and behind More/Less its specialized categories. */
export function ExpertiseCard({ consultantId, type, skills }: ExpertiseCardProps) {
  const headingId = useId();
  const categoriesId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  // Changes not yet settled, in click order: the card shows them at once (a controlled checkbox
  // must change within the click, or the browser puts the old state back).
  const [queued, setQueued] = useState<SkillIntent[]>([]);
  const applyChange = useApplySkillChange({
    consultantId,
    type,
    onSuccess: (message) => toast.success(message),
    onError: (error) => toast.error(errorMessage(error, SKILL_MESSAGES.updateFailed)),
    onSettled: () => setQueued((current) => current.slice(1)),
  });
  const shown = previewSkills(type, skills, queued);
  const { general, categoryIds } = selectionOf(shown);
  const isBusy = queued.length > 0;
  const Icon = getSupportTypeIcon(type.name);
  const hasAllCategories = type.categories.every((category) => categoryIds.has(category.id));

  function apply(intent: SkillIntent) {
    setQueued((current) => [...current, intent]);
    applyChange.mutate(intent);
  }

  return (
    <Card className="flex flex-col">
      <section aria-labelledby={headingId} aria-busy={isBusy || undefined} className="flex h-full flex-col">
        <CardHeader className="flex-row items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="text-base leading-tight font-semibold">
                {type.name}
              </h2>
              {shown.length > 0 && <Badge variant="secondary">{shown.length} selected</Badge>}
              {isBusy && <Spinner className="text-brand-text" />}
            </div>
            {type.description && <CardDescription>{type.description}</CardDescription>}
          </div>
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-3">
          <SkillCheckbox
            label={EXPERTISE_TEXTS.general}
            description={EXPERTISE_TEXTS.generalDescription}
            isChecked={general.length > 0}
            onChange={(isChecked) => apply({ kind: 'general', isChecked })}
          />
          {type.categories.length > 0 && (
            <>
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start"
                aria-expanded={isExpanded}
                aria-controls={categoriesId}
                onClick={() => setIsExpanded((current) => !current)}
              >
                <ChevronDown
                  className={cn('transition-transform', isExpanded && 'rotate-180')}
                  aria-hidden="true"
                />
                {isExpanded ? 'Less' : 'More'}
              </Button>
              <fieldset
                id={categoriesId}
                aria-labelledby={`${categoriesId}-heading`}
                hidden={!isExpanded}
                className="grid gap-1 border-t pt-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 id={`${categoriesId}-heading`} className="text-sm font-semibold">
                    {EXPERTISE_TEXTS.specializedCategories}
                  </h3>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={hasAllCategories}
                    onClick={() => apply({ kind: 'selectAll' })}
                    aria-label={`Select all categories of ${type.name}`}
                  >
                    <ListChecks aria-hidden="true" />
                    Select all
                  </Button>
                </div>
                {type.categories.map((category) => (
                  <SkillCheckbox
                    key={category.id}
                    label={category.name}
                    description={category.description || undefined}
                    isChecked={categoryIds.has(category.id)}
                    onChange={(isChecked) => apply({ kind: 'category', categoryId: category.id, isChecked })}
                  />
                ))}
              </fieldset>
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
