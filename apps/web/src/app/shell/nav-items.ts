import { isAdmin, isConsultant, isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import {
  CalendarClock,
  HelpCircle,
  IndianRupee,
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
import { paths, roleHome } from '@/config/paths';

export type NavItem = { label: string; to: string; Icon: LucideIcon; isMessages?: boolean };

/** The sidebar of spec §2, in its order; Messages only while the messaging flag is on. */
export function navItemsFor(role: Role, isMessagingEnabled: boolean): NavItem[] {
  const items: NavItem[] = [{ label: 'Dashboard', to: roleHome(role), Icon: LayoutDashboard }];
  if (isMessagingEnabled)
    items.push({ label: 'Messages', to: paths.messages, Icon: MessageSquare, isMessages: true });
  if (isCustomer(role)) items.push({ label: 'New Request', to: paths.support, Icon: PlusCircle });
  if (!isAdmin(role)) items.push({ label: 'My Tickets', to: paths.tickets, Icon: Ticket });
  if (isConsultant(role)) {
    items.push({ label: 'Availability', to: paths.consultantAvailability, Icon: CalendarClock });
    items.push({ label: 'My Skills', to: paths.consultantSkills, Icon: Sparkles });
    items.push({ label: 'Earnings', to: paths.consultantEarnings, Icon: IndianRupee });
  }
  if (!isAdmin(role)) items.push({ label: 'Settings', to: paths.settings, Icon: Settings });
  if (isAdmin(role)) {
    items.push({ label: 'Users', to: paths.adminUsers, Icon: Users });
    items.push({ label: 'All Tickets', to: paths.tickets, Icon: ListChecks });
    items.push({ label: 'Admin Settings', to: paths.adminSettings, Icon: SlidersHorizontal });
  }
  items.push({ label: 'Help', to: paths.help, Icon: HelpCircle });
  return items;
}

export const PORTAL_LABELS: Record<Role, string> = {
  Customer: 'Customer Portal',
  Consultant: 'Consultant Portal',
  Admin: 'Admin Portal',
};
