import { Download } from 'lucide-react';
import type { SecondFactorState } from '@/components/delete-account/delete-account-confirmation';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { DOWNLOAD_MY_DATA_FAILED, useDownloadMyData } from '../api/download-my-data';
import { DeleteMyAccountDialog } from './delete-my-account-dialog';

/**
 * Settings' "Your data" (decision 041): a copy of everything held about the person, and the
 * deletion of their account. The page says what happens once the account is gone (`onDeleted`).
 */
export function YourDataSection({
  secondFactor,
  onDeleted,
}: {
  secondFactor: SecondFactorState;
  onDeleted: () => void;
}) {
  const download = useDownloadMyData();

  function handleDownload() {
    download.mutate(undefined, {
      onSuccess: () =>
        toast.success('Your data is downloading', {
          description: 'A ZIP of JSON files and the files you uploaded; README.txt says what each holds.',
        }),
      // A refusal (a few downloads an hour: 429) is said in the server's words.
      onError: (error) => showFailureToast(DOWNLOAD_MY_DATA_FAILED, error),
    });
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">
          Your profile, tickets, messages, attachments, payments and notifications, as a ZIP.
        </p>
        <Button variant="outline" disabled={download.isPending} onClick={handleDownload}>
          {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          {download.isPending ? 'Preparing your data...' : 'Download my data'}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <p className="max-w-prose text-sm text-muted-foreground">
          Erases you from BasisDesk. Tickets and payments stay for accounting under “Deleted user”.
        </p>
        <DeleteMyAccountDialog secondFactor={secondFactor} onDeleted={onDeleted} />
      </div>
    </div>
  );
}
