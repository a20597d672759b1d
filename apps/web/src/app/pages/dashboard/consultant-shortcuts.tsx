import { CalendarClock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

const SHORTCUT = cn(
  buttonVariants({ variant: 'outline' }),
  'h-auto min-h-10 justify-start whitespace-normal text-left',
);

/** Under the consultant's rate: the two other things customers book them by. */
export function ConsultantShortcuts() {
  return (
    <div className="mt-5 grid gap-2">
      <Link to={paths.consultantAvailability} className={SHORTCUT}>
        <CalendarClock aria-hidden="true" />
        Manage availability
      </Link>
      <Link to={paths.consultantSkills} className={SHORTCUT}>
        <Sparkles aria-hidden="true" />
        Manage skills
      </Link>
    </div>
  );
}
