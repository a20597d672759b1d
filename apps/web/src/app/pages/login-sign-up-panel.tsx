import { CardContent } from '@/components/ui/card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useConsultantRegistrationEnabled } from '@/features/flags/api/get-consultant-registration-status';

/**
 * /login's sign-up tab, a chunk of its own: the flag it reads (and the query code behind it) is
 * fetched when the tab opens, not with the sign-in most visitors came for.
 */
export default function LoginSignUpPanel() {
  const { data: isConsultantEnabled = false } = useConsultantRegistrationEnabled();
  return (
    <CardContent>
      <SignUpForm isConsultantEnabled={isConsultantEnabled} />
    </CardContent>
  );
}
