import { isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import {
  CalendarClock,
  HelpCircle,
  type LucideIcon,
  MessageSquare,
  PlusCircle,
  Sparkles,
  Ticket,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type QuickAction = { label: string; description: string; to: string; Icon: LucideIcon };

const ACTIONS = {
  newRequest: {
    label: 'New Request',
    description: 'Raise a support request',
    to: paths.support,
    Icon: PlusCircle,
  },
  myTickets: { label: 'My Tickets', description: 'Follow your tickets', to: paths.tickets, Icon: Ticket },
  availability: {
    label: 'Availability',
    description: 'Publish bookable slots',
    to: paths.consultantAvailability,
    Icon: CalendarClock,
  },
  mySkills: {
    label: 'My Skills',
    description: 'Your areas of expertise',
    to: paths.consultantSkills,
    Icon: Sparkles,
  },
  messages: {
    label: 'Messages',
    description: 'Talk about your tickets',
    to: paths.messages,
    Icon: MessageSquare,
  },
  help: { label: 'Help', description: 'Guides and support', to: paths.help, Icon: HelpCircle },
} satisfies Record<string, QuickAction>;

/** The dashboard's shortcuts by role; Messages only while the messaging flag is on. */
export function getQuickActions(role: Exclude<Role, 'Admin'>, isMessagingEnabled: boolean): QuickAction[] {
  const messages = isMessagingEnabled ? [ACTIONS.messages] : [];
  return isCustomer(role)
    ? [ACTIONS.newRequest, ACTIONS.myTickets, ...messages, ACTIONS.help]
    : [ACTIONS.myTickets, ACTIONS.availability, ACTIONS.mySkills, ...messages, ACTIONS.help];
}
