import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** Public, signed in or not: a person who forgot their password asks for a link by e-mail. */
export default function ForgotPasswordPage() {
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Forgot your password?</h1>
          <CardDescription>Enter your email and we will send you a link to reset it.</CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
