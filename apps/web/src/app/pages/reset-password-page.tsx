import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** The e-mailed link's page (?token=&email=): a new password, then sign in with it. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Reset your password</h1>
          <CardDescription>
            Choose a new password. Every device signed in with the old one is signed out.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ResetPasswordForm
            token={searchParams.get('token')?.trim() ?? ''}
            email={searchParams.get('email')?.trim() ?? ''}
          />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
