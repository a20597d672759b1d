import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { QuickAction } from './quick-actions';

/** The Quick Actions panel: one link per shortcut, with what it is for. */
export function QuickActionList({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {actions.map(({ label, description, to, Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex items-center gap-3 rounded-lg border p-4 transition-colors hover:border-brand-text hover:bg-muted"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{label}</span>
              <span className="block text-sm text-muted-foreground">{description}</span>
            </span>
            <ArrowRight
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
