import type { Role } from '@basisdesk/shared/auth/roles';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { navItemsFor } from './nav-items';
import { UnreadBadge } from './unread-badge';

type SidebarNavProps = {
  role: Role;
  isMessagingEnabled: boolean;
  unreadCount: number;
  onNavigate?: () => void;
};

export function SidebarNav({ role, isMessagingEnabled, unreadCount, onNavigate }: SidebarNavProps) {
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {navItemsFor(role, isMessagingEnabled).map(({ label, to, Icon, isMessages }) => (
          <li key={label}>
            <NavLink
              to={to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
                  isActive && 'bg-accent text-accent-foreground',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="flex-1">{label}</span>
              {isMessages && <UnreadBadge count={unreadCount} cap={99} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
