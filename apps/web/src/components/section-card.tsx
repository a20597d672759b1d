import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * A card that is a named section: an h2 title (the page's h1 is its header, and headings must not
 * skip a level), an optional line, icon and actions. Dashboards, settings and tabs are built of them.
 */
export function SectionCard({
  id,
  title,
  description,
  Icon,
  actions,
  className,
  children,
}: {
  /** The section's anchor, for links to one part of a page (`/settings#notifications`). */
  id?: string;
  title: string;
  description?: string;
  Icon?: LucideIcon;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className={className}>
      <section id={id} aria-labelledby={headingId} className="h-full scroll-mt-20">
        <CardHeader className={cn(actions && 'sm:flex-row sm:items-start sm:justify-between')}>
          <div className="grid gap-1.5">
            <h2 id={headingId} className="flex items-center gap-2 text-lg leading-tight font-semibold">
              {Icon && <Icon className="size-5 text-brand-text" aria-hidden="true" />}
              {title}
            </h2>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}
