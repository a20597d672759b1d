import { ArrowRight, ClipboardList, FolderTree, Hash, type LucideIcon, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const AREAS: { to: string; title: string; description: string; Icon: LucideIcon }[] = [
  {
    to: paths.adminUsers,
    title: 'User Management',
    description: 'Search, create, activate and deactivate user accounts.',
    Icon: UserCog,
  },
  {
    to: paths.adminTaxonomy,
    title: 'Support Taxonomy',
    description: 'Manage support types, categories and sub-options.',
    Icon: FolderTree,
  },
  {
    to: paths.adminSrIdentifiers,
    title: 'SR Identifiers',
    description: 'Manage service-request identifiers and their tasks.',
    Icon: Hash,
  },
  {
    to: paths.adminTicketNumberTemplates,
    title: 'Ticket Number Templates',
    description: 'See the ticket number format every ticket uses.',
    Icon: ClipboardList,
  },
];

/** Spec §2: the four navigation cards of the admin dashboard. */
export function AdminAreaLinks() {
  return (
    <nav aria-label="Admin areas" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {AREAS.map(({ to, title, description, Icon }) => (
        <Link
          key={to}
          to={to}
          className="group flex items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:bg-muted"
        >
          <Icon className="mt-0.5 size-5 shrink-0 text-brand-text" aria-hidden="true" />
          <span className="grid flex-1 gap-1">
            <span className="font-semibold">{title}</span>
            <span className="text-sm text-muted-foreground">{description}</span>
          </span>
          <ArrowRight
            className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
      ))}
    </nav>
  );
}
