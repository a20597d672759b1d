import type { FileUploadInfo } from '@basisdesk/shared/messaging/messaging.schema';
import { useCallback, useState } from 'react';
import { isRefusal } from '@/lib/api-client';
import { checkFileOnServer } from './api/check-file';
import { fileFailureReason } from './api/send-message';
import { refusalOf } from './file-checks';

/** Where a chosen file stands: being checked by the server, fit to send, or refused (and why). */
export type FileCheck =
  | { status: 'checking' }
  | { status: 'accepted' }
  | { status: 'refused'; reason: string };

/**
 * The verdict on each file chosen for a message (decision 054): first the spec's rules here (type,
 * size, count, in its words), then the server's look at the content (POST file-checks), so a
 * refused file is named before anything is sent. A check the connection lost counts as accepted:
 * the upload checks the same again, and a refusal then takes the message back.
 */
export function useFileChecks(uploadInfo: FileUploadInfo | undefined) {
  const [checks, setChecks] = useState<ReadonlyMap<File, FileCheck>>(new Map());

  const set = useCallback((file: File, check: FileCheck) => {
    setChecks((current) =>
      current.has(file) || check.status === 'checking' ? new Map(current).set(file, check) : current,
    );
  }, []);

  /** Checks newly chosen files; `acceptedBefore` counts the files already on the message. */
  const checkChosen = useCallback(
    (chosen: readonly File[], acceptedBefore: number) => {
      let accepted = acceptedBefore;
      for (const file of chosen) {
        const refusal = refusalOf(file, uploadInfo, accepted);
        if (refusal) {
          setChecks((current) => new Map(current).set(file, { status: 'refused', reason: refusal }));
          continue;
        }
        accepted += 1;
        set(file, { status: 'checking' });
        checkFileOnServer(file).then(
          () => set(file, { status: 'accepted' }),
          (error: unknown) =>
            set(
              file,
              isRefusal(error)
                ? { status: 'refused', reason: fileFailureReason(file, error) }
                : { status: 'accepted' },
            ),
        );
      }
    },
    [uploadInfo, set],
  );

  const refuse = useCallback((file: File, reason: string) => {
    setChecks((current) => new Map(current).set(file, { status: 'refused', reason }));
  }, []);

  const forget = useCallback((file: File) => {
    setChecks((current) => {
      const next = new Map(current);
      next.delete(file);
      return next;
    });
  }, []);

  const clear = useCallback(() => setChecks(new Map()), []);

  return { checks, checkChosen, refuse, forget, clear };
}

/** Whether every file is checked and fit to send. */
export const areAllAccepted = (files: readonly File[], checks: ReadonlyMap<File, FileCheck>) =>
  files.every((file) => checks.get(file)?.status === 'accepted');

/** Where a set of chosen files stands as a whole: a refusal outweighs a check still running. */
export type FilesVerdict = 'accepted' | 'checking' | 'refused';

export function verdictOf(files: readonly File[], checks: ReadonlyMap<File, FileCheck>): FilesVerdict {
  const statuses = files.map((file) => checks.get(file)?.status ?? 'checking');
  if (statuses.includes('refused')) return 'refused';
  return statuses.includes('checking') ? 'checking' : 'accepted';
}

/** How many of the chosen files still count towards a message's maximum (the refused do not). */
export const countNotRefused = (files: readonly File[], checks: ReadonlyMap<File, FileCheck>) =>
  files.filter((file) => checks.get(file)?.status !== 'refused').length;
