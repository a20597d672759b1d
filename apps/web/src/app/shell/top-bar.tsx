import { isAdmin } from '@basisdesk/shared/auth/roles';
import { LogOut, Menu, MessageSquare, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { displayName } from '@/features/auth/session/session-user';
import { PORTAL_LABELS } from './nav-items';
import { TicketSearch } from './ticket-search';
import { formatUnreadCount, UnreadBadge } from './unread-badge';

type TopBarProps = { isMessagingEnabled: boolean; unreadCount: number; onOpenMenu: () => void };

/** The envelope's name: 'Messages', with the badge's count when there is one. */
const messagesLinkName = (unreadCount: number) => {
  const count = formatUnreadCount(unreadCount, 9);
  return count ? `Messages, ${count} unread` : 'Messages';
};

export function TopBar({ isMessagingEnabled, unreadCount, onOpenMenu }: TopBarProps) {
  const { user, signOut } = useSession();
  if (!user) return null;
  const name = displayName(user);
  const settingsPath = isAdmin(user.role) ? paths.adminSettings : paths.settings;

  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-5">
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={onOpenMenu}>
          <Menu aria-hidden="true" />
        </Button>
        <Brand to={paths.home} className="shrink-0" isCompact />
        <span className="hidden rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground md:inline">
          {PORTAL_LABELS[user.role]}
        </span>
        <div className="hidden flex-1 justify-center sm:flex">
          <TicketSearch id="ticket-search" />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:ml-0">
          {isMessagingEnabled && (
            <Button variant="ghost" size="icon" asChild className="relative">
              {/* The count is in the name as it is on screen (axe: label-content-name-mismatch). */}
              <Link to={paths.messages} aria-label={messagesLinkName(unreadCount)}>
                <MessageSquare aria-hidden="true" />
                <span aria-hidden="true">
                  <UnreadBadge count={unreadCount} cap={9} className="absolute -top-0.5 -right-0.5" />
                </span>
              </Link>
            </Button>
          )}
          <Button variant="ghost" size="icon" asChild>
            <Link to={settingsPath} aria-label="Settings">
              <Settings aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="ghost" size="icon" aria-label="Sign out" onClick={signOut}>
            <LogOut aria-hidden="true" />
          </Button>
          <div className="ml-1 flex items-center gap-2" title={user.email}>
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {name.charAt(0).toUpperCase()}
            </span>
            <span className="hidden max-w-40 truncate text-sm font-medium lg:inline" data-testid="user-name">
              {name}
            </span>
          </div>
        </div>
      </div>
      <div className="px-3 pb-3 sm:hidden">
        <TicketSearch id="ticket-search-narrow" />
      </div>
    </header>
  );
}
