import { type ReactNode, useState } from 'react';
import { Brand } from '@/components/brand';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSession } from '@/features/auth/session/session-provider';
import { useMessagingEnabled } from '@/features/flags/api/get-messaging-status';
import { LiveEventsProvider } from '@/features/live/live-events-provider';
import { useUnreadCount } from '@/features/messaging/api/get-unread-count';
import { InstallCard } from '@/features/pwa/install-card';
import { LiveRefresh } from './live-refresh';
import { SidebarNav } from './sidebar';
import { TopBar } from './top-bar';

/** Top bar, sidebar (a drawer on phones), the page, and the install card. */
export default function AppShell({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { data: isMessagingEnabled = false } = useMessagingEnabled();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // Polled every 60 s while messaging is on (spec §9); mark-read and live events refresh it sooner.
  const { data: unreadCount = 0 } = useUnreadCount(isMessagingEnabled);
  if (!user) return null;

  return (
    <LiveEventsProvider>
      <LiveRefresh />
      <div className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
        >
          Skip to content
        </a>
        <TopBar
          isMessagingEnabled={isMessagingEnabled}
          unreadCount={unreadCount}
          onOpenMenu={() => setIsMenuOpen(true)}
        />
        <div className="flex">
          <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto border-r bg-sidebar p-3 lg:block">
            <SidebarNav role={user.role} isMessagingEnabled={isMessagingEnabled} unreadCount={unreadCount} />
          </aside>
          <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
            {children}
          </main>
        </div>
        {/* Mounted while open only: closed, Radix's presence check sets state in a layout effect,
            which made React run every effect of the first screen (its requests, the live stream)
            before that screen could paint. The drawer has no open or close animation to keep. */}
        {isMenuOpen && (
          <Dialog open onOpenChange={setIsMenuOpen}>
            <DialogContent className="top-0 left-0 h-dvh max-h-dvh w-72 max-w-[85vw] translate-x-0 translate-y-0 rounded-none">
              <DialogTitle className="sr-only">Menu</DialogTitle>
              <DialogDescription className="sr-only">Main navigation</DialogDescription>
              <Brand />
              <SidebarNav
                role={user.role}
                isMessagingEnabled={isMessagingEnabled}
                unreadCount={unreadCount}
                onNavigate={() => setIsMenuOpen(false)}
              />
            </DialogContent>
          </Dialog>
        )}
        <InstallCard />
      </div>
    </LiveEventsProvider>
  );
}
