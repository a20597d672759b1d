import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogHeading } from '@/components/ui/form-dialog';
import { appConfig } from '@/config/app-config';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { recoveryCodesFileName, recoveryCodesText } from '../recovery-codes-file';

/**
 * The recovery codes, shown this once (the server keeps only their hashes): copy them, download
 * them, and say they are saved before the dialog closes.
 */
export function RecoveryCodesView({
  codes,
  email,
  title,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  title: string;
  onDone: () => void;
}) {
  const [isSaved, setIsSaved] = useState(false);
  const checkboxId = useId();
  const text = recoveryCodesText({ appName: appConfig.appName, email, codes, createdAt: new Date() });

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy the codes', {
        description: 'Select them and copy them by hand, or download them.',
      });
    }
  }

  return (
    <div className="grid gap-4">
      <DialogHeading
        title={title}
        description="Each code signs you in once if you cannot use your authenticator app. They are shown only now: keep them somewhere safe."
      />
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="select-all" data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            saveFile(new Blob([text], { type: 'text/plain' }), recoveryCodesFileName(appConfig.appName))
          }
        >
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={isSaved}
          onChange={(event) => setIsSaved(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="text-sm font-medium">
          I have saved these codes
        </label>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone} disabled={!isSaved}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
