import {
  CalendarClock,
  HelpCircle,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MessageSquare,
  PlusCircle,
  Settings,
  SlidersHorizontal,
  Sparkles,
  Ticket,
  Users,
} from 'lucide-react';
import { paths, type SessionRole } from '@/config/paths';

export type NavItem = { label: string; to: string; Icon: LucideIcon; isMessages?: boolean };

/** The sidebar of spec §2, in its order; Messages only while the messaging flag is on. */
export function navItemsFor(role: SessionRole, isMessagingEnabled: boolean): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', to: role === 'admin' ? paths.admin : paths.dashboard, Icon: LayoutDashboard },
  ];
  if (isMessagingEnabled)
    items.push({ label: 'Messages', to: paths.messages, Icon: MessageSquare, isMessages: true });
  if (role === 'customer') items.push({ label: 'New Request', to: paths.support, Icon: PlusCircle });
  if (role === 'customer' || role === 'consultant')
    items.push({ label: 'My Tickets', to: paths.tickets, Icon: Ticket });
  if (role === 'consultant') {
    items.push({ label: 'Availability', to: paths.consultantAvailability, Icon: CalendarClock });
    items.push({ label: 'My Skills', to: paths.consultantSkills, Icon: Sparkles });
  }
  if (role === 'customer' || role === 'consultant')
    items.push({ label: 'Settings', to: paths.settings, Icon: Settings });
  if (role === 'admin') {
    items.push({ label: 'Users', to: paths.adminUsers, Icon: Users });
    items.push({ label: 'All Tickets', to: paths.tickets, Icon: ListChecks });
    items.push({ label: 'Admin Settings', to: paths.adminSettings, Icon: SlidersHorizontal });
  }
  items.push({ label: 'Help', to: paths.help, Icon: HelpCircle });
  return items;
}

export const PORTAL_LABELS: Record<SessionRole, string> = {
  customer: 'Customer Portal',
  consultant: 'Consultant Portal',
  admin: 'Admin Portal',
};
