import type { FileUploadInfo } from '@basisdesk/shared/messaging/messaging.schema';
import { useRef } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { acceptAttribute } from '../file-checks';

type AttachFilesButtonProps = Omit<ButtonProps, 'onClick' | 'type' | 'asChild'> & {
  /** The admin's rules: the picker offers the allowed types (anything before they load). */
  uploadInfo: FileUploadInfo | undefined;
  /** The files just picked, to be checked and listed. */
  onChoose: (files: File[]) => void;
};

/**
 * A button that opens the browser's file picker. The input itself stays out of the page and the
 * accessibility tree: an sr-only input was an unlabeled form field to screen readers (axe
 * 'label'), so the button, with its own name, is what people reach.
 */
export function AttachFilesButton({
  uploadInfo,
  onChoose,
  disabled,
  ...buttonProps
}: AttachFilesButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptAttribute(uploadInfo)}
        disabled={disabled}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          // Emptied, so the same file picked again (after removing it) is a change too.
          event.target.value = '';
          onChoose(chosen);
        }}
      />
      <Button {...buttonProps} disabled={disabled} onClick={() => input.current?.click()} />
    </>
  );
}
