import type { FileUploadInfo } from '@basisdesk/shared/messaging/messaging.schema';
import { Paperclip } from 'lucide-react';
import { useId } from 'react';
import { AttachFilesButton } from '@/features/messaging/components/attach-files-button';
import { ChosenFiles } from '@/features/messaging/components/chosen-files';
import type { FileCheck } from '@/features/messaging/use-file-checks';
import { filesHint, WIZARD_TEXTS } from '../wizard-texts';

type RequestFilesProps = {
  files: readonly File[];
  checks: ReadonlyMap<File, FileCheck>;
  uploadInfo: FileUploadInfo | undefined;
  onChoose: (files: File[]) => void;
  onRemove: (index: number) => void;
};

/**
 * Step 3's files: logs, dumps and screenshots, chosen and judged as a message's are (decision
 * 054): each with where its check stands and, when refused, why, until it is removed.
 */
export function RequestFiles({ files, checks, uploadInfo, onChoose, onRemove }: RequestFilesProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="grid gap-2">
      <h3 id={`${id}-label`} className="text-sm leading-none font-medium">
        {WIZARD_TEXTS.filesLabel}
      </h3>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {filesHint(uploadInfo)}
      </p>
      <ChosenFiles files={files} checks={checks} onRemove={onRemove} disabled={false} />
      <AttachFilesButton
        uploadInfo={uploadInfo}
        onChoose={onChoose}
        variant="outline"
        className="justify-self-start"
      >
        <Paperclip aria-hidden="true" />
        {WIZARD_TEXTS.attachFiles}
      </AttachFilesButton>
    </section>
  );
}
