import { useSession } from '@/features/auth/session/session-provider';
import { MessagesScreen } from '@/features/messaging/components/messages-screen';

/** /messages: the guard (MessagingRoute) has checked the flag; the screen is messaging's. */
export default function MessagesPage() {
  const { user } = useSession();
  if (!user) return null;
  return <MessagesScreen viewer={{ id: user.id, role: user.role }} />;
}
