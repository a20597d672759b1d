import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { flagKeys } from '@/features/flags/api/flag-keys';
import { SsoConfigForm } from '@/features/sso-config/components/sso-config-form';

export default function AdminSsoSettingsPage() {
  const queryClient = useQueryClient();
  // The login page reads SSOConfig/status from the flags cache: reload it so it follows the save.
  const refreshFlags = () => queryClient.invalidateQueries({ queryKey: flagKeys.all });

  return (
    <>
      <PageHeader
        title="Single Sign-On Settings"
        description="Choose how people can sign in besides e-mail and password."
        actions={
          <Link to={paths.adminSettings} className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            System Settings
          </Link>
        }
      />
      <div className="max-w-3xl">
        <SsoConfigForm onSaved={refreshFlags} />
      </div>
    </>
  );
}
