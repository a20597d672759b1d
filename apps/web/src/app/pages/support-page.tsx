import type { Role } from '@basisdesk/shared/auth/roles';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { roleHome } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { useMessagingEnabled } from '@/features/flags/api/get-messaging-status';
import { ConsultantReviews } from '@/features/ratings/components/consultant-reviews';
import { SupportWizard } from '@/features/support-wizard/components/support-wizard';
import { WIZARD_TEXTS } from '@/features/support-wizard/wizard-texts';
import { toast } from '@/lib/toast';

/** Only customers raise requests: the server refuses consultants and admins, so the page does too. */
const REFUSALS: Partial<Record<Role, string>> = {
  Consultant: TICKET_MESSAGES.consultantsCannotCreate,
  Admin: TICKET_MESSAGES.onlyCustomersCreate,
};

/**
 * /support: the customer's request wizard. Its files go to the ticket's conversation, so it offers
 * them only while the messaging flag is on.
 */
export default function SupportPage() {
  const { user } = useSession();
  const refusal = user ? REFUSALS[user.role] : undefined;
  const { data: isMessagingEnabled } = useMessagingEnabled();

  useEffect(() => {
    // The id keeps a double effect run (development) from stacking two toasts.
    if (refusal) toast.error(refusal, { id: 'support-refused' });
  }, [refusal]);

  if (!user) return null;
  if (refusal) return <Navigate to={roleHome(user.role)} replace />;
  return (
    <>
      <PageHeader title={WIZARD_TEXTS.pageTitle} description={WIZARD_TEXTS.pageDescription} />
      <SupportWizard
        renderReviews={(consultantId) => <ConsultantReviews consultantId={consultantId} />}
        canAttachFiles={isMessagingEnabled === true}
      />
    </>
  );
}
