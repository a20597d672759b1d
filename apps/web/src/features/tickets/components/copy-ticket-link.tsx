import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { ticketShareUrl } from '../ticket-link';

/**
 * Copies the ticket's shareable address: the list removes ?ticket= once the dialog has opened
 * (spec §2), so the address bar no longer holds it.
 */
export function CopyTicketLink({ orderId }: { orderId: string }) {
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(ticketShareUrl(orderId));
      toast.success(TICKET_MESSAGES.linkCopied);
    } catch {
      toast.error(TICKET_MESSAGES.linkCopyFailed);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void handleCopy()}>
      <Link2 aria-hidden="true" />
      {TICKET_MESSAGES.copyLink}
    </Button>
  );
}
